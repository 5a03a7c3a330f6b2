/** A mock server of the reminder calls for stories and tests: it keeps what was saved. */
import type { ReminderSettings } from "../../../card-schemas";
import { ok, type MockRoutes } from "../../test/mockApi";

/** A VAPID public key's shape: 65 bytes, base64url. */
export const PUBLIC_KEY = `B${"A".repeat(86)}`;

export function reminderApi(
  initial: ReminderSettings = { email: false, push: false, time: "19:00" },
): MockRoutes {
  let settings = initial;
  return {
    "GET /api/patient/reminders": () => ok(settings),
    "PUT /api/patient/reminders": ({ body }) => ok((settings = body)),
    "GET /api/push/publicKey": () => ok({ publicKey: PUBLIC_KEY }),
    "POST /api/patient/push/subscription": () => ok({}),
  };
}
