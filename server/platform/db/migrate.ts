import type { Db } from "./connection";
import { migrationSource } from "./migrations";

/** Brings the schema up to date. Safe to run on every start: knex locks and skips applied ones. */
export async function migrateLatest(db: Db): Promise<void> {
  await db.migrate.latest({ migrationSource });
}
