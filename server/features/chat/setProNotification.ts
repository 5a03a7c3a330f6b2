/** A pro turns the email of one patient's new messages on or off (docs/features/chat.md). */
import type { AppDeps } from "../../appDeps";
import { chatPatient } from "./chatPatient";
import { setChatNotification } from "./setChatNotification";

/** The pro's notification toggle for one patient: 404 for a patient with no link to the author. */
export async function setProNotification(deps: AppDeps, authorId: string, userId: string, value: boolean) {
  await chatPatient(deps.db, authorId, userId);
  return setChatNotification(deps.db, userId, authorId, "autor", value);
}
