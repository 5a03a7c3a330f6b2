/** One side of a chat turns its notification of the other side's messages on or off (docs/features/chat.md). */
import { chatName } from "../../../engine/chat/authorChat";
import type { Db } from "../../platform/db/connection";
import { NotFound } from "../../core/errors";
import type { ChatSide } from "./chatLinks";

/** One side's notification toggle; 404 without a link (the toggle lives on it). */
export async function setChatNotification(
  db: Db,
  userId: string,
  authorId: string,
  side: ChatSide,
  value: boolean,
) {
  const id = chatName(userId, authorId);
  const column = side === "user" ? "userNotification" : "autorNotification";
  const updated = await db("authorLinks")
    .where({ id })
    .update({ [column]: value });
  if (updated === 0) throw new NotFound("No link between this patient and this author");
  return { chatName: id, value };
}
