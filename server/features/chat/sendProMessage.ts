/** A pro writes to a patient in their author's chat (docs/features/chat.md), when it is open on the patient's today. */
import type { ChatMessage } from "../../../card-schemas";
import { localDay } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import { accessOf, refuse } from "./chatAccess";
import { readChatAuthor } from "./chatAuthor";
import { readLink } from "./chatLinks";
import { chatPatient } from "./chatPatient";
import { writeChatMessage } from "./writeChatMessage";

/** The pro writes to a patient: the chat must be open on the patient's today, as it is for them. */
export async function sendProMessage(
  deps: AppDeps,
  authorId: string,
  userId: string,
  body: { message: string; key?: string },
): Promise<ChatMessage> {
  const author = await readChatAuthor(deps.db, authorId);
  const patient = await chatPatient(deps.db, authorId, userId);
  const link = await readLink(deps.db, userId, authorId);
  refuse(accessOf(author, link, localDay(deps.now(), patient.timeZone)));
  return writeChatMessage(deps, {
    userId,
    author,
    side: "autor",
    message: body.message.trim(),
    key: body.key,
  });
}
