/** The patient's profile info of the IOT task (docs/features/accounts.md, PatientInfo): telephone and the NUMERO_CALL consent. */
import type { PatientInfoBody, PatientInfoView } from "../../../card-schemas";
import { normalizePhoneNumber } from "../../../engine/accounts/phoneNumber";
import { Consent, PatientInfo, type User } from "../../platform/db/models";
import { inTransaction } from "../../platform/db/transaction";
import { ValidationError } from "../../core/errors";
import type { AppDeps } from "../../appDeps";

/** The patient's info; an empty one when none was saved. */
export async function readPatientInfo(deps: AppDeps, user: User): Promise<PatientInfoView> {
  const [info, consent] = await Promise.all([
    PatientInfo.query(deps.db).findById(user.id),
    Consent.query(deps.db).findById(Consent.idFor(user.id, "NUMERO_CALL")),
  ]);
  return {
    phone: info?.phone ?? null,
    consent: consent !== undefined,
    createdAt: info ? new Date(info.createdAt).toISOString() : null,
  };
}

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
  await inTransaction(deps.db, async (trx) => {
    await trx("patientInfo").insert({ id: user.id, phone }).onConflict("id").merge(["phone"]);
    const consentId = Consent.idFor(user.id, "NUMERO_CALL");
    if (input.consent) {
      await trx("consents")
        .insert({ id: consentId, patientusersId: user.id, consentId: "NUMERO_CALL" })
        .onConflict("id")
        .ignore();
    } else {
      await trx("consents").where({ id: consentId }).delete();
    }
  });
  return readPatientInfo(deps, user);
}
