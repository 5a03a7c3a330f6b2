/**
 * A patient deletes their account (docs/features/accounts.md): with the right password (checked
 * within the account's limit), every row of every table with a user column (found in the catalog,
 * patientTables.ts), the account, and what names the person elsewhere (personLeftovers.ts) go in
 * one transaction, then the stored files through the storage adapter.
 */
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { runUseCase } from "../../core/useCase";
import { checkAccountPassword } from "./accountPassword";
import { patientTables, rowsOf } from "./patientTables";
import { addressesOf, deleteLeftovers } from "./personLeftovers";
import { storageFor } from "../../platform/storage/storage";

export async function deleteAccount(deps: AppDeps, user: User, password: string): Promise<void> {
  await checkAccountPassword(deps, user.id, password);
  const tables = await patientTables(deps.db);
  await runUseCase(deps.db, {
    load: async (trx) => {
      const paths: Array<{ path: string }> = await trx("storedFiles")
        .where({ userId: user.id })
        .select("path");
      return { files: paths.map((file) => file.path), addresses: await addressesOf(trx, user.id) };
    },
    write: async (trx, _decision, { files, addresses }) => {
      // Foreign keys to the account cascade; columns holding its id without one are emptied after.
      await trx("users").where({ id: user.id }).delete();
      for (const table of tables) await rowsOf(trx, table, user.id).delete();
      await deleteLeftovers(trx, user.id, addresses);
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
