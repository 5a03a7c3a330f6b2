/** The pages of authors, hung under the app's areas (app/router/shellRoutes.tsx); app/router/routeTree.tsx composes them. */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { patientRoute, proRoute, guestRoute } from "../../app/router/shellRoutes";

export const proProfileRoute = createRoute({
  getParentRoute: () => proRoute,
  path: "profile",
  component: lazyRouteComponent(() => import("./proProfile/ProProfilePage"), "ProProfilePage"),
});

export const proShopRoute = createRoute({
  getParentRoute: () => proRoute,
  path: "shop",
  component: lazyRouteComponent(() => import("./shop/ProShopPage"), "ProShopPage"),
});

export const proPostsRoute = createRoute({
  getParentRoute: () => proRoute,
  path: "posts",
  component: lazyRouteComponent(() => import("./posts/ProPostsPage"), "ProPostsPage"),
});

export const proBankRoute = createRoute({
  getParentRoute: () => proRoute,
  path: "bank",
  component: lazyRouteComponent(() => import("./proBank/ProBankPage"), "ProBankPage"),
});

export const proInvitationsRoute = createRoute({
  getParentRoute: () => proRoute,
  path: "invitations",
  component: lazyRouteComponent(() => import("./patients/ProInvitationsPage"), "ProInvitationsPage"),
});

export const proPatientsRoute = createRoute({
  getParentRoute: () => proRoute,
  path: "patients",
  component: lazyRouteComponent(() => import("./patients/ProPatientsPage"), "ProPatientsPage"),
});

export const proPatientRoute = createRoute({
  getParentRoute: () => proRoute,
  path: "patients/$userId",
  component: lazyRouteComponent(() => import("./patients/ProPatientPage"), "ProPatientPage"),
});

export const premiumRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "premium",
  validateSearch: (
    search: Record<string, unknown>,
  ): { autor?: string; sandboxCheckout?: string; amount?: string } => ({
    ...(typeof search.autor === "string" ? { autor: search.autor } : {}),
    ...(typeof search.sandboxCheckout === "string" ? { sandboxCheckout: search.sandboxCheckout } : {}),
    ...(search.amount !== undefined ? { amount: String(search.amount) } : {}),
  }),
  component: lazyRouteComponent(() => import("./premium/PremiumPage"), "PremiumPage"),
});

export const authorRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "ressources/autors/$autorId",
  component: lazyRouteComponent(() => import("./AuthorPage"), "AuthorPage"),
});

export const authorSearchRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "ressources/autors",
  component: lazyRouteComponent(() => import("./AuthorSearchPage"), "AuthorSearchPage"),
});

export const publicAuthorRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: "ressources/autors/$autorId",
  component: lazyRouteComponent(() => import("./PublicAuthorPage"), "PublicAuthorPage"),
});
