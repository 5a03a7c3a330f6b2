/** The patients' questions an admin decided on (docs/features/moderation.md), as the moderation history lists them. */
import type { Db } from "../../platform/db/connection";
import type { ModeratedQuestionRow } from "./communityQuestionRows";
import { presentModerationQuestion, type ModerationQuestion } from "./present";

/** The latest `limit` decided questions, the newest decision first. */
export async function decidedQuestions(db: Db, limit: number): Promise<ModerationQuestion[]> {
  const rows = (await db("communityQuestions")
    .whereNotNull("userId")
    .whereNotNull("moderatedAt")
    .orderBy([
      { column: "moderatedAt", order: "desc" },
      { column: "id", order: "desc" },
    ])
    .limit(limit)) as ModeratedQuestionRow[];
  return rows.map(presentModerationQuestion);
}
