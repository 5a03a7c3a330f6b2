/** A `chat_messages` row as the chat reads it (docs/features/chat.md), and the columns it reads. */

export interface MessageRow {
  id: string;
  userId: string;
  authorId: string;
  fromUser: boolean;
  message: string;
  datetime: Date | string;
}

export const MESSAGE_COLUMNS = ["id", "userId", "authorId", "fromUser", "message", "datetime"];
