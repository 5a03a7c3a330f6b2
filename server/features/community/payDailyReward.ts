/**
 * The reward of the daily question flow's "all done" screen (docs/features/community.md), paid once per list
 * through the ledger.
 */
import type { DailyQuestionsReward } from "../../../card-schemas";
import type { User } from "../../platform/db/models";
import { isAllDone, DAILY_QUESTIONS_REWARD } from "../../../engine/community/questionOutcome";
import type { Db } from "../../platform/db/connection";
import { Conflict } from "../../core/errors";
import { credit } from "../../core/ledger";
import { runUseCase } from "../../core/useCase";
import { readDailyQuestionList } from "./dailyQuestionList";

export class NotAllDone extends Conflict {
  constructor() {
    super("NOT_ALL_DONE", "Answer every question of the list first");
  }
}

/**
 * Pays the all-done reward once every question of the list is answered (409 NOT_ALL_DONE before);
 * a retry pays nothing more and answers `paid: false`.
 */
export async function payDailyReward(db: Db, user: User): Promise<DailyQuestionsReward> {
  const list = await readDailyQuestionList(db, user);
  if (!isAllDone(list.items)) throw new NotAllDone();
  return runUseCase(db, {
    // The list was read before the transaction: its ledger key makes a second payment a no-op.
    load: async () => list.key,
    write: async (trx, _decision, key) => {
      const { entry, applied } = await credit(trx, {
        userId: user.id,
        delta: DAILY_QUESTIONS_REWARD,
        reason: "COMMUNITY_QUESTIONS",
        reference: null,
        idempotencyKey: key,
      });
      const balance = await trx("bankAccounts").where({ userId: user.id }).first("amount");
      return { reward: entry.delta, paid: applied, balance: Number(balance?.amount ?? 0) };
    },
  });
}
