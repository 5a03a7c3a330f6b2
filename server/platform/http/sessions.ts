import crypto from "node:crypto";
import type { Db } from "../db/connection";
import { Session, User } from "../db/models";

/** How long a session lives without use. */
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
/** last_seen_at and the expiry slide at most this often, so reads do not write on every call. */
const TOUCH_EVERY_MS = 10 * 60 * 1000;

/**
 * The stored id of a session: the token itself is never stored. Hashed on every signed-in request
 * (the session cache is keyed by it), so in one call, without a Hash object: half the time or less.
 */
export function hashToken(token: string): string {
  return crypto.hash("sha256", token, "hex");
}

/** Opens a session and returns the token for the cookie (the database keeps only its hash). */
export async function openSession(db: Db, userId: string): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  // Expired sessions are useless; sweeping a user's own at sign-in keeps the table small.
  await db("sessions").where({ userId }).andWhere("expiresAt", "<=", new Date()).delete();
  await Session.query(db).insert({
    id: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return token;
}

/** The user of a live session, or undefined. */
export async function userOfSession(db: Db, token: string): Promise<User | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const id = hashToken(token);
  const row = await db("sessions")
    .join("users", "users.id", "sessions.userId")
    .leftJoin("authors", "authors.userId", "users.id")
    .where("sessions.id", id)
    .andWhere("sessions.expiresAt", ">", new Date())
    .first("users.*", "authors.id as authorId", "sessions.lastSeenAt as sessionLastSeenAt");
  if (!row) return undefined;
  const { sessionLastSeenAt, ...user } = row as Record<string, unknown> & { sessionLastSeenAt: Date };
  if (Date.now() - sessionLastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db("sessions")
      .where({ id })
      .update({ lastSeenAt: new Date(), expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
  }
  return User.fromDatabaseJson(user);
}

export async function closeSession(db: Db, token: string): Promise<void> {
  await db("sessions")
    .where({ id: hashToken(token) })
    .delete();
}
