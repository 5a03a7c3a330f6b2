/** Reads the analysis builders share. */
import type { AppDeps } from "../../appDeps";
import type { User } from "../../db/models";

/** A `date` column as `YYYY-MM-DD`, whichever way the driver hands it over. */
export const dayOf = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/** The patient's recurring symptoms, in the order they were added. */
export async function recurringSymptoms(deps: AppDeps, user: User): Promise<string[]> {
  const rows = (await deps
    .db("userSymptoms")
    .where({ patientusersId: user.id })
    .orderBy("id")
    .select("symptom")) as Array<{ symptom: string }>;
  return [...new Set(rows.map((row) => row.symptom))];
}
