import fs from "node:fs";
import path from "node:path";
import knexPkg, { type Knex } from "knex";
import ClientPgLite from "knex-pglite";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { knexSnakeCaseMappers } from "objection";

export type Db = Knex;

export interface DbOptions {
  /** A PostgreSQL URL; absent means the embedded database. */
  databaseUrl?: string;
  /** Folder of the embedded database files (`<dataDir>/pgdata`); absent means in memory. */
  dataDir?: string;
  /** Schema to put first in the search path (tests isolate themselves this way). */
  searchPath?: string;
  /** Pool size on a real server. */
  poolMax?: number;
  /** An embedded database to start from (a `dumpDataDir` archive), rather than an empty one. */
  embeddedTemplate?: Blob;
}

const DATE_OID = 1082;
const INT8_OID = 20;
const identity = (value: string) => value;

/**
 * Days stay `YYYY-MM-DD` strings on both drivers (node-postgres would build a Date at local
 * midnight, PGlite at UTC midnight), and counts come back as numbers rather than strings.
 */
const pgTypes = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === DATE_OID) return identity;
    if (oid === INT8_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format as "text");
  },
};

/** Creates the knex instance: PostgreSQL when a URL is given, else embedded PGlite. */
export function createDb(options: DbOptions = {}): Db {
  return knexPkg.knex(dbConfig(options));
}

/** The knex configuration behind `createDb` (the knex CLI builds its own instance from it). */
export function dbConfig(options: DbOptions = {}): Knex.Config {
  const common = {
    ...knexSnakeCaseMappers(),
    searchPath: options.searchPath ? [options.searchPath] : undefined,
  };
  if (options.databaseUrl) {
    return {
      client: "pg",
      connection: { connectionString: options.databaseUrl, types: pgTypes } as Knex.PgConnectionConfig,
      pool: {
        min: 0,
        max: options.poolMax ?? 10,
        // Without a listener, an idle client's error (database restart) crashes the process.
        afterCreate(connection: pg.Client, done: (err: Error | null, connection: pg.Client) => void) {
          connection.on("error", (err) => console.error("database connection error:", err.message));
          done(null, connection);
        },
      },
      ...common,
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, "pgdata");
    fs.mkdirSync(dataDir, { recursive: true });
  }
  const pglite = new PGlite({
    dataDir,
    loadDataDir: options.embeddedTemplate,
    parsers: { [DATE_OID]: identity },
  });
  return {
    // knex-pglite's client type predates knex's typings for custom clients.
    client: ClientPgLite as unknown as typeof Knex.Client,
    dialect: "postgres",
    connection: { pglite } as Knex.StaticConnectionConfig,
    ...common,
  };
}

/** True when the database answers a trivial query. */
export async function isDbUp(db: Db): Promise<boolean> {
  try {
    await db.raw("select 1");
    return true;
  } catch {
    return false;
  }
}
