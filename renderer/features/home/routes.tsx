/** The pages of home, hung under the app's areas (app/router/shellRoutes.tsx); app/router/routeTree.tsx composes them. */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { bankQuery } from "../rewards";
import { homeQuery } from "./queries";
import { goalsInProgressQuery } from "../goals";
import { programsQuery } from "../programs";
import { patientRoute } from "../../app/router/shellRoutes";

export const patientHomeRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "/",
  // The tiles' data is fetched while the page's code loads, and the page is drawn with it at once.
  loader: ({ context: { queryClient, api } }) => {
    void queryClient.prefetchQuery(bankQuery(api));
    void queryClient.prefetchQuery(programsQuery(api));
    void queryClient.prefetchQuery(homeQuery(api));
    void queryClient.prefetchQuery(goalsInProgressQuery(api));
  },
  staticData: { firstScreen: true },
  component: lazyRouteComponent(() => import("./PatientHomePage"), "PatientHomePage"),
});

export const personalizationRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "settings/personalization",
  component: lazyRouteComponent(() => import("./PersonalizationPage"), "PersonalizationPage"),
});
