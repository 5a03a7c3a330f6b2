/**
 * The patient's profile (docs/features/accounts.md): the fields of the `patient_info` row the
 * IOT task's telephone already lives in, their completion (engine/accounts/profileCompletion.ts), and the
 * language, which lives on the user.
 */
import type { Knex } from "knex";
import type { Language, PatientProfileFields, PatientProfileView } from "../../../card-schemas";
import { normalizePhoneNumber } from "../../../engine/accounts/phoneNumber";
import {
  EMPTY_PROFILE,
  missingRequiredFields,
  profileCompletion,
} from "../../../engine/accounts/profileCompletion";
import type { AppDeps } from "../../appDeps";
import type { Db } from "../../platform/db/connection";
import { User } from "../../platform/db/models";
import { inTransaction } from "../../platform/db/transaction";
import { ValidationError } from "../../core/errors";

const FIELD_COLUMNS = [
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

async function readFields(db: Db | Knex.Transaction, userId: string): Promise<PatientProfileFields> {
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

/** The profile's completion percent and the fields of the nine still empty. */
export async function readProfileCompletion(
  db: Db | Knex.Transaction,
  userId: string,
): Promise<{ completion: number; missing: string[] }> {
  return profileCompletion(await readFields(db, userId));
}

/** The profile as the form shows it. */
export async function readProfile(deps: AppDeps, user: User): Promise<PatientProfileView> {
  const patientInfo = await readFields(deps.db, user.id);
  return { patientInfo, language: user.language, ...profileCompletion(patientInfo) };
}

/** Blank text is no value. */
function text(value: string | null): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}

/**
 * Saves the whole form. 400 naming each required input left empty, a telephone that is not one,
 * or a date of birth in the future; nothing is saved then.
 */
export async function saveProfile(
  deps: AppDeps,
  user: User,
  body: PatientProfileFields,
): Promise<PatientProfileView> {
  const fields: PatientProfileFields = {
    ...body,
    firstName: text(body.firstName),
    zipcode: text(body.zipcode),
    mutuelle: text(body.mutuelle),
    pharmacie: text(body.pharmacie),
    company: text(body.company),
    phone: text(body.phone),
  };
  const details = missingRequiredFields(fields).map((field) => ({
    path: `/${field}`,
    message: "is required",
  }));
  const phone = fields.phone === null ? null : normalizePhoneNumber(fields.phone);
  if (fields.phone !== null && phone === null)
    details.push({
      path: "/phone",
      message: "must be a French number (0 and 9 digits) or an international one (+ and 8 to 15 digits)",
    });
  const today = deps.now().toISOString().slice(0, 10);
  if (fields.dateOfBirth !== null && (fields.dateOfBirth > today || fields.dateOfBirth < "1900-01-01"))
    details.push({ path: "/dateOfBirth", message: "must be a past day after 1900" });
  if (details.length > 0) throw new ValidationError(details);

  const row = {
    ...fields,
    phone,
    notification: JSON.stringify(fields.notification),
    updatedAt: deps.db.fn.now(),
  };
  await deps
    .db("patientInfo")
    .insert({ id: user.id, ...row })
    .onConflict("id")
    .merge([...FIELD_COLUMNS, "updatedAt"]);
  return readProfile(deps, user);
}

/** Sets the app's language on the user. */
export async function saveLanguage(deps: AppDeps, user: User, language: Language): Promise<User> {
  const updated = await inTransaction(deps.db, async (trx) => {
    await User.query(trx).findById(user.id).patch({ language });
    return (await User.query(trx).findById(user.id)) as User;
  });
  deps.sessions.updateUser(updated);
  return updated;
}
