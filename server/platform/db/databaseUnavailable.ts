/**
 * Tells a database outage from a bug: the errors after which the same call may succeed once the
 * database is back. The API answers them 503 with Retry-After instead of 500 (errorHandler).
 */
import { PGlite } from "@electric-sql/pglite";
import knexPkg from "knex";
import type { Db } from "./connection";

// knex is CommonJS: under plain Node (npm start) only its default export is importable by name.
const { KnexTimeoutError } = knexPkg;

/** Socket errors of node-postgres while connecting to or talking with the server. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

/**
 * SQLSTATEs of a server going away or refusing connections: admin_shutdown (pg_terminate_backend,
 * a fast shutdown), crash_shutdown, cannot_connect_now (starting up, in recovery),
 * too_many_connections and query_canceled (a statement that ran or waited past its bound: a stalled
 * database; server/platform/db/connection.ts). Class 08, connection exceptions, is matched by its prefix.
 */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300", "57014"]);

/**
 * node-postgres's own errors when the server's socket ends under a query ("Connection terminated
 * unexpectedly", "Connection terminated"; knex puts the query before them: "ROLLBACK - Connection
 * terminated unexpectedly"), or when a query is sent on a client whose socket already failed
 * ("Client has encountered a connection error and is not queryable", seen on the ROLLBACK after
 * pg_terminate_backend on a loaded machine), or when an answer or a connection does not come in time
 * ("Query read timeout", "timeout exceeded when trying to connect"): they carry no code, so their
 * text is all there is.
 */
/**
 * object_not_in_prerequisite_state is also a query's own error; it is an outage only when a new
 * connection is refused because the database does not accept connections (ALLOW_CONNECTIONS false).
 */
const NOT_ACCEPTING_CONNECTIONS = /is not currently accepting connections/;

const CONNECTION_TERMINATED =
  /(^| - )(Connection terminated( unexpectedly)?|Client has encountered a connection error and is not queryable|Query read timeout|timeout exceeded when trying to connect)$/;

function codeOf(err: unknown): string {
  const code = typeof err === "object" && err !== null ? (err as { code?: unknown }).code : undefined;
  return typeof code === "string" ? code : "";
}

/** The embedded database, when `db` runs on one. */
function embeddedOf(db: Db | undefined): PGlite | undefined {
  const connection = db?.client.config.connection as { pglite?: unknown } | undefined;
  return connection?.pglite instanceof PGlite ? connection.pglite : undefined;
}

/**
 * True when `err` comes from the database being out of reach rather than from the query: a refused
 * or cut connection, a server shutting down or full, no pooled connection in time, or (with `db`)
 * an embedded database that is closed or closing, whose errors carry no code.
 */
export function isDatabaseUnavailable(thrown: unknown, db?: Db): boolean {
  // Objection wraps the driver's error (DBError) and keeps it as `nativeError`.
  const native =
    typeof thrown === "object" && thrown !== null
      ? (thrown as { nativeError?: unknown }).nativeError
      : undefined;
  const err = native ?? thrown;
  if (err instanceof KnexTimeoutError) return true;
  const code = codeOf(err);
  if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  if (code === "" && err instanceof Error && CONNECTION_TERMINATED.test(err.message)) return true;
  if (code === "55000" && err instanceof Error && NOT_ACCEPTING_CONNECTIONS.test(err.message)) return true;
  const embedded = embeddedOf(db);
  return embedded !== undefined && !embedded.ready;
}
