/**
 * A write of the authors' that a client key makes idempotent (docs/features/authors.md): its steps run
 * through core/useCase.ts, and with a key they run once for it (core/idempotency.ts). The key is
 * claimed first in the transaction, so a request sent again answers the first answer before anything
 * is read or decided.
 */
import type { Db } from "../../platform/db/connection";
import { once, type IdempotentRequest } from "../../core/idempotency";
import { runUseCase, type UseCaseSteps } from "../../core/useCase";

type KeyedSteps<Loaded, Decision, Written> = Omit<
  UseCaseSteps<Loaded, Decision, Written>,
  "authorize" | "afterCommit"
>;

/** Runs the steps as any write's; with `request`, inside `once`, so the same key writes once. */
export function runKeyedUseCase<Loaded, Decision, Written>(
  db: Db,
  request: IdempotentRequest | undefined,
  steps: KeyedSteps<Loaded, Decision, Written>,
): Promise<Written> {
  if (!request) return runUseCase(db, steps);
  return runUseCase(db, {
    load: async () => undefined,
    write: (trx) =>
      once(trx, request, async () => {
        const loaded = await steps.load(trx);
        const decision = steps.decide ? steps.decide(loaded) : (undefined as Decision);
        return steps.write(trx, decision, loaded);
      }),
  });
}
