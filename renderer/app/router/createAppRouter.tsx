import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { PageSpinner } from "../shell/PageSpinner";
import { routeTree, type RouterContext } from "./routeTree";

/** The app's router; tests and stories pass a memory history. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPendingComponent: PageSpinner,
    // Hovering or focusing a link fetches the next page's code before the tap lands.
    defaultPreload: "intent",
    // Route data comes from react-query, which has its own cache times.
    defaultPreloadStaleTime: 0,
    // In the browser only: a page drawn on the server (renderer/app/ssr) would carry the router's
    // inline restoring script, which the content security policy refuses.
    scrollRestoration: typeof document !== "undefined",
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
