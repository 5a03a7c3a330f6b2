import type { ChatMessage, PatientChat, ProChat, ProChatSummary } from "../../../card-schemas";
import { ok, type MockRoutes } from "../../test/mockApi";

const chat = { chatName: "u1_author-1", autorId: "author-1", userId: "u1" };

export const chatMessages: ChatMessage[] = [
  {
    ...chat,
    id: "c1",
    fromUser: true,
    message: "Hello, my sleep got worse this week.",
    datetime: "2026-11-26T09:00:00.000Z",
    opened: true,
  },
  {
    ...chat,
    id: "c2",
    fromUser: false,
    message: "Thanks for telling me. Try to switch your screen off an hour before bed.",
    datetime: "2026-11-26T09:05:00.000Z",
    opened: true,
  },
  {
    ...chat,
    id: "c3",
    fromUser: true,
    message: "I will try tonight.",
    datetime: "2026-11-26T09:06:00.000Z",
    opened: false,
  },
];

export const patientChat: PatientChat = {
  chatName: chat.chatName,
  autor: { id: "author-1", name: "Léa Martin", followOffered: true },
  access: { allowed: true, refusal: null },
  notification: true,
  items: chatMessages,
};

export const proChat: ProChat = {
  chatName: chat.chatName,
  userId: "u1",
  name: "Camille",
  access: { allowed: true, refusal: null },
  notification: true,
  items: chatMessages,
};

export const proChats: ProChatSummary[] = [
  { chatName: "u1_author-1", userId: "u1", name: "Camille", lastMessage: chatMessages[2]!, unread: true },
  {
    chatName: "u3_author-1",
    userId: "u3",
    name: null,
    lastMessage: { ...chatMessages[1]!, id: "c9", chatName: "u3_author-1", userId: "u3" },
    unread: false,
  },
];

/** A chat server for the patient's page: what is sent is added to the chat and answered. */
export function patientChatServer(start: PatientChat = patientChat): MockRoutes {
  let view = start;
  return {
    "GET /api/patient/autors/:autorId/chat": () => ok(view),
    "POST /api/patient/autors/:autorId/chat": ({ body }) => {
      const message: ChatMessage = {
        ...chat,
        id: `sent-${view.items.length}`,
        fromUser: true,
        message: body.message,
        datetime: "2026-11-26T10:00:00.000Z",
        opened: false,
      };
      view = { ...view, items: [...view.items, message] };
      return ok(message, 201);
    },
    "PUT /api/patient/autors/:autorId/chat/notification": ({ body }) => {
      view = { ...view, notification: body.value };
      return ok({ chatName: view.chatName, value: body.value });
    },
  };
}
