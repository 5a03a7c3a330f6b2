/** A `chat_messages` row as the chat reads it (docs/features/chat.md), and the columns it reads. */

export interface MessageRow {
  id: string;
  patientusersId: string;
  autorId: string;
  fromUser: boolean;
  message: string;
  datetime: Date | string;
}

export const MESSAGE_COLUMNS = ["id", "patientusersId", "autorId", "fromUser", "message", "datetime"];
