/**
 * docs/features/community.md: what a patient sees once they answered (the other
 * answers, the results per option, right or wrong for a quiz), the lists' sizes, and when the swipe
 * list is all done.
 */
import type { CommunityQuestionType } from "../../card-schemas";

/** Other patients' answers shown after an open question (docs/features/community.md). */
export const COMMUNITY_ANSWERS_LIST = 40;
/** Previous questions per page (docs/features/community.md). */
export const PREVIOUS_QUESTIONS_PAGE = 20;
/** The moderated (vote) list comes in one page of up to 1000 (docs/features/community.md). */
export const MODERATED_QUESTIONS_LIMIT = 1000;
/** The all-done screen's reward for answering every question of the swipe list, paid once per list. */
export const DAILY_QUESTIONS_REWARD = 20;

export interface QuestionOption {
  id: string;
  rightAnswer?: boolean;
}

/** How many answers picked each option, in the options' order (an option nobody picked counts 0). */
export function tallyResults(
  options: readonly QuestionOption[],
  answers: readonly (readonly string[])[],
): Array<{ choiceId: string; count: number }> {
  const counts = new Map(options.map((option) => [option.id, 0]));
  for (const picked of answers) {
    for (const id of new Set(picked)) {
      const count = counts.get(id);
      if (count !== undefined) counts.set(id, count + 1);
    }
  }
  return options.map((option) => ({ choiceId: option.id, count: counts.get(option.id) ?? 0 }));
}

/** The right options of a quiz. */
export function rightChoiceIds(options: readonly QuestionOption[]): string[] {
  return options.filter((option) => option.rightAnswer === true).map((option) => option.id);
}

/** A quiz answer is right when every option picked is a right one. */
export function isRightAnswer(options: readonly QuestionOption[], picked: readonly string[]): boolean {
  const rights = new Set(rightChoiceIds(options));
  return picked.length > 0 && picked.every((id) => rights.has(id));
}

/** How many options an answer may pick: one, except for a select-multiple question. */
export function allowsManyChoices(type: CommunityQuestionType): boolean {
  return type === "selectMultiple";
}

/** Each option's share of the answers, in whole percent (0 when nobody answered). */
export function resultShares(results: ReadonlyArray<{ count: number }>, answersCount: number): number[] {
  return results.map((result) => (answersCount > 0 ? Math.round((result.count * 100) / answersCount) : 0));
}

/** The swipe list is all done when it has questions and every one is answered. */
export function isAllDone(items: ReadonlyArray<{ myAnswer?: unknown }>): boolean {
  return items.length > 0 && items.every((item) => item.myAnswer != null);
}
