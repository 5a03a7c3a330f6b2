/**
 * What a chat's realtime event (`chat`: a message, `chatOpened`: the other side opened it) means to
 * one reader's live stream: the patient's (GET /api/patient/stream) or the pro's (…/stream).
 */
import type { ChatEvent, ChatMessage } from "../../../card-schemas";
import { chatName } from "../../../engine/chat/authorChat";
import type { Db } from "../../platform/db/connection";
import { readLink } from "./chatLinks";
import { MESSAGE_COLUMNS, type MessageRow } from "./chatMessageRows";
import { presentChatMessage } from "./present";

/** Reads a message row back as its side of the chat presents it. */
async function presentById(db: Db, id: string): Promise<ChatMessage | null> {
  const row = (await db("chatMessages").where({ id }).first(MESSAGE_COLUMNS)) as MessageRow | undefined;
  if (!row) return null;
  return presentChatMessage(row, await readLink(db, row.userId, row.authorId));
}

/**
 * What a `chat` or `chatOpened` realtime event means to one reader's stream: the chat event's data,
 * or null when the event is not about one of that reader's chats (a patient's own, or a pro's author's).
 */
export async function chatEventFor(
  db: Db,
  event: { type: "chat" | "chatOpened"; id: string },
  reader: { userId: string } | { authorId: string },
): Promise<ChatEvent | null> {
  const mine = (userId: string, authorId: string) =>
    "userId" in reader ? reader.userId === userId : reader.authorId === authorId;
  if (event.type === "chat") {
    const message = await presentById(db, event.id);
    if (!message || !mine(message.userId, message.autorId)) return null;
    return { chatName: message.chatName, autorId: message.autorId, userId: message.userId, message };
  }
  const link = (await db("authorLinks").where({ id: event.id }).first("userId", "authorId")) as
    { userId: string; authorId: string } | undefined;
  if (!link || !mine(link.userId, link.authorId)) return null;
  return {
    chatName: chatName(link.userId, link.authorId),
    autorId: link.authorId,
    userId: link.userId,
    message: null,
  };
}
