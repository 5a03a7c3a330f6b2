import { route } from "../../platform/http/route";
import { assistantView } from "./assistantView";
import { giveAssistantConsent } from "./giveAssistantConsent";
import { sendAssistantMessage } from "./sendAssistantMessage";

export const assistantRoutes = [
  route({
    call: "GET /api/patient/assistant",
    policy: "patient",
    tag: "assistant",
    summary:
      "The AI assistant: whether the patient consented, the month, free tokens left (10 a month), bought tokens, whether the assistant author link removes the limit, and the last 100 messages.",
    async handler({ user, deps }) {
      return assistantView(deps, user);
    },
  }),

  route({
    call: "POST /api/patient/assistant/consent",
    policy: "patient",
    tag: "assistant",
    summary:
      "Gives the OUTCHIIA consent the assistant needs (it cannot be withdrawn here; giving it again changes nothing) and answers the assistant view.",
    async handler({ user, deps }) {
      return giveAssistantConsent(deps, user);
    },
  }),

  route({
    call: "POST /api/patient/assistant/messages",
    policy: "patient",
    tag: "assistant",
    summary:
      "Asks the assistant (at most 1000 characters): spends one token (free ones first, then bought; none with the assistant author link) and answers from the patient's own data. 409 CONSENT_REQUIRED before the consent, 409 NO_MORE_TOKEN without tokens, 503 ASSISTANT_UNAVAILABLE when the AI service fails or times out (the token is given back, the question stays in the history).",
    async handler({ user, body, deps }) {
      return sendAssistantMessage(deps, user, body.message);
    },
  }),
];
