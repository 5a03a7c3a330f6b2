/**
 * Questionnaires (docs/features/tracking.md "Questionnaire
 * record"): how answers are checked and scored, when a QUESTIONNAIRE card counts as done, and when
 * its rewards are offered again.
 */
import type {
  Language,
  LocalizedQuestionnaire,
  QuestionnaireAnswers,
  QuestionnaireContent,
  QuestionnaireQuestion,
} from "../../card-schemas";
import { dayDiff } from "../shared/dates";

/** docs/features/tracking.md: questionnaire scores are read over the last 90 days. */
export const QUESTIONNAIRE_SCORES_WINDOW_DAYS = 90;

/** The last-questionnaire-record cache: 1 min (docs/features/tracking.md). */
export const QUESTIONNAIRE_RECORD_STALE_MS = 60_000;
/** The scale of a scale question runs from 0 to 10. */
export const QUESTIONNAIRE_SCALE_MAX = 10;
/** Longest free-text answer kept. */
export const QUESTIONNAIRE_TEXT_MAX = 2000;

const DAY_MS = 86_400_000;

/** An answer: an option id (single), option ids (multiple), a number (scale, number) or a text. */
export type QuestionnaireAnswer = NonNullable<QuestionnaireAnswers[string]>;

/** What scoring needs of a question: the same in the content file and in its localized view. */
export type ScorableQuestion = Pick<
  QuestionnaireQuestion,
  "id" | "answerType" | "required" | "weight" | "min" | "max"
> & {
  options?: Array<{ id: string; points: number }>;
};

export interface AnswerIssue {
  /** JSON pointer into the answers, such as `/sleep-hours`. */
  path: string;
  message: string;
}

function issueOf(question: ScorableQuestion, answer: QuestionnaireAnswer | undefined): string | null {
  if (answer === undefined) return question.required === false ? null : "is required";
  const optionIds = new Set((question.options ?? []).map((option) => option.id));
  switch (question.answerType) {
    case "single":
      return typeof answer === "string" && optionIds.has(answer) ? null : "must be one of the options";
    case "multiple": {
      if (!Array.isArray(answer) || !answer.every((id) => optionIds.has(id)))
        return "must be options of the question";
      if (new Set(answer).size !== answer.length) return "must not repeat an option";
      return answer.length === 0 && question.required !== false ? "must pick at least one option" : null;
    }
    case "scale":
      return Number.isInteger(answer) &&
        (answer as number) >= 0 &&
        (answer as number) <= QUESTIONNAIRE_SCALE_MAX
        ? null
        : `must be a whole number from 0 to ${QUESTIONNAIRE_SCALE_MAX}`;
    case "number": {
      if (typeof answer !== "number" || !Number.isFinite(answer)) return "must be a number";
      if (question.min !== undefined && answer < question.min) return `must be at least ${question.min}`;
      if (question.max !== undefined && answer > question.max) return `must be at most ${question.max}`;
      return null;
    }
    case "text":
      if (typeof answer !== "string") return "must be a text";
      if (answer.length > QUESTIONNAIRE_TEXT_MAX)
        return `must be at most ${QUESTIONNAIRE_TEXT_MAX} characters`;
      return answer.trim() === "" && question.required !== false ? "is required" : null;
  }
}

/** What is wrong with `answers` for `questions`: missing, unknown or out-of-range answers. None: they can be saved. */
export function answerIssues(
  questions: readonly ScorableQuestion[],
  answers: QuestionnaireAnswers,
): AnswerIssue[] {
  const known = new Set(questions.map((question) => question.id));
  const issues: AnswerIssue[] = Object.keys(answers)
    .filter((id) => !known.has(id))
    .map((id) => ({ path: `/${id}`, message: "is not a question of this questionnaire" }));
  for (const question of questions) {
    const message = issueOf(question, Object.hasOwn(answers, question.id) ? answers[question.id] : undefined);
    if (message) issues.push({ path: `/${question.id}`, message });
  }
  return issues;
}

/**
 * The total score: the points of the chosen options, plus scale and number answers times their
 * weight. Free texts count nothing. `answers` are assumed valid (see answerIssues).
 */
export function questionnaireScore(
  questions: readonly ScorableQuestion[],
  answers: QuestionnaireAnswers,
): number {
  let score = 0;
  for (const question of questions) {
    const answer = answers[question.id];
    if (answer === undefined) continue;
    const points = new Map((question.options ?? []).map((option) => [option.id, option.points]));
    if (question.answerType === "single" && typeof answer === "string") score += points.get(answer) ?? 0;
    if (question.answerType === "multiple" && Array.isArray(answer)) {
      for (const id of answer) score += points.get(id) ?? 0;
    }
    if ((question.answerType === "scale" || question.answerType === "number") && typeof answer === "number") {
      score += answer * (question.weight ?? 0);
    }
  }
  // Weights may be fractions: keep the score to two decimals.
  return Math.round(score * 100) / 100;
}

/** The highest score the questionnaire can give, to show a score as "n / max". */
export function questionnaireMaxScore(questions: readonly ScorableQuestion[]): number {
  let max = 0;
  for (const question of questions) {
    const points = (question.options ?? []).map((option) => option.points);
    if (question.answerType === "single" && points.length > 0) max += Math.max(0, ...points);
    if (question.answerType === "multiple") max += points.filter((p) => p > 0).reduce((a, b) => a + b, 0);
    const weight = question.weight ?? 0;
    if (question.answerType === "scale" && weight > 0) max += QUESTIONNAIRE_SCALE_MAX * weight;
    if (question.answerType === "number" && weight > 0 && question.max !== undefined)
      max += question.max * weight;
  }
  return Math.round(max * 100) / 100;
}

/**
 * docs/features/tracking.md: the card counts as already done when the last record's day (the patient's local
 * day) is on or after the card's date.
 */
export function questionnaireDoneForCard(lastRecordDay: string | null, cardDate: string): boolean {
  return lastRecordDay !== null && dayDiff(cardDate, lastRecordDay) >= 0;
}

/**
 * docs/features/tracking.md: the questionnaire's rewards are offered (shown, and paid with the record) only when
 * `period` days have elapsed since the last record, or when there is none.
 */
export function questionnaireRewardsOffered(
  lastRecordAt: Date | null,
  now: Date,
  periodDays: number,
): boolean {
  return lastRecordAt === null || now.getTime() - lastRecordAt.getTime() >= periodDays * DAY_MS;
}

/** When the rewards are offered again: the last record plus the period (null without a record). */
export function questionnaireNextRewardAt(lastRecordAt: Date | null, periodDays: number): Date | null {
  return lastRecordAt === null ? null : new Date(lastRecordAt.getTime() + periodDays * DAY_MS);
}

/** The questions of a content file in one language: labels resolved, points and bounds kept. */
export function localizeQuestionnaire(
  content: QuestionnaireContent,
  language: Language,
): LocalizedQuestionnaire {
  return {
    id: content.id,
    type: content.type,
    title: content.title[language],
    description: content.description?.[language],
    mediaLink: content.mediaLink,
    mediaType: content.mediaType,
    rewards: content.rewards,
    period: content.period,
    questions: content.questions.map((question) => ({
      id: question.id,
      answerType: question.answerType,
      label: question.label[language],
      required: question.required ?? true,
      weight: question.weight ?? 0,
      min: question.min,
      max: question.max,
      minLabel: question.minLabel?.[language],
      maxLabel: question.maxLabel?.[language],
      options: question.options?.map((option) => ({
        id: option.id,
        label: option.label[language],
        points: option.points,
      })),
    })),
  };
}
