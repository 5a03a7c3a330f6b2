/**
 * The author link a chat lives on (docs/features/chat.md): its id is the chat's name, and it holds
 * each side's "opened" mark and notification toggle.
 */
import type { Knex } from "knex";
import { chatName } from "../../../engine/chat/authorChat";
import type { Db } from "../../platform/db/connection";

export interface LinkRow {
  id: string;
  status: string;
  end: string | Date;
  lastUserConnection: Date | string | null;
  lastAutorConnection: Date | string | null;
  userNotification: boolean;
  autorNotification: boolean;
}

/** Which side of the chat acts: the patient (`user`) or the author (`autor`). */
export type ChatSide = "user" | "autor";

export async function readLink(db: Db | Knex.Transaction, userId: string, authorId: string) {
  return (await db("authorLinks")
    .where({ id: chatName(userId, authorId) })
    .first()) as LinkRow | undefined;
}
