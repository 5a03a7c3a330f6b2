/** The app's frame of routes: the root, /app and its patient, pro, guest and admin areas, which every feature's routes.tsx hangs its pages under. */
import {
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  redirect,
} from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../api/client";
import { meQuery } from "../session/queries";
import { NotFoundPage } from "../shell/NotFoundPage";
import { RootLayout } from "../shell/RootLayout";
import { RouteError } from "../shell/RouteError";

export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClient;
  /** The reader's languages (the browser's), which pick a guest's language as AppI18n does. */
  languages?: readonly string[];
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  beforeLoad: () => {
    throw redirect({ to: "/app/patient" });
  },
});

export const appRoute = createRoute({ getParentRoute: () => rootRoute, path: "/app" });

export const appIndexRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "/",
  beforeLoad: () => {
    throw redirect({ to: "/app/patient" });
  },
});

/**
 * Every patient page: a guest is sent to sign in, then brought back here; a professional or an
 * admin, whose sign-in lands here by default, goes on to their own area.
 */
export const patientRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "patient",
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(meQuery(context.api));
    if (!user) throw redirect({ to: "/app/guest/auth", search: { nextPage: location.href } });
    if (user.role === "pro") throw redirect({ to: "/app/pro", replace: true });
    if (user.role === "admin") throw redirect({ to: "/app/admin/moderation", replace: true });
    return { user };
  },
});

// The pro area's old address, /app/patient/pro, leads to it.
export const patientProRoute = createRoute({
  getParentRoute: () => patientRoute,
  path: "pro",
  beforeLoad: () => {
    throw redirect({ to: "/app/pro", replace: true });
  },
});

/**
 * The professionals' back office, a chunk of its own (the patient app never loads it). A guest
 * signs in first; anyone else than a pro sees ProLayout's "for professionals" page.
 */
export const proRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "pro",
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(meQuery(context.api));
    if (!user) throw redirect({ to: "/app/guest/auth", search: { nextPage: location.href } });
    return { user };
  },
  component: lazyRouteComponent(() => import("../pro/ProLayout"), "ProLayout"),
});

export const guestRoute = createRoute({ getParentRoute: () => appRoute, path: "guest" });

/**
 * The admins' pages, under their own bar (a chunk of its own): a guest signs in first; anyone else
 * than an admin reads AdminLayout's "for moderators only" page.
 */
export const adminRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "admin",
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(meQuery(context.api));
    if (!user) throw redirect({ to: "/app/guest/auth", search: { nextPage: location.href } });
    return { user };
  },
  component: lazyRouteComponent(() => import("../admin/AdminLayout"), "AdminLayout"),
});

/** The admin area's address leads to its one page. */
export const adminIndexRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/",
  beforeLoad: () => {
    throw redirect({ to: "/app/admin/moderation", replace: true });
  },
});
