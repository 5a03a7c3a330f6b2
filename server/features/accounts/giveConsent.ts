/** A patient gives a consent the profile offers (docs/features/accounts.md); giving it again changes nothing. */
import type { ConsentList } from "../../../card-schemas";
import { isProfileConsent, PROFILE_CONSENTS } from "../../../engine/accounts/consents";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { ValidationError } from "../../core/errors";
import { readConsents } from "./profileConsents";

/** Gives a consent the profile offers (giving it again changes nothing); 400 for another id. */
export async function giveConsent(deps: AppDeps, user: User, consentID: string): Promise<ConsentList> {
  if (!isProfileConsent(consentID))
    throw new ValidationError([
      { path: "/consentID", message: `must be one of ${PROFILE_CONSENTS.join(", ")}` },
    ]);
  await deps
    .db("consents")
    // The id as Consent.idFor writes it (its type lists the IOT consent only).
    .insert({ id: `${user.id}_${consentID}`, userId: user.id, consentId: consentID })
    .onConflict("id")
    .ignore();
  return readConsents(deps, user);
}
