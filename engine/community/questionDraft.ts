/**
 * docs/features/community.md: what a patient may ask a community, and the community's
 * group name (docs/features/community.md: `community_{name}_{language}`).
 */
import type { CommunityQuestionBody, CommunityQuestionType, Language } from "../../card-schemas";

/** The four kinds of question, in the order the form offers them. */
export const COMMUNITY_QUESTION_TYPES = [
  "open",
  "selectOne",
  "selectMultiple",
  "quiz",
] as const satisfies readonly CommunityQuestionType[];
/** The text must be longer than 5 characters (so 6 at least). */
export const COMMUNITY_QUESTION_MIN_EXCLUSIVE = 5;
export const COMMUNITY_QUESTION_MAX_LENGTH = 300;
/** A choice question offers 2 to 10 options. */
export const COMMUNITY_QUESTION_MIN_OPTIONS = 2;
export const COMMUNITY_QUESTION_MAX_OPTIONS = 10;
export const COMMUNITY_OPTION_MAX_LENGTH = 100;
/** The reward the "ask a question" form shows (docs/features/community.md), paid once the question is validated. */
export const COMMUNITY_QUESTION_REWARD = 100;

/** Whether the question is answered by picking options. */
export function isChoiceQuestion(type: CommunityQuestionType): boolean {
  return type !== "open";
}

/** The group name of a community in a language: `community_{name}_{language}`. */
export function communityGroupName(communityName: string, language: Language): string {
  return `community_${communityName}_${language}`;
}

const GROUP_NAME = /^community_([A-Za-z0-9_-]{1,60})_(fr|en|it|es)$/;

/** Whether `groupName` names a community in a language: `community_{name}_{language}`. */
export function isCommunityGroupName(groupName: string): boolean {
  return GROUP_NAME.test(groupName);
}

/** The community a `community_{name}_{language}` group belongs to, or null for any other group. */
export function communityOfGroupName(groupName: string): string | null {
  return GROUP_NAME.exec(groupName)?.[1] ?? null;
}

/** Whether the question's text may be sent: longer than 5 characters once trimmed. */
export function isValidQuestionText(text: string): boolean {
  const length = text.trim().length;
  return length > COMMUNITY_QUESTION_MIN_EXCLUSIVE && length <= COMMUNITY_QUESTION_MAX_LENGTH;
}

export interface DraftProblem {
  path: string;
  message: string;
}

/**
 * What stops a new question from being asked, each with the body's path: a group name that is not
 * `community_{name}_{language}`, a text of 5 characters
 * or fewer; options on an open question; fewer than 2 options, or an empty one, on a choice
 * question; a quiz without a right answer, or right answers elsewhere. None: it may be asked.
 */
export function questionDraftProblems(draft: CommunityQuestionBody): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (!isCommunityGroupName(draft.groupName)) {
    problems.push({ path: "/groupName", message: "must read community_{name}_{language}" });
  }
  if (!isValidQuestionText(draft.question)) {
    problems.push({ path: "/question", message: "must be longer than 5 characters" });
  }
  const options = draft.options ?? [];
  if (!isChoiceQuestion(draft.type)) {
    if (options.length > 0) problems.push({ path: "/options", message: "an open question has no options" });
    return problems;
  }
  if (options.length < COMMUNITY_QUESTION_MIN_OPTIONS) {
    problems.push({ path: "/options", message: "a choice question needs 2 options at least" });
  }
  options.forEach((option, index) => {
    if (option.text.trim() === "") problems.push({ path: `/options/${index}/text`, message: "is empty" });
  });
  const rights = options.filter((option) => option.rightAnswer === true).length;
  if (draft.type === "quiz" && rights === 0) {
    problems.push({ path: "/options", message: "a quiz needs a right answer" });
  }
  if (draft.type !== "quiz" && rights > 0) {
    problems.push({ path: "/options", message: "only a quiz has right answers" });
  }
  return problems;
}
