/** A recurring symptom entry, locked for a change (docs/features/tracking.md); 404 when there is none. */
import type { Knex } from "knex";
import { NotFound } from "../../core/errors";

export async function lockedUserSymptom(
  trx: Knex.Transaction,
  id: string,
): Promise<{ id: string; userId: string; symptom: string }> {
  const entry = await trx("userSymptoms").where({ id }).forUpdate().first("id", "userId", "symptom");
  if (!entry) throw new NotFound("No such recurring symptom");
  return entry;
}
