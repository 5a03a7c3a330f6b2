/** One patient's question as the admin moderation queue shows it (docs/features/community.md). */
import type { Knex } from "knex";
import type { Db } from "../../platform/db/connection";
import type { ModeratedQuestionRow } from "./communityQuestionRows";
import { presentModerationQuestion, type ModerationQuestion } from "./present";

/** One patient's question as the queue shows it, whatever its status; undefined when there is none. */
export async function questionForModeration(
  db: Db | Knex.Transaction,
  id: string,
): Promise<ModerationQuestion | undefined> {
  const row = (await db("communityQuestions").where({ id }).first()) as ModeratedQuestionRow | undefined;
  return row && row.userId !== null ? presentModerationQuestion(row) : undefined;
}
