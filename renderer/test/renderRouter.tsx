import { StrictMode } from "react";
import { act, render } from "@testing-library/react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { RouterProvider, type AnyRouter } from "@tanstack/react-router";
import { ApiProvider } from "../app/api/ApiContext";
import type { ApiClient } from "../app/api/client";
import { createQueryClient } from "../app/api/createQueryClient";
import { I18nProvider } from "../app/i18n/I18nProvider";
import type { Locale } from "../app/i18n/locales";
import { allMessages } from "./messages";

export interface RenderRouterOptions {
  api: ApiClient;
  queryClient?: QueryClient;
  locale?: Locale;
  /** In strict mode, as the app runs: effects run twice (a link must not be spent twice). */
  strict?: boolean;
}

/**
 * Renders `router` inside the app's providers: a query client, the API client and the catalog of
 * `locale` (English by default), once the router has loaded.
 */
export async function renderRouter(router: AnyRouter, options: RenderRouterOptions) {
  const queryClient = options.queryClient ?? createQueryClient({ retry: false });
  const locale = options.locale ?? "en";
  await act(() => router.load());
  const app = (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={options.api}>
        <I18nProvider locale={locale} messages={allMessages[locale]}>
          <RouterProvider router={router} />
        </I18nProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
  return { ...render(options.strict ? <StrictMode>{app}</StrictMode> : app), queryClient };
}
