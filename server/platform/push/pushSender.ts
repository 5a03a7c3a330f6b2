/**
 * Web Push: a message to one browser through its push service, signed with the server's VAPID keys
 * (RFC 8292) and encrypted for the browser's keys (RFC 8291), by the `web-push` library. Tests pass
 * a stand-in sender, so that nothing leaves the machine.
 */
import webpush from "web-push";

/** The server's VAPID identity: its key pair (base64url) and a contact, `mailto:` or `https:`. */
export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** A browser's push subscription as stored. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `sent`, or `gone` when the push service no longer knows the subscription (404, 410). */
export type PushOutcome = "sent" | "gone";

export interface PushSender {
  send(target: PushTarget, payload: string, vapid: VapidDetails): Promise<PushOutcome>;
}

/** How long a push service keeps a message for a browser that is offline: a day's reminder is stale after 12 hours. */
const TIME_TO_LIVE_SECONDS = 12 * 3600;

export const webPushSender: PushSender = {
  async send(target, payload, vapid) {
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        { vapidDetails: vapid, TTL: TIME_TO_LIVE_SECONDS, timeout: 10_000 },
      );
      return "sent";
    } catch (err) {
      if (err instanceof webpush.WebPushError && (err.statusCode === 404 || err.statusCode === 410))
        return "gone";
      throw err;
    }
  },
};
