/** The pages of moderation, hung under the app's areas (app/router/shellRoutes.tsx); app/router/routeTree.tsx composes them. */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { adminRoute } from "../../app/router/shellRoutes";

export const moderationRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "moderation",
  component: lazyRouteComponent(() => import("./ModerationPage"), "ModerationPage"),
});
