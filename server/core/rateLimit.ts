import type { Db } from "../platform/db/connection";
import { RateLimited } from "./errors";

export interface RateLimitRule {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

/** Sign-in: 10 attempts per 15 minutes for one email from one address. */
export const SIGN_IN_LIMIT: RateLimitRule = { limit: 10, windowMs: 15 * 60 * 1000 };

/** Sign-in: 30 attempts per 15 minutes from one address, whatever the emails (password spraying). */
export const SIGN_IN_ADDRESS_LIMIT: RateLimitRule = { limit: 30, windowMs: 15 * 60 * 1000 };

/** Sign-up: 10 per hour from one address (each costs an argon2 hash and sends an email). */
export const SIGN_UP_ADDRESS_LIMIT: RateLimitRule = { limit: 10, windowMs: 60 * 60 * 1000 };

/**
 * Counts one attempt for `key` in the current fixed window (in the database, so every server
 * process shares the count) and throws RateLimited past the limit.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<void> {
  const windowStart = new Date(Math.floor(now / rule.windowMs) * rule.windowMs);
  const rows = await db.raw<{ rows: Array<{ count: number }> }>(
    `insert into rate_limits (key, window_start, count) values (?, ?, 1)
     on conflict (key, window_start) do update set count = rate_limits.count + 1
     returning count`,
    [key, windowStart],
  );
  const count = rows.rows[0]?.count ?? 0;
  if (count === 1) {
    // First hit of a new window: the key's older windows are useless now.
    await db("rateLimits").where({ key }).andWhere("windowStart", "<", windowStart).delete();
  }
  if (count > rule.limit) {
    throw new RateLimited(Math.ceil((windowStart.getTime() + rule.windowMs - now) / 1000));
  }
}

/** Gift codes: 10 tries per 15 minutes for one patient, so codes cannot be guessed. */
export const GIFT_CODE_LIMIT: RateLimitRule = { limit: 10, windowMs: 15 * 60 * 1000 };
