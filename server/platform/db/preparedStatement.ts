/**
 * A hot read as a named prepared statement: PostgreSQL plans it once per connection instead of on
 * every call, and on PostgreSQL it runs straight on a pooled connection, since knex has nothing to
 * build for it. Through knex, the deck's statement cost the server half as much CPU again per call
 * as the driver alone, 212 µs against 143 (its `?` bindings rewritten to `$n` on every call, its
 * query object copied for each of its events, its response passed through the result mappers).
 *
 * It still tells knex's `query` listeners of each round trip (the tests that count a read's
 * queries, the bench), and its connection goes back to the same pool, which drops a connection
 * whose socket failed. The embedded database (one connection, which knex lends) and a transaction
 * (whose connection is its own) run it through knex.
 */
import type { Db } from "./connection";

export interface PreparedStatement {
  /** Its name on each connection that has prepared it. */
  name: string;
  /** The SQL with PostgreSQL's `$1…` parameters. */
  text: string;
  /** The same SQL with knex's `?` bindings, one per occurrence. */
  knexSql: string;
  /** The value names of `text`'s parameters, in their order. */
  parameters: readonly string[];
  /** The value names of `knexSql`'s bindings, in their order. */
  bindings: readonly string[];
}

/** `sql` with `:name` values (`::` casts stay) as the prepared statement `name`. */
export function preparedStatement(name: string, sql: string): PreparedStatement {
  const parameters: string[] = [];
  const bindings: string[] = [];
  const text = sql.replace(/(?<!:):(\w+)/g, (_match, value: string) => {
    if (!parameters.includes(value)) parameters.push(value);
    return `$${parameters.indexOf(value) + 1}`;
  });
  const knexSql = sql.replace(/(?<!:):(\w+)/g, (_match, value: string) => {
    bindings.push(value);
    return "?";
  });
  return { name, text, knexSql, parameters, bindings };
}

interface DriverConnection {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/** The rows of `statement` run with `values` (by name). */
export async function runPrepared<Row>(
  db: Db,
  statement: PreparedStatement,
  values: Readonly<Record<string, unknown>>,
): Promise<Row[]> {
  const valueOf = (name: string) => {
    if (!(name in values)) throw new Error(`statement ${statement.name} has no value for :${name}`);
    return values[name];
  };
  if (db.client.config.client !== "pg" || db.isTransaction) {
    // knex hands `options` to the driver: `name` makes it a prepared statement (PGlite ignores it).
    const result = await db
      .raw<{ rows: Row[] }>(statement.knexSql, statement.bindings.map(valueOf) as never[])
      .options({ name: statement.name });
    return result.rows;
  }
  const query = { name: statement.name, text: statement.text, values: statement.parameters.map(valueOf) };
  db.client.emit("query", {
    sql: query.text,
    bindings: query.values,
    method: "raw",
    options: { name: query.name },
  });
  const connection = (await db.client.acquireConnection()) as DriverConnection;
  try {
    return (await connection.query(query)).rows as Row[];
  } finally {
    await db.client.releaseConnection(connection);
  }
}
