/** Reading a chat marks it opened by the side that reads it (docs/features/chat.md). */
import { chatName } from "../../../engine/chat/authorChat";
import type { AppDeps } from "../../appDeps";
import { runUseCase } from "../../core/useCase";
import { recordStreamEvents } from "../../platform/streamLog";
import type { ChatAuthor } from "./chatAuthor";
import type { ChatSide } from "./chatLinks";

/**
 * Marks the chat opened by `side` now. When that turned messages of the other side from unopened to
 * opened, the other side's streams hear of it (so their "opened" marks change while they look).
 */
export async function markChatOpened(deps: AppDeps, author: ChatAuthor, userId: string, side: ChatSide) {
  const column = side === "user" ? "lastUserConnection" : "lastAutorConnection";
  const id = chatName(userId, author.id);
  const to = side === "user" ? author.userId : userId;
  const told = await runUseCase(deps.db, {
    load: async (trx) =>
      (await trx("authorLinks").where({ id }).first(column)) as
        Record<string, Date | string | null> | undefined,
    write: async (trx, _decision, before) => {
      if (!before) return false;
      await trx("authorLinks")
        .where({ id })
        .update({ [column]: deps.now() });
      const unopened = await trx("chatMessages")
        .where({ userId, authorId: author.id, fromUser: side === "autor" })
        .modify((query) => {
          const since = before[column];
          if (since) void query.where("datetime", ">", since);
        })
        .first("id");
      if (!unopened || !to) return false;
      await recordStreamEvents(trx, [{ userId: to, type: "chatOpened", id }]);
      return true;
    },
  });
  if (told && to) await deps.realtime.publish(to);
}
