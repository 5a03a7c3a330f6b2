import { describe, expect, it } from "vitest";
import { SLEEP_CHART_OFFSET_MINUTES, toSleepAxis } from "../../../engine/tracking/sleepScale";
import { dayChartColumns, dayChartRange } from "./daySeries";

describe("dayChartRange", () => {
  it("keeps a fixed domain, such as an intensity's 0–5", () => {
    expect(dayChartRange(1, 3, { yDomain: [0, 5] })).toEqual([0, 5]);
  });

  it("starts at zero otherwise", () => {
    expect(dayChartRange(4, 9, {})).toEqual([0, 9]);
    expect(dayChartRange(0, 0, {})).toEqual([0, 1]);
  });

  it("spans a night's times in whole hours, not midnight to midnight (docs/features/analysis.md, offset 1440)", () => {
    // Bedtimes from 22:10 to 23:40, and a wake-up at 06:50 the morning after.
    const earliest = toSleepAxis(22 * 60 + 10);
    const latest = toSleepAxis(6 * 60 + 50);
    expect(latest).toBe(6 * 60 + 50 + SLEEP_CHART_OFFSET_MINUTES);
    expect(dayChartRange(earliest, latest, { yStep: 60 })).toEqual([
      22 * 60,
      7 * 60 + SLEEP_CHART_OFFSET_MINUTES,
    ]);
    expect(dayChartRange(earliest, toSleepAxis(23 * 60 + 40), { yStep: 60 })).toEqual([22 * 60, 24 * 60]);
    expect(dayChartRange(1320, 1320, { yStep: 60 })).toEqual([1320, 1380]);
  });
});

describe("dayChartColumns", () => {
  const water = { name: "Water", points: [{ date: "2025-03-11", value: 9 }] };

  it("spans a goal's whole period, its empty days null, its target every day", () => {
    expect(
      dayChartColumns({
        series: [water],
        span: { start: "2025-03-10", end: "2025-03-13" },
        target: { value: 8 },
      }),
    ).toEqual({
      days: ["2025-03-10", "2025-03-11", "2025-03-12"],
      columns: [
        [null, 9, null],
        [8, 8, 8],
      ],
    });
  });

  it("takes every day a series has, in order, without a span", () => {
    const sleep = { name: "Sleep", points: [{ date: "2025-03-12", value: 7 }] };
    expect(dayChartColumns({ series: [sleep, water] })).toEqual({
      days: ["2025-03-11", "2025-03-12"],
      columns: [
        [null, 7],
        [9, null],
      ],
    });
  });
});
