/** A patient uses a LOST_SERIE power they hold (docs/features/deck.md): yesterday's lost streak is restored without a debit. */
import { LOST_STREAK_POWER } from "../../../engine/rewards";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { powerQuantity, usePower } from "../../core/inventory";
import { runUseCase } from "../../core/useCase";
import { decideRestore, loadYesterdayRestore, recordRestore } from "./lostStreakRestore";

/**
 * Uses a LOST_SERIE power the patient holds (bought in the shop, paid then): restores yesterday's
 * streak without a debit; 409 NOT_ENOUGH_POWER when none is held. Once per day, as buying.
 */
export async function useLostStreakPower(db: Db, user: User, now: Date) {
  return runUseCase(db, {
    load: (trx) => loadYesterdayRestore(trx, user, now),
    decide: decideRestore,
    write: async (trx, restore, { restoredDay }) => {
      if (restore) {
        await usePower(trx, user.id, LOST_STREAK_POWER);
        await recordRestore(trx, user.id, restoredDay, null);
      }
      return {
        power: LOST_STREAK_POWER,
        restoredDay,
        held: await powerQuantity(trx, user.id, LOST_STREAK_POWER),
      };
    },
  });
}
