/** A program a patient may join, as the catalogue has it, and the subscription conditions it sets (docs/features/programs.md). */
import type { SubscriptionCondition } from "../../../engine/programs/subscriptionConditions";
import { isAvailable } from "../../../engine/programs/programAvailability";
import type { User } from "../../platform/db/models";
import { NotFound } from "../../core/errors";
import type { CatalogData, CatalogProgram } from "../../core/programCatalog";

export function conditionsOf(program: CatalogProgram): SubscriptionCondition[] {
  // Stored from a content file (or a published version) that the program schema checked.
  return (program.subscriptionConditions ?? []) as SubscriptionCondition[];
}

export function liveProgram(catalog: CatalogData, user: User, studyId: string): CatalogProgram {
  const program = catalog.programs.get(studyId);
  if (!program || !isAvailable(program, user.language)) throw new NotFound("No such program");
  return program;
}
