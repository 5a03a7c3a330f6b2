import { describe, expect, it } from "vitest";
import { byDay, correlationOf, CORRELATION_WINDOW_DAYS, FREE_CORRELATIONS, pearson } from "./correlation";

const day = (n: number) => `2025-03-${String(n).padStart(2, "0")}`;
const series = (values: number[]) => values.map((value, index) => ({ date: day(index + 1), value }));

describe("correlation (seed 003)", () => {
  it("computes Pearson's r on known numbers", () => {
    // x = 1..5, y = 2, 4, 5, 4, 5: r = 6 / sqrt(10 · 6) ≈ 0.7746
    expect(pearson([1, 2, 3, 4, 5], [2, 4, 5, 4, 5])).toBeCloseTo(0.774597, 6);
    expect(pearson([1, 2, 3], [6, 4, 2])).toBe(-1);
    expect(pearson([1, 2, 3], [2, 4, 6])).toBe(1);
  });

  it("has no value for a flat series or fewer than 2 points", () => {
    expect(pearson([3, 3, 3], [1, 2, 3])).toBeNull();
    expect(pearson([1], [2])).toBeNull();
  });

  it("pairs the days that have both values, keeping each day's highest", () => {
    expect(
      byDay([
        { date: day(1), value: 2 },
        { date: day(1), value: 4 },
      ]),
    ).toEqual(new Map([[day(1), 4]]));
    const result = correlationOf(series([1, 2, 3, 4, 5, 9]), series([2, 4, 5, 4, 5]));
    expect(result?.pairedDays).toBe(5);
    expect(result?.correlation).toBeCloseTo(0.774597, 6);
    expect(result?.confidenceScore).toBeCloseTo(5 / 30, 10);
  });

  it("says 'not enough data' (null) with fewer than 2 paired days", () => {
    expect(correlationOf(series([1, 2]), [{ date: day(2), value: 3 }])).toBeNull();
    expect(correlationOf([], [])).toBeNull();
  });

  it("uses the seed's window and list limit", () => {
    expect(CORRELATION_WINDOW_DAYS).toBe(30);
    expect(FREE_CORRELATIONS).toBe(3);
    const full = correlationOf(
      series(Array.from({ length: 31 }, (_, i) => i % 7)),
      series(Array.from({ length: 31 }, (_, i) => (i % 7) * 2)),
    );
    expect(full?.confidenceScore).toBe(1);
  });
});
