/**
 * Configuration for the knex CLI, e.g.
 * `npx tsx node_modules/knex/bin/cli.js --knexfile knexfile.ts migrate:status`.
 * The server migrates by itself on start; this is for looking and rolling back by hand, on the same
 * database as the server (embedded under DATA_DIR unless DATABASE_URL is set).
 */
import type { Knex } from "knex";
import { readConfig } from "./server/config";
import { dbConfig } from "./server/platform/db/connection";
import { migrationSource } from "./server/platform/db/migrations";

const config = readConfig();

const knexConfig: Knex.Config = {
  ...dbConfig(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir }),
  migrations: { migrationSource },
};

export default knexConfig;
