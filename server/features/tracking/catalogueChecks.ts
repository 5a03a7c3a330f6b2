/**
 * The checks that an entry refers to a symptom or a medication of the catalogues (loaded from content/,
 * docs/features/tracking.md): bad input (400) naming the field, rather than a foreign-key failure.
 */
import type { Knex } from "knex";
import { ValidationError } from "../../core/errors";

type Reader = Knex | Knex.Transaction;

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
