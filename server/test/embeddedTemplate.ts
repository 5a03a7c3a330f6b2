/**
 * One migrated embedded database per test run, copied by every test file (server/test/testDb.ts)
 * instead of each file starting PostgreSQL from nothing and migrating it: starting from a copy
 * takes well under half the time, and the node tests open some forty databases.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { createDb } from "../platform/db/connection";
import { migrateLatest } from "../platform/db/migrate";

/** Where the run's template lies, for the test workers (set by the global setup below). */
const TEMPLATE_ENV = "OUTCHI_TEST_EMBEDDED_TEMPLATE";

/** The run's template, or undefined outside a run that made one (a bench, a single file run by hand). */
export function embeddedTemplate(): Blob | undefined {
  const file = process.env[TEMPLATE_ENV];
  if (!file) return undefined;
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return undefined;
  }
}

/** Vitest global setup of the server tests on the embedded database: migrates an embedded database once and archives it. */
export default async function setup(): Promise<() => void> {
  const db = createDb();
  try {
    await migrateLatest(db);
    const pglite = (db.client.config.connection as { pglite: PGlite }).pglite;
    const archive = await pglite.dumpDataDir("gzip");
    const file = join(tmpdir(), `outchi-test-template-${process.pid}.tar.gz`);
    writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
    process.env[TEMPLATE_ENV] = file;
    return () => rmSync(file, { force: true });
  } finally {
    await db.destroy();
  }
}
