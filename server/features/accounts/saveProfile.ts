/** A patient saves their profile form (docs/features/accounts.md). */
import type { PatientProfileFields, PatientProfileView } from "../../../card-schemas";
import { normalizePhoneNumber } from "../../../engine/accounts/phoneNumber";
import { missingRequiredFields } from "../../../engine/accounts/profileCompletion";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { ValidationError } from "../../core/errors";
import { readProfile } from "./profile";
import { FIELD_COLUMNS } from "./profileFields";

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
