/** What the assistant's page shows (docs/features/assistant.md): the consent, the tokens and the history. */
import type { AssistantView } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { hasConsent } from "./assistantConsent";
import { todayOf } from "./assistantDay";
import { history } from "./assistantHistory";
import { tokenBalance } from "./tokenBalance";

/** Messages of the history the page shows. */
export const HISTORY_LENGTH = 100;

/** GET /api/patient/assistant: consent, tokens and history. */
export async function assistantView(deps: AppDeps, user: User): Promise<AssistantView> {
  const { today, month } = todayOf(deps, user);
  const [consented, balance, messages] = await Promise.all([
    hasConsent(deps.db, user),
    tokenBalance(deps.db, user, today, month),
    history(deps.db, user, HISTORY_LENGTH),
  ]);
  return { consented, month, ...balance, history: messages };
}
