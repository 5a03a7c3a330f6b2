/**
 * The profile's completion (docs/features/accounts.md): the floor of 100 times the filled count over the nine
 * fields dateOfBirth, firstName, cspCode, zipcode, country, gender, weight, height, mutuelle. The
 * required inputs of the form are firstName, dateOfBirth, gender, country and zipcode.
 */
import type { PatientProfileFields } from "../../card-schemas";

/** The nine fields the completion counts, in the product's order. */
export const PROFILE_COMPLETION_FIELDS = [
  "dateOfBirth",
  "firstName",
  "cspCode",
  "zipcode",
  "country",
  "gender",
  "weight",
  "height",
  "mutuelle",
] as const satisfies readonly (keyof PatientProfileFields)[];

/** The inputs the profile form cannot be saved without. */
export const REQUIRED_PROFILE_FIELDS = [
  "firstName",
  "dateOfBirth",
  "gender",
  "country",
  "zipcode",
] as const satisfies readonly (keyof PatientProfileFields)[];

export type CompletionField = (typeof PROFILE_COMPLETION_FIELDS)[number];

/** A value counts as filled unless it is missing, null or blank text. */
export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === "string") return value.trim() !== "";
  return true;
}

/** The completion percent and the fields of the nine still empty. */
export function profileCompletion(info: Partial<Record<CompletionField, unknown>>): {
  completion: number;
  missing: CompletionField[];
} {
  const missing = PROFILE_COMPLETION_FIELDS.filter((field) => !isFilled(info[field]));
  const filled = PROFILE_COMPLETION_FIELDS.length - missing.length;
  return { completion: Math.floor((100 * filled) / PROFILE_COMPLETION_FIELDS.length), missing };
}

/** The required inputs left empty (the form refuses to save while any is). */
export function missingRequiredFields(
  info: Partial<Record<(typeof REQUIRED_PROFILE_FIELDS)[number], unknown>>,
): string[] {
  return REQUIRED_PROFILE_FIELDS.filter((field) => !isFilled(info[field]));
}

/** A profile with nothing filled in: what a patient who never saved theirs has. */
export const EMPTY_PROFILE: Readonly<PatientProfileFields> = Object.freeze({
  firstName: null,
  dateOfBirth: null,
  gender: null,
  country: null,
  zipcode: null,
  cspCode: null,
  weight: null,
  height: null,
  mutuelle: null,
  pharmacie: null,
  company: null,
  phone: null,
  smoker: null,
  notification: [],
  dailyMail: false,
});
