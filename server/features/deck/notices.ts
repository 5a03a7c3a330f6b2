/**
 * The writes behind the notice cards: the answer to the notification prompt (NOTIFICATION_CARD),
 * and the LOST_SERIE power, bought or held (LOST_SERIE). A message to an author (AUTOR_TASK
 * SEND_MESSAGE) goes through the chat's own service (authorChat.ts).
 */
import type { NotificationPermission } from "../../../card-schemas";
import crypto from "node:crypto";
import { addDays, localDay } from "../../../engine/shared/dates";
import { LOST_STREAK_POWER, LOST_STREAK_POWER_PRICE } from "../../../engine/deck/queueNotices";
import { streakLostYesterday } from "../../../engine/deck/streak";
import type { Knex } from "knex";
import type { Db } from "../../platform/db/connection";
import { inTransaction } from "../../platform/db/transaction";
import type { User } from "../../platform/db/models";
import { Conflict } from "../../core/errors";
import { powerQuantity, usePower } from "../../core/inventory";
import { debit } from "../../core/ledger";
import { readStreakHistory } from "./streakHistory";

/** Keeps the patient's answer to the browser prompt, dated on their local day. */
export async function recordNotificationPermission(
  db: Db,
  user: User,
  permission: NotificationPermission,
  now: Date,
) {
  const date = localDay(now, user.timeZone);
  await db("userMetadata")
    .insert({ patientusersId: user.id, notificationPermission: permission, notificationPermissionDate: date })
    .onConflict("patientusersId")
    .merge(["notificationPermission", "notificationPermissionDate"]);
  return { notificationPermission: permission, date };
}

/**
 * Restores yesterday's lost streak once, paid by `pay` (which runs only the first time, in the
 * same transaction): 409 STREAK_NOT_LOST when it was not lost. Answers the restored day and
 * whether this call restored it.
 */
async function restoreYesterday(
  trx: Knex.Transaction,
  user: User,
  now: Date,
  pay: (key: string) => Promise<string | null>,
) {
  const today = localDay(now, user.timeZone);
  const restoredDay = addDays(today, -1);
  const existing = await trx("powerUses")
    .where({ patientusersId: user.id, power: LOST_STREAK_POWER, date: restoredDay })
    .first("id");
  if (existing) return { restoredDay, restored: false };
  const history = await readStreakHistory(trx, user.id, restoredDay, today);
  if (!streakLostYesterday({ date: today, history, restoredDays: [] })) {
    throw new Conflict("STREAK_NOT_LOST", "Yesterday's streak was not lost");
  }
  const ledgerEntryId = await pay(`power:${LOST_STREAK_POWER}:${user.id}:${restoredDay}`);
  await trx("powerUses")
    .insert({
      id: crypto.randomUUID(),
      patientusersId: user.id,
      power: LOST_STREAK_POWER,
      date: restoredDay,
      ledgerEntryId,
    })
    .onConflict(["patientusersId", "power", "date"])
    .ignore();
  return { restoredDay, restored: true };
}

/**
 * Buys the LOST_SERIE power: debits its price through the ledger and restores yesterday's streak.
 * Once per day: buying again the same day answers the same result and pays nothing more.
 */
export async function buyLostStreakPower(db: Db, user: User, now: Date) {
  return inTransaction(db, async (trx) => {
    const { restoredDay } = await restoreYesterday(trx, user, now, async (key) => {
      const { entry } = await debit(trx, {
        userId: user.id,
        delta: LOST_STREAK_POWER_PRICE,
        reason: "POWER",
        reference: LOST_STREAK_POWER,
        idempotencyKey: key,
      });
      return entry.id as string;
    });
    const account = await trx("bankAccounts").where({ patientusersId: user.id }).first("amount");
    return {
      power: LOST_STREAK_POWER,
      restoredDay,
      price: LOST_STREAK_POWER_PRICE,
      amount: Number(account?.amount ?? 0),
    };
  });
}

/**
 * Uses a LOST_SERIE power the patient holds (bought in the shop, paid then): restores yesterday's
 * streak without a debit; 409 NOT_ENOUGH_POWER when none is held. Once per day, as buying.
 */
export async function useLostStreakPower(db: Db, user: User, now: Date) {
  return inTransaction(db, async (trx) => {
    const { restoredDay } = await restoreYesterday(trx, user, now, async () => {
      await usePower(trx, user.id, LOST_STREAK_POWER);
      return null;
    });
    return {
      power: LOST_STREAK_POWER,
      restoredDay,
      held: await powerQuantity(trx, user.id, LOST_STREAK_POWER),
    };
  });
}

/** How many of the LOST_SERIE power the patient holds. */
export async function heldLostStreakPowers(db: Db, user: User) {
  return { power: LOST_STREAK_POWER, held: await powerQuantity(db, user.id, LOST_STREAK_POWER) };
}
