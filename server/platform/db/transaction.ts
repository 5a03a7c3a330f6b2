import type { Knex } from "knex";
import type { Db } from "./connection";

/** SQLSTATEs after which the whole transaction may simply be run again. */
const RETRYABLE = new Set(["40001", "40P01"]);
const MAX_ATTEMPTS = 5;

function isRetryable(err: unknown): boolean {
  return typeof err === "object" && err !== null && RETRYABLE.has((err as { code?: string }).code ?? "");
}

/**
 * Runs `work` in a transaction, again from the start after a serialization failure or a
 * deadlock (each attempt is a fresh transaction, so `work` must not keep state across calls).
 */
export async function inTransaction<T>(db: Db, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (err) {
      if (!isRetryable(err) || attempt >= MAX_ATTEMPTS) throw err;
      // Jittered backoff, so two retrying transactions do not collide again in lockstep.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
