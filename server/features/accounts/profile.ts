/**
 * The patient's profile as the form shows it (docs/features/accounts.md): its fields, their completion
 * (engine/accounts/profileCompletion.ts), and the language, which lives on the user.
 */
import type { PatientProfileView } from "../../../card-schemas";
import { profileCompletion } from "../../../engine/accounts/profileCompletion";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { readFields } from "./profileFields";

/** The profile as the form shows it. */
export async function readProfile(deps: AppDeps, user: User): Promise<PatientProfileView> {
  const patientInfo = await readFields(deps.db, user.id);
  return { patientInfo, language: user.language, ...profileCompletion(patientInfo) };
}
