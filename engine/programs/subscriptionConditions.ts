/**
 * docs/features/programs.md: the conditions a program sets before a patient may join it (consent, quest,
 * autorSub, cost, and docs/features/programs.md's data conditions, dataValue and questScore, over a window ending
 * the day the patient joins), each checked against what the patient has; all must pass.
 */
import type { ProgramContent, ProgramConditionResult } from "../../card-schemas";
import { checkDataCondition, type DataFacts } from "./dataConditions";

export type SubscriptionCondition = ProgramContent["subscriptionConditions"][number];

/** A questionnaire score counts when it is at least 20 and below 1000 (docs/features/programs.md)… */
export const QUEST_SCORE_MIN = 20;
export const QUEST_SCORE_MAX_EXCLUSIVE = 1000;
/** …and was recorded in the last 15 days. */
export const QUEST_WINDOW_DAYS = 15;

export function isValidQuestScore(score: number): boolean {
  return Number.isFinite(score) && score >= QUEST_SCORE_MIN && score < QUEST_SCORE_MAX_EXCLUSIVE;
}

/** The earliest instant whose records are searched: 15 days before `now`. */
export function questSince(now: Date): Date {
  return new Date(now.getTime() - QUEST_WINDOW_DAYS * 24 * 60 * 60 * 1000);
}

/** What the patient has, as far as the conditions ask. */
export interface ConditionFacts extends DataFacts {
  /** The patient's local day: the last day of the data conditions' windows. */
  today: string;
  /** Consent ids the patient gave. */
  consents: ReadonlySet<string>;
  /** Scores recorded in the window, by questionnaire category (formCategory). */
  scores: ReadonlyMap<string, readonly number[]>;
  /** Authors the patient has a paid, valid link to. */
  paidAuthors: ReadonlySet<string>;
  /** Rewards balance. */
  balance: number;
  /** A questionnaire of each category, to fill in for a quest condition. */
  questionnaireOf?: ReadonlyMap<string, string>;
}

/** One condition's result, with what the patient needs to fix it. */
export function checkCondition(
  condition: SubscriptionCondition,
  facts: ConditionFacts,
): ProgramConditionResult {
  switch (condition.type) {
    case "consent":
      return { type: "consent", success: facts.consents.has(condition.consent), consent: condition.consent };
    case "quest": {
      const scores = facts.scores.get(condition.formCategory) ?? [];
      const success = scores.some(isValidQuestScore);
      const questionnaireId = facts.questionnaireOf?.get(condition.formCategory);
      return {
        type: "quest",
        success,
        formCategory: condition.formCategory,
        ...(questionnaireId ? { questionnaireId } : {}),
        // A record exists but none scores in range: the screening is not ok (docs/features/programs.md).
        ...(!success && scores.length > 0 ? { screeningNotOk: true } : {}),
      };
    }
    case "autorSub":
      return {
        type: "autorSub",
        success: facts.paidAuthors.has(condition.autorId),
        autorId: condition.autorId,
      };
    case "cost":
      return { type: "cost", success: facts.balance >= condition.amount, amount: condition.amount };
    case "dataValue":
    case "questScore":
      return checkDataCondition(condition, facts, facts.today);
  }
}

export function checkConditions(
  conditions: readonly SubscriptionCondition[],
  facts: ConditionFacts,
): ProgramConditionResult[] {
  return conditions.map((condition) => checkCondition(condition, facts));
}

export function allConditionsMet(results: readonly ProgramConditionResult[]): boolean {
  return results.every((result) => result.success);
}

/** The rewards joining costs: the sum of the cost conditions. */
export function joiningCost(conditions: readonly SubscriptionCondition[]): number {
  return conditions.reduce((sum, condition) => sum + (condition.type === "cost" ? condition.amount : 0), 0);
}
