/** The pages of assistant, hung under the app's areas (app/router/shellRoutes.tsx); app/router/routeTree.tsx composes them. */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { assistantQuery } from "./queries";
import { patientRoute } from "../../app/router/shellRoutes";

export const coachingRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "coaching",
  loader: ({ context: { queryClient, api } }) => {
    void queryClient.prefetchQuery(assistantQuery(api));
  },
  component: lazyRouteComponent(() => import("./CoachingPage"), "CoachingPage"),
});
