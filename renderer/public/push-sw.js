/*
 * The daily reminder's push handler (docs/features/reminders.md): shows what the server pushed
 * (server/features/reminders/reminderTexts.ts: title, body, url, tag) and opens the deck on a
 * click, focusing a tab of the app when one is open. The app's service worker (/sw.js,
 * renderer/app/offline/serviceWorker.ts) takes it in with importScripts("/push-sw.js"): one worker
 * for the whole origin, which renderer/features/reminders/pushSubscription.ts subscribes.
 */
self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : "" };
  }
  const title = message.title || "Outchi";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message.body || "",
      tag: message.tag || "outchi",
      data: { url: message.url || "/app/patient/tasks" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || "/app/patient/tasks", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.navigate(target).then((client) => (client || open).focus());
      return self.clients.openWindow(target);
    }),
  );
});
