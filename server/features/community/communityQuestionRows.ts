/**
 * The community questions as stored, and how a reader sees one: the product's own questions
 * (content/, in four languages) and the patients' (one language, in a community).
 */
import type { CommunityMyAnswer, CommunityQuestionSummary, Language } from "../../../card-schemas";
import type { CommunityQuestionStatus, CommunityQuestionType } from "../../../card-schemas";
import { rightChoiceIds, isRightAnswer } from "../../../engine/community/questionOutcome";
import type { Db } from "../../platform/db/connection";
import { NotFound } from "../../core/errors";

type Texts = Partial<Record<Language, string>>;

export interface QuestionChoiceRow {
  id: string;
  label: Texts;
  rightAnswer?: boolean;
}

export interface QuestionRow {
  id: string;
  text: Texts;
  choices: QuestionChoiceRow[] | null;
  type: CommunityQuestionType;
  userId: string | null;
  groupName: string | null;
  language: Language | null;
  status: CommunityQuestionStatus;
  likes: number;
  createdAt: Date | string;
  sortKey: number;
}

/** Waiting for moderation or refused: only its writer sees it. */
const HIDDEN: readonly CommunityQuestionStatus[] = ["toCheck", "refused"];

/** Whether `readerId` (null: a guest) may see the question. */
export function canSee(row: QuestionRow, readerId: string | null): boolean {
  return !HIDDEN.includes(row.status) || (readerId !== null && row.userId === readerId);
}

/** The question, or 404 when it does not exist or the reader may not see it. */
export async function findQuestion(db: Db, id: string, readerId: string | null): Promise<QuestionRow> {
  const row = (await db("communityQuestions").where({ id }).first()) as QuestionRow | undefined;
  if (!row || !canSee(row, readerId)) throw new NotFound("No such community question");
  return row;
}

/** A text in `language`, else in the question's own language, else the first there is. */
export function localized(texts: Texts, language: Language, own: Language | null): string {
  return texts[language] ?? (own ? texts[own] : undefined) ?? Object.values(texts)[0] ?? "";
}

export interface ReaderFacts {
  answersCount: number;
  liked: boolean;
}

/** The answers count of each question, and which ones the reader liked. */
export async function readerFacts(
  db: Db,
  ids: readonly string[],
  readerId: string | null,
): Promise<Map<string, ReaderFacts>> {
  const facts = new Map(ids.map((id) => [id, { answersCount: 0, liked: false }]));
  if (ids.length === 0) return facts;
  const counts: Array<{ questionId: string; n: string | number }> = await db("communityAnswers")
    .whereIn("questionId", ids)
    .groupBy("questionId")
    .select("questionId")
    .count({ n: "*" });
  for (const { questionId, n } of counts) facts.get(questionId)!.answersCount = Number(n);
  if (readerId) {
    const liked: Array<{ questionId: string }> = await db("communityQuestionLikes")
      .whereIn("questionId", ids)
      .where({ userId: readerId })
      .select("questionId");
    for (const { questionId } of liked) facts.get(questionId)!.liked = true;
  }
  return facts;
}

export interface AnswerRow {
  answer: string | null;
  choiceIds: string[] | null;
}

/** The reader's answer as shown: a quiz's verdict and right options once answered. */
export function presentMyAnswer(row: QuestionRow, answer: AnswerRow): CommunityMyAnswer {
  if (answer.choiceIds === null) return { text: answer.answer ?? "" };
  if (row.type !== "quiz") return { choiceIds: answer.choiceIds };
  const options = row.choices ?? [];
  return {
    choiceIds: answer.choiceIds,
    correct: isRightAnswer(options, answer.choiceIds),
    rightChoiceIds: rightChoiceIds(options),
  };
}

/** A question as a list shows it, in `language`; right answers are never listed. */
export function presentSummary(
  row: QuestionRow,
  language: Language,
  facts: ReaderFacts,
): CommunityQuestionSummary {
  return {
    id: row.id,
    text: localized(row.text, language, row.language),
    type: row.type,
    status: row.status,
    groupName: row.groupName,
    choices: (row.choices ?? []).map((choice) => ({
      id: choice.id,
      label: localized(choice.label, language, row.language),
    })),
    likes: row.likes,
    liked: facts.liked,
    answersCount: facts.answersCount,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** The readers' answers to the questions, by question id. */
export async function myAnswers(
  db: Db,
  ids: readonly string[],
  readerId: string,
): Promise<Map<string, AnswerRow>> {
  if (ids.length === 0) return new Map();
  const rows: Array<AnswerRow & { questionId: string }> = await db("communityAnswers")
    .whereIn("questionId", ids)
    .where({ userId: readerId })
    .select("questionId", "answer", "choiceIds");
  return new Map(rows.map((row) => [row.questionId, row]));
}

/** Questions with what the reader did on them: likes, answers and their own answer. */
export async function presentForReader(
  db: Db,
  rows: readonly QuestionRow[],
  language: Language,
  readerId: string,
): Promise<CommunityQuestionSummary[]> {
  const ids = rows.map((row) => row.id);
  const [facts, answers] = await Promise.all([readerFacts(db, ids, readerId), myAnswers(db, ids, readerId)]);
  return rows.map((row) => {
    const answer = answers.get(row.id);
    return {
      ...presentSummary(row, language, facts.get(row.id)!),
      myAnswer: answer ? presentMyAnswer(row, answer) : null,
    };
  });
}
