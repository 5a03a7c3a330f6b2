/** The pages of reminders, hung under the app's areas (app/router/shellRoutes.tsx); app/router/routeTree.tsx composes them. */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { guestRoute } from "../../app/router/shellRoutes";

/** The unsubscribe link of the reminder e-mail (server/features/reminders/unsubscribeLink.ts). */
export const unsubscribeRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: "reminders/unsubscribe",
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === "string" ? { token: search.token } : {},
  component: lazyRouteComponent(() => import("./UnsubscribePage"), "UnsubscribePage"),
});
