/**
 * A browser with Web Push for tests and stories (jsdom and the story runner's browser have no push
 * service): Notification answers `permission`, and the service worker's PushManager subscribes at
 * once. Returns what puts the real globals back.
 */
export function standInPush(permission: NotificationPermission): () => void {
  const subscription = {
    toJSON: () => ({
      endpoint: "https://push.example.test/send/1",
      expirationTime: null,
      keys: { p256dh: "BPub", auth: "secret" },
    }),
  };
  const registration = {
    pushManager: { getSubscription: async () => null, subscribe: async () => subscription },
  };
  const saved = {
    Notification: Object.getOwnPropertyDescriptor(window, "Notification"),
    PushManager: Object.getOwnPropertyDescriptor(window, "PushManager"),
    serviceWorker: Object.getOwnPropertyDescriptor(navigator, "serviceWorker"),
  };
  const define = (target: object, name: string, value: unknown) =>
    Object.defineProperty(target, name, { value, configurable: true, writable: true });
  define(window, "Notification", { requestPermission: async () => permission });
  define(window, "PushManager", function PushManager() {});
  define(navigator, "serviceWorker", { register: async () => registration });
  return () => {
    for (const [name, target] of [
      ["Notification", window],
      ["PushManager", window],
      ["serviceWorker", navigator],
    ] as const) {
      const descriptor = saved[name];
      if (descriptor) Object.defineProperty(target, name, descriptor);
      else delete (target as unknown as Record<string, unknown>)[name];
    }
  };
}
