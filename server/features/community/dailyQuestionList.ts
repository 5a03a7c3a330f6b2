/**
 * The daily swipe list (docs/features/community.md): the current and previous questions with the reader's
 * answers, and the ledger key of its "all done" reward, which pays once per list.
 */
import { createHash } from "node:crypto";
import type { DailyQuestions } from "../../../card-schemas";
import { DAILY_QUESTIONS_REWARD } from "../../../engine/community/questionOutcome";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import type { QuestionRow } from "./communityQuestionRows";
import { presentForReader } from "./present";

/** The product's questions and the patients' ones of the reader's language, current before previous. */
async function swipeRows(db: Db, user: User): Promise<QuestionRow[]> {
  return (await db("communityQuestions")
    .whereIn("status", ["current", "previous"])
    .where((scope) => scope.whereNull("groupName").orWhere({ language: user.language }))
    .orderByRaw("case when status = 'current' then 0 else 1 end")
    .orderBy([
      { column: "sortKey", order: "asc" },
      { column: "createdAt", order: "desc" },
      { column: "id", order: "asc" },
    ])) as QuestionRow[];
}

/** The ledger key of the reward for one list: the same questions pay once, a new list again. */
function rewardKey(user: User, rows: readonly QuestionRow[]): string {
  const ids = rows.map((row) => row.id).sort();
  const digest = createHash("sha256").update(ids.join("\n")).digest("hex").slice(0, 32);
  return `dailyQuestions:${user.id}:${digest}`;
}

/** The swipe list with the reader's answers, and the ledger key of its reward. */
export async function readDailyQuestionList(db: Db, user: User): Promise<DailyQuestions & { key: string }> {
  const rows = await swipeRows(db, user);
  const key = rewardKey(user, rows);
  const paid = await db("ledgerEntries").where({ idempotencyKey: key }).first("id");
  return {
    items: await presentForReader(db, rows, user.language, user.id),
    reward: DAILY_QUESTIONS_REWARD,
    rewardPaid: paid !== undefined,
    key,
  };
}
