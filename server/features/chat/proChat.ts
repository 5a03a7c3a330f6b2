/** The author's chat with one patient, read by their pro (docs/features/chat.md): reading it marks it opened by the author. */
import { chatName } from "../../../engine/chat/authorChat";
import { localDay } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import { accessOf } from "./chatAccess";
import { readChatAuthor } from "./chatAuthor";
import { readLink } from "./chatLinks";
import { chatPatient } from "./chatPatient";
import { lastChatMessages } from "./lastChatMessages";
import { markChatOpened } from "./markChatOpened";

/** The author's chat with a patient, read by their pro: marks it opened by the author. */
export async function readProChat(deps: AppDeps, authorId: string, userId: string) {
  const author = await readChatAuthor(deps.db, authorId);
  const patient = await chatPatient(deps.db, authorId, userId);
  await markChatOpened(deps, author, userId, "autor");
  const link = await readLink(deps.db, userId, authorId);
  return {
    chatName: chatName(userId, authorId),
    userId,
    name: patient.name,
    access: accessOf(author, link, localDay(deps.now(), patient.timeZone)),
    notification: link ? link.autorNotification : null,
    items: await lastChatMessages(deps.db, userId, authorId, link),
  };
}
