/**
 * docs/features/goals.md, success check. The four types of goal, spelled as the seed spells
 * them (AVERAGE_MESS is "average less").
 */
import type { GoalType } from "../../card-schemas";

export const GOAL_TYPES = [
  "EVERYDAY_MORE",
  "EVERYDAY_LESS",
  "AVERAGE_MORE",
  "AVERAGE_MESS",
] as const satisfies readonly GoalType[];

/** The mean of the values (callers pass at least one). */
function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * Whether the days recorded so far meet the target: EVERYDAY_MORE when no day is below it,
 * EVERYDAY_LESS when no day is above it, AVERAGE_MORE when the mean is at or above it,
 * AVERAGE_MESS when the mean is at or below it. `null` while no day has a value: the tick or
 * the cross shows only once data exists.
 */
export function goalSuccess(type: GoalType, target: number, dailyValues: readonly number[]): boolean | null {
  const values = dailyValues.filter((value) => Number.isFinite(value));
  if (values.length === 0) return null;
  switch (type) {
    case "EVERYDAY_MORE":
      return values.every((value) => value >= target);
    case "EVERYDAY_LESS":
      return values.every((value) => value <= target);
    case "AVERAGE_MORE":
      return mean(values) >= target;
    case "AVERAGE_MESS":
      return mean(values) <= target;
  }
}
