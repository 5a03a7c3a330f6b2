import type { ProStreamEvents } from "../../../card-schemas";
import { openEventStream, type StreamMessage } from "../../platform/http/eventStream";
import { route } from "../../platform/http/route";
import { chatEventFor } from "./chatEvents";
import { readPatientChat } from "./patientChat";
import { listProChats } from "./proChatList";
import { readProChat } from "./proChat";
import { sendPatientMessage } from "./sendPatientMessage";
import { sendProMessage } from "./sendProMessage";
import { setChatNotification } from "./setChatNotification";
import { setProNotification } from "./setProNotification";

/** One event of the pro's stream: its name, and its data as the stream's schema says. */
function proStreamEvent<E extends keyof ProStreamEvents>(event: E, data: ProStreamEvents[E]): StreamMessage {
  return { event, data };
}

/** The live chat between a patient and an author (docs/features/chat.md), from both sides. */
export const authorChatRoutes = [
  route({
    call: "GET /api/patient/autors/:autorId/chat",
    policy: "patient",
    tag: "authors",
    summary:
      "The patient's chat with an author (`<userId>_<authorId>`): the last 50 messages, oldest first, each marked opened once the author opened the chat since; whether the patient may write (the author's community_open, or a valid link) and the patient's notification toggle. Reading it marks it opened by the patient. 404 for an unknown author.",
    async handler({ user, params, deps }) {
      return readPatientChat(deps, user, params.autorId);
    },
  }),

  route({
    call: "POST /api/patient/autors/:autorId/chat",
    policy: "patient",
    quota: "messages",
    tag: "authors",
    summary:
      "Send a message (at most 1000 characters, 400 past it) to an author; it reaches both sides' streams (`chat`). 403 CHAT_LINK_REQUIRED or CHAT_COMMUNITY_CLOSED when the author takes messages only from patients with a valid link; 404 for an unknown author; the same `key` again answers the first message.",
    status: 201,
    async handler({ user, params, body, deps }) {
      return sendPatientMessage(deps, user, params.autorId, body);
    },
  }),

  route({
    call: "PUT /api/patient/autors/:autorId/chat/notification",
    policy: "patient",
    tag: "authors",
    summary:
      "Turn on or off the patient's notification of the author's new messages (a card in the deck); 404 without a link to the author.",
    async handler({ user, params, body, deps }) {
      return setChatNotification(deps.db, user.id, params.autorId, "user", body.value);
    },
  }),

  route({
    call: "GET /api/pro/:proId/chats",
    policy: "pro",
    tag: "professionals",
    summary:
      "The author's conversations, the newest message first (100 at most), each with its last message and whether the patient wrote since the pro last opened it.",
    async handler({ params, deps }) {
      return { items: await listProChats(deps.db, params.proId) };
    },
  }),

  route({
    call: "GET /api/pro/:proId/user/:userId/message/",
    policy: "pro",
    tag: "professionals",
    summary:
      "The author's chat with a patient: the last 50 messages, oldest first (an empty list when none), whether it is open and the pro's notification toggle. Reading it marks it opened by the author. 404 for a patient with no link to the author and no message to it.",
    async handler({ params, deps }) {
      return readProChat(deps, params.proId, params.userId);
    },
  }),

  route({
    call: "PUT /api/pro/:proId/user/:userId/message/",
    policy: "pro",
    tag: "professionals",
    summary:
      "Send the patient a message (at most 1000 characters, 400 past it); it reaches both sides' streams. 404 for a patient with no link to the author; 403 CHAT_LINK_REQUIRED or CHAT_COMMUNITY_CLOSED when the chat is not open (the link no longer valid); the same `key` again answers the first message.",
    async handler({ params, body, deps }) {
      return sendProMessage(deps, params.proId, params.userId, body);
    },
  }),

  route({
    call: "PUT /api/pro/:proId/user/:userId/notification/",
    policy: "pro",
    tag: "professionals",
    summary:
      "Turn on or off the pro's notification (an email) of this patient's new messages; 404 for a patient with no link to the author.",
    async handler({ params, body, deps }) {
      return setProNotification(deps, params.proId, params.userId, body.value);
    },
  }),

  route({
    call: "GET /api/pro/:proId/stream",
    policy: "pro",
    tag: "realtime",
    summary:
      "Server-sent events for the pro (their data: ProStreamEvents): `ready` once listening, then `chat` ({ chatName, authorId, userId, message }) for each new message in the author's chats (message null: the patient opened the chat). Each event has an `id:`; a client that reconnects with `Last-Event-ID` is first sent every event after it (the last 1000 at most).",
    raw: true,
    async handler({ ctx, user, params, deps }) {
      return openEventStream(ctx, deps, user.id, async (event) => {
        if (event.type === "reward") return null;
        const chat = await chatEventFor(
          deps.db,
          { type: event.type, id: event.id },
          { authorId: params.proId },
        );
        return chat && proStreamEvent("chat", chat);
      });
    },
  }),
];
