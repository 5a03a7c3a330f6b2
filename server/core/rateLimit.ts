/**
 * Rate limits and attempt counts, kept in the shared `rate_limits` table (fixed windows), so every
 * server process sees the same counts (docs/features/accounts.md). A key never holds an email
 * address: `emailRateKey` stands for it, a keyed hash whose key only the server has.
 */
import crypto from "node:crypto";
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

/**
 * Sign-in: past 5 attempts per hour on one email that did not prove the right password, from any
 * addresses, the account's sign-in needs its emailed link (guesses spread over many addresses).
 */
export const ACCOUNT_SIGN_IN_FAILURES: RateLimitRule = { limit: 5, windowMs: 60 * 60 * 1000 };

/**
 * The password of a signed-in account (deleting it, changing its password or email): 5 wrong ones
 * per hour, then every check answers 429 until the window ends, right password or not.
 */
export const ACCOUNT_PASSWORD_CHECK_LIMIT: RateLimitRule = { limit: 5, windowMs: 60 * 60 * 1000 };

/** Sign-up: 10 per hour from one address (each costs an argon2 hash and sends an email). */
export const SIGN_UP_ADDRESS_LIMIT: RateLimitRule = { limit: 10, windowMs: 60 * 60 * 1000 };

/** Forgotten password: 10 requests per hour from one address. */
export const PASSWORD_RESET_ADDRESS_LIMIT: RateLimitRule = { limit: 10, windowMs: 60 * 60 * 1000 };

/** Forgotten password: 3 requests per hour for one email, so nobody floods a mailbox with links. */
export const PASSWORD_RESET_EMAIL_LIMIT: RateLimitRule = { limit: 3, windowMs: 60 * 60 * 1000 };

/** Email change: 5 requests per hour for one account (each mails an address the account chooses). */
export const EMAIL_CHANGE_LIMIT: RateLimitRule = { limit: 5, windowMs: 60 * 60 * 1000 };

/** Gift codes: 10 tries per 15 minutes for one patient, so codes cannot be guessed. */
export const GIFT_CODE_LIMIT: RateLimitRule = { limit: 10, windowMs: 15 * 60 * 1000 };

/** One attempt counted: the count in its window, and when the window ends. */
export interface Attempt {
  count: number;
  windowStart: Date;
  retryAfterSeconds: number;
}

/** Counts one attempt for `key` in the current fixed window and answers the count. */
export async function recordAttempt(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<Attempt> {
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
  const retryAfterSeconds = Math.ceil((windowStart.getTime() + rule.windowMs - now) / 1000);
  return { count, windowStart, retryAfterSeconds };
}

/** Takes back an attempt counted by `recordAttempt` (one that turned out to be the owner's). */
export async function refundAttempt(db: Db, key: string, attempt: Attempt): Promise<void> {
  await db("rateLimits")
    .where({ key, windowStart: attempt.windowStart })
    .andWhere("count", ">", 0)
    .decrement("count", 1);
}

/** Counts one attempt for `key` and throws RateLimited past the limit. */
export async function hitRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<void> {
  const attempt = await recordAttempt(db, key, rule, now);
  if (attempt.count > rule.limit) throw new RateLimited(attempt.retryAfterSeconds);
}

/** The key of the HMAC that stands for an address, read once per database (migration 20261128030101). */
const rateKeys = new WeakMap<Db, Promise<Buffer>>();

function rateKeyOf(db: Db): Promise<Buffer> {
  let key = rateKeys.get(db);
  if (!key) {
    key = db("serverKeys")
      .where({ name: "rateLimit" })
      .first("value")
      .then((row: { value: string } | undefined) => {
        if (!row) throw new Error("server_keys has no rateLimit key: run the migrations");
        return Buffer.from(row.value, "base64");
      });
    key.catch(() => rateKeys.delete(db));
    rateKeys.set(db, key);
  }
  return key;
}

/**
 * What stands for a (normalized) email address in rate-limit keys: the hex HMAC-SHA256 of the
 * address under the server's key, cut to 32 characters. The same in every process; it tells
 * nothing of the address to whoever reads the table without the key.
 */
export async function emailRateKey(db: Db, email: string): Promise<string> {
  return crypto
    .createHmac("sha256", await rateKeyOf(db))
    .update(email)
    .digest("hex")
    .slice(0, 32);
}

/** Deletes every count whose key contains `part` (a hex email key or an id: no LIKE wildcard in them). */
export async function forgetRateLimits(db: Db, part: string): Promise<void> {
  if (!/^[A-Za-z0-9-]+$/.test(part)) throw new Error("a rate-limit key part is hex or an id");
  await db("rateLimits").where("key", "like", `%${part}%`).delete();
}
