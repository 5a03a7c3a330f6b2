import { act, render } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import type { User } from "../../../card-schemas";
import { editorSchemas } from "../../../card-schemas/editorSchemas";
import { isLanguage } from "../../../engine/shared/languages";
import { ApiProvider } from "../../app/api/ApiContext";
import { createQueryClient } from "../../app/api/createQueryClient";
import { I18nProvider } from "../../app/i18n/I18nProvider";
import type { Locale } from "../../app/i18n/locales";
import { mockApi, ok, type MockRoutes } from "../mockApi";
import { createAppRouter } from "../../app/router/createAppRouter";
import { allMessages } from "../messages";

export const patient: User = {
  id: "u1",
  email: "sam@example.org",
  role: "patient",
  language: "en",
  timeZone: "Europe/Paris",
};
export const pro: User = { ...patient, id: "u2", email: "dr@example.org", role: "pro", authorId: "author-1" };

/** The whole app at `path`, signed in as `user` (null: a guest), the pro calls answered by `routes`. */
export async function openApp(path: string, user: User | null, routes: MockRoutes = {}) {
  const { api, calls } = mockApi({
    "GET /api/auth/session": () => ok({ user }),
    "GET /api/pro/:proId/program": () => ok({ items: [] }),
    "GET /api/pro/:proId/schemas": ({ query }) => {
      const lang = query.get("lang");
      return ok(editorSchemas(isLanguage(lang) ? lang : "en"));
    },
    ...routes,
  });
  const queryClient = createQueryClient({ retry: false });
  const router = createAppRouter({ queryClient, api }, createMemoryHistory({ initialEntries: [path] }));
  await act(() => router.load());
  const tree = (locale: Locale) => (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api}>
        <I18nProvider locale={locale} messages={allMessages[locale]}>
          <RouterProvider router={router} />
        </I18nProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
  const view = render(tree("en"));
  await act(async () => {});
  /** Draws the same app in another language, as a change of the account's language does. */
  const setLocale = (locale: Locale) => act(() => view.rerender(tree(locale)));
  return { router, calls, setLocale, ...view };
}
