/** The patient's consents in the profile (docs/features/accounts.md): given once, never withdrawn here. */
import type { ConsentList } from "../../../card-schemas";
import { isProfileConsent, PROFILE_CONSENTS } from "../../../engine/accounts/consents";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { ValidationError } from "../../core/errors";

/** The consents the profile offers, and any other the patient gave elsewhere. */
export async function readConsents(deps: AppDeps, user: User): Promise<ConsentList> {
  const rows: Array<{ consentId: string; createdAt: Date }> = await deps
    .db("consents")
    .where({ patientusersId: user.id })
    .orderBy("createdAt")
    .select("consentId", "createdAt");
  const given = new Map(rows.map((row) => [row.consentId, new Date(row.createdAt).toISOString()]));
  const ids = [
    ...PROFILE_CONSENTS,
    ...rows.map((row) => row.consentId).filter((id) => !isProfileConsent(id)),
  ];
  return {
    items: ids.map((consentID) => ({
      consentID,
      given: given.has(consentID),
      givenAt: given.get(consentID) ?? null,
    })),
  };
}

/** Gives a consent the profile offers (giving it again changes nothing); 400 for another id. */
export async function giveConsent(deps: AppDeps, user: User, consentID: string): Promise<ConsentList> {
  if (!isProfileConsent(consentID))
    throw new ValidationError([
      { path: "/consentID", message: `must be one of ${PROFILE_CONSENTS.join(", ")}` },
    ]);
  await deps
    .db("consents")
    // The id as Consent.idFor writes it (its type lists the IOT consent only).
    .insert({ id: `${user.id}_${consentID}`, patientusersId: user.id, consentId: consentID })
    .onConflict("id")
    .ignore();
  return readConsents(deps, user);
}
