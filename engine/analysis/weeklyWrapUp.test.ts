import { describe, expect, it } from "vitest";
import {
  WRAP_UP_MIN_DAYS_EACH_SIDE,
  WRAP_UP_TOP,
  topOf,
  weeklyWrapUp,
  wrapUpWindow,
  type SymptomEntry,
  type ValueEntry,
} from "./weeklyWrapUp";
import { WRAP_UP_WINDOW_DAYS } from "./analysisWindows";

const TODAY = "2025-03-10";
const day = (n: number) => `2025-03-${String(4 + n).padStart(2, "0")}`; // day(1) = 03-05 … day(6) = 03-10

const entries = (value: string, days: number[], intensity: number | null = 3): ValueEntry[] =>
  days.map((n) => ({ value, date: day(n), intensity }));
const events = (symptom: string, intensities: (number | null)[]): SymptomEntry[] =>
  intensities.flatMap((intensity, index) =>
    intensity === null ? [] : [{ symptom, date: day(index + 1), intensity }],
  );

describe("weekly wrap-up (docs/features/analysis.md)", () => {
  it("looks back 6 days, today included, and shows the top 5", () => {
    expect([WRAP_UP_WINDOW_DAYS, WRAP_UP_TOP, WRAP_UP_MIN_DAYS_EACH_SIDE]).toEqual([6, 5, 2]);
    expect(wrapUpWindow(TODAY)).toEqual({ from: "2025-03-05", to: TODAY });
  });

  it("WEEKLY_WRAP_UP: the percent of the 6 days a value was recorded", () => {
    const scores = weeklyWrapUp(
      [
        ...entries("water", [1, 2, 3, 4, 5, 6]),
        ...entries("walk", [1, 3, 4, 6, 2]),
        ...entries("meditation", [2, 5]),
        // Recorded by its presence: counts.
        ...entries("journal", [6], null),
        // Recorded at 0: did not happen.
        ...entries("alcohol", [1, 2], 0),
        // Before the window: not counted.
        { value: "walk", date: "2025-03-04", intensity: 2 },
      ],
      [],
      TODAY,
    );
    expect(scores.map((s) => [s.value, s.score, s.days])).toEqual([
      ["water", 100, 6],
      ["walk", 83, 5],
      ["meditation", 33, 2],
      ["journal", 17, 1],
    ]);
    expect(scores[0]).toMatchObject({ id: "WEEKLY_WRAP_UP__water", type: "WEEKLY_WRAP_UP", symptom: null });
  });

  it("SYMPTOM_WEEKLY_WRAP_UP: how much lower the symptom was on the value's days than on its other days", () => {
    // Migraine 1 and 2 on the walk's days (mean 1.5), 3, 3 and 3 on the others (mean 3): 50 % lower.
    const scores = weeklyWrapUp(
      entries("walk", [1, 3]),
      events("MIGRAINE", [1, 3, 2, 3, null, 3]),
      TODAY,
    ).filter((s) => s.type === "SYMPTOM_WEEKLY_WRAP_UP");
    expect(scores).toEqual([
      {
        id: "SYMPTOM_WEEKLY_WRAP_UP_MIGRAINE_walk",
        type: "SYMPTOM_WEEKLY_WRAP_UP",
        value: "walk",
        symptom: "MIGRAINE",
        score: 50,
        days: 5,
      },
    ]);
  });

  it("keeps only values with a lower symptom, and needs 2 days on each side", () => {
    const scores = weeklyWrapUp(
      [
        // Higher migraine on coffee's days: not kept.
        ...entries("coffee", [1, 2]),
        // One day only with the value: not compared.
        ...entries("nap", [3]),
        // Every symptom day has it: nothing to compare with.
        ...entries("water", [1, 2, 3, 4, 5, 6]),
      ],
      events("MIGRAINE", [4, 4, 1, 1, 2, 2]),
      TODAY,
    );
    expect(scores.filter((s) => s.type === "SYMPTOM_WEEKLY_WRAP_UP")).toEqual([]);
  });

  it("takes the worst moment of a day and skips a symptom never above 0 on the other days", () => {
    const values = entries("walk", [1, 2]);
    // Day 1 has 1 and 3: 3 counts. With: 3, 1 (mean 2); without: 4, 4 (mean 4): 50 % lower.
    const symptoms = [...events("ANXIETY", [1, 1, 4, 4]), { symptom: "ANXIETY", date: day(1), intensity: 3 }];
    expect(weeklyWrapUp(values, symptoms, TODAY).find((s) => s.symptom === "ANXIETY")?.score).toBe(50);
    expect(
      weeklyWrapUp(values, events("ANXIETY", [1, 1, 0, 0]), TODAY).filter((s) => s.symptom !== null),
    ).toEqual([]);
  });

  it("orders by score and cuts each type to 5", () => {
    const values = ["a", "b", "c", "d", "e", "f", "g"].flatMap((value, index) =>
      entries(value, [1, 2, 3, 4, 5, 6].slice(0, 6 - (index % 6))),
    );
    const scores = weeklyWrapUp(values, [], TODAY);
    const top = topOf(scores, "WEEKLY_WRAP_UP");
    expect(top.map((s) => [s.value, s.score])).toEqual([
      ["a", 100],
      ["g", 100],
      ["b", 83],
      ["c", 67],
      ["d", 50],
    ]);
    expect(topOf(scores, "SYMPTOM_WEEKLY_WRAP_UP")).toEqual([]);
  });
});
