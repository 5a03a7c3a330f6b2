import crypto from "node:crypto";
import { createDb, type Db } from "../db/connection";
import { migrateLatest } from "../db/migrate";
import { embeddedTemplate } from "./embeddedTemplate";

export interface TestDb {
  db: Db;
  /** The job queue's schema: its own per test file on a shared server (dropped by `destroy` too). */
  jobsSchema: string;
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (a copy of the run's
 * migrated template where there is one), or a throw-away schema `t_<random>` on the server named
 * by `DATABASE_URL` (dropped again by `destroy`, with the job queue's `t_<random>_jobs`).
 */
export async function createTestDb(): Promise<TestDb> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const db = createDb({ embeddedTemplate: embeddedTemplate() });
    // Up to date already when copied from the template: then this only checks.
    await migrateLatest(db);
    return { db, jobsSchema: "pgboss", destroy: () => db.destroy() };
  }
  const schema = `t_${crypto.randomBytes(6).toString("hex")}`;
  const jobsSchema = `${schema}_jobs`;
  const admin = createDb({ databaseUrl, poolMax: 1 });
  await admin.raw("create schema ??", [schema]);
  const db = createDb({ databaseUrl, searchPath: schema, poolMax: 20 });
  try {
    await migrateLatest(db);
  } catch (err) {
    await db.destroy();
    await admin.raw("drop schema ?? cascade", [schema]);
    await admin.destroy();
    throw err;
  }
  return {
    db,
    jobsSchema,
    async destroy() {
      await db.destroy();
      await admin.raw("drop schema if exists ?? cascade", [jobsSchema]);
      await admin.raw("drop schema ?? cascade", [schema]);
      await admin.destroy();
    },
  };
}
