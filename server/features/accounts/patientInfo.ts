/** The patient's profile info of the IOT task (docs/features/accounts.md, PatientInfo): telephone and the NUMERO_CALL consent. */
import type { PatientInfoView } from "../../../card-schemas";
import { Consent, PatientInfo, type User } from "../../platform/db/models";
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
