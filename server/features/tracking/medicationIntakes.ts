/** Medication intakes (docs/features/tracking.md): the patient's intakes of one day, or the latest ones. */
import type { MedicationIntakeView } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { presentMedicationIntake } from "./present";

/** How many intakes the list answers at most when no day is asked. */
const RECENT_INTAKES = 100;

/** The intakes of one local day of the patient, or the latest ones. */
export async function listMedicationIntakes(
  db: Db,
  user: User,
  date?: string,
): Promise<MedicationIntakeView[]> {
  const query = db("medicationIntakes").where({ userId: user.id });
  if (date !== undefined) {
    // The patient's day is their local day (docs/architecture.md): compare in their time zone.
    query.whereRaw("(datetime at time zone ?)::date = ?::date", [user.timeZone, date]).orderBy("datetime");
  } else {
    query.orderBy("datetime", "desc").limit(RECENT_INTAKES);
  }
  return (await query).map(presentMedicationIntake);
}
