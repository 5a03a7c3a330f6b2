/**
 * The server tests' setup on PostgreSQL: a test whose code sends a query to a connection that
 * already has one waiting behind the one it runs (three at once on a transaction, as a
 * `Promise.all` of reads inside it does) fails, naming where the query came from. node-postgres 8
 * queues such a query with a deprecation warning printed once per process, which hides every case
 * after the first; node-postgres 9 refuses it.
 */
import { afterEach } from "vitest";
import pg from "pg";

type QueuingClient = pg.Client & { _queryQueue: unknown[]; pipeline?: boolean };

const GUARDED = Symbol.for("outchi.oneQueryAtATime");
const global = globalThis as typeof globalThis & { [GUARDED]?: string[] };

// A worker runs this before each of its files, in one module graph: the guard goes on once.
if (!global[GUARDED]) {
  const queued: string[] = (global[GUARDED] = []);
  const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  pg.Client.prototype.query = function oneQueryAtATime(this: QueuingClient, ...args: unknown[]) {
    if (this._queryQueue.length > 0 && !this.pipeline) {
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 60;
      const stack = new Error("sent while another query waits on its connection").stack ?? "";
      Error.stackTraceLimit = limit;
      // Our own frames, not the driver's or knex's: where the concurrent reads are.
      queued.push(
        stack
          .split("\n")
          .filter((line) => /\/(server|engine)\//.test(line) && !line.includes("oneQueryAtATime"))
          .join("\n"),
      );
    }
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

afterEach(() => {
  const queued = global[GUARDED]!.splice(0);
  if (queued.length > 0) {
    throw new Error(
      `${queued.length} queries were sent to a connection that already had one waiting (run the reads of a transaction one after the other):\n${[...new Set(queued)].join("\n--\n")}`,
    );
  }
});
