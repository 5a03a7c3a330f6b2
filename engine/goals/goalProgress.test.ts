import { describe, expect, it } from "vitest";
import { GOAL_PROGRESS_STEPS, goalProgress } from "./goalProgress";

const week = { start: "2025-03-10", end: "2025-03-17" };

describe("goal progress (docs/features/goals.md)", () => {
  it("is a ten-step bar", () => {
    expect(GOAL_PROGRESS_STEPS).toBe(10);
  });

  it("shows the days elapsed over the total days, rounded to a step", () => {
    expect(goalProgress(week, "2025-03-10")).toEqual({ elapsedDays: 0, totalDays: 7, steps: 0 });
    expect(goalProgress(week, "2025-03-11")).toEqual({ elapsedDays: 1, totalDays: 7, steps: 1 });
    expect(goalProgress(week, "2025-03-13")).toEqual({ elapsedDays: 3, totalDays: 7, steps: 4 });
    expect(goalProgress(week, "2025-03-17")).toEqual({ elapsedDays: 7, totalDays: 7, steps: 10 });
  });

  it("works for 15 and 30 days", () => {
    expect(goalProgress({ start: "2025-03-01", end: "2025-03-16" }, "2025-03-08").steps).toBe(5);
    expect(goalProgress({ start: "2025-03-01", end: "2025-03-31" }, "2025-03-04").steps).toBe(1);
  });

  it("stays within the bar before the start and after the end", () => {
    expect(goalProgress(week, "2025-03-01").elapsedDays).toBe(0);
    expect(goalProgress(week, "2025-04-01")).toEqual({ elapsedDays: 7, totalDays: 7, steps: 10 });
  });
});
