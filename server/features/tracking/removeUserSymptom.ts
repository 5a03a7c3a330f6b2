/** A patient stops following a recurring symptom (docs/features/tracking.md). */
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { runUseCase } from "../../core/useCase";
import { lockedUserSymptom } from "./lockedUserSymptom";
import { trackingPolicy } from "./policy";

export async function removeUserSymptom(db: Db, user: User, id: string): Promise<{ id: string }> {
  return runUseCase(db, {
    load: (trx) => lockedUserSymptom(trx, id),
    authorize: (entry) => trackingPolicy.ownsEntry(user, entry),
    write: async (trx) => {
      await trx("userSymptoms").where({ id }).delete();
      return { id };
    },
  });
}
