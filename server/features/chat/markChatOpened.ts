/** Reading a chat marks it opened by the side that reads it (docs/features/chat.md). */
import { chatName } from "../../../engine/chat/authorChat";
import type { AppDeps } from "../../appDeps";
import type { ChatAuthor } from "./chatAuthor";
import type { ChatSide } from "./chatLinks";

/**
 * Marks the chat opened by `side` now. When that turned messages of the other side from unopened to
 * opened, the other side's streams hear of it (so their "opened" marks change while they look).
 */
export async function markChatOpened(deps: AppDeps, author: ChatAuthor, userId: string, side: ChatSide) {
  const column = side === "user" ? "lastUserConnection" : "lastAutorConnection";
  const id = chatName(userId, author.id);
  const now = deps.now();
  const before = (await deps.db("authorLinks").where({ id }).first(column)) as
    Record<string, Date | string | null> | undefined;
  if (!before) return;
  await deps
    .db("authorLinks")
    .where({ id })
    .update({ [column]: now });
  const unopened = await deps
    .db("chatMessages")
    .where({ userId, authorId: author.id, fromUser: side === "autor" })
    .modify((query) => {
      const since = before[column];
      if (since) void query.where("datetime", ">", since);
    })
    .first("id");
  if (!unopened) return;
  const to = side === "user" ? author.userId : userId;
  if (to) await deps.realtime.publish({ userId: to, type: "chatOpened", id });
}
