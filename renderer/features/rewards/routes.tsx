/** The pages of rewards, hung under the app's areas (app/router/shellRoutes.tsx); app/router/routeTree.tsx composes them. */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { patientRoute } from "../../app/router/shellRoutes";

export const rewardsRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "rewards",
  validateSearch: (search: Record<string, unknown>): { sandboxCheckout?: string; amount?: string } => ({
    ...(typeof search.sandboxCheckout === "string" ? { sandboxCheckout: search.sandboxCheckout } : {}),
    ...(search.amount !== undefined ? { amount: String(search.amount) } : {}),
  }),
  component: lazyRouteComponent(() => import("./RewardsPage"), "RewardsPage"),
});

export const rewardsHistoryRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "rewards/historique",
  component: lazyRouteComponent(() => import("./RewardsHistoryPage"), "RewardsHistoryPage"),
});

export const awardsRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "awards",
  component: lazyRouteComponent(() => import("./AwardsPage"), "AwardsPage"),
});
