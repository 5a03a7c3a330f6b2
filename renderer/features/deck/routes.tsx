/** The pages of deck, hung under the app's areas (app/router/shellRoutes.tsx); app/router/routeTree.tsx composes them. */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { todoQuery } from "./todo/queries";
import { patientRoute } from "../../app/router/shellRoutes";
import { today } from "../../app/session/today";

export const tasksRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "tasks",
  // The deck's cards are fetched while the deck's code loads, not after.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(todoQuery(context.api, today(context.user.timeZone)));
  },
  staticData: { firstScreen: true },
  component: lazyRouteComponent(() => import("./TasksPage"), "TasksPage"),
});
