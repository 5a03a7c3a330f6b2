/**
 * What the other patients answered a community question (docs/features/community.md): their open answers, or how
 * many picked each option of a choice question.
 */
import { createHash } from "node:crypto";
import type { CommunityAnswersView } from "../../../card-schemas";
import { isChoiceQuestion } from "../../../engine/community/questionDraft";
import { COMMUNITY_ANSWERS_LIST, tallyResults } from "../../../engine/community/questionOutcome";
import type { Db } from "../../platform/db/connection";
import { findQuestion } from "./communityQuestionRows";

/**
 * What the others answered (docs/features/community.md): their open answers once validated by an
 * admin (docs/features/moderation.md), newest first (40 by default), and
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
      .where({ status: "validated" })
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
