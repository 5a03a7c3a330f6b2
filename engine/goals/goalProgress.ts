/** docs/features/goals.md: progress is the days elapsed over the total days, as a ten-step bar. */
import type { GoalProgress } from "../../card-schemas";
import { dayDiff } from "../shared/dates";

/** The progress bar has ten steps. */
export const GOAL_PROGRESS_STEPS = 10;

/** The progress of a goal running from `start` to `end` (the day after its last), seen on `today`. */
export function goalProgress(goal: { start: string; end: string }, today: string): GoalProgress {
  const totalDays = Math.max(dayDiff(goal.start, goal.end), 1);
  const elapsedDays = Math.min(Math.max(dayDiff(goal.start, today), 0), totalDays);
  return {
    elapsedDays,
    totalDays,
    steps: Math.round((elapsedDays / totalDays) * GOAL_PROGRESS_STEPS),
  };
}
