/** The patient's consents as the profile shows them (docs/features/accounts.md): given once, never withdrawn here. */
import type { ConsentList } from "../../../card-schemas";
import { isProfileConsent, PROFILE_CONSENTS } from "../../../engine/accounts/consents";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";

/** The consents the profile offers, and any other the patient gave elsewhere. */
export async function readConsents(deps: AppDeps, user: User): Promise<ConsentList> {
  const rows: Array<{ consentId: string; createdAt: Date }> = await deps
    .db("consents")
    .where({ userId: user.id })
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
