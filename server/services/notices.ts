/**
 * The writes behind the notice cards: the answer to the notification prompt (NOTIFICATION_CARD),
 * the LOST_SERIE power (LOST_SERIE) and a message to an author (AUTOR_TASK SEND_MESSAGE).
 */
import type { NotificationPermission } from "../../card-schemas";
import crypto from "node:crypto";
import { addDays, localDay } from "../../engine/dates";
import { LOST_SERIE_POWER, LOST_SERIE_POWER_PRICE } from "../../engine/queueNotices";
import { streakLostYesterday } from "../../engine/streak";
import type { Db } from "../db/connection";
import { inTransaction } from "../db/transaction";
import type { User } from "../db/models";
import { Conflict, NotFound } from "../errors";
import { debit } from "./ledger";
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
 * Buys the LOST_SERIE power: debits its price through the ledger and restores yesterday's streak.
 * Once per day: buying again the same day answers the same result and pays nothing more.
 */
export async function buyLostSeriePower(db: Db, user: User, now: Date) {
  const today = localDay(now, user.timeZone);
  const restoredDay = addDays(today, -1);
  const key = `power:${LOST_SERIE_POWER}:${user.id}:${restoredDay}`;
  return inTransaction(db, async (trx) => {
    const existing = await trx("powerUses")
      .where({ patientusersId: user.id, power: LOST_SERIE_POWER, date: restoredDay })
      .first("id");
    if (!existing) {
      const history = await readStreakHistory(trx, user.id, restoredDay, today);
      if (!streakLostYesterday({ date: today, history, restoredDays: [] })) {
        throw new Conflict("STREAK_NOT_LOST", "Yesterday's streak was not lost");
      }
      const { entry } = await debit(trx, {
        userId: user.id,
        delta: LOST_SERIE_POWER_PRICE,
        reason: "POWER",
        reference: LOST_SERIE_POWER,
        idempotencyKey: key,
      });
      await trx("powerUses")
        .insert({
          id: crypto.randomUUID(),
          patientusersId: user.id,
          power: LOST_SERIE_POWER,
          date: restoredDay,
          ledgerEntryId: entry.id,
        })
        .onConflict(["patientusersId", "power", "date"])
        .ignore();
    }
    const account = await trx("bankAccounts").where({ patientusersId: user.id }).first("amount");
    return {
      power: LOST_SERIE_POWER,
      restoredDay,
      price: LOST_SERIE_POWER_PRICE,
      amount: Number(account?.amount ?? 0),
    };
  });
}

/** Stores a message from the patient to an author (chat `<userId>_<autorId>`). */
export async function sendAuthorMessage(db: Db, user: User, autorId: string, message: string) {
  const author = await db("authors").where({ id: autorId }).first("id");
  if (!author) throw new NotFound("No such author");
  const [row] = await db("chatMessages")
    .insert({
      id: crypto.randomUUID(),
      patientusersId: user.id,
      autorId,
      fromUser: true,
      message,
    })
    .returning(["id", "autorId", "fromUser", "message", "datetime"]);
  return {
    id: row.id as string,
    chatName: `${user.id}_${autorId}`,
    autorId: row.autorId as string,
    fromUser: row.fromUser as boolean,
    message: row.message as string,
    datetime: new Date(row.datetime as string | Date).toISOString(),
  };
}
