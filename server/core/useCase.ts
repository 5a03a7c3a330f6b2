import type { Knex } from "knex";
import type { Db } from "../platform/db/connection";
import { inTransaction } from "../platform/db/transaction";
import { authorize } from "./authorize";
import { once, type IdempotentRequest } from "./idempotency";

/**
 * The steps of a write, in the order every write takes them (docs/architecture.md, "Use cases").
 * Everything up to `write` runs in one transaction, run again from `load` after a serialization
 * failure, so those steps keep no state of their own between attempts.
 */
export interface UseCaseSteps<Loaded, Decision, Written> {
  /** Reads what the decision needs, locking the rows it must not see change, and throws NotFound for what is not there. */
  load: (trx: Knex.Transaction) => Promise<Loaded>;
  /** The object-level rule (the feature's `policy.ts`): false answers 404, so others' ids cannot be probed. */
  authorize?: (loaded: Loaded) => boolean;
  /** The rule (an `engine/` function): throws the refusal, or returns what to write. Pure: no reads, no writes. */
  decide?: (loaded: Loaded) => Decision;
  /** Writes the decision, in the same transaction as the load. */
  write: (trx: Knex.Transaction, decision: Decision, loaded: Loaded) => Promise<Written>;
  /** What may only happen once the write is committed: publish a live event, send a mail, enqueue a job. */
  afterCommit?: (written: Written) => Promise<void> | void;
}

export interface UseCaseOptions {
  /**
   * The client's key of a write a retry could double (core/idempotency.ts): it is claimed first in
   * the transaction, before anything is read, and the steps run once for it. The same request sent
   * again answers the first answer, and neither writes nor runs anything after commit.
   */
  idempotency?: IdempotentRequest;
}

/** Runs a write's steps: load, authorize, decide, write in one transaction, then after commit. */
export async function runUseCase<Loaded, Decision, Written>(
  db: Db,
  steps: UseCaseSteps<Loaded, Decision, Written>,
  options: UseCaseOptions = {},
): Promise<Written> {
  let ran = false;
  const written = await inTransaction(db, async (trx) => {
    ran = false;
    const run = async () => {
      ran = true;
      const loaded = await steps.load(trx);
      if (steps.authorize) authorize(steps.authorize(loaded));
      const decision = steps.decide ? steps.decide(loaded) : (undefined as Decision);
      return steps.write(trx, decision, loaded);
    };
    return options.idempotency ? once(trx, options.idempotency, run) : run();
  });
  if (ran && steps.afterCommit) await steps.afterCommit(written);
  return written;
}
