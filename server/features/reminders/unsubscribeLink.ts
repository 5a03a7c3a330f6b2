/**
 * The unsubscribe link of the reminder e-mail (docs/features/reminders.md): it works without signing
 * in, for as long as the account lives, so it carries the patient's id signed with the HMAC-SHA256
 * key the server keeps in `server_keys` (name `reminderUnsubscribe`). A token names one account and
 * can only turn its e-mail reminder off.
 */
import crypto from "node:crypto";
import type { Config } from "../../config";
import type { Db } from "../../platform/db/connection";

/** The page the e-mail links to; it posts the token to POST /api/reminders/unsubscribe. */
export const UNSUBSCRIBE_PAGE = "/app/guest/reminders/unsubscribe";

async function signingKey(db: Db): Promise<Buffer> {
  const row = (await db("serverKeys").where({ name: "reminderUnsubscribe" }).first("value")) as
    { value: string } | undefined;
  if (!row) throw new Error("server_keys has no reminderUnsubscribe key: the migrations have not run");
  return Buffer.from(row.value, "base64");
}

function signature(key: Buffer, userId: string): string {
  return crypto.createHmac("sha256", key).update(`reminderUnsubscribe:${userId}`).digest("base64url");
}

/** `<user id, base64url>.<signature>`. */
export async function unsubscribeToken(db: Db, userId: string): Promise<string> {
  return `${Buffer.from(userId).toString("base64url")}.${signature(await signingKey(db), userId)}`;
}

/** The link on the app's public URL. */
export async function unsubscribeLink(
  db: Db,
  config: Pick<Config, "publicUrl">,
  userId: string,
): Promise<string> {
  const url = new URL(UNSUBSCRIBE_PAGE, config.publicUrl);
  url.searchParams.set("token", await unsubscribeToken(db, userId));
  return url.href;
}

/** The account a token names, or undefined for a token the server did not sign. */
export async function userOfUnsubscribeToken(db: Db, token: string): Promise<string | undefined> {
  const [encodedId, given] = token.split(".");
  if (!encodedId || !given || token.split(".").length !== 2) return undefined;
  const userId = Buffer.from(encodedId, "base64url").toString("utf8");
  const expected = Buffer.from(signature(await signingKey(db), userId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected) ? userId : undefined;
}
