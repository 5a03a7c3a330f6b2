/** The patients' questions waiting for moderation (docs/features/community.md), as the admin queue lists them. */
import type { Db } from "../../platform/db/connection";
import type { ModeratedQuestionRow } from "./communityQuestionRows";
import { presentModerationQuestion, type ModerationQuestion } from "./present";

/** The questions waiting for moderation, oldest first. */
export async function waitingQuestions(db: Db): Promise<ModerationQuestion[]> {
  const rows = (await db("communityQuestions")
    .where({ status: "toCheck" })
    .orderBy([
      { column: "createdAt", order: "asc" },
      { column: "id", order: "asc" },
    ])) as ModeratedQuestionRow[];
  return rows.map(presentModerationQuestion);
}
