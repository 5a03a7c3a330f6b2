/**
 * Writes one message into the live chat between a patient and an author (docs/features/chat.md): one
 * table (`chat_messages`, the chat `<userId>_<authorId>`), written here whichever side writes (the
 * patient's chat page, the SEND_MESSAGE_AUTOR task card, the pro's thread). A new message is stored
 * as an event of both sides' streams in its transaction (platform/streamLog.ts), which realtime
 * wakes after commit (NOTIFY, so every process hears it), and, when the other side's toggle is on,
 * a notice: a deck card for the patient, an email for the pro (chatNotices.ts).
 */
import type { ChatMessage } from "../../../card-schemas";
import crypto from "node:crypto";
import { chatNotifies } from "../../../engine/chat/authorChat";
import type { AppDeps } from "../../appDeps";
import { runUseCase } from "../../core/useCase";
import { recordStreamEvents } from "../../platform/streamLog";
import type { ChatAuthor } from "./chatAuthor";
import { readLink, type ChatSide } from "./chatLinks";
import { MESSAGE_COLUMNS, type MessageRow } from "./chatMessageRows";
import { dealChatNotice, mailPro } from "./chatNotices";
import { iso, presentChatMessage } from "./present";

interface NewMessage {
  userId: string;
  author: ChatAuthor;
  side: ChatSide;
  message: string;
  key?: string;
}

/** Whose streams hear of the chat's messages: the patient's, and the author's pro's when there is one. */
function readers(userId: string, author: ChatAuthor): string[] {
  return author.userId ? [userId, author.userId] : [userId];
}

/**
 * Writes one message into the chat, the one path every sender takes. A key already used by the same
 * sender in this chat answers the message it stored then, and sends nothing again.
 */
export async function writeChatMessage(deps: AppDeps, input: NewMessage): Promise<ChatMessage> {
  const { userId, author, side } = input;
  const fromUser = side === "user";
  const now = deps.now();
  const written = await runUseCase(deps.db, {
    load: async (trx) => {
      const link = await readLink(trx, userId, author.id);
      const previous = (await trx("chatMessages")
        .where({ userId, authorId: author.id, fromUser })
        .orderBy("datetime", "desc")
        .first("datetime")) as { datetime: Date | string } | undefined;
      return { link, previous };
    },
    decide: ({ link, previous }) => ({
      notify:
        !!link &&
        chatNotifies({
          enabled: fromUser ? link.autorNotification : link.userNotification,
          previousFromSender: iso(previous?.datetime),
          otherLastOpened: iso(fromUser ? link.lastAutorConnection : link.lastUserConnection),
        }),
    }),
    write: async (trx, { notify }, { link }) => {
      const [row] = (await trx("chatMessages")
        .insert({
          id: crypto.randomUUID(),
          userId,
          authorId: author.id,
          fromUser,
          message: input.message,
          datetime: now,
          clientKey: input.key ?? null,
        })
        .onConflict(["userId", "authorId", "fromUser", "clientKey"])
        .ignore()
        .returning(MESSAGE_COLUMNS)) as MessageRow[];
      if (!row) {
        const first = (await trx("chatMessages")
          .where({ userId, authorId: author.id, fromUser, clientKey: input.key })
          .first(MESSAGE_COLUMNS)) as MessageRow;
        return { row: first, link, fresh: false, notify: false };
      }
      if (!fromUser && link) await trx("authorLinks").where({ id: link.id }).update({ lastAutorUpdate: now });
      if (notify && !fromUser) await dealChatNotice(trx, deps.now(), author, row);
      await recordStreamEvents(
        trx,
        readers(userId, author).map((reader) => ({ userId: reader, type: "chat", id: row.id })),
      );
      return { row, link, fresh: true, notify };
    },
    afterCommit: async ({ fresh, notify }) => {
      // Again for a retried send too: a wake sends nothing twice, and the first one's may have failed.
      for (const reader of readers(userId, author)) await deps.realtime.publish(reader);
      if (fresh && notify && fromUser && author.userId) await mailPro(deps, author.userId, userId);
    },
  });
  return presentChatMessage(written.row, written.link);
}
