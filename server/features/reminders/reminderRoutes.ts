/** The daily reminder's calls (docs/features/reminders.md). */
import { route } from "../../platform/http/route";
import { savePushSubscription } from "./pushSubscriptions";
import { readReminderSettings, saveReminderSettings } from "./reminderSettings";
import { unsubscribeReminders } from "./unsubscribeReminders";
import { readVapidDetails } from "./vapidKeys";

export const reminderRoutes = [
  route({
    call: "GET /api/patient/reminders",
    policy: "patient",
    tag: "reminders",
    summary:
      "The daily reminder: by e-mail (the profile's dailyMail), by Web Push, and the hour on the patient's own clock (19:00 until chosen).",
    async handler({ user, deps }) {
      return readReminderSettings(deps.db, user.id);
    },
  }),

  route({
    call: "PUT /api/patient/reminders",
    policy: "patient",
    tag: "reminders",
    summary:
      "Saves the daily reminder's channels and hour (HH:MM, the patient's time zone); the e-mail setting is the profile's dailyMail.",
    async handler({ user, body, deps }) {
      return saveReminderSettings(deps.db, user, body);
    },
  }),

  route({
    call: "GET /api/push/publicKey",
    policy: "public",
    tag: "reminders",
    summary: "The server's VAPID public key, the applicationServerKey a browser subscribes to Web Push with.",
    async handler({ deps }) {
      const { publicKey } = await readVapidDetails(deps.db, deps.config);
      return { publicKey };
    },
  }),

  route({
    call: "POST /api/patient/push/subscription",
    policy: "patient",
    tag: "reminders",
    summary:
      "Keeps this browser's push subscription (its PushSubscription as JSON) for the patient's reminders; an endpoint already kept follows the latest account and keys.",
    async handler({ user, body, deps }) {
      await savePushSubscription(deps.db, user, body.subscription);
      return {};
    },
  }),

  route({
    call: "POST /api/reminders/unsubscribe",
    policy: "public",
    tag: "reminders",
    summary:
      "Follows the unsubscribe link of a reminder e-mail, signed in or not: the e-mail reminder (the profile's dailyMail) is turned off; 400 UNSUBSCRIBE_LINK_INVALID for a token the server did not sign.",
    async handler({ body, deps }) {
      return unsubscribeReminders(deps.db, body.token);
    },
  }),
];
