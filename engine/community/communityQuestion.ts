/**
 * docs/features/community.md and the daily community-question card (COMMUNITY_QUESTION):
 * how long an open answer may be, and which question is the question of the period.
 */
import { dayDiff } from "../shared/dates";

/** An open answer needs at least 3 characters: send stays disabled below (docs/features/community.md). */
export const COMMUNITY_ANSWER_MIN_LENGTH = 3;
/** An open answer keeps at most 500 characters. */
export const COMMUNITY_ANSWER_MAX_LENGTH = 500;
/** The question of the period changes every 7 days. */
export const COMMUNITY_QUESTION_PERIOD_DAYS = 7;

/** The answer as it is stored: surrounding spaces dropped. */
export function normalizeCommunityAnswer(text: string): string {
  return text.trim();
}

/** Whether an open answer may be sent: 3 to 500 characters once trimmed. */
export function isValidCommunityAnswer(text: string): boolean {
  const length = normalizeCommunityAnswer(text).length;
  return length >= COMMUNITY_ANSWER_MIN_LENGTH && length <= COMMUNITY_ANSWER_MAX_LENGTH;
}

/**
 * The question of the period on `today`: the questions take turns, one per 7-day period counted
 * from `startDay` (the first one's period), in their order, starting over after the last. Before
 * `startDay`, or with no questions, there is none.
 */
export function questionOfPeriod<Q>(questions: readonly Q[], startDay: string, today: string): Q | undefined {
  if (questions.length === 0) return undefined;
  const days = dayDiff(startDay, today);
  if (days < 0) return undefined;
  const period = Math.floor(days / COMMUNITY_QUESTION_PERIOD_DAYS);
  return questions[period % questions.length];
}
