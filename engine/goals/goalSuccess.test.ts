import { describe, expect, it } from "vitest";
import { GOAL_TYPES, goalSuccess } from "./goalSuccess";

describe("goal success (docs/features/goals.md)", () => {
  it("has the four types of the seed, AVERAGE_MESS spelled as it is", () => {
    expect(GOAL_TYPES).toEqual(["EVERYDAY_MORE", "EVERYDAY_LESS", "AVERAGE_MORE", "AVERAGE_MESS"]);
  });

  it("EVERYDAY_MORE passes when no day is below the target", () => {
    expect(goalSuccess("EVERYDAY_MORE", 7, [7, 8, 9])).toBe(true);
    expect(goalSuccess("EVERYDAY_MORE", 7, [8, 6.5, 9])).toBe(false);
  });

  it("EVERYDAY_LESS passes when no day is above the target", () => {
    expect(goalSuccess("EVERYDAY_LESS", 2, [0, 2, 1])).toBe(true);
    expect(goalSuccess("EVERYDAY_LESS", 2, [0, 3, 1])).toBe(false);
  });

  it("AVERAGE_MORE passes when the mean is at or above the target", () => {
    expect(goalSuccess("AVERAGE_MORE", 8, [6, 10])).toBe(true);
    expect(goalSuccess("AVERAGE_MORE", 8, [6, 9])).toBe(false);
  });

  it("AVERAGE_MESS passes when the mean is at or below the target", () => {
    expect(goalSuccess("AVERAGE_MESS", 3, [1, 5])).toBe(true);
    expect(goalSuccess("AVERAGE_MESS", 3, [2, 5])).toBe(false);
  });

  it("stays undecided until a day has a value", () => {
    for (const type of GOAL_TYPES) {
      expect(goalSuccess(type, 5, [])).toBeNull();
      expect(goalSuccess(type, 5, [Number.NaN])).toBeNull();
    }
  });
});
