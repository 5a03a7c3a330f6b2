/**
 * A patient answers a community question (docs/features/community.md): one answer per patient and question, id
 * `<userId>_<questionId>`, given once. The same answer sent again (a retry) answers the stored one; a
 * different one is refused with 409 ALREADY_ANSWERED, so nothing replaces an answer silently. An
 * open question takes a text, a choice question the options picked (several for select-multiple
 * only). An open answer waits for moderation before the others read it (docs/features/moderation.md);
 * its writer reads it at once, marked as waiting.
 */
import type { CommunityAnswerBody, CommunityAnswerView } from "../../../card-schemas";
import {
  isValidCommunityAnswer,
  normalizeCommunityAnswer,
} from "../../../engine/community/communityQuestion";
import { WAITING_STATUS } from "../../../engine/community/communityFeed";
import { isChoiceQuestion } from "../../../engine/community/questionDraft";
import { allowsManyChoices } from "../../../engine/community/questionOutcome";
import type { Db } from "../../platform/db/connection";
import type { Language } from "../../platform/db/models";
import { Conflict, ValidationError } from "../../core/errors";
import { runUseCase } from "../../core/useCase";
import { findQuestion, type AnswerRow, type QuestionRow } from "./communityQuestionRows";
import { presentMyAnswer } from "./present";

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

/** Whether a stored answer is the one just sent again. */
function sameAnswer(stored: { answer: string | null; choiceIds: string[] | null }, sent: AnswerRow): boolean {
  const choices = (ids: string[] | null) => JSON.stringify([...(ids ?? [])].sort());
  return stored.answer === sent.answer && choices(stored.choiceIds) === choices(sent.choiceIds);
}

/** Records the patient's answer, once; answers with the count of answers. */
export async function answerCommunityQuestion(
  db: Db,
  user: { id: string; language: Language },
  questionId: string,
  input: CommunityAnswerBody,
): Promise<CommunityAnswerView> {
  const userId = user.id;
  const question = await findQuestion(db, questionId, userId);
  const answer = answerFor(question, input);
  const stored = {
    answer: answer.answer,
    choiceIds: answer.choiceIds && JSON.stringify(answer.choiceIds),
    status: answer.answer === null ? null : WAITING_STATUS,
    language: user.language,
  };
  return runUseCase(db, {
    // The question was found and the answer checked before the transaction: nothing more to read.
    load: async () => undefined,
    write: async (trx) => {
      const id = `${userId}_${questionId}`;
      const [inserted] = await trx("communityAnswers")
        .insert({ id, userId, questionId, ...stored })
        .onConflict("id")
        .ignore()
        .returning("*");
      const row = inserted ?? (await trx("communityAnswers").where({ id }).first());
      if (!inserted && !sameAnswer(row, answer)) {
        throw new Conflict(
          "ALREADY_ANSWERED",
          "You have already answered this question: your first answer is kept",
        );
      }
      const [count] = await trx("communityAnswers").where({ questionId }).count({ n: "*" });
      const mine = presentMyAnswer(question, { ...answer, status: row.status });
      return {
        questionId,
        ...(mine.text !== undefined ? { answer: mine.text } : {}),
        ...(mine.status ? { status: mine.status } : {}),
        ...(mine.choiceIds ? { choiceIds: mine.choiceIds } : {}),
        ...(mine.correct !== undefined ? { correct: mine.correct } : {}),
        ...(mine.rightChoiceIds ? { rightChoiceIds: mine.rightChoiceIds } : {}),
        answersCount: Number(count?.n ?? 0),
        createdAt: new Date(row.createdAt).toISOString(),
        updatedAt: new Date(row.updatedAt).toISOString(),
      };
    },
  });
}
