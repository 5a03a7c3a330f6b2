/** Checking a person's credentials when they sign in (docs/features/accounts.md). */
import type { Db } from "../../platform/db/connection";
import { User } from "../../platform/db/models";
import { EmailNotVerified, InvalidCredentials } from "../../core/errors";
import { normalizeEmail } from "./accountRows";
import { verifyAgainstNothing, verifyPassword } from "./passwords";

/**
 * The user with these credentials, or 401 INVALID_CREDENTIALS (same answer for both mistakes).
 * An address without an account but with a pending sign-up has its password checked against that
 * sign-up's (the latest one still open), in the time a real check takes either way: the right one
 * answers 403 EMAIL_NOT_VERIFIED, which tells nothing to anyone but the person who chose it.
 */
export async function checkCredentials(
  db: Db,
  email: string,
  password: string,
  now: Date = new Date(),
): Promise<User> {
  const normalized = normalizeEmail(email);
  const user = await User.query(db)
    .findOne({ email: normalized })
    .select("users.*", db.raw("(select id from authors where authors.user_id = users.id) as author_id"));
  if (user) {
    if (await verifyPassword(user.passwordHash, password)) return user;
    throw new InvalidCredentials();
  }
  const pending = await db("pendingSignups")
    .where({ email: normalized, usedAt: null })
    .andWhere("expiresAt", ">", now)
    .orderBy("createdAt", "desc")
    .first("passwordHash");
  if (pending && (await verifyPassword(pending.passwordHash, password))) throw new EmailNotVerified();
  if (!pending) await verifyAgainstNothing(password);
  throw new InvalidCredentials();
}
