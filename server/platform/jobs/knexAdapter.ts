/**
 * pg-boss's database (its `db` option) over the app's knex pool, so that the job queue runs on the
 * embedded PGlite as on PostgreSQL: PGlite has one connection, which knex hands out one caller at a
 * time; pg-boss takes it for each of its statements and gives it back, never holding it between two.
 *
 * Statements go to the driver as pg-boss writes them (`$1` parameters), not through knex's `?`
 * bindings. Without parameters, pg-boss sends whole scripts (its schema, its migrations): PGlite
 * runs several statements only through `exec`, node-postgres through its simple query protocol.
 *
 * Never enqueue from inside a knex transaction on PGlite: the transaction holds the only
 * connection, and this would wait for it. The write paths enqueue after their commit.
 */
import type PgBoss from "pg-boss";
import type { PGlite, Results } from "@electric-sql/pglite";
import type { Db } from "../db/connection";

interface QueryResult {
  rows: unknown[];
}

interface DriverConnection {
  query(text: string, values?: unknown[]): Promise<QueryResult>;
}

const isPglite = (connection: unknown): connection is PGlite =>
  typeof (connection as PGlite).exec === "function" &&
  typeof (connection as PGlite).dumpDataDir === "function";

export function knexAdapter(db: Db): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]): Promise<QueryResult> {
      const connection: unknown = await db.client.acquireConnection();
      try {
        if (isPglite(connection)) {
          if (values && values.length > 0) return await connection.query(text, values);
          const results: Results[] = await connection.exec(text);
          return results.at(-1) ?? { rows: [] };
        }
        return await (connection as DriverConnection).query(text, values);
      } finally {
        await db.client.releaseConnection(connection);
      }
    },
  };
}
