/** A patient gives the OUTCHIIA consent the assistant needs (docs/features/assistant.md); once given, it stays. */
import type { AssistantView } from "../../../card-schemas";
import { ASSISTANT_CONSENT_ID } from "../../../engine/assistant/assistantTokens";
import type { AppDeps } from "../../appDeps";
import { Consent, type User } from "../../platform/db/models";
import { assistantView } from "./assistantView";

/** POST /api/patient/assistant/consent: gives the OUTCHIIA consent (once given, it stays). */
export async function giveAssistantConsent(deps: AppDeps, user: User): Promise<AssistantView> {
  await deps
    .db("consents")
    .insert({
      id: Consent.idFor(user.id, ASSISTANT_CONSENT_ID),
      userId: user.id,
      consentId: ASSISTANT_CONSENT_ID,
    })
    .onConflict("id")
    .ignore();
  return assistantView(deps, user);
}
