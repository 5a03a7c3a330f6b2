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
  /**
   * On a real server, how long a statement, a wait for a pooled connection or a new connection may
   * take before the call fails as an outage (503 with Retry-After) rather than hanging for as long
   * as the database stalls. The job worker gives its long computations more.
   */
  waitLimitMs?: number;
}

/** The web process's bound on a database wait: a request never hangs longer on a stalled database. */
export const DATABASE_WAIT_LIMIT_MS = 5_000;

/** The bound of the job worker's computations (a week of every patient's entries). */
export const JOB_WAIT_LIMIT_MS = 60_000;

/** The bound of migrations and content loading at start. */
export const SETUP_WAIT_LIMIT_MS = 10 * 60_000;

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
    const waitLimit = options.waitLimitMs ?? DATABASE_WAIT_LIMIT_MS;
    return {
      client: "pg",
      connection: {
        connectionString: options.databaseUrl,
        types: pgTypes,
        connectionTimeoutMillis: waitLimit,
        // The server cancels a statement (57014) that runs or waits on a lock this long; the client
        // gives up on one whose answer does not come a second later (a frozen server).
        statement_timeout: waitLimit,
        query_timeout: waitLimit + 1_000,
      } as Knex.PgConnectionConfig,
      acquireConnectionTimeout: waitLimit,
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
