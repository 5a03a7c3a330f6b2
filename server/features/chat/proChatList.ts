/** The author's conversations as their pro lists them (docs/features/chat.md): newest message first, unread marked. */
import type { ProChatSummary } from "../../../card-schemas";
import { chatName } from "../../../engine/chat/authorChat";
import type { Db } from "../../platform/db/connection";
import type { LinkRow } from "./chatLinks";
import { MESSAGE_COLUMNS, type MessageRow } from "./chatMessageRows";
import { presentChatMessage } from "./present";

/** How many conversations the pro's list shows, newest first. */
export const PRO_CHAT_LIST_LIMIT = 100;

/** The author's conversations, newest message first, each marked unread when the patient wrote since. */
export async function listProChats(db: Db, authorId: string): Promise<ProChatSummary[]> {
  const latest = db("chatMessages")
    .where({ authorId })
    .distinctOn("userId")
    .orderBy([{ column: "userId" }, { column: "datetime", order: "desc" }, { column: "id", order: "desc" }])
    .select(MESSAGE_COLUMNS)
    .as("m");
  const rows = (await db
    .from(latest)
    .join("users as u", "u.id", "m.userId")
    .leftJoin("authorLinks as l", "l.id", db.raw("m.user_id || '_' || m.author_id"))
    .orderBy("m.datetime", "desc")
    .limit(PRO_CHAT_LIST_LIMIT)
    .select(
      "m.*",
      "u.name",
      "l.lastUserConnection",
      "l.lastAutorConnection",
      db.raw(
        `exists (select 1 from chat_messages c where c.user_id = m.user_id and c.author_id = m.author_id
           and c.from_user and (l.last_autor_connection is null or c.datetime > l.last_autor_connection)) as unread`,
      ),
    )) as Array<MessageRow & { name: string | null; unread: boolean } & Partial<LinkRow>>;
  return rows.map((row) => ({
    chatName: chatName(row.userId, row.authorId),
    userId: row.userId,
    name: row.name,
    lastMessage: presentChatMessage(row, row as LinkRow),
    unread: row.unread === true,
  }));
}
