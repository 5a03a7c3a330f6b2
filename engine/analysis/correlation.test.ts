import { describe, expect, it } from "vitest";
import {
  byDay,
  CORRELATION_LAGS,
  CORRELATION_WINDOW_DAYS,
  FALSE_DISCOVERY_RATE,
  findCorrelations,
  FREE_CORRELATIONS,
  isFinding,
  MIN_PAIRED_DAYS,
  PAID_CORRELATIONS,
  pairDays,
  testCorrelation,
} from "./correlation";
import { addDays } from "../shared/dates";
import { rankCorrelationPValue, spearman } from "./rankCorrelation";

const day = (n: number) => addDays("2025-03-01", n - 1);
const series = (values: number[]) => values.map((value, index) => ({ date: day(index + 1), value }));

// 12 days: sleep quality, and a migraine that goes with it on the same day, not the next day.
const SLEEP = [1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 2, 4];
const MIGRAINE_SAME_DAY = [0, 1, 3, 3, 5, 1, 1, 2, 4, 5, 1, 3];

describe("correlations (docs/features/analysis.md)", () => {
  it("keeps the product's window and list limits, and its own test constants", () => {
    expect(CORRELATION_WINDOW_DAYS).toBe(30);
    expect([FREE_CORRELATIONS, PAID_CORRELATIONS]).toEqual([3, 100]);
    expect(MIN_PAIRED_DAYS).toBe(10);
    expect(FALSE_DISCOVERY_RATE).toBe(0.05);
    expect(CORRELATION_LAGS).toEqual(["sameDay", "nextDay"]);
  });

  it("keeps each day's highest value", () => {
    expect(
      byDay([
        { date: day(1), value: 2 },
        { date: day(1), value: 4 },
      ]),
    ).toEqual(new Map([[day(1), 4]]));
  });

  it("pairs a value with the symptom of the same day or of the next day", () => {
    const values = series([1, 2, 3]);
    const symptom = series([7, 8, 9]);
    expect(pairDays(values, symptom, "sameDay")).toEqual({ xs: [1, 2, 3], ys: [7, 8, 9] });
    expect(pairDays(values, symptom, "nextDay")).toEqual({ xs: [1, 2], ys: [8, 9] });
  });

  it("tests a pair with Spearman's ρ and its p-value over the paired days", () => {
    const test = testCorrelation(series(SLEEP), series(MIGRAINE_SAME_DAY), "sameDay");
    const rho = spearman(SLEEP, MIGRAINE_SAME_DAY)!;
    expect(test).toEqual({
      lag: "sameDay",
      correlation: rho,
      pValue: rankCorrelationPValue(rho, 12),
      pairedDays: 12,
    });
    expect(rho).toBeGreaterThan(0.9);
  });

  it("does not test below MIN_PAIRED_DAYS days or with a flat series", () => {
    expect(testCorrelation(series(SLEEP.slice(0, 9)), series(MIGRAINE_SAME_DAY), "sameDay")).toBeNull();
    // 10 days of values but the next-day lag pairs only 9 of them.
    expect(
      testCorrelation(series(SLEEP.slice(0, 10)), series(MIGRAINE_SAME_DAY.slice(0, 10)), "nextDay"),
    ).toBeNull();
    expect(testCorrelation(series(SLEEP), series(SLEEP.map(() => 3)), "sameDay")).toBeNull();
  });

  it("shows what passes Benjamini–Hochberg across all the tests, with confidence 1 − adjusted p", () => {
    const { tested, found } = findCorrelations([
      {
        symptom: "MIGRAINE",
        dataValue: "sleepQuality",
        values: series(SLEEP),
        intensities: series(MIGRAINE_SAME_DAY),
      },
      {
        symptom: "MIGRAINE",
        dataValue: "water",
        values: series([3, 1, 4, 1, 5, 2, 6, 5, 3, 5, 2, 1]),
        intensities: series(MIGRAINE_SAME_DAY),
      },
    ]);
    expect(tested).toHaveLength(4);
    expect(found).toHaveLength(1);
    const [finding] = found;
    expect(finding).toMatchObject({
      symptom: "MIGRAINE",
      dataValue: "sleepQuality",
      lag: "sameDay",
      pairedDays: 12,
    });
    expect(finding!.adjustedPValue).toBeLessThanOrEqual(FALSE_DISCOVERY_RATE);
    expect(finding!.adjustedPValue).toBeGreaterThanOrEqual(finding!.pValue);
    expect(finding!.confidenceScore).toBeCloseTo(1 - finding!.adjustedPValue, 12);
  });

  it("finds nothing when a pair that would pass alone drowns among many tests", () => {
    // ρ ≈ 0.73 over 10 days (p ≈ 0.023) passes alone (the next-day lag has 9 days: not tested)…
    const weak = {
      symptom: "A",
      dataValue: "x",
      values: series([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
      intensities: series([2, 1, 4, 3, 6, 5, 1, 8, 7, 9]),
    };
    const alone = findCorrelations([weak]);
    expect([alone.tested, alone.found.map((f) => f.lag)]).toEqual([
      [{ symptom: "A", dataValue: "x", lag: "sameDay" }],
      ["sameDay"],
    ]);
    expect(alone.found[0]!.pValue).toBeCloseTo(0.0226, 4);
    // …but not beside 4 unrelated values (ρ ≈ 0.03): 0.0226 · 5 > 0.05.
    const unrelated = ["b", "c", "d", "e"].map((dataValue) => ({
      symptom: "A",
      dataValue,
      values: series([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
      intensities: series([5, 9, 2, 7, 1, 10, 4, 6, 3, 8]),
    }));
    const crowded = findCorrelations([weak, ...unrelated]);
    expect([crowded.tested.length, crowded.found]).toEqual([5, []]);
    // Every test is kept with its adjusted p-value, the weak pair's now 0.0226 · 5 / 1 (its rank).
    expect(crowded.tests).toHaveLength(5);
    expect(crowded.tests[0]!.adjustedPValue).toBeCloseTo(alone.found[0]!.pValue * 5, 10);
    expect(crowded.tests.some(isFinding)).toBe(false);
    expect(alone.tests.filter(isFinding)).toEqual(alone.found);
  });

  it("runs no test without data", () => {
    expect(findCorrelations([])).toEqual({ tested: [], found: [], tests: [] });
  });
});
