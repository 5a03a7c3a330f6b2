/**
 * The fields of the patient's profile (docs/features/accounts.md): the columns of the `patient_info` row
 * the IOT task's telephone already lives in, and reading them.
 */
import type { Knex } from "knex";
import type { PatientProfileFields } from "../../../card-schemas";
import { EMPTY_PROFILE } from "../../../engine/accounts/profileCompletion";
import type { Db } from "../../platform/db/connection";

export const FIELD_COLUMNS = [
  "firstName",
  "dateOfBirth",
  "gender",
  "country",
  "zipcode",
  "cspCode",
  "weight",
  "height",
  "mutuelle",
  "pharmacie",
  "company",
  "phone",
  "smoker",
  "notification",
  "dailyMail",
] as const satisfies readonly (keyof PatientProfileFields)[];

export async function readFields(db: Db | Knex.Transaction, userId: string): Promise<PatientProfileFields> {
  const row = (await db("patientInfo").where({ id: userId }).first(FIELD_COLUMNS)) as
    PatientProfileFields | undefined;
  if (!row) return { ...EMPTY_PROFILE, notification: [] };
  return {
    ...row,
    weight: row.weight === null ? null : Number(row.weight),
    height: row.height === null ? null : Number(row.height),
    notification: row.notification ?? [],
  };
}
