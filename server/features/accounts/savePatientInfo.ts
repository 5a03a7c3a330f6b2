/**
 * A patient saves the profile info of the IOT task (docs/features/accounts.md, PatientInfo): their
 * telephone number in international form and the NUMERO_CALL consent.
 */
import type { PatientInfoBody, PatientInfoView } from "../../../card-schemas";
import { normalizePhoneNumber } from "../../../engine/accounts/phoneNumber";
import { Consent, type User } from "../../platform/db/models";
import { ValidationError } from "../../core/errors";
import { runUseCase } from "../../core/useCase";
import type { AppDeps } from "../../appDeps";
import { readPatientInfo } from "./patientInfo";

/**
 * Saves the number in international form (a French 0… number as +33…) and the consent, which
 * needs a number. 400 for a number that is not one, or a consent without a number.
 */
export async function savePatientInfo(
  deps: AppDeps,
  user: User,
  input: PatientInfoBody,
): Promise<PatientInfoView> {
  const phone = input.phone === null || input.phone.trim() === "" ? null : normalizePhoneNumber(input.phone);
  if (input.phone !== null && input.phone.trim() !== "" && phone === null) {
    throw new ValidationError([
      {
        path: "/phone",
        message: "must be a French number (0 and 9 digits) or an international one (+ and 8 to 15 digits)",
      },
    ]);
  }
  if (input.consent && phone === null) {
    throw new ValidationError([{ path: "/consent", message: "needs a telephone number" }]);
  }
  await runUseCase(deps.db, {
    load: async () => undefined,
    write: async (trx) => {
      await trx("patientInfo").insert({ id: user.id, phone }).onConflict("id").merge(["phone"]);
      const consentId = Consent.idFor(user.id, "NUMERO_CALL");
      if (input.consent) {
        await trx("consents")
          .insert({ id: consentId, userId: user.id, consentId: "NUMERO_CALL" })
          .onConflict("id")
          .ignore();
      } else {
        await trx("consents").where({ id: consentId }).delete();
      }
    },
  });
  return readPatientInfo(deps, user);
}
