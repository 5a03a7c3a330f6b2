import { describe, expect, it } from "vitest";
import { benjaminiHochberg } from "./falseDiscovery";

describe("Benjamini–Hochberg", () => {
  it("adjusts p·m/rank, monotone from the largest down, in the input's order", () => {
    // Sorted 0.01, 0.02, 0.03, 0.04, 0.5 (m = 5): 0.05, 0.05, 0.05, 0.05, 0.5.
    const adjusted = benjaminiHochberg([0.5, 0.03, 0.01, 0.04, 0.02]);
    expect(adjusted.map((q) => Number(q.toFixed(10)))).toEqual([0.5, 0.05, 0.05, 0.05, 0.05]);
  });

  it("keeps a smaller p-value's adjustment no larger than a larger one's", () => {
    // 0.001·3 = 0.003; 0.04·3/2 = 0.06 but capped by 0.045·3/3 = 0.045.
    expect(benjaminiHochberg([0.04, 0.001, 0.045]).map((q) => Number(q.toFixed(10)))).toEqual([
      0.045, 0.003, 0.045,
    ]);
  });

  it("caps at 1 and handles no test", () => {
    expect(benjaminiHochberg([0.9, 0.8])).toEqual([0.9, 0.9]);
    expect(benjaminiHochberg([1])).toEqual([1]);
    expect(benjaminiHochberg([])).toEqual([]);
  });
});
