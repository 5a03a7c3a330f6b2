import { describe, expect, it } from "vitest";
import { SLEEP_CHART_OFFSET_MINUTES, toSleepAxis } from "../../../engine/tracking/sleepScale";
import { dayChartColumns, dayChartRange, formatDayValue, niceStep, valueAxisSize } from "./daySeries";

describe("dayChartRange", () => {
  it("keeps a fixed domain, such as an intensity's 0–5", () => {
    expect(dayChartRange(1, 3, { yDomain: [0, 5] })).toEqual([0, 5]);
  });

  it("spans the values otherwise, padded and rounded out to a nice step, not the catalogue's whole scale", () => {
    // A week of 3,000 to 10,000 steps (the catalogue allows 100,000) fills the chart.
    expect(dayChartRange(3000, 10_000, {})).toEqual([2000, 12_000]);
    expect(dayChartRange(4, 9, {})).toEqual([2, 10]);
    expect(dayChartRange(0, 0, {})).toEqual([0, 1]);
    expect(dayChartRange(-3, 4, {})).toEqual([-4, 6]);
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

describe("niceStep", () => {
  it("rounds a step up to 1, 2, 2.5 or 5 times a power of ten", () => {
    expect([1750, 0.3, 7, 2.5, 0].map(niceStep)).toEqual([2000, 0.5, 10, 2.5, 1]);
  });
});

describe("the value axis", () => {
  const french = { formatNumber: (value: number) => new Intl.NumberFormat("fr").format(value) };

  it("writes numbers in the reader's language, thousands grouped", () => {
    expect(formatDayValue(12_000, "number", french)).toBe("12\u202f000");
    expect(formatDayValue(12_000, "number", { formatNumber: (value) => value.toLocaleString("en") })).toBe(
      "12,000",
    );
  });

  it("writes a time of day on the night axis as HH:MM, 00:30 the morning after 23:30", () => {
    expect(formatDayValue(toSleepAxis(23 * 60 + 30), "timeOfNight", french)).toBe("23:30");
    expect(formatDayValue(toSleepAxis(30), "timeOfNight", french)).toBe("00:30");
  });

  it("is wide enough for its longest label, so 100,000 is never clipped to 000", () => {
    expect(valueAxisSize(["0", "5"])).toBe(40);
    expect(valueAxisSize(["0", "50,000", "100,000"])).toBeGreaterThanOrEqual(7 * 7 + 18);
    expect(valueAxisSize(["100,000"])).toBeGreaterThan(valueAxisSize(["10,000"]));
  });
});
