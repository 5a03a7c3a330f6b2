import type { ReactElement } from "react";
import { act } from "@testing-library/react";
import type { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRouter } from "@tanstack/react-router";
import type { ApiClient } from "../app/api/client";
import type { Locale } from "../app/i18n/locales";
import { mockApi } from "./mockApi";
import { renderRouter } from "./renderRouter";

export interface RenderOptions {
  api?: ApiClient;
  queryClient?: QueryClient;
  locale?: Locale;
}

/**
 * Renders `ui` as the app would: a query client, an API client (a mock by default), a catalog
 * and a router (for Links). Resolves once the router has rendered.
 */
export async function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  const result = await renderRouter(router, { ...options, api: options.api ?? mockApi({}).api });
  await act(async () => {});
  return { ...result, router };
}
