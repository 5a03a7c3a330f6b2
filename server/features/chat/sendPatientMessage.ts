/** A patient writes to an author (docs/features/chat.md), when the chat is open to them on their today. */
import type { ChatMessage } from "../../../card-schemas";
import { localDay } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import { accessOf, refuse } from "./chatAccess";
import { readChatAuthor } from "./chatAuthor";
import { readLink } from "./chatLinks";
import { writeChatMessage } from "./writeChatMessage";

/** The patient writes to `authorId`: 404 for an unknown author, 403 when the chat is not open to them. */
export async function sendPatientMessage(
  deps: AppDeps,
  user: { id: string; timeZone: string },
  authorId: string,
  body: { message: string; key?: string },
): Promise<ChatMessage> {
  const author = await readChatAuthor(deps.db, authorId);
  const link = await readLink(deps.db, user.id, authorId);
  refuse(accessOf(author, link, localDay(deps.now(), user.timeZone)));
  return writeChatMessage(deps, {
    userId: user.id,
    author,
    side: "user",
    message: body.message.trim(),
    key: body.key,
  });
}
