/** The patient's recurring symptoms (docs/features/analysis.md), the ones the symptom cards and the list default to. */
import type { AppDeps } from "../../../appDeps";
import type { User } from "../../../platform/db/models";

/** The patient's recurring symptoms, in the order they were added. */
export async function recurringSymptoms(deps: AppDeps, user: User): Promise<string[]> {
  const rows = (await deps
    .db("userSymptoms")
    .where({ userId: user.id })
    .orderBy("id")
    .select("symptom")) as Array<{ symptom: string }>;
  return [...new Set(rows.map((row) => row.symptom))];
}
