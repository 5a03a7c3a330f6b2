/**
 * An account as it is created (docs/features/accounts.md): what is asked, the row as stored with its
 * email and name normalized, and its insert with what every account needs.
 */
import crypto from "node:crypto";
import type { Knex } from "knex";
import { Author, User, type Language, type Role } from "../../platform/db/models";

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
  await trx("bankAccounts").insert({ userId: user.id });
  await trx("userMetadata").insert({ userId: user.id });
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
