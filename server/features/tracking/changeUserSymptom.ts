/** A patient follows another symptom in a recurring symptom entry's place (docs/features/tracking.md). */
import type { UserSymptomView } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { Conflict } from "../../core/errors";
import { runUseCase } from "../../core/useCase";
import { assertSymptomExists } from "./catalogueChecks";
import { lockedUserSymptom } from "./lockedUserSymptom";
import { trackingPolicy } from "./policy";
import { presentUserSymptom } from "./present";

/** Swaps which symptom an entry follows; 409 when the patient already follows the new one. */
export async function changeUserSymptom(
  db: Db,
  user: User,
  id: string,
  symptom: string,
): Promise<UserSymptomView> {
  const changed = await runUseCase(db, {
    load: (trx) => lockedUserSymptom(trx, id),
    authorize: (entry) => trackingPolicy.ownsEntry(user, entry),
    write: async (trx, _decision, entry): Promise<{ id: string; symptom: string }> => {
      if (entry.symptom === symptom) return entry;
      await assertSymptomExists(trx, symptom);
      const taken = await trx("userSymptoms").where({ userId: user.id, symptom }).first("id");
      if (taken) throw new Conflict("ALREADY_TRACKED", "You already follow this symptom");
      const [updated] = await trx("userSymptoms")
        .where({ id })
        .update({ symptom })
        .returning(["id", "symptom"]);
      return updated;
    },
  });
  return presentUserSymptom(changed);
}
