/**
 * docs/features/programs.md: a patient's follow-up of one study (rewards won,
 * completion) and whether it is a success under the study's victoryConditions: completion, and
 * each data condition (docs/features/programs.md) over its window ending on the study's last day.
 */
import type { CardStatus, FollowUpAnalytics, ProgramContent, SubscriptionStatus } from "../../card-schemas";
import type { DataCondition } from "./conditionOperators";
import { addDays } from "../shared/dates";

/** The follow-up analytics are cached for 24 hours (docs/features/programs.md). */
export const FOLLOW_UP_ANALYTICS_MAX_AGE_SECONDS = 24 * 60 * 60;
export const VALIDATED_STATUS = "DONE" satisfies SubscriptionStatus;
/** A study without victoryConditions asks 80 % of its actions done (the program schema's default). */
export const DEFAULT_COMPLETION_PERCENT = 80;

export interface FollowUpCard {
  status: CardStatus;
  rewards: number;
}

/** A study's victoryConditions as stored: the program schema's default may not have been applied. */
export type VictoryConditions = Partial<ProgramContent["victoryConditions"]>;

/** Rewards won on the study's completed cards; percent (0..100, whole) of them that are done. */
export type FollowUp = Pick<FollowUpAnalytics, "rewards" | "completion">;

/** Rewards and completion from the patient's cards of one study. */
export function followUpOf(cards: readonly FollowUpCard[]): FollowUp {
  const done = cards.filter((card) => card.status === "DONE");
  return {
    rewards: done.reduce((sum, card) => sum + card.rewards, 0),
    completion: cards.length === 0 ? 0 : Math.floor((100 * done.length) / cards.length),
  };
}

/** The data conditions of victoryConditions (none when it sets none). */
export function victoryDataConditions(conditions: VictoryConditions | null | undefined): DataCondition[] {
  return conditions?.dataConditions ?? [];
}

/**
 * The last day of the victory's data windows: the study's last day (it started on `startDate`, day
 * 1, and lasts `studyDuration` days), or today while it runs.
 */
export function victoryWindowEnd(startDate: string, studyDuration: number, today: string): string {
  const lastDay = addDays(startDate, studyDuration - 1);
  return today < lastDay ? today : lastDay;
}

/**
 * The study is a success once completion reaches victoryConditions.completionPercent and each of
 * its data conditions is met (`dataResults`, checked by dataConditions.ts).
 */
export function isStudySuccess(
  completion: number,
  conditions: VictoryConditions | null | undefined,
  dataResults: readonly { success: boolean }[] = [],
): boolean {
  return (
    completion >= (conditions?.completionPercent ?? DEFAULT_COMPLETION_PERCENT) &&
    dataResults.every((result) => result.success)
  );
}

/** The bonus paid once on validating a successful study; nothing for an unsuccessful one. */
export function victoryBonus(
  completion: number,
  conditions: VictoryConditions | null | undefined,
  dataResults: readonly { success: boolean }[] = [],
): number {
  return isStudySuccess(completion, conditions, dataResults) ? (conditions?.bonusRewards ?? 0) : 0;
}
