/**
 * A patient removes one of their medication intakes from the journal (docs/features/tracking.md), while
 * its day may still be corrected; sent again, it answers `removed: false`.
 */
import type { RemovedEntry } from "../../../card-schemas";
import { localDay } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { runUseCase } from "../../core/useCase";
import { assertCorrectableEntry, patientToday } from "./journalDayChecks";
import { lockedIntake } from "./lockedIntake";
import { trackingPolicy } from "./policy";

/** Removes one of the patient's medication intakes. */
export async function removeMedicationIntake(deps: AppDeps, user: User, id: string): Promise<RemovedEntry> {
  return runUseCase(deps.db, {
    load: (trx) => lockedIntake(trx, user, id),
    authorize: (existing) => !existing || trackingPolicy.ownsEntry(user, existing),
    decide: (existing) => {
      if (existing) {
        assertCorrectableEntry(
          patientToday(deps, user),
          localDay(new Date(existing.datetime), user.timeZone),
        );
      }
    },
    write: async (trx, _decision, existing) => {
      if (!existing) return { id, removed: false };
      await trx("medicationIntakes").where({ userId: user.id, id }).delete();
      return { id, removed: true };
    },
  });
}
