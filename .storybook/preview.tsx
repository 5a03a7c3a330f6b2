import { createContext, useContext, useState, type ReactNode } from "react";
import type { Decorator, Preview } from "@storybook/react-vite";
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { ApiProvider } from "../renderer/app/api/ApiContext";
import { createQueryClient } from "../renderer/app/api/createQueryClient";
import { I18nProvider } from "../renderer/app/i18n/I18nProvider";
import { isLocale, SUPPORTED_LOCALES, type Locale } from "../renderer/app/i18n/locales";
import { mockApi, type MockRoutes } from "../renderer/test/mockApi";
import { allMessages } from "../renderer/test/messages";
import "../renderer/app/styles/base.css";
import "../renderer/app/shell/pages.css";

// The story reaches the router's root route through context, so new args re-render it.
const StoryContent = createContext<ReactNode>(null);

function StoryRoot() {
  return <>{useContext(StoryContent)}</>;
}

/** A router around the story, so Links render; each story gets its own. */
function WithRouter({ children }: { children: ReactNode }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: StoryRoot }),
      history: createMemoryHistory({ initialEntries: ["/"] }),
    }),
  );
  return (
    <StoryContent.Provider value={children}>
      <RouterProvider router={router} />
    </StoryContent.Provider>
  );
}

/**
 * Every story renders inside the app's providers: the locale toolbar's catalog, a fresh query
 * client, and an API answered by `parameters.api` (a table of mock routes, see mocks/mockApi).
 */
const withProviders: Decorator = (Story, context) => {
  const locale: Locale = isLocale(context.globals.locale) ? context.globals.locale : "en";
  const routes = (context.parameters.api ?? {}) as MockRoutes;
  const [{ queryClient, api }] = useState(() => ({
    queryClient: createQueryClient({ retry: false }),
    api: mockApi(routes).api,
  }));
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api}>
        <I18nProvider locale={locale} messages={allMessages[locale]}>
          <WithRouter>
            <Story />
          </WithRouter>
        </I18nProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  globalTypes: {
    locale: {
      description: "Language of the catalogs",
      toolbar: {
        title: "Locale",
        icon: "globe",
        items: SUPPORTED_LOCALES.map((value) => ({ value, title: value.toUpperCase() })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: "en" },
  parameters: {
    layout: "padded",
    viewport: { defaultViewport: "mobile" },
    controls: { expanded: true },
  },
  tags: ["autodocs"],
};

export default preview;
