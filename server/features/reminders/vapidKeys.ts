/**
 * The server's VAPID identity for Web Push: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, else
 * the pair the migration `20261128040101_reminders` made and kept in `server_keys` (name `vapid`).
 */
import type { Config } from "../../config";
import type { Db } from "../../platform/db/connection";
import type { VapidDetails } from "../../platform/push/pushSender";

export async function readVapidDetails(
  db: Db,
  config: Pick<Config, "vapid" | "vapidSubject">,
): Promise<VapidDetails> {
  if (config.vapid) return { ...config.vapid, subject: config.vapidSubject };
  const row = (await db("serverKeys").where({ name: "vapid" }).first("value")) as
    { value: string } | undefined;
  if (!row) throw new Error("server_keys has no vapid key pair: the migrations have not run");
  const keys = JSON.parse(row.value) as { publicKey: string; privateKey: string };
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject: config.vapidSubject };
}
