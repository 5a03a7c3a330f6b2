import { describe, expect, it } from "vitest";
import type { DataCondition } from "./conditionOperators";
import { checkDataCondition, earliestWindowStart, isDataCondition, type DataFacts } from "./dataConditions";

const facts: DataFacts = {
  dataValues: new Map([
    [
      "SLEEP_DURATION",
      {
        label: "Sleep duration",
        unit: "h",
        // 2025-03-01 falls out of a 7-day window ending 2025-03-08.
        values: [
          { day: "2025-03-01", value: 2 },
          { day: "2025-03-02", value: 8 },
          { day: "2025-03-05", value: 7 },
          { day: "2025-03-08", value: 6 },
        ],
      },
    ],
  ]),
  questScores: new Map([
    [
      "MOOD",
      {
        label: "Mood check",
        questionnaireId: "mood-check",
        values: [
          { day: "2025-03-07", value: 4 },
          { day: "2025-03-08", value: 2 },
        ],
      },
    ],
  ]),
};

const sleep = (
  operator: DataCondition["operator"],
  target: number,
  days = 7,
): Extract<DataCondition, { type: "dataValue" }> => ({
  type: "dataValue",
  dataValue: "SLEEP_DURATION",
  operator,
  target,
  days,
});

describe("a data condition", () => {
  it("measures the values of its window, ending on the day checked, and says what it found", () => {
    expect(checkDataCondition(sleep("AVERAGE_MORE", 7), facts, "2025-03-08")).toEqual({
      type: "dataValue",
      success: true,
      dataValue: "SLEEP_DURATION",
      operator: "AVERAGE_MORE",
      target: 7,
      days: 7,
      windowEnd: "2025-03-08",
      actual: 7,
      label: "Sleep duration",
      unit: "h",
    });
    // Eight days back, the short night of 2025-03-01 counts.
    expect(checkDataCondition(sleep("AVERAGE_MORE", 7, 8), facts, "2025-03-08")).toMatchObject({
      success: false,
      actual: 5.75,
    });
    // Values after the day checked do not count: the latest on 2025-03-05 is 7.
    expect(checkDataCondition(sleep("EQUAL", 7), facts, "2025-03-05")).toMatchObject({
      success: true,
      actual: 7,
    });
  });

  it("is not met without any value in the window, and then names no measure", () => {
    const result = checkDataCondition(sleep("TOTAL_LESS", 100, 2), facts, "2025-03-04");
    expect(result).toMatchObject({ success: false });
    expect(result).not.toHaveProperty("actual");
    const unknown = checkDataCondition(
      { ...sleep("TOTAL_LESS", 1), dataValue: "NOTHING" },
      facts,
      "2025-03-08",
    );
    expect(unknown).toMatchObject({ type: "dataValue", success: false, dataValue: "NOTHING" });
  });

  it("compares a questionnaire's latest score, offering the questionnaire while it is not met", () => {
    const condition: DataCondition = {
      type: "questScore",
      formCategory: "MOOD",
      operator: "LESS",
      target: 3,
      days: 30,
    };
    expect(checkDataCondition(condition, facts, "2025-03-08")).toEqual({
      type: "questScore",
      success: true,
      formCategory: "MOOD",
      operator: "LESS",
      target: 3,
      days: 30,
      windowEnd: "2025-03-08",
      actual: 2,
      label: "Mood check",
    });
    expect(checkDataCondition(condition, facts, "2025-03-07")).toMatchObject({
      success: false,
      actual: 4,
      questionnaireId: "mood-check",
    });
  });

  it("is told from the other conditions, and the widest window says how far back to read", () => {
    expect(isDataCondition({ type: "questScore" })).toBe(true);
    expect(isDataCondition({ type: "quest" })).toBe(false);
    expect(earliestWindowStart([sleep("EQUAL", 1, 3), sleep("EQUAL", 1, 30)], "2025-03-30")).toBe(
      "2025-03-01",
    );
    expect(earliestWindowStart([], "2025-03-30")).toBeUndefined();
  });
});
