/** Creating accounts and checking credentials. */
import crypto from "node:crypto";
import type { Db } from "../db/connection";
import { inTransaction } from "../db/transaction";
import { Author, User, type Language, type Role } from "../db/models";
import { Conflict, InvalidCredentials } from "../errors";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "./passwords";

export interface NewAccount {
  email: string;
  password: string;
  language: Language;
  role: Role;
  /** The name to greet the person by; a pro's author takes it too. */
  name?: string;
  timeZone?: string;
}

/** Emails are compared trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Creates the user with what every patient needs (a bank account at 0, a lucky-wheel counter) and,
 * for a pro, the author it owns. 409 EMAIL_TAKEN when the email has an account.
 */
export async function createAccount(db: Db, account: NewAccount): Promise<User> {
  const passwordHash = await hashPassword(account.password);
  const email = normalizeEmail(account.email);
  const name = account.name?.trim() || null;
  return inTransaction(db, async (trx) => {
    const inserted = await trx("users")
      .insert({
        id: crypto.randomUUID(),
        email,
        passwordHash,
        role: account.role,
        language: account.language,
        timeZone: account.timeZone ?? "Europe/Paris",
        name,
      })
      .onConflict("email")
      .ignore()
      .returning("*");
    if (inserted.length === 0) throw new Conflict("EMAIL_TAKEN", "An account already uses this email");
    const user = User.fromDatabaseJson(inserted[0]);
    await trx("bankAccounts").insert({ patientusersId: user.id });
    await trx("userMetadata").insert({ patientusersId: user.id });
    if (account.role === "pro") {
      const author = await Author.query(trx).insert({
        id: crypto.randomUUID(),
        userId: user.id,
        name: name ?? (email.split("@")[0] || email),
      });
      user.authorId = author.id;
    }
    return user;
  });
}

/** The user with these credentials, or 401 INVALID_CREDENTIALS (same answer for both mistakes). */
export async function checkCredentials(db: Db, email: string, password: string): Promise<User> {
  const user = await User.query(db)
    .findOne({ email: normalizeEmail(email) })
    .select("users.*", db.raw("(select id from authors where authors.user_id = users.id) as author_id"));
  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstNothing(password);
  if (!user || !valid) throw new InvalidCredentials();
  return user;
}
