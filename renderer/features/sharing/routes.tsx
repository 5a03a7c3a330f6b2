/** The pages of sharing, hung under the app's areas (app/router/shellRoutes.tsx); app/router/routeTree.tsx composes them. */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { appRoute, patientRoute } from "../../app/router/shellRoutes";

export const dataAccessSettingsRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "settings/dataAccess",
  component: lazyRouteComponent(() => import("./DataAccessPage"), "DataAccessPage"),
});

export const medicalSharingRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "journal/medical",
  component: lazyRouteComponent(() => import("./MedicalSharingPage"), "MedicalSharingPage"),
});

// Outside the patient area: whoever holds a connection's key reads it without signing in.
export const externalRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "external/$key",
  component: lazyRouteComponent(() => import("./ExternalViewPage"), "ExternalViewPage"),
});
