/** The last messages of a chat (docs/features/chat.md: CHAT_HISTORY_LIMIT), as both sides' reads show them. */
import { CHAT_HISTORY_LIMIT } from "../../../engine/chat/authorChat";
import type { Db } from "../../platform/db/connection";
import type { LinkRow } from "./chatLinks";
import { MESSAGE_COLUMNS, type MessageRow } from "./chatMessageRows";
import { presentChatMessage } from "./present";

/** The last messages of the chat, oldest first. */
export async function lastChatMessages(db: Db, userId: string, authorId: string, link: LinkRow | undefined) {
  const rows = (await db("chatMessages")
    .where({ userId, authorId })
    .orderBy([
      { column: "datetime", order: "desc" },
      { column: "id", order: "desc" },
    ])
    .limit(CHAT_HISTORY_LIMIT)
    .select(MESSAGE_COLUMNS)) as MessageRow[];
  return rows.reverse().map((row) => presentChatMessage(row, link));
}
