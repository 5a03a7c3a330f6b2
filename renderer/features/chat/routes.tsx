/** The pages of chat, hung under the app's areas (app/router/shellRoutes.tsx); app/router/routeTree.tsx composes them. */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { patientRoute, proRoute } from "../../app/router/shellRoutes";

export const proMessagesRoute = createRoute({
  getParentRoute: () => proRoute,
  path: "messages",
  component: lazyRouteComponent(() => import("./pro/ProMessagesPage"), "ProMessagesPage"),
});

export const proChatRoute = createRoute({
  getParentRoute: () => proRoute,
  path: "messages/$userId",
  component: lazyRouteComponent(() => import("./pro/ProChatPage"), "ProChatPage"),
});

export const authorChatRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "contact/autors/$autorId",
  component: lazyRouteComponent(() => import("./AuthorChatPage"), "AuthorChatPage"),
});
