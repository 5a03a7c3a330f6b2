import { describe, expect, it } from "vitest";
import {
  applyOperator,
  compareMeasure,
  CONDITION_OPERATORS,
  conditionMeasure,
  conditionWindowStart,
  measureKindOf,
  type ConditionOperator,
} from "./conditionOperators";

// A week of sleep, oldest first: latest 6, mean 7, total 49.
const week = [8, 7, 7, 6, 8, 7, 6];

describe("the condition operators (docs/features/programs.md)", () => {
  it("are the product's ten", () => {
    expect(CONDITION_OPERATORS).toEqual([
      "EQUAL",
      "GREATER",
      "LESS",
      "GREATER_EQUAL",
      "LESS_EQUAL",
      "NOT_EQUAL",
      "AVERAGE_MORE",
      "AVERAGE_LESS",
      "TOTAL_LESS",
      "TOTAL_MORE",
    ]);
  });

  // operator, target, met by the week above, not met with this target
  const cases: Array<[ConditionOperator, number, number]> = [
    ["EQUAL", 6, 7],
    ["NOT_EQUAL", 7, 6],
    ["GREATER", 5, 6],
    ["LESS", 7, 6],
    ["GREATER_EQUAL", 6, 6.5],
    ["LESS_EQUAL", 6, 5.5],
    ["AVERAGE_MORE", 7, 7.5],
    ["AVERAGE_LESS", 7, 6.5],
    ["TOTAL_MORE", 49, 50],
    ["TOTAL_LESS", 49, 48],
  ];

  it.each(cases)("%s %d is met by the week, %d is not", (operator, met, notMet) => {
    expect(applyOperator(operator, week, met).success).toBe(true);
    expect(applyOperator(operator, week, notMet).success).toBe(false);
  });

  it("compare the latest value for EQUAL to NOT_EQUAL, the mean for AVERAGE_*, the sum for TOTAL_*", () => {
    for (const operator of ["EQUAL", "GREATER", "LESS", "GREATER_EQUAL", "LESS_EQUAL", "NOT_EQUAL"] as const)
      expect(conditionMeasure(operator, week)).toBe(6);
    expect(conditionMeasure("AVERAGE_MORE", week)).toBe(7);
    expect(conditionMeasure("AVERAGE_LESS", week)).toBe(7);
    expect(conditionMeasure("TOTAL_MORE", week)).toBe(49);
    expect(conditionMeasure("TOTAL_LESS", week)).toBe(49);
    expect(applyOperator("AVERAGE_MORE", week, 7)).toEqual({ success: true, actual: 7 });
    expect(CONDITION_OPERATORS.map(measureKindOf)).toEqual([
      ...Array<string>(6).fill("latest"),
      "average",
      "average",
      "total",
      "total",
    ]);
  });

  it("take MORE as at least and LESS as at most, GREATER and LESS strictly", () => {
    expect(compareMeasure("AVERAGE_MORE", 7, 7)).toBe(true);
    expect(compareMeasure("TOTAL_LESS", 49, 49)).toBe(true);
    expect(compareMeasure("GREATER", 7, 7)).toBe(false);
    expect(compareMeasure("LESS", 7, 7)).toBe(false);
  });

  it("meet nothing when the window holds no value, TOTAL_LESS included", () => {
    for (const operator of CONDITION_OPERATORS) {
      expect(applyOperator(operator, [], 100)).toEqual({ success: false });
    }
  });

  it("round measures to 6 decimals, so that sums of decimals compare as written", () => {
    expect(applyOperator("TOTAL_MORE", [0.1, 0.2], 0.3)).toEqual({ success: true, actual: 0.3 });
    expect(applyOperator("AVERAGE_LESS", [0.1, 0.2, 0.3], 0.2)).toEqual({ success: true, actual: 0.2 });
  });
});

describe("the window", () => {
  it("is the `days` days ending on the day checked", () => {
    expect(conditionWindowStart("2025-03-07", 7)).toBe("2025-03-01");
    expect(conditionWindowStart("2025-03-07", 1)).toBe("2025-03-07");
    expect(conditionWindowStart("2025-03-01", 2)).toBe("2025-02-28");
  });
});
