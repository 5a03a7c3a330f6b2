import { StrictMode } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { Provider as JotaiProvider } from "jotai";
import { ApiProvider } from "../api/ApiContext";
import type { ApiClient } from "../api/client";
import { AppI18n, type Catalog } from "../i18n/AppI18n";
import type { createAppRouter } from "../router/createAppRouter";

export interface AppProvidersProps {
  queryClient: QueryClient;
  api: ApiClient;
  router: ReturnType<typeof createAppRouter>;
  /** The catalog, when it is here before the first render. */
  catalog?: Catalog;
}

/**
 * The app as the browser draws it and as the server draws a first screen (renderer/app/ssr): one tree
 * for both, so the browser can take the server's drawing over as it is.
 */
export function AppProviders({ queryClient, api, router, catalog }: AppProvidersProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={api}>
          <JotaiProvider>
            <AppI18n initial={catalog}>
              <RouterProvider router={router} />
            </AppI18n>
          </JotaiProvider>
        </ApiProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
