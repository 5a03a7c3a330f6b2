/**
 * Whether a chat is open on the patient's today (docs/features/chat.md): the engine's rule
 * (chatAccess) on the author's flags and the link's validity, and the 403 that refuses a message.
 */
import type { ChatAccessView } from "../../../card-schemas";
import { chatAccess } from "../../../engine/chat/authorChat";
import { isAuthorLinkValid } from "../../../engine/authors";
import { Conflict, Forbidden } from "../../core/errors";
import { dayOf } from "../../platform/db/dayOf";
import type { ChatAuthor } from "./chatAuthor";
import type { LinkRow } from "./chatLinks";

/** The chat's access for a patient on their today: the author's flags and the link's validity. */
export function accessOf(author: ChatAuthor, link: LinkRow | undefined, today: string): ChatAccessView {
  const valid = isAuthorLinkValid(link ? { status: link.status, end: dayOf(link.end) } : null, today);
  const access = chatAccess(author.features, valid);
  if (!access.allowed) return { allowed: false, refusal: access.refusal };
  // Open to the patient, but nobody would read it: no pro answers for the author (authors.md).
  return author.answered
    ? { allowed: true, refusal: null }
    : { allowed: false, refusal: "AUTHOR_WITHOUT_PRO" };
}

export function refuse(access: ChatAccessView): void {
  if (access.allowed) return;
  if (access.refusal === "AUTHOR_WITHOUT_PRO") {
    throw new Conflict(
      "AUTHOR_WITHOUT_PRO",
      "No professional answers for this author: nobody would read the message",
    );
  }
  throw new Forbidden(
    access.refusal === "CHAT_COMMUNITY_CLOSED"
      ? "This author's chat is closed to patients without a valid link"
      : "Messaging this author needs a valid link to them",
    access.refusal ?? "FORBIDDEN",
  );
}
