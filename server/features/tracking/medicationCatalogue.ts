/** The medication catalogue (loaded from content/, docs/features/tracking.md), as GET /api/patient/medications reads it. */
import type { Knex } from "knex";

export function listMedications(
  db: Knex | Knex.Transaction,
): Promise<Array<{ id: string; name: string; extra: Record<string, unknown> | null }>> {
  return db("medications").select("id", "name", "extra").orderBy("name");
}
