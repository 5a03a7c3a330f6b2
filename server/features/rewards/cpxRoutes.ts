import type { PatientStreamEvents } from "../../../card-schemas";
import { openEventStream, sseEvent } from "../../platform/http/eventStream";
import { route } from "../../platform/http/route";
import { chatEventFor } from "../chat/chatEvents";
import { applyCpxPostback, cpxSurveyUrl } from "./cpx";

/** One server-sent event of the patient's stream: its name, and its data as the stream's schema says. */
function streamEvent<E extends keyof PatientStreamEvents>(
  event: E,
  data: PatientStreamEvents[E],
  id?: string,
): string {
  return sseEvent(event, data, id);
}

/** Paid surveys (CPX) and the patient's live stream (seed 001 §7, DESIGN.md "Realtime"). */
export const cpxRoutes = [
  route({
    call: "GET /api/patient/cpx",
    policy: "patient",
    tag: "surveys",
    summary:
      "The survey provider's page for this patient (CPX_URL with app_id and ext_user_id), or available false when no provider is configured.",
    async handler({ user, deps }) {
      const cpx = deps.config.cpx;
      return cpx ? { available: true, url: cpxSurveyUrl(cpx, user.id) } : { available: false };
    },
  }),

  route({
    call: "GET /api/cpx/postback",
    policy: "public",
    tag: "surveys",
    summary:
      "The provider's postback: `hash` must be the hex MD5 or SHA-256 of `{trans_id}-{CPX_SECRET}` (403 BAD_SIGNATURE otherwise). status 1 credits `amount_local` rewards to `user_id` once per `trans_id` through the ledger (reason CPX) and sends a `reward` event to the patient's streams; status 2 (a reversal) is acknowledged and changes nothing. 404 when no provider is configured.",
    async handler({ query, deps }) {
      return applyCpxPostback(deps.db, deps.realtime, deps.config.cpx, query);
    },
  }),

  route({
    call: "GET /api/patient/stream",
    policy: "patient",
    tag: "realtime",
    summary:
      "Server-sent events for the patient (their data: PatientStreamEvents): `ready` once listening, then `reward` ({ id, amount, reason, reference, balance }) for each reward credited from outside the app, such as a CPX survey, and `chat` ({ chatName, autorId, userId, message }) for each new message in the patient's chats with authors (message null: the author opened the chat).",
    raw: true,
    async handler({ ctx, user, deps }) {
      return openEventStream(ctx, deps.realtime, user.id, async (event) => {
        if (event.type !== "reward") {
          const chat = await chatEventFor(deps.db, { type: event.type, id: event.id }, { userId: user.id });
          return chat && streamEvent("chat", chat);
        }
        const entry = await deps
          .db("ledgerEntries")
          .where({ id: event.id, patientusersId: user.id })
          .first("id", "delta", "reason", "reference", "balanceAfter");
        if (!entry) return null;
        const reward = {
          id: entry.id,
          amount: entry.delta,
          reason: entry.reason,
          reference: entry.reference,
          balance: entry.balanceAfter,
        };
        return streamEvent("reward", reward, entry.id);
      });
    },
  }),
];
