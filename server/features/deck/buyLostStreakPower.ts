/** A patient buys the LOST_SERIE power (docs/features/deck.md): its price is debited through the ledger and yesterday's lost streak restored. */
import { LOST_STREAK_POWER, LOST_STREAK_POWER_PRICE } from "../../../engine/rewards";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { debit } from "../../core/ledger";
import { runUseCase } from "../../core/useCase";
import { decideRestore, loadYesterdayRestore, recordRestore } from "./lostStreakRestore";

/**
 * Buys the LOST_SERIE power: debits its price through the ledger and restores yesterday's streak.
 * Once per day: buying again the same day answers the same result and pays nothing more.
 */
export async function buyLostStreakPower(db: Db, user: User, now: Date) {
  return runUseCase(db, {
    load: (trx) => loadYesterdayRestore(trx, user, now),
    decide: decideRestore,
    write: async (trx, restore, { restoredDay }) => {
      if (restore) {
        const { entry } = await debit(trx, {
          userId: user.id,
          delta: LOST_STREAK_POWER_PRICE,
          reason: "POWER",
          reference: LOST_STREAK_POWER,
          idempotencyKey: `power:${LOST_STREAK_POWER}:${user.id}:${restoredDay}`,
        });
        await recordRestore(trx, user.id, restoredDay, entry.id as string);
      }
      const account = await trx("bankAccounts").where({ userId: user.id }).first("amount");
      return {
        power: LOST_STREAK_POWER,
        restoredDay,
        price: LOST_STREAK_POWER_PRICE,
        amount: Number(account?.amount ?? 0),
      };
    },
  });
}
