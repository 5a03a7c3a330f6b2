/**
 * A patient deletes their account (docs/features/accounts.md): with the right password, every row of every
 * table with a user column (found in the catalog, patientTables.ts) and the account go in one
 * transaction, then the stored files through the storage adapter.
 */
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { HttpError } from "../../core/errors";
import { runUseCase } from "../../core/useCase";
import { verifyPassword } from "./passwords";
import { patientTables, rowsOf } from "./patientTables";
import { storageFor } from "../../platform/storage/storage";

/** The signed-in patient's password was wrong: 403, the caller is known but not allowed to do this. */
export class WrongAccountPassword extends HttpError {
  constructor() {
    super(403, "WRONG_PASSWORD", "Wrong password");
  }
}

export async function deleteAccount(deps: AppDeps, user: User, password: string): Promise<void> {
  const account = (await deps.db("users").where({ id: user.id }).first("passwordHash")) as
    { passwordHash: string } | undefined;
  if (!account || !(await verifyPassword(account.passwordHash, password))) throw new WrongAccountPassword();
  const tables = await patientTables(deps.db);
  await runUseCase(deps.db, {
    load: async (trx) => {
      const paths: Array<{ path: string }> = await trx("storedFiles")
        .where({ userId: user.id })
        .select("path");
      return paths.map((file) => file.path);
    },
    write: async (trx, _decision, files) => {
      // Foreign keys to the account cascade; columns holding its id without one are emptied after.
      await trx("users").where({ id: user.id }).delete();
      for (const table of tables) await rowsOf(trx, table, user.id).delete();
      return files;
    },
    afterCommit: async (files) => {
      // Its sessions went with it: no process may keep serving one from its cache.
      await deps.sessions.userChanged(user.id);
      const storage = storageFor(deps.config);
      for (const file of files) await storage.remove(file);
    },
  });
}
