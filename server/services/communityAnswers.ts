/**
 * Community questions (content/communityQuestions.json) and the patients' answers to them: one
 * answer per patient and question, id `<userId>_<questionId>`; answering again replaces it.
 */
import type { CommunityAnswerBody, CommunityAnswerView, CommunityQuestionView } from "../../card-schemas";
import type { CommunityQuestion, LocalizedText } from "../../card-schemas/generated";
import { isValidCommunityAnswer, normalizeCommunityAnswer } from "../../engine/communityQuestion";
import type { Db } from "../db/connection";
import type { Language } from "../db/models";
import { inTransaction } from "../db/transaction";
import { NotFound, ValidationError } from "../errors";

interface QuestionRow {
  id: string;
  text: LocalizedText;
  choices: CommunityQuestion["choices"] | null;
}

async function findQuestion(db: Db, id: string): Promise<QuestionRow> {
  const row = (await db("communityQuestions").where({ id }).first()) as QuestionRow | undefined;
  if (!row) throw new NotFound("No such community question");
  return row;
}

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
  const question = await findQuestion(db, id);
  return {
    id: question.id,
    text: question.text[language],
    ...(question.choices
      ? { choices: question.choices.map((choice) => ({ id: choice.id, label: choice.label[language] })) }
      : {}),
    answersCount: await countAnswers(db, id),
  };
}

/** The answer as stored, or why it is refused: a choice of the question, or a text of 3-500 characters. */
function answerFor(question: QuestionRow, input: CommunityAnswerBody): string {
  if (question.choices) {
    if (!("choiceId" in input))
      throw new ValidationError([{ path: "/choiceId", message: "is required: the question offers choices" }]);
    if (!question.choices.some((choice) => choice.id === input.choiceId))
      throw new ValidationError([{ path: "/choiceId", message: "is not a choice of this question" }]);
    return input.choiceId;
  }
  if (!("text" in input))
    throw new ValidationError([{ path: "/text", message: "is required: the question is open" }]);
  if (!isValidCommunityAnswer(input.text))
    throw new ValidationError([{ path: "/text", message: "must hold 3 to 500 characters" }]);
  return normalizeCommunityAnswer(input.text);
}

/** Records the patient's answer, or replaces their previous one; answers with the count of answers. */
export async function answerCommunityQuestion(
  db: Db,
  userId: string,
  questionId: string,
  input: CommunityAnswerBody,
): Promise<CommunityAnswerView> {
  const question = await findQuestion(db, questionId);
  const answer = answerFor(question, input);
  return inTransaction(db, async (trx) => {
    const [row] = await trx("communityAnswers")
      .insert({ id: `${userId}_${questionId}`, userId, questionId, answer })
      .onConflict("id")
      .merge({ answer, updatedAt: trx.fn.now() })
      .returning("*");
    const [count] = await trx("communityAnswers").where({ questionId }).count({ n: "*" });
    return {
      questionId,
      answer: String(row.answer),
      answersCount: Number(count?.n ?? 0),
      createdAt: new Date(row.createdAt).toISOString(),
      updatedAt: new Date(row.updatedAt).toISOString(),
    };
  });
}
