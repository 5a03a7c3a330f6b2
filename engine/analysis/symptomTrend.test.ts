import { describe, expect, it } from "vitest";
import { SYMPTOM_WINDOW_DAYS, symptomTrend } from "./symptomTrend";

const TODAY = "2026-11-26";

describe("symptomTrend", () => {
  it("spans the 30 days of docs/features/analysis.md (2592e6 ms), ending today", () => {
    const { series } = symptomTrend([], TODAY);
    expect(SYMPTOM_WINDOW_DAYS * 86_400_000).toBe(2592e6);
    expect(series).toHaveLength(30);
    expect(series[0]!.date).toBe("2026-10-28");
    expect(series.at(-1)!.date).toBe(TODAY);
    expect(series.every((day) => day.intensity === null)).toBe(true);
  });

  it("has no average and no percentage without events", () => {
    expect(symptomTrend([], TODAY)).toMatchObject({ average: null, weekOverWeek: null });
  });

  it("takes the day's mean and leaves events outside the window out", () => {
    const { series, average } = symptomTrend(
      [
        { date: TODAY, intensity: 2 },
        { date: TODAY, intensity: 5 },
        { date: "2026-11-20", intensity: 1 },
        { date: "2026-10-27", intensity: 5 },
        { date: "2026-11-27", intensity: 5 },
      ],
      TODAY,
    );
    expect(series.at(-1)!.intensity).toBe(3.5);
    expect(series.find((day) => day.date === "2026-11-20")!.intensity).toBe(1);
    // (3.5 + 1) / 2
    expect(average).toBe(2.3);
  });

  it("compares the last 7 days with the 7 before, in whole percent", () => {
    // Week before (11-13 to 11-19): 2 and 4, mean 3. Last week (11-20 to 11-26): 4, mean 4: +33 %.
    const events = [
      { date: "2026-11-13", intensity: 2 },
      { date: "2026-11-19", intensity: 4 },
      { date: "2026-11-20", intensity: 4 },
    ];
    expect(symptomTrend(events, TODAY)).toMatchObject({ average: 3.3, weekOverWeek: 33 });
    const better = [...events.slice(0, 2), { date: TODAY, intensity: 1.5 }];
    expect(symptomTrend(better, TODAY).weekOverWeek).toBe(-50);
  });

  it("has no percentage when a week is empty or the week before averaged 0", () => {
    expect(symptomTrend([{ date: TODAY, intensity: 3 }], TODAY).weekOverWeek).toBeNull();
    expect(symptomTrend([{ date: "2026-11-15", intensity: 3 }], TODAY).weekOverWeek).toBeNull();
    const fromZero = [
      { date: "2026-11-15", intensity: 0 },
      { date: TODAY, intensity: 3 },
    ];
    expect(symptomTrend(fromZero, TODAY).weekOverWeek).toBeNull();
  });
});
