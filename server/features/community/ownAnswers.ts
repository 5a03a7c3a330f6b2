/**
 * The patient's own answers to community questions, worded for them (the patient's journal,
 * docs/features/tracking.md): each question's text and what they answered, in their language.
 */
import type { Language } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";
import { localized, type QuestionRow } from "./communityQuestionRows";

export interface OwnAnswer {
  question: string;
  /** The text typed, or the text of each option picked. */
  texts: string[];
}

/** The patient's answers to the questions `ids`, by question id; a question unanswered is absent. */
export async function ownAnswers(
  db: Db,
  userId: string,
  ids: readonly string[],
  language: Language,
): Promise<Map<string, OwnAnswer>> {
  if (ids.length === 0) return new Map();
  const rows: Array<
    Pick<QuestionRow, "id" | "text" | "choices" | "language"> & {
      answer: string | null;
      choiceIds: string[] | null;
    }
  > = await db("communityAnswers as a")
    .join("communityQuestions as q", "q.id", "a.questionId")
    .where("a.userId", userId)
    .whereIn("a.questionId", ids)
    .select("q.id", "q.text", "q.choices", "q.language", "a.answer", "a.choiceIds");
  return new Map(
    rows.map((row) => {
      const labels = (row.choices ?? [])
        .filter((choice) => row.choiceIds?.includes(choice.id))
        .map((choice) => localized(choice.label, language, row.language));
      const texts = row.answer !== null ? [row.answer] : labels;
      return [row.id, { question: localized(row.text, language, row.language), texts }];
    }),
  );
}
