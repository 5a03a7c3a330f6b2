/** The browsers a patient subscribed to Web Push (docs/features/reminders.md). */
import type { PushSubscriptionBody } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import type { PushTarget } from "../../platform/push/pushSender";
import { runUseCase } from "../../core/useCase";

/**
 * Keeps a browser's subscription. An endpoint names one browser profile: subscribed again (new keys),
 * or by another account signed in on the same browser, the row follows the latest.
 */
export async function savePushSubscription(
  db: Db,
  user: User,
  subscription: PushSubscriptionBody,
): Promise<void> {
  await runUseCase(db, {
    load: async () => undefined,
    write: async (trx) => {
      await trx("pushSubscriptions")
        .insert({
          endpoint: subscription.endpoint,
          userId: user.id,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
        })
        .onConflict("endpoint")
        .merge(["userId", "p256dh", "auth"]);
    },
  });
}

/** The patient's subscribed browsers. */
export async function pushTargetsOf(db: Db, userId: string): Promise<PushTarget[]> {
  return (await db("pushSubscriptions")
    .where({ userId })
    .orderBy("endpoint")
    .select("endpoint", "p256dh", "auth")) as PushTarget[];
}

/** Forgets a subscription its push service no longer knows (404, 410). */
export async function forgetPushTarget(db: Db, endpoint: string): Promise<void> {
  await db("pushSubscriptions").where({ endpoint }).delete();
}
