import { describe, expect, it } from "vitest";
import {
  canAddGoal,
  canBeGoal,
  createGoal,
  defaultGoalDirection,
  GOAL_PERIODS,
  goalDirectionOf,
  goalModeOf,
  goalStatusOn,
  goalTypeOf,
  isGoalInProgress,
  isGoalPeriod,
  isGoalType,
  MAX_GOALS_IN_PROGRESS,
} from "./goalLimits";
import { GOAL_TYPES } from "./goalSuccess";

describe("goal limits (docs/features/goals.md)", () => {
  it("allows at most 10 goals in progress", () => {
    expect(MAX_GOALS_IN_PROGRESS).toBe(10);
    expect(canAddGoal(0)).toBe(true);
    expect(canAddGoal(9)).toBe(true);
    expect(canAddGoal(10)).toBe(false);
    expect(canAddGoal(11)).toBe(false);
  });

  it("lasts 7, 15 or 30 days", () => {
    expect(GOAL_PERIODS).toEqual([7, 15, 30]);
    expect([7, 15, 30].every(isGoalPeriod)).toBe(true);
    expect([0, 1, 14, 31, "7", null].some(isGoalPeriod)).toBe(false);
  });

  it("knows the four types only", () => {
    expect(GOAL_TYPES.every(isGoalType)).toBe(true);
    expect(isGoalType("AVERAGE_LESS")).toBe(false);
  });

  it("offers only data values that can be a goal, and not hidden ones", () => {
    expect(canBeGoal({ canBeGoal: true })).toBe(true);
    expect(canBeGoal({ canBeGoal: true, hide: false })).toBe(true);
    expect(canBeGoal({ canBeGoal: false })).toBe(false);
    expect(canBeGoal({ canBeGoal: true, hide: true })).toBe(false);
  });

  it("defaults the direction from moreIsBetter", () => {
    expect(defaultGoalDirection({ moreIsBetter: true })).toBe("MORE");
    expect(defaultGoalDirection({ moreIsBetter: false })).toBe("LESS");
  });

  it("turns mode and direction into a type and back", () => {
    expect(goalTypeOf("EVERYDAY", "MORE")).toBe("EVERYDAY_MORE");
    expect(goalTypeOf("EVERYDAY", "LESS")).toBe("EVERYDAY_LESS");
    expect(goalTypeOf("AVERAGE", "MORE")).toBe("AVERAGE_MORE");
    expect(goalTypeOf("AVERAGE", "LESS")).toBe("AVERAGE_MESS");
    for (const type of GOAL_TYPES) expect(goalTypeOf(goalModeOf(type), goalDirectionOf(type))).toBe(type);
  });

  it("creates a goal INPROGRESS from today to today plus the period", () => {
    const input = { dataValue: "water", typeOfGoal: "EVERYDAY_MORE" as const, value: 8 };
    expect(createGoal({ ...input, period: 7, today: "2025-03-10" })).toEqual({
      ...input,
      status: "INPROGRESS",
      start: "2025-03-10",
      end: "2025-03-17",
    });
    expect(createGoal({ ...input, period: 15, today: "2025-03-10" }).end).toBe("2025-03-25");
    expect(createGoal({ ...input, period: 30, today: "2025-02-10" }).end).toBe("2025-03-12");
  });

  it("counts a goal in progress until its end day", () => {
    const goal = { status: "INPROGRESS", end: "2025-03-17" };
    expect(isGoalInProgress(goal, "2025-03-16")).toBe(true);
    expect(isGoalInProgress(goal, "2025-03-17")).toBe(false);
    expect(goalStatusOn(goal, "2025-03-16")).toBe("INPROGRESS");
    expect(goalStatusOn(goal, "2025-03-17")).toBe("DONE");
    expect(isGoalInProgress({ status: "DONE", end: "2025-03-17" }, "2025-03-10")).toBe(false);
  });
});
