/**
 * The patients' answers to community questions: one answer per patient and question, id
 * `<userId>_<questionId>`; answering again replaces it. An open question takes a text, a choice
 * question the options picked (several for select-multiple only).
 */
import { createHash } from "node:crypto";
import type {
  CommunityAnswerBody,
  CommunityAnswersView,
  CommunityAnswerView,
  CommunityQuestionView,
} from "../../../card-schemas";
import {
  isValidCommunityAnswer,
  normalizeCommunityAnswer,
} from "../../../engine/community/communityQuestion";
import { isChoiceQuestion } from "../../../engine/community/questionDraft";
import {
  allowsManyChoices,
  COMMUNITY_ANSWERS_LIST,
  tallyResults,
} from "../../../engine/community/questionOutcome";
import type { Db } from "../../platform/db/connection";
import type { Language } from "../../platform/db/models";
import { inTransaction } from "../../platform/db/transaction";
import { ValidationError } from "../../core/errors";
import {
  findQuestion,
  localized,
  presentMyAnswer,
  type AnswerRow,
  type QuestionRow,
} from "./communityQuestionRows";

async function countAnswers(db: Db, questionId: string): Promise<number> {
  const [row] = await db("communityAnswers").where({ questionId }).count({ n: "*" });
  return Number(row?.n ?? 0);
}

/** A community question in `language`, with its number of answers (public: no answer is shown). */
export async function getCommunityQuestion(
  db: Db,
  id: string,
  language: Language,
): Promise<CommunityQuestionView> {
  const question = await findQuestion(db, id, null);
  return {
    id: question.id,
    text: localized(question.text, language, question.language),
    type: question.type,
    ...(question.choices
      ? {
          choices: question.choices.map((choice) => ({
            id: choice.id,
            label: localized(choice.label, language, question.language),
          })),
        }
      : {}),
    answersCount: await countAnswers(db, id),
  };
}

/** The answer as stored, or why it is refused. */
function answerFor(question: QuestionRow, input: CommunityAnswerBody): AnswerRow {
  if (isChoiceQuestion(question.type)) {
    const picked = "choiceIds" in input ? input.choiceIds : "choiceId" in input ? [input.choiceId] : null;
    const path = "choiceIds" in input ? "/choiceIds" : "/choiceId";
    if (!picked) throw new ValidationError([{ path, message: "is required: the question offers choices" }]);
    if (picked.length > 1 && !allowsManyChoices(question.type)) {
      throw new ValidationError([{ path, message: "this question takes one choice" }]);
    }
    const ids = new Set((question.choices ?? []).map((choice) => choice.id));
    if (!picked.every((id) => ids.has(id))) {
      throw new ValidationError([{ path, message: "is not a choice of this question" }]);
    }
    return { answer: null, choiceIds: picked };
  }
  if (!("text" in input))
    throw new ValidationError([{ path: "/text", message: "is required: the question is open" }]);
  if (!isValidCommunityAnswer(input.text))
    throw new ValidationError([{ path: "/text", message: "must hold 3 to 500 characters" }]);
  return { answer: normalizeCommunityAnswer(input.text), choiceIds: null };
}

/** Records the patient's answer, or replaces their previous one; answers with the count of answers. */
export async function answerCommunityQuestion(
  db: Db,
  userId: string,
  questionId: string,
  input: CommunityAnswerBody,
): Promise<CommunityAnswerView> {
  const question = await findQuestion(db, questionId, userId);
  const answer = answerFor(question, input);
  const stored = { answer: answer.answer, choiceIds: answer.choiceIds && JSON.stringify(answer.choiceIds) };
  return inTransaction(db, async (trx) => {
    const [row] = await trx("communityAnswers")
      .insert({ id: `${userId}_${questionId}`, userId, questionId, ...stored })
      .onConflict("id")
      .merge({ ...stored, updatedAt: trx.fn.now() })
      .returning("*");
    const [count] = await trx("communityAnswers").where({ questionId }).count({ n: "*" });
    const mine = presentMyAnswer(question, answer);
    return {
      questionId,
      ...(mine.text !== undefined ? { answer: mine.text } : {}),
      ...(mine.choiceIds ? { choiceIds: mine.choiceIds } : {}),
      ...(mine.correct !== undefined ? { correct: mine.correct } : {}),
      ...(mine.rightChoiceIds ? { rightChoiceIds: mine.rightChoiceIds } : {}),
      answersCount: Number(count?.n ?? 0),
      createdAt: new Date(row.createdAt).toISOString(),
      updatedAt: new Date(row.updatedAt).toISOString(),
    };
  });
}

/**
 * What the others answered (docs/features/community.md): their open answers, newest first (40 by default), and
 * for a choice question how many picked each option.
 */
export async function otherAnswers(
  db: Db,
  userId: string,
  questionId: string,
  limit = COMMUNITY_ANSWERS_LIST,
): Promise<CommunityAnswersView> {
  const question = await findQuestion(db, questionId, userId);
  if (!isChoiceQuestion(question.type)) {
    const rows: Array<{ id: string; answer: string; createdAt: Date }> = await db("communityAnswers")
      .where({ questionId })
      .whereNot({ userId })
      .whereNotNull("answer")
      .orderBy([
        { column: "updatedAt", order: "desc" },
        { column: "id", order: "desc" },
      ])
      .limit(limit)
      .select("id", "answer", "updatedAt as createdAt");
    return {
      items: rows.map((row) => ({
        // The stored id holds the writer's id: others get a digest of it.
        id: createHash("sha256").update(row.id).digest("hex").slice(0, 16),
        text: row.answer,
        createdAt: new Date(row.createdAt).toISOString(),
      })),
      results: [],
    };
  }
  const picks: Array<{ choiceIds: string[] }> = await db("communityAnswers")
    .where({ questionId })
    .whereNotNull("choiceIds")
    .select("choiceIds");
  return {
    items: [],
    results: tallyResults(
      question.choices ?? [],
      picks.map((pick) => pick.choiceIds),
    ),
  };
}
