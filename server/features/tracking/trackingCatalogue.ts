/** The symptom and medication catalogues (loaded from content/), as the tracking routes read them. */
import type { Knex } from "knex";
import { ValidationError } from "../../core/errors";

type Reader = Knex | Knex.Transaction;

export function listSymptoms(
  db: Reader,
): Promise<Array<{ id: string; extra: Record<string, unknown> | null }>> {
  return db("symptoms").select("id", "extra").orderBy("id");
}

export function listMedications(
  db: Reader,
): Promise<Array<{ id: string; name: string; extra: Record<string, unknown> | null }>> {
  return db("medications").select("id", "name", "extra").orderBy("name");
}

/**
 * Refuses a reference to a catalogue entry that does not exist: bad input (400) naming the field,
 * rather than a foreign-key failure.
 */
async function assertInCatalogue(db: Reader, table: string, id: string, path: string, name: string) {
  const row = await db(table).where({ id }).first("id");
  if (!row) throw new ValidationError([{ path, message: `is not in the ${name} catalogue` }]);
}

export function assertSymptomExists(db: Reader, id: string, path = "/symptom") {
  return assertInCatalogue(db, "symptoms", id, path, "symptom");
}

export function assertMedicationExists(db: Reader, id: string, path = "/medicationID") {
  return assertInCatalogue(db, "medications", id, path, "medication");
}
