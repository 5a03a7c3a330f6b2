import { describe, expect, it } from "vitest";
import {
  averageRanks,
  erfc,
  logGamma,
  normalPValue,
  pearson,
  rankCorrelationPValue,
  regularizedBeta,
  spearman,
  studentTPValue,
} from "./rankCorrelation";

describe("Spearman's rank correlation", () => {
  it("gives ties the average of the ranks they span", () => {
    expect(averageRanks([10, 20, 20, 30])).toEqual([1, 2.5, 2.5, 4]);
    expect(averageRanks([3, 1, 3, 3])).toEqual([3, 1, 3, 3]);
  });

  it("computes Pearson's r on known numbers", () => {
    // x = 1..5, y = 2, 4, 5, 4, 5: r = 6 / sqrt(10 · 6) ≈ 0.7746
    expect(pearson([1, 2, 3, 4, 5], [2, 4, 5, 4, 5])).toBeCloseTo(0.774597, 6);
    expect(pearson([3, 3, 3], [1, 2, 3])).toBeNull();
  });

  it("is Pearson's r of the average ranks", () => {
    // Ranks of y = 1, 2.5, 4.5, 2.5, 4.5: ρ = 7 / sqrt(10 · 9) ≈ 0.7379
    expect(spearman([1, 2, 3, 4, 5], [2, 4, 5, 4, 5])).toBeCloseTo(7 / Math.sqrt(90), 10);
    // A monotone but not linear relation has ρ = 1.
    expect(spearman([1, 2, 3, 4], [1, 8, 27, 64])).toBe(1);
    expect(spearman([1, 2, 3], [3, 2, 1])).toBe(-1);
    expect(spearman([1, 2, 3], [4, 4, 4])).toBeNull();
  });
});

describe("the p-value of ρ", () => {
  it("rests on a correct incomplete beta and normal tail", () => {
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
    expect(regularizedBeta(0.5, 2, 3)).toBeCloseTo(0.6875, 12);
    expect(regularizedBeta(0.2, 1, 1)).toBeCloseTo(0.2, 12);
    expect(erfc(1.959964 / Math.SQRT2)).toBeCloseTo(0.05, 6);
  });

  it("averages the t (n−2 df) and the normal approximations", () => {
    // t = 0.5·√(26/0.75) ≈ 2.944 with 26 df: p ≈ 0.00674; z = 0.5·√27 ≈ 2.598: p ≈ 0.00937.
    expect(studentTPValue(0.5, 28)).toBeCloseTo(0.006741, 5);
    expect(normalPValue(0.5, 28)).toBeCloseTo(0.009375, 5);
    expect(rankCorrelationPValue(0.5, 28)).toBeCloseTo((0.006741 + 0.009375) / 2, 5);
    // The t-approximation's 5 % critical ρ for 10 pairs is 0.632.
    expect(studentTPValue(0.6319, 10)).toBeCloseTo(0.05, 3);
    expect(rankCorrelationPValue(0, 20)).toBe(1);
    expect(rankCorrelationPValue(-1, 12)).toBe(0);
    expect(rankCorrelationPValue(-0.4, 20)).toBe(rankCorrelationPValue(0.4, 20));
    expect(() => rankCorrelationPValue(0.5, 2)).toThrow(RangeError);
  });
});
