/** GET /api/patient/study/{studyId}/conditions: a program's subscription conditions as the patient stands (docs/features/programs.md). */
import type { SubscriptionConditionsAnswer } from "../../../card-schemas";
import { allConditionsMet, checkConditions } from "../../../engine/programs/subscriptionConditions";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { conditionFacts } from "./conditionFacts";
import { conditionsOf, liveProgram } from "./liveProgram";

export async function subscriptionConditions(
  deps: AppDeps,
  user: User,
  studyId: string,
): Promise<SubscriptionConditionsAnswer> {
  const catalog = await deps.catalog.get();
  const conditions = conditionsOf(liveProgram(catalog, user, studyId));
  const items = checkConditions(conditions, await conditionFacts(deps.db, user, conditions, deps.now()));
  return { items, met: allConditionsMet(items) };
}
