import { describe, expect, it } from "vitest";
import {
  analyticOf,
  endOfStudyPlan,
  endOfStudyReducer,
  initialEndOfStudyState,
  MAX_ANALYTIC_STEPS,
  stepKind,
  type EndOfStudyPlan,
  type EndOfStudyState,
} from "./endOfStudyFlow";

function walk(plan: EndOfStudyPlan, count: number): number[] {
  const steps: number[] = [];
  let state: EndOfStudyState = initialEndOfStudyState;
  for (let i = 0; i < count; i++) {
    steps.push(state.step);
    state = endOfStudyReducer(plan, state, { type: "next" });
  }
  return steps;
}

describe("end-of-study flow (docs/features/deck.md)", () => {
  it("keeps at most 2 analytic steps, correlations left out", () => {
    expect(MAX_ANALYTIC_STEPS).toBe(2);
    expect(endOfStudyPlan(["completion", "correlation", "rewards", "participants"])).toEqual({
      analytics: ["completion", "rewards"],
      finalStep: 4,
    });
  });

  it("goes synthesis, intro, two analytic steps, final, and stays on the final step", () => {
    const plan = endOfStudyPlan(["completion", "rewards", "participants"]);
    expect(walk(plan, 6)).toEqual([0, 1, 2, 3, 4, 4]);
    expect([0, 1, 2, 3, 4].map((step) => stepKind(plan, step))).toEqual([
      "synthesis",
      "intro",
      "analytic",
      "analytic",
      "final",
    ]);
    expect(analyticOf(plan, 2)).toBe("completion");
    expect(analyticOf(plan, 3)).toBe("rewards");
    expect(analyticOf(plan, 4)).toBeUndefined();
  });

  it("skips the intro to step 2 when only correlation analytics exist", () => {
    const plan = endOfStudyPlan(["correlation", "CORRELATION"]);
    expect(plan.finalStep).toBe(2);
    expect(walk(plan, 3)).toEqual([0, 2, 2]);
    expect(stepKind(plan, 2)).toBe("final");
    expect(endOfStudyReducer(plan, { step: 2 }, { type: "back" })).toEqual({ step: 0 });
  });

  it("with one analytic: synthesis, intro, that analytic, final", () => {
    const plan = endOfStudyPlan(["participants"]);
    expect(walk(plan, 4)).toEqual([0, 1, 2, 3]);
    expect(stepKind(plan, 3)).toBe("final");
  });

  it("restart returns to step 0 from anywhere; back stops at step 0", () => {
    const plan = endOfStudyPlan(["completion"]);
    expect(endOfStudyReducer(plan, { step: 3 }, { type: "restart" })).toEqual({ step: 0 });
    expect(endOfStudyReducer(plan, { step: 2 }, { type: "back" })).toEqual({ step: 1 });
    expect(endOfStudyReducer(plan, { step: 0 }, { type: "back" })).toEqual({ step: 0 });
  });
});
