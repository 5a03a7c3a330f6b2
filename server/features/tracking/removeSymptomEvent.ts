/**
 * A patient removes one of their symptom events from the journal (docs/features/tracking.md), while its
 * day may still be corrected; sent again, it answers `removed: false`.
 */
import type { RemovedEntry } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { runUseCase } from "../../core/useCase";
import { assertCorrectableEntry, patientToday } from "./journalDayChecks";
import { trackingPolicy } from "./policy";

/** Removes one of the patient's symptom events; medication intakes that treated it keep their time. */
export async function removeSymptomEvent(deps: AppDeps, user: User, id: string): Promise<RemovedEntry> {
  const key = { userId: user.id, id };
  return runUseCase(deps.db, {
    load: (trx) => trx("symptomEvents").where(key).forUpdate().first("id", "userId", "date"),
    // Another patient's id looks like one already gone: nothing tells it exists.
    authorize: (existing) => !existing || trackingPolicy.ownsEntry(user, existing),
    decide: (existing) => {
      if (existing) assertCorrectableEntry(patientToday(deps, user), existing.date);
    },
    write: async (trx, _decision, existing) => {
      if (!existing) return { id, removed: false };
      await trx("medicationIntakes").where({ userId: user.id, crisisId: id }).update({ crisisId: null });
      await trx("symptomEvents").where(key).delete();
      return { id, removed: true };
    },
  });
}
