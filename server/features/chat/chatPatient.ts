/** The patient of a pro's chat (docs/features/chat.md), found only when the chat is theirs to see. */
import type { Db } from "../../platform/db/connection";
import { NotFound } from "../../core/errors";
import { readLink } from "./chatLinks";

interface ChatPatient {
  id: string;
  name: string | null;
  timeZone: string;
}

/**
 * The patient of a pro's chat: one with a link to the author, or who wrote to it (an author open to
 * anyone). 404 for anyone else, so the pro cannot probe who uses the app.
 */
export async function chatPatient(db: Db, authorId: string, userId: string): Promise<ChatPatient> {
  const patient = (await db("users")
    .where({ id: userId, role: "patient" })
    .first("id", "name", "timeZone")) as ChatPatient | undefined;
  const known =
    patient &&
    ((await readLink(db, userId, authorId)) ||
      (await db("chatMessages").where({ userId, authorId }).first("id")));
  if (!patient || !known) throw new NotFound("No chat with this patient");
  return patient;
}
