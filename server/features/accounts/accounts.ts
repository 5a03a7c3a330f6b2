/** Creating accounts and checking credentials. */
import crypto from "node:crypto";
import type { Knex } from "knex";
import type { Db } from "../../platform/db/connection";
import { inTransaction } from "../../platform/db/transaction";
import { Author, User, type Language, type Role } from "../../platform/db/models";
import { Conflict, EmailNotVerified, InvalidCredentials } from "../../core/errors";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "./passwords";

export interface NewAccount {
  email: string;
  password: string;
  language: Language;
  role: Role;
  /** The name to greet the person by; a pro's author takes it too. */
  name?: string;
  timeZone?: string;
  /**
   * A pro's author already in the content and owned by no one (the demo pro's), which the account
   * takes over with its programs; else, or when it is taken, the pro gets an author of their own.
   */
  authorId?: string;
}

/** An account as stored: the password already hashed, the email normalized, the name trimmed. */
export interface AccountRow {
  email: string;
  passwordHash: string;
  role: Role;
  language: Language;
  timeZone: string;
  name: string | null;
}

export const DEFAULT_TIME_ZONE = "Europe/Paris";

/** Emails are compared trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A spaces-only name is no name. */
export function normalizeName(name: string | undefined): string | null {
  return name?.trim() || null;
}

/**
 * Inserts the user with what every patient needs (a bank account at 0, a lucky-wheel counter) and,
 * for a pro, the author it owns (`authorId` when no one owns it yet, see NewAccount); undefined when
 * the email already has an account.
 */
export async function insertAccount(
  trx: Knex.Transaction,
  account: AccountRow,
  authorId?: string,
): Promise<User | undefined> {
  const inserted = await trx("users")
    .insert({ id: crypto.randomUUID(), ...account })
    .onConflict("email")
    .ignore()
    .returning("*");
  if (inserted.length === 0) return undefined;
  const user = User.fromDatabaseJson(inserted[0]);
  await trx("bankAccounts").insert({ patientusersId: user.id });
  await trx("userMetadata").insert({ patientusersId: user.id });
  if (account.role === "pro") {
    const claimed =
      authorId !== undefined &&
      (await Author.query(trx).patch({ userId: user.id }).where({ id: authorId, userId: null })) > 0;
    user.authorId = claimed
      ? authorId
      : (
          await Author.query(trx).insert({
            id: crypto.randomUUID(),
            userId: user.id,
            name: account.name ?? (account.email.split("@")[0] || account.email),
          })
        ).id;
  }
  return user;
}

/**
 * Creates a verified account at once, without an email link: for the demo accounts and tests.
 * People sign up through `requestSignup` (services/signups.ts). 409 EMAIL_TAKEN when the email
 * has an account.
 */
export async function createAccount(db: Db, account: NewAccount): Promise<User> {
  const row: AccountRow = {
    email: normalizeEmail(account.email),
    passwordHash: await hashPassword(account.password),
    role: account.role,
    language: account.language,
    timeZone: account.timeZone ?? DEFAULT_TIME_ZONE,
    name: normalizeName(account.name),
  };
  return inTransaction(db, async (trx) => {
    const user = await insertAccount(trx, row, account.authorId);
    if (!user) throw new Conflict("EMAIL_TAKEN", "An account already uses this email");
    return user;
  });
}

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
