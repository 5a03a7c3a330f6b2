/** The patient's chat with an author (docs/features/chat.md): reading it marks it opened by the patient. */
import { chatName } from "../../../engine/chat/authorChat";
import { localDay } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import { accessOf } from "./chatAccess";
import { readChatAuthor } from "./chatAuthor";
import { readLink } from "./chatLinks";
import { lastChatMessages } from "./lastChatMessages";
import { markChatOpened } from "./markChatOpened";

/** The patient's chat with `authorId`: the last messages, who may write, the toggle; marks it opened. */
export async function readPatientChat(
  deps: AppDeps,
  user: { id: string; timeZone: string },
  authorId: string,
) {
  const author = await readChatAuthor(deps.db, authorId);
  await markChatOpened(deps, author, user.id, "user");
  const link = await readLink(deps.db, user.id, authorId);
  return {
    chatName: chatName(user.id, authorId),
    autor: {
      id: author.id,
      name: author.name,
      followOffered: author.answered && author.features.includes("subscriptions"),
    },
    access: accessOf(author, link, localDay(deps.now(), user.timeZone)),
    notification: link ? link.userNotification : null,
    items: await lastChatMessages(deps.db, user.id, authorId, link),
  };
}
