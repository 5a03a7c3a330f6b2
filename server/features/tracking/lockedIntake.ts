/** One of the patient's medication intakes, locked for a correction (docs/features/tracking.md); undefined when there is none. */
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";

export async function lockedIntake(trx: AppDeps["db"], user: User, id: string) {
  return trx("medicationIntakes")
    .where({ userId: user.id, id })
    .forUpdate()
    .first("id", "userId", "datetime");
}
