/** Creating a verified account at once, without an email link (docs/features/accounts.md): for the demo accounts and tests. */
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { Conflict } from "../../core/errors";
import { runUseCase } from "../../core/useCase";
import {
  DEFAULT_TIME_ZONE,
  insertAccount,
  normalizeEmail,
  normalizeName,
  type AccountRow,
  type NewAccount,
} from "./accountRows";
import { hashPassword } from "./passwords";

/**
 * Creates a verified account at once, without an email link: for the demo accounts and tests.
 * People sign up through `requestSignup` (requestSignup.ts). 409 EMAIL_TAKEN when the email
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
  return runUseCase(db, {
    load: async () => undefined,
    write: async (trx) => {
      const user = await insertAccount(trx, row, account.authorId);
      if (!user) throw new Conflict("EMAIL_TAKEN", "An account already uses this email");
      return user;
    },
  });
}
