/**
 * Restoring yesterday's lost streak with the LOST_SERIE power (docs/features/deck.md), bought or
 * held: once per day, and only when yesterday's streak was lost (engine/deck/streak.ts).
 */
import crypto from "node:crypto";
import type { Knex } from "knex";
import { addDays, localDay } from "../../../engine/shared/dates";
import { LOST_STREAK_POWER } from "../../../engine/rewards";
import { streakLostYesterday, type DayRecord } from "../../../engine/deck/streak";
import type { User } from "../../platform/db/models";
import { Conflict } from "../../core/errors";
import { readStreakHistory } from "./streakHistory";

export interface YesterdayRestore {
  today: string;
  restoredDay: string;
  /** Restored already (today's first restore was paid): nothing more happens. */
  alreadyRestored: boolean;
  /** The patient's yesterday as the streak counts it (read only when not restored already). */
  history: DayRecord[];
}

/** Whether yesterday was restored already, and otherwise yesterday's record. */
export async function loadYesterdayRestore(
  trx: Knex.Transaction,
  user: User,
  now: Date,
): Promise<YesterdayRestore> {
  const today = localDay(now, user.timeZone);
  const restoredDay = addDays(today, -1);
  const existing = await trx("powerUses")
    .where({ userId: user.id, power: LOST_STREAK_POWER, date: restoredDay })
    .first("id");
  if (existing) return { today, restoredDay, alreadyRestored: true, history: [] };
  const history = await readStreakHistory(trx, user.id, restoredDay, today);
  return { today, restoredDay, alreadyRestored: false, history };
}

/**
 * Whether to restore (and pay) now: not when it was restored already today; 409 STREAK_NOT_LOST
 * when yesterday's streak was not lost.
 */
export function decideRestore({ today, alreadyRestored, history }: YesterdayRestore): boolean {
  if (alreadyRestored) return false;
  if (!streakLostYesterday({ date: today, history, restoredDays: [] })) {
    throw new Conflict("STREAK_NOT_LOST", "Yesterday's streak was not lost");
  }
  return true;
}

/** Records the restored day, with the ledger entry that paid it (null for a held power). */
export async function recordRestore(
  trx: Knex.Transaction,
  userId: string,
  restoredDay: string,
  ledgerEntryId: string | null,
): Promise<void> {
  await trx("powerUses")
    .insert({
      id: crypto.randomUUID(),
      userId,
      power: LOST_STREAK_POWER,
      date: restoredDay,
      ledgerEntryId,
    })
    .onConflict(["userId", "power", "date"])
    .ignore();
}
