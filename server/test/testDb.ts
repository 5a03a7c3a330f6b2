import { createDb, type Db } from "../platform/db/connection";
import { migrateLatest } from "../platform/db/migrate";
import { embeddedTemplate } from "./embeddedTemplate";
import { POSTGRES_TEMPLATE_ENV } from "./postgresTemplate";
import { freshDatabase } from "./postgresServer";

export interface TestDb {
  db: Db;
  /** The URL of this database on PostgreSQL (for a second connection, a LISTEN); undefined embedded. */
  url: string | undefined;
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (a copy of the run's
 * migrated template where there is one), or a database `t_<random>` of its own on the server
 * named by `DATABASE_URL` (a copy of the run's template where there is one; dropped by `destroy`).
 */
export async function createTestDb(): Promise<TestDb> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const db = createDb({ embeddedTemplate: embeddedTemplate() });
    // Up to date already when copied from the template: then this only checks.
    await migrateLatest(db);
    return { db, url: undefined, destroy: () => db.destroy() };
  }
  const database = await freshDatabase(databaseUrl, "t", process.env[POSTGRES_TEMPLATE_ENV]);
  // A test file's statements may queue behind other files' on a loaded machine: a long bound keeps a
  // slow run from failing as an outage (the outage tests set their own).
  const db = createDb({ databaseUrl: database.url, poolMax: 20, waitLimitMs: 30_000 });
  try {
    await migrateLatest(db);
  } catch (err) {
    await db.destroy();
    await database.drop();
    throw err;
  }
  return {
    db,
    url: database.url,
    async destroy() {
      await db.destroy();
      await database.drop();
    },
  };
}
