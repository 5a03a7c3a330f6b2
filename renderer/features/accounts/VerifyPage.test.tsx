import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import type { User } from "../../../card-schemas";
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from "@tanstack/react-router";
import { meKey } from "../../app/session/queries";
import { fail, mockApi, ok, type MockHandler } from "../../test/mockApi";
import { renderRouter } from "../../test/renderRouter";
import { VerifyPage } from "./VerifyPage";

const user: User = { id: "u1", email: "sam@example.org", role: "patient", language: "en", timeZone: "UTC" };

async function renderVerify(search: string, verify: MockHandler<"POST /api/auth/verify">) {
  const { api, calls } = mockApi({ "POST /api/auth/verify": verify });
  const rootRoute = createRootRoute();
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: "/app/guest/auth/verify", component: VerifyPage }),
      createRoute({ getParentRoute: () => rootRoute, path: "/app/guest/auth", component: () => "auth" }),
      createRoute({ getParentRoute: () => rootRoute, path: "/app/patient", component: () => "home" }),
      createRoute({
        getParentRoute: () => rootRoute,
        path: "/app/patient/program",
        component: () => "programs",
      }),
    ]),
    history: createMemoryHistory({ initialEntries: [`/app/guest/auth/verify${search}`] }),
  });
  // Strict mode, as in the app: its second run of the effect must not spend the link again.
  const { queryClient } = await renderRouter(router, { api, strict: true });
  return { calls, router, queryClient };
}

describe("VerifyPage", () => {
  it("activates the account once, signs in and goes to nextPage", async () => {
    const { calls, router, queryClient } = await renderVerify(
      "?token=tok-1&nextPage=/app/patient/program",
      () => ok({ user }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/app/patient/program"));
    expect(calls.map((call) => call.body)).toEqual([{ token: "tok-1" }]);
    expect(queryClient.getQueryData(meKey)).toEqual(user);
  });

  it("goes home when nextPage is missing or leads off the app", async () => {
    const { router } = await renderVerify("?token=tok-2&nextPage=https://evil.example/", () => ok({ user }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/app/patient"));
  });

  it("says a used link was used, and leads back to sign-in", async () => {
    const { router } = await renderVerify("?token=tok-3", () =>
      fail(410, "SIGNUP_LINK_USED", "This sign-up link was already used"),
    );
    expect(
      await screen.findByText("This link was already used. Sign in with your email and password."),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe("/app/guest/auth/verify");
    expect(screen.getByRole("link", { name: "Back to sign in and sign up" }).getAttribute("href")).toBe(
      "/app/guest/auth",
    );
  });

  it("says a link without its token is not valid, asking nothing of the server", async () => {
    const { calls } = await renderVerify("", () => ok({ user }));
    expect(
      await screen.findByText("This link is not valid. Check that you opened it whole, or sign up again."),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
