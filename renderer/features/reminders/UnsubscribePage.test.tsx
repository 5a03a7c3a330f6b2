import { StrictMode } from "react";
import { describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { ApiProvider } from "../../app/api/ApiContext";
import { createQueryClient } from "../../app/api/createQueryClient";
import { I18nProvider } from "../../app/i18n/I18nProvider";
import { fail, mockApi, ok, type MockRoutes } from "../../test/mockApi";
import { allMessages } from "../../test/messages";
import { UnsubscribePage } from "./UnsubscribePage";

/** The page at its path with `search`, signed out, in strict mode. */
async function renderPage(search: string, routes: MockRoutes, locale: "en" | "fr" = "en") {
  const { api, calls } = mockApi(routes);
  const rootRoute = createRootRoute();
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({
        getParentRoute: () => rootRoute,
        path: "/app/guest/reminders/unsubscribe",
        validateSearch: (s: Record<string, unknown>) =>
          typeof s.token === "string" ? { token: s.token } : {},
        component: UnsubscribePage,
      }),
      createRoute({
        getParentRoute: () => rootRoute,
        path: "/app/patient/settings/profile",
        component: () => "settings",
      }),
    ]),
    history: createMemoryHistory({ initialEntries: [`/app/guest/reminders/unsubscribe${search}`] }),
  });
  await act(() => router.load());
  render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <ApiProvider client={api}>
          <I18nProvider locale={locale} messages={allMessages[locale]}>
            <RouterProvider router={router} />
          </I18nProvider>
        </ApiProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { calls };
}

describe("UnsubscribePage", () => {
  it("turns the e-mail reminder off once as it opens, and leads to the settings", async () => {
    const { calls } = await renderPage(
      "?token=t-1",
      { "POST /api/reminders/unsubscribe": () => ok({}) },
      "fr",
    );
    expect(await screen.findByText("Vous ne recevrez plus le rappel quotidien par e-mail.")).toBeTruthy();
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ["/api/reminders/unsubscribe", { token: "t-1" }],
    ]);
    expect(screen.getByRole("link", { name: "Modifier mes rappels" }).getAttribute("href")).toBe(
      "/app/patient/settings/profile",
    );
  });

  it("says a link the server did not sign is not valid", async () => {
    await renderPage("?token=forged", {
      "POST /api/reminders/unsubscribe": () =>
        fail(400, "UNSUBSCRIBE_LINK_INVALID", "This unsubscribe link is not valid"),
    });
    expect(
      await screen.findByText(/This unsubscribe link is not valid\. Check that you opened it whole/),
    ).toBeTruthy();
  });

  it("says so without a token, calling nothing", async () => {
    const { calls } = await renderPage("", {});
    expect(await screen.findByText(/This unsubscribe link is not valid/)).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
