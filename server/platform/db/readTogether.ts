import type { Knex } from "knex";
import type { Db } from "./connection";

/** Whether `db` is a transaction (one connection) rather than the pool. */
export function isTransaction(db: Db | Knex.Transaction): db is Knex.Transaction {
  return "isTransaction" in db && db.isTransaction === true;
}

/**
 * Independent reads: at once on the pool, each on a connection of its own; one after the other in
 * a transaction, whose one connection must not be sent a query while it runs another
 * (node-postgres 9 refuses it; the PostgreSQL tests fail a test that does, server/test/oneQueryAtATime.ts).
 */
export async function readTogether<Reads extends readonly (() => unknown)[]>(
  db: Db | Knex.Transaction,
  reads: readonly [...Reads],
): Promise<ReadValues<Reads>> {
  if (!isTransaction(db)) return (await Promise.all(reads.map((read) => read()))) as ReadValues<Reads>;
  const values: unknown[] = [];
  for (const read of reads) values.push(await read());
  return values as ReadValues<Reads>;
}

/** What each read gives, in the order of the reads. */
type ReadValues<Reads extends readonly (() => unknown)[]> = {
  -readonly [K in keyof Reads]: Reads[K] extends () => infer Value ? Awaited<Value> : never;
};
