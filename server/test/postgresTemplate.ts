/**
 * One migrated PostgreSQL database per test run, the template every server test file's database
 * is created from (`CREATE DATABASE … TEMPLATE`, server/test/testDb.ts): a copy takes a fraction of
 * a second, migrating from nothing takes seconds, and the server tests open some seventy databases.
 */
import type { TestProject } from "vitest/node";
import { createDb } from "../platform/db/connection";
import { migrateLatest } from "../platform/db/migrate";
import { freshDatabase } from "./postgresServer";

/** Where the run's template is named, for the test workers (set by the global setup below). */
export const POSTGRES_TEMPLATE_ENV = "OUTCHI_TEST_POSTGRES_TEMPLATE";

/** Vitest global setup of the server tests on PostgreSQL: migrates the template once, drops it at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = project.config.env.DATABASE_URL;
  if (!serverUrl) throw new Error("the server tests on PostgreSQL need DATABASE_URL in their project's env");
  const template = await freshDatabase(serverUrl, "outchi_template");
  const db = createDb({ databaseUrl: template.url, poolMax: 1 });
  try {
    await migrateLatest(db);
  } finally {
    // No connection may stay on a template while it is copied.
    await db.destroy();
  }
  process.env[POSTGRES_TEMPLATE_ENV] = template.name;
  return template.drop;
}
