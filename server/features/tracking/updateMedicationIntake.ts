/**
 * A patient corrects one of their medication intakes in the journal (docs/features/tracking.md): the
 * medication, time and efficiency are replaced while the intake's day may still be corrected.
 */
import type { MedicationIntakeUpdateBody, MedicationIntakeView } from "../../../card-schemas";
import { localDay } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { NotFound } from "../../core/errors";
import { runUseCase } from "../../core/useCase";
import { assertMedicationExists } from "./catalogueChecks";
import { assertCorrectableEntry, assertEnterableDay, patientToday } from "./journalDayChecks";
import { lockedIntake } from "./lockedIntake";
import { trackingPolicy } from "./policy";
import { presentMedicationIntake } from "./present";

/** Replaces the medication, time and efficiency of one of the patient's intakes (404 for anyone else's). */
export async function updateMedicationIntake(
  deps: AppDeps,
  user: User,
  id: string,
  input: MedicationIntakeUpdateBody,
): Promise<MedicationIntakeView> {
  const datetime = new Date(input.datetime);
  const updated = await runUseCase(deps.db, {
    load: async (trx) => {
      const existing = await lockedIntake(trx, user, id);
      if (!existing) throw new NotFound("No such medication intake");
      return existing;
    },
    authorize: (existing) => trackingPolicy.ownsEntry(user, existing),
    decide: (existing) => {
      assertCorrectableEntry(patientToday(deps, user), localDay(new Date(existing.datetime), user.timeZone));
      assertEnterableDay(patientToday(deps, user), localDay(datetime, user.timeZone), "/datetime");
    },
    write: async (trx) => {
      await assertMedicationExists(trx, input.medicationID);
      const [row] = await trx("medicationIntakes")
        .where({ userId: user.id, id })
        .update({ medicationId: input.medicationID, datetime, efficiency: input.efficiency ?? null })
        .returning("*");
      return row;
    },
  });
  return presentMedicationIntake(updated);
}
