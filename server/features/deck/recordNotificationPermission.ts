/** A patient answers the browser's notification prompt (the NOTIFICATION_CARD notice, docs/features/deck.md). */
import type { NotificationPermission } from "../../../card-schemas";
import { localDay } from "../../../engine/shared/dates";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";

/** Keeps the patient's answer to the browser prompt, dated on their local day. */
export async function recordNotificationPermission(
  db: Db,
  user: User,
  permission: NotificationPermission,
  now: Date,
) {
  const date = localDay(now, user.timeZone);
  await db("userMetadata")
    .insert({ userId: user.id, notificationPermission: permission, notificationPermissionDate: date })
    .onConflict("userId")
    .merge(["notificationPermission", "notificationPermissionDate"]);
  return { notificationPermission: permission, date };
}
