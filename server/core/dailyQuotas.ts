/**
 * Per-patient daily quotas on the writes that create content: far above what a real patient does
 * in a day, far below what a script does in an hour. Counted in PostgreSQL (the `rate_limits`
 * table), so every server process shares the count; the day is the patient's local day, and past
 * the quota the answer is 429 QUOTA_EXCEEDED with Retry-After until the patient's next day. Only
 * writes that succeed count.
 */
import { localDay } from "../../engine/shared/dates";
import type { Db } from "../platform/db/connection";
import { QuotaExceeded } from "./errors";

/** Writes a patient may make per local day, by kind. */
export const DAILY_QUOTAS = {
  /** Pictures uploaded, private and social (each one is a file kept on disk). */
  uploads: 50,
  /** Messages written to authors. */
  messages: 200,
  /** Answers to community questions (a second answer replaces the first, but is a write). */
  communityAnswers: 200,
  /** Symptom events, medication intakes and questionnaire records. */
  trackingEntries: 500,
} as const;

export type DailyQuota = keyof typeof DAILY_QUOTAS;

/**
 * Runs `work`, one write of `quota` for the patient's local day of `now`: counted before it runs
 * (so concurrent writes cannot all slip under the limit), given back when it fails (a refused or
 * failed write made nothing). Past the limit, QuotaExceeded and `work` does not run.
 */
export async function withDailyQuota<T>(
  db: Db,
  user: { id: string; timeZone: string },
  quota: DailyQuota,
  now: Date,
  work: () => Promise<T>,
): Promise<T> {
  const key = `quota:${quota}:${user.id}`;
  const day = localDay(now, user.timeZone);
  // The window starts at the patient's local midnight; the answer also says when the next one does.
  const { rows } = await db.raw<{ rows: Array<{ count: number; windowStart: Date; retryAfter: number }> }>(
    `insert into rate_limits (key, window_start, count)
     values (?, (?::date)::timestamp at time zone ?, 1)
     on conflict (key, window_start) do update set count = rate_limits.count + 1
     returning count, window_start as "windowStart",
       ceil(extract(epoch from ((?::date + 1)::timestamp at time zone ?) - ?::timestamptz))::integer as "retryAfter"`,
    [key, day, user.timeZone, day, user.timeZone, now],
  );
  const { count, windowStart, retryAfter } = rows[0]!;
  if (count === 1) {
    // First write of a new day: the key's earlier days are useless now.
    await db("rateLimits").where({ key }).andWhere("windowStart", "<", windowStart).delete();
  }
  const limit = DAILY_QUOTAS[quota];
  if (count > limit) throw new QuotaExceeded(Math.max(retryAfter, 1), quota, limit);
  try {
    return await work();
  } catch (err) {
    await giveBack(db, key, windowStart).catch(() => undefined);
    throw err;
  }
}

async function giveBack(db: Db, key: string, windowStart: Date): Promise<void> {
  const window = { key, windowStart };
  await db("rateLimits").where(window).decrement("count", 1);
  // A day whose only write failed leaves no trace.
  await db("rateLimits").where(window).andWhere("count", "<=", 0).delete();
}
