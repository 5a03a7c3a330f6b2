/**
 * A symptom event as a body sends it (docs/features/tracking.md): the checks it must pass to be
 * recorded or to replace one, and the columns it is stored in.
 */
import type { SymptomEventBody } from "../../../card-schemas";
import { isSymptomIntensity } from "../../../engine/tracking/symptomCheckIn";
import type { Db } from "../../platform/db/connection";
import { ValidationError } from "../../core/errors";
import { assertMedicationExists, assertSymptomExists } from "./catalogueChecks";
import { assertEnterableDay } from "./journalDayChecks";

export async function checkReferences(trx: Db, input: SymptomEventBody, today: string) {
  assertEnterableDay(today, input.date, "/date");
  // The body schema already holds the range; this keeps the product's rule in one place for the model too.
  if (!isSymptomIntensity(input.intensity)) {
    throw new ValidationError([{ path: "/intensity", message: "must be an integer from 0 to 5" }]);
  }
  await assertSymptomExists(trx, input.symptom);
  const medication = input.variables?.medicationID;
  if (medication !== undefined) await assertMedicationExists(trx, medication, "/variables/medicationID");
}

export function columns(input: SymptomEventBody) {
  return {
    symptom: input.symptom,
    intensity: input.intensity,
    date: input.date,
    duration: input.duration ?? null,
    variables: JSON.stringify(input.variables ?? {}),
  };
}
