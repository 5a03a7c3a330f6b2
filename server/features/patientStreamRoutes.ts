import type { PatientStreamEvents } from "../../card-schemas";
import { openEventStream, type StreamMessage } from "../platform/http/eventStream";
import { route } from "../platform/http/route";
import { chatEventFor } from "./chat/chatEvents";
import { rewardEventFor } from "./rewards/rewardEvents";

/** One event of the patient's stream: its name, and its data as the stream's schema says. */
function streamEvent<E extends keyof PatientStreamEvents>(
  event: E,
  data: PatientStreamEvents[E],
): StreamMessage {
  return { event, data };
}

/** The patient's one live stream: the events of every feature that speaks to the patient live (rewards, chat). */
export const patientStreamRoutes = [
  route({
    call: "GET /api/patient/stream",
    policy: "patient",
    tag: "realtime",
    summary:
      "Server-sent events for the patient (their data: PatientStreamEvents): `ready` once listening, then `reward` ({ id, amount, reason, reference, balance }) for each reward credited from outside the app, such as a CPX survey, and `chat` ({ chatName, authorId, userId, message }) for each new message in the patient's chats with authors (message null: the author opened the chat). Each event has an `id:`; a client that reconnects with `Last-Event-ID` is first sent every event after it (the last 1000 at most).",
    raw: true,
    async handler({ ctx, user, deps }) {
      return openEventStream(ctx, deps, user.id, async (event) => {
        if (event.type !== "reward") {
          const chat = await chatEventFor(deps.db, { type: event.type, id: event.id }, { userId: user.id });
          return chat && streamEvent("chat", chat);
        }
        const reward = await rewardEventFor(deps.db, event.id, user.id);
        return reward && streamEvent("reward", reward);
      });
    },
  }),
];
