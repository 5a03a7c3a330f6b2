import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from "@tanstack/react-router";
import { fail, mockApi, ok, type MockRoutes } from "../../test/mockApi";
import { renderRouter } from "../../test/renderRouter";
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
  await renderRouter(router, { api, locale, strict: true });
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
