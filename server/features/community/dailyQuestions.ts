/**
 * The daily question flow (docs/features/community.md): the swipe list of the current and previous questions, and
 * the reward of the "all done" screen, paid once per list through the ledger.
 */
import { createHash } from "node:crypto";
import type { DailyQuestions, DailyQuestionsReward } from "../../../card-schemas";
import type { User } from "../../platform/db/models";
import { DAILY_QUESTIONS_REWARD, isAllDone } from "../../../engine/community/questionOutcome";
import type { Db } from "../../platform/db/connection";
import { inTransaction } from "../../platform/db/transaction";
import { Conflict } from "../../core/errors";
import { presentForReader, type QuestionRow } from "./communityQuestionRows";
import { credit } from "../../core/ledger";
import { promoteVotedQuestions } from "./questionPromotion";

export class NotAllDone extends Conflict {
  constructor() {
    super("NOT_ALL_DONE", "Answer every question of the list first");
  }
}

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
async function readList(db: Db, user: User): Promise<DailyQuestions & { key: string }> {
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

/**
 * The swipe list with the reader's answers, and whether its reward was paid already; the
 * communities' votes promote their questions first (questionPromotion.ts).
 */
export async function dailyQuestions(db: Db, user: User, now: Date): Promise<DailyQuestions> {
  await promoteVotedQuestions(db, now);
  const { key: _key, ...list } = await readList(db, user);
  return list;
}

/**
 * Pays the all-done reward once every question of the list is answered (409 NOT_ALL_DONE before);
 * a retry pays nothing more and answers `paid: false`.
 */
export async function payDailyReward(db: Db, user: User): Promise<DailyQuestionsReward> {
  const list = await readList(db, user);
  if (!isAllDone(list.items)) throw new NotAllDone();
  return inTransaction(db, async (trx) => {
    const { entry, applied } = await credit(trx, {
      userId: user.id,
      delta: DAILY_QUESTIONS_REWARD,
      reason: "COMMUNITY_QUESTIONS",
      reference: null,
      idempotencyKey: list.key,
    });
    const balance = await trx("bankAccounts").where({ patientusersId: user.id }).first("amount");
    return { reward: entry.delta, paid: applied, balance: Number(balance?.amount ?? 0) };
  });
}
