import type { ReactElement } from "react";
import { act, render } from "@testing-library/react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { ApiProvider } from "../app/api/ApiContext";
import type { ApiClient } from "../app/api/client";
import { createQueryClient } from "../app/api/createQueryClient";
import { I18nProvider } from "../app/i18n/I18nProvider";
import type { Locale } from "../app/i18n/locales";
import { mockApi } from "./mockApi";
import { allMessages } from "./messages";

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
  const queryClient = options.queryClient ?? createQueryClient({ retry: false });
  const api = options.api ?? mockApi({}).api;
  const locale = options.locale ?? "en";
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  await act(() => router.load());
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api}>
        <I18nProvider locale={locale} messages={allMessages[locale]}>
          <RouterProvider router={router} />
        </I18nProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
  await act(async () => {});
  return { ...result, queryClient, router };
}
