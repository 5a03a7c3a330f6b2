/** Medication intakes (docs/features/tracking.md): which medication, when, and how well it worked. */
import type { MedicationIntakeBody, MedicationIntakeView } from "../../../card-schemas";
import crypto from "node:crypto";
import type { Db } from "../../platform/db/connection";
import { inTransaction } from "../../platform/db/transaction";
import type { User } from "../../platform/db/models";
import { Conflict, ValidationError } from "../../core/errors";
import { presentMedicationIntake } from "./present";
import { assertEnterableDay } from "./journalCorrections";
import { assertMedicationExists } from "./trackingCatalogue";
import { localDay } from "../../../engine/shared/dates";

/** How many intakes the list answers at most when no day is asked. */
const RECENT_INTAKES = 100;

/** The intakes of one local day of the patient, or the latest ones. */
export async function listMedicationIntakes(
  db: Db,
  user: User,
  date?: string,
): Promise<MedicationIntakeView[]> {
  const query = db("medicationIntakes").where({ patientusersId: user.id });
  if (date !== undefined) {
    // The patient's day is their local day (docs/architecture.md): compare in their time zone.
    query.whereRaw("(datetime at time zone ?)::date = ?::date", [user.timeZone, date]).orderBy("datetime");
  } else {
    query.orderBy("datetime", "desc").limit(RECENT_INTAKES);
  }
  return (await query).map(presentMedicationIntake);
}

/** Records an intake taken on a day the journal lets be entered on the patient's `today`. */
export async function createMedicationIntake(
  db: Db,
  user: User,
  input: MedicationIntakeBody,
  today: string,
): Promise<MedicationIntakeView> {
  assertEnterableDay(today, localDay(new Date(input.datetime), user.timeZone), "/datetime");
  return inTransaction(db, async (trx) => {
    await assertMedicationExists(trx, input.medicationID);
    if (input.crisisID !== undefined) {
      const crisis = await trx("symptomEvents")
        .where({ id: input.crisisID, patientusersId: user.id })
        .first("id");
      if (!crisis)
        throw new ValidationError([{ path: "/crisisID", message: "is not one of your symptom events" }]);
    }
    const id = input.id ?? crypto.randomUUID();
    const datetime = new Date(input.datetime);
    const [inserted] = await trx("medicationIntakes")
      .insert({
        id,
        patientusersId: user.id,
        medicationId: input.medicationID,
        datetime,
        crisisId: input.crisisID ?? null,
        efficiency: input.efficiency ?? null,
      })
      .onConflict(["patientusersId", "id"])
      .ignore()
      .returning("*");
    if (inserted) return presentMedicationIntake(inserted);
    // Ids are the patient's own (another patient's same id is another row): only theirs can clash.
    const existing = await trx("medicationIntakes").where({ patientusersId: user.id, id }).first();
    const same =
      existing.medicationId === input.medicationID &&
      new Date(existing.datetime).getTime() === datetime.getTime();
    if (!same) throw new Conflict("ID_IN_USE", "This id is already used by another of your intakes");
    return presentMedicationIntake(existing);
  });
}
