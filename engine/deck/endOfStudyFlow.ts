/**
 * docs/features/deck.md: the steps of the END_STUDY card. Step 0 is the synthesis, step 1
 * the analysis intro, then at most MAX_ANALYTIC_STEPS analytic steps, then the final step (rewards
 * won, the check-reward button when the study is a success, or the summary). Without analytics
 * other than correlations, the intro is skipped: from step 0 the flow goes to step 2.
 */

/** At most this many analytic steps (docs/features/deck.md). */
export const MAX_ANALYTIC_STEPS = 2;
/** The analysis of correlations is not a step of its own: the CORRELATION card shows it. */
export const CORRELATION_ANALYTIC = "correlation";

export const SYNTHESIS_STEP = 0;
export const INTRO_STEP = 1;
export const FIRST_ANALYTIC_STEP = 2;

/** The kind of screen a step number shows. */
export type EndOfStudyStepKind = "synthesis" | "intro" | "analytic" | "final";

export interface EndOfStudyPlan {
  /** The analytic types shown as steps, in order (no correlation, at most MAX_ANALYTIC_STEPS). */
  analytics: string[];
  /** The number of the final step. */
  finalStep: number;
}

export interface EndOfStudyState {
  step: number;
}

export type EndOfStudyAction = { type: "next" } | { type: "back" } | { type: "restart" };

/** The steps a study's analytics give: the non-correlation ones, the first two of them. */
export function endOfStudyPlan(analyticTypes: readonly string[]): EndOfStudyPlan {
  const analytics = analyticTypes
    .filter((type) => type.toLowerCase() !== CORRELATION_ANALYTIC)
    .slice(0, MAX_ANALYTIC_STEPS);
  return { analytics, finalStep: FIRST_ANALYTIC_STEP + analytics.length };
}

/** What step `step` shows under `plan`. */
export function stepKind(plan: EndOfStudyPlan, step: number): EndOfStudyStepKind {
  if (step <= SYNTHESIS_STEP) return "synthesis";
  if (step >= plan.finalStep) return "final";
  if (step === INTRO_STEP) return "intro";
  return "analytic";
}

/** The analytic type of an analytic step; undefined for the other steps. */
export function analyticOf(plan: EndOfStudyPlan, step: number): string | undefined {
  return stepKind(plan, step) === "analytic" ? plan.analytics[step - FIRST_ANALYTIC_STEP] : undefined;
}

export const initialEndOfStudyState: EndOfStudyState = { step: SYNTHESIS_STEP };

/** The reducer of the flow: next (the intro skipped without analytics), back, restart to step 0. */
export function endOfStudyReducer(
  plan: EndOfStudyPlan,
  state: EndOfStudyState,
  action: EndOfStudyAction,
): EndOfStudyState {
  switch (action.type) {
    case "next": {
      if (state.step >= plan.finalStep) return state;
      const next = state.step + 1;
      // Nothing to introduce: the flow goes from the synthesis to step 2, the final step then.
      if (next === INTRO_STEP && plan.analytics.length === 0) return { step: FIRST_ANALYTIC_STEP };
      return { step: next };
    }
    case "back": {
      if (state.step <= SYNTHESIS_STEP) return state;
      const previous = state.step - 1;
      if (previous === INTRO_STEP && plan.analytics.length === 0) return { step: SYNTHESIS_STEP };
      return { step: previous };
    }
    case "restart":
      return initialEndOfStudyState;
  }
}
