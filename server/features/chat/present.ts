/** The chat's rows as the API answers them (docs/features/chat.md). */
import type { ChatMessage } from "../../../card-schemas";
import { chatName, openedByOther } from "../../../engine/chat/authorChat";
import type { LinkRow } from "./chatLinks";
import type { MessageRow } from "./chatMessageRows";

/** An instant as the API answers it; none stays null. */
export const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();

/** A message, marked opened once the other side opened the chat since it was sent. */
export function presentChatMessage(row: MessageRow, link: LinkRow | undefined): ChatMessage {
  const datetime = new Date(row.datetime).toISOString();
  const otherOpened = iso(row.fromUser ? link?.lastAutorConnection : link?.lastUserConnection);
  return {
    id: row.id,
    chatName: chatName(row.userId, row.authorId),
    autorId: row.authorId,
    userId: row.userId,
    fromUser: row.fromUser,
    message: row.message,
    datetime,
    opened: openedByOther(datetime, otherOpened),
  };
}
