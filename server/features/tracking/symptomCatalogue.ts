/** The symptom catalogue (loaded from content/, docs/features/tracking.md), as GET /api/guest/symptoms/ reads it. */
import type { Knex } from "knex";

export function listSymptoms(
  db: Knex | Knex.Transaction,
): Promise<Array<{ id: string; extra: Record<string, unknown> | null }>> {
  return db("symptoms").select("id", "extra").orderBy("id");
}
