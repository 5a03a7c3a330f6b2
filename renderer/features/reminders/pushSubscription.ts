/**
 * Subscribing this browser to the daily reminder's Web Push (docs/features/reminders.md): the
 * permission prompt, the app's service worker (docs/features/offline.md), which takes in the push
 * handler (renderer/public/push-sw.js), a subscription to the server's VAPID key, kept by
 * POST /api/patient/push/subscription.
 */
import type { ApiClient } from "../../app/api/client";
import { SERVICE_WORKER_URL, WORKER_REGISTRATION } from "../../app/offline/workerProtocol";

/** What asking gave: a kept subscription, or why there is none. */
export type PushOutcome = "subscribed" | "denied" | "default" | "unsupported";

/** Whether this browser can receive Web Push at all. */
export function canPush(): boolean {
  return (
    typeof window !== "undefined" &&
    "Notification" in window &&
    "serviceWorker" in navigator &&
    "PushManager" in window
  );
}

/** The VAPID key (base64url) as the bytes PushManager.subscribe takes. */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Asks the browser's permission, then subscribes it and gives the subscription to the server. A
 * subscription the browser already holds is given again (the server keeps one row per endpoint).
 */
export async function subscribeToPush(api: ApiClient): Promise<PushOutcome> {
  if (!canPush()) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return permission;
  // The one worker of the origin: registered already once the app is up, but perhaps not yet.
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, WORKER_REGISTRATION);
  const { publicKey } = await api.call("GET /api/push/publicKey", {});
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(publicKey),
    }));
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return "unsupported";
  await api.call("POST /api/patient/push/subscription", {
    body: {
      subscription: {
        endpoint: json.endpoint,
        expirationTime: json.expirationTime ?? null,
        keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
      },
    },
  });
  return "subscribed";
}
