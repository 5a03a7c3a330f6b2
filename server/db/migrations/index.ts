import type { Knex } from "knex";
import * as accounts from "./20250101000001_accounts";
import * as catalog from "./20250101000002_catalog";
import * as patient from "./20250101000003_patient";

interface Migration {
  /** `file` is what the knex CLI prints for a migration. */
  file: string;
  module: Knex.Migration;
}

/**
 * The migrations in order. Listed by hand rather than read from the folder, so they run the same
 * under tsx, vitest and the knex CLI (none of which agree on loading .ts files from a directory).
 */
const migrations: Migration[] = [
  { file: "20250101000001_accounts", module: accounts },
  { file: "20250101000002_catalog", module: catalog },
  { file: "20250101000003_patient", module: patient },
];

export const migrationSource: Knex.MigrationSource<Migration> = {
  async getMigrations() {
    return migrations;
  },
  getMigrationName(migration) {
    return migration.file;
  },
  async getMigration(migration) {
    return migration.module;
  },
};
