/** The pages of accounts, hung under the app's areas (app/router/shellRoutes.tsx); app/router/routeTree.tsx composes them. */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { patientRoute, guestRoute } from "../../app/router/shellRoutes";

export const settingsRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "settings",
  component: lazyRouteComponent(() => import("./SettingsPage"), "SettingsPage"),
});

export const profileSettingsRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "settings/profile",
  component: lazyRouteComponent(() => import("./ProfileSettingsPage"), "ProfileSettingsPage"),
});

export const socialSettingsRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "settings/social",
  component: lazyRouteComponent(() => import("./SocialSettingsPage"), "SocialSettingsPage"),
});

export const authRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: "auth",
  validateSearch: (search: Record<string, unknown>): { nextPage?: string } =>
    typeof search.nextPage === "string" ? { nextPage: search.nextPage } : {},
  component: lazyRouteComponent(() => import("./AuthPage"), "AuthPage"),
});

// The link a sign-up emails: a sibling of the auth page, which has no outlet.
export const verifyRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: "auth/verify",
  validateSearch: (search: Record<string, unknown>): { token?: string; nextPage?: string } => ({
    ...(typeof search.token === "string" ? { token: search.token } : {}),
    ...(typeof search.nextPage === "string" ? { nextPage: search.nextPage } : {}),
  }),
  component: lazyRouteComponent(() => import("./VerifyPage"), "VerifyPage"),
});
