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
  // `sponsorCode`: a referral code from a shared link, which opens sign-up with it filled in.
  validateSearch: (search: Record<string, unknown>): { nextPage?: string; sponsorCode?: string } => ({
    ...(typeof search.nextPage === "string" ? { nextPage: search.nextPage } : {}),
    ...(typeof search.sponsorCode === "string" ? { sponsorCode: search.sponsorCode } : {}),
  }),
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

export const accountSettingsRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "settings/account",
  component: lazyRouteComponent(() => import("./AccountSettingsPage"), "AccountSettingsPage"),
});

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: "auth/forgot",
  component: lazyRouteComponent(() => import("./ForgotPasswordPage"), "ForgotPasswordPage"),
});

/** The emailed links of an existing account carry only their token. */
const tokenSearch = (search: Record<string, unknown>): { token?: string } =>
  typeof search.token === "string" ? { token: search.token } : {};

export const resetPasswordRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: "auth/reset",
  validateSearch: tokenSearch,
  component: lazyRouteComponent(() => import("./ResetPasswordPage"), "ResetPasswordPage"),
});

export const signInLinkRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: "auth/signin",
  validateSearch: tokenSearch,
  component: lazyRouteComponent(() => import("./SignInLinkPage"), "SignInLinkPage"),
});

export const emailChangeRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: "auth/email",
  validateSearch: tokenSearch,
  component: lazyRouteComponent(() => import("./EmailChangePage"), "EmailChangePage"),
});
