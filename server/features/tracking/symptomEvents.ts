/** Symptom events (docs/features/tracking.md): one occurrence of a symptom, with its details. */
import type { SymptomEventBody, SymptomEventView } from "../../../card-schemas";
import crypto from "node:crypto";
import { isSymptomIntensity } from "../../../engine/tracking/symptomCheckIn";
import type { Db } from "../../platform/db/connection";
import { inTransaction } from "../../platform/db/transaction";
import type { User } from "../../platform/db/models";
import { Conflict, NotFound, ValidationError } from "../../core/errors";
import { authorize } from "../../core/policies";
import { trackingPolicy } from "./policy";
import { presentSymptomEvent } from "./present";
import { assertCorrectableEntry, assertEnterableDay } from "./journalCorrections";
import { assertMedicationExists, assertSymptomExists } from "./trackingCatalogue";

async function checkReferences(trx: Db, input: SymptomEventBody, today: string) {
  assertEnterableDay(today, input.date, "/date");
  // The body schema already holds the range; this keeps the product's rule in one place for the model too.
  if (!isSymptomIntensity(input.intensity)) {
    throw new ValidationError([{ path: "/intensity", message: "must be an integer from 0 to 5" }]);
  }
  await assertSymptomExists(trx, input.symptom);
  const medication = input.variables?.medicationID;
  if (medication !== undefined) await assertMedicationExists(trx, medication, "/variables/medicationID");
}

function columns(input: SymptomEventBody) {
  return {
    symptom: input.symptom,
    intensity: input.intensity,
    date: input.date,
    duration: input.duration ?? null,
    variables: JSON.stringify(input.variables ?? {}),
  };
}

/** The same event sent again, or a different one under an id already taken. */
function sameEvent(row: { symptom: string; intensity: number; date: string }, input: SymptomEventBody) {
  return row.symptom === input.symptom && row.intensity === input.intensity && row.date === input.date;
}

export async function listSymptomEvents(db: Db, user: User, date: string): Promise<SymptomEventView[]> {
  const rows = await db("symptomEvents")
    .where({ patientusersId: user.id, date })
    .orderBy([{ column: "createdAt" }, { column: "id" }]);
  return rows.map(presentSymptomEvent);
}

/**
 * Records an event of a day the journal lets be entered on the patient's `today`; with a client
 * `id` already used by this patient for the same event, answers that one.
 */
export async function createSymptomEvent(
  db: Db,
  user: User,
  input: SymptomEventBody,
  today: string,
): Promise<SymptomEventView> {
  return inTransaction(db, async (trx) => {
    await checkReferences(trx, input, today);
    const id = input.id ?? crypto.randomUUID();
    const [inserted] = await trx("symptomEvents")
      .insert({ id, patientusersId: user.id, ...columns(input) })
      .onConflict(["patientusersId", "id"])
      .ignore()
      .returning("*");
    if (inserted) return presentSymptomEvent(inserted);
    // Ids are the patient's own (another patient's same id is another row): only theirs can clash.
    const existing = await trx("symptomEvents").where({ patientusersId: user.id, id }).first();
    if (!sameEvent(existing, input)) {
      throw new Conflict("ID_IN_USE", "This id is already used by another of your events");
    }
    return presentSymptomEvent(existing);
  });
}

/**
 * Replaces an event of the patient's, of a day that may still be corrected on `today`, by one of a
 * day that may be entered; another patient's event answers 404.
 */
export async function updateSymptomEvent(
  db: Db,
  user: User,
  id: string,
  input: SymptomEventBody,
  today: string,
): Promise<SymptomEventView> {
  return inTransaction(db, async (trx) => {
    const key = { patientusersId: user.id, id };
    const existing = await trx("symptomEvents").where(key).forUpdate().first("id", "patientusersId", "date");
    if (!existing) throw new NotFound("No such symptom event");
    authorize(trackingPolicy.ownsEntry(user, existing));
    assertCorrectableEntry(today, existing.date);
    await checkReferences(trx, input, today);
    const [updated] = await trx("symptomEvents").where(key).update(columns(input)).returning("*");
    return presentSymptomEvent(updated);
  });
}
