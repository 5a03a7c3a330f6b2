/**
 * A public community question (docs/features/community.md), for anyone: its text, its choices and its number
 * of answers, none of the answers shown.
 */
import type { CommunityQuestionView } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";
import type { Language } from "../../platform/db/models";
import { findQuestion, localized } from "./communityQuestionRows";

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
