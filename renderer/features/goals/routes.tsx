/** The pages of goals, hung under the app's areas (app/router/shellRoutes.tsx); app/router/routeTree.tsx composes them. */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { patientRoute } from "../../app/router/shellRoutes";

export const goalRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "ressources/goals/$id",
  component: lazyRouteComponent(() => import("./GoalPage"), "GoalPage"),
});
