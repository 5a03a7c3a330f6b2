/** Whether the patient gave the OUTCHIIA consent the assistant needs (docs/features/assistant.md). */
import type { Knex } from "knex";
import { ASSISTANT_CONSENT_ID } from "../../../engine/assistant/assistantTokens";
import type { Db } from "../../platform/db/connection";
import { Consent, type User } from "../../platform/db/models";

export async function hasConsent(db: Db | Knex.Transaction, user: User): Promise<boolean> {
  const row = await db("consents")
    .where({ id: Consent.idFor(user.id, ASSISTANT_CONSENT_ID) })
    .first("id");
  return row !== undefined;
}
