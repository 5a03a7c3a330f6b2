/**
 * The community questions as stored: the product's own questions (content/, in four languages)
 * and the patients' (one language, in a community), who may see one, and what a reader did on them.
 */
import type { Language } from "../../../card-schemas";
import type {
  CommunityQuestionStatus,
  CommunityQuestionType,
  SocialEventStatus,
} from "../../../card-schemas";
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
  /** An open answer's moderation (null for a choice answer). */
  status?: SocialEventStatus | null;
}

/** A question as the moderation queue reads it: with the reason and the admin of its decision. */
export type ModeratedQuestionRow = QuestionRow & {
  moderationReason: string | null;
  moderatedBy: string | null;
  moderatedAt: Date | string | null;
};

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
    .select("questionId", "answer", "choiceIds", "status");
  return new Map(rows.map((row) => [row.questionId, row]));
}
