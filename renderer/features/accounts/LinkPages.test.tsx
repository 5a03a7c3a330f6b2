import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from "@tanstack/react-router";
import type { User } from "../../../card-schemas";
import { fail, mockApi, ok, type MockRoutes } from "../../test/mockApi";
import { renderRouter } from "../../test/renderRouter";
import { EmailChangePage } from "./EmailChangePage";
import { ForgotPasswordPage } from "./ForgotPasswordPage";
import { ResetPasswordPage } from "./ResetPasswordPage";
import { SignInLinkPage } from "./SignInLinkPage";
import { meKey } from "../../app/session/queries";

const user: User = { id: "u1", email: "new@example.org", role: "patient", language: "en", timeZone: "UTC" };

/** `page` at `path` + `search`, in strict mode (a link must not be spent twice), with the pages it leads to. */
async function renderPage(page: () => React.JSX.Element, path: string, search: string, routes: MockRoutes) {
  const { api, calls } = mockApi(routes);
  const rootRoute = createRootRoute();
  const stub = (to: string, text: string) =>
    createRoute({ getParentRoute: () => rootRoute, path: to, component: () => text });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path, component: page }),
      stub("/app/guest/auth", "auth"),
      stub("/app/patient", "home"),
    ]),
    history: createMemoryHistory({ initialEntries: [`${path}${search}`] }),
  });
  const { queryClient } = await renderRouter(router, { api, strict: true });
  return { calls, router, queryClient };
}

describe("SignInLinkPage", () => {
  it("follows the link once, signs in and goes home", async () => {
    const { calls, router, queryClient } = await renderPage(
      SignInLinkPage,
      "/app/guest/auth/signin",
      "?token=s-1",
      {
        "POST /api/auth/login/link": () => ok({ user }),
      },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/app/patient"));
    expect(calls.map((call) => call.body)).toEqual([{ token: "s-1" }]);
    expect(queryClient.getQueryData(meKey)).toEqual(user);
  });

  it("says a used link was used, and leads back to sign-in", async () => {
    await renderPage(SignInLinkPage, "/app/guest/auth/signin", "?token=s-2", {
      "POST /api/auth/login/link": () => fail(410, "SIGN_IN_LINK_USED", "This sign-in link was already used"),
    });
    expect(
      await screen.findByText("This link was already used. Sign in again to get a new one."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to sign in" }).getAttribute("href")).toBe(
      "/app/guest/auth",
    );
  });
});

describe("EmailChangePage", () => {
  it("confirms the new address once, and a browser signed in to the account sees it", async () => {
    const { calls, queryClient } = await renderPage(EmailChangePage, "/app/guest/auth/email", "?token=e-1", {
      "POST /api/auth/email/verify": () => ok({ user }),
    });
    queryClient.setQueryData(meKey, { ...user, email: "old@example.org" });
    expect(await screen.findByText("Done: your account's email is now new@example.org.")).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(queryClient.getQueryData(meKey)).toEqual(user);
  });

  it("says a link without its token is not valid, asking nothing of the server", async () => {
    const { calls } = await renderPage(EmailChangePage, "/app/guest/auth/email", "", {});
    expect(
      await screen.findByText(
        "This link is not valid. Check that you opened it whole, or ask for the change again.",
      ),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe("ResetPasswordPage", () => {
  it("takes the new password of the link and goes home signed in", async () => {
    const { calls, router } = await renderPage(ResetPasswordPage, "/app/guest/auth/reset", "?token=r-1", {
      "POST /api/auth/password/reset": () => ok({ user }),
    });
    const password = await screen.findByLabelText("New password");
    fireEvent.change(password, { target: { value: "my new password" } });
    fireEvent.click(screen.getByRole("button", { name: "Save my new password" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/app/patient"));
    expect(calls.map((call) => call.body)).toEqual([{ token: "r-1", password: "my new password" }]);
  });
});

describe("ForgotPasswordPage", () => {
  it("has its form and the way back to sign-in", async () => {
    await renderPage(ForgotPasswordPage, "/app/guest/auth/forgot", "", {});
    expect(await screen.findByRole("heading", { name: "Forgotten password" })).toBeTruthy();
    expect(screen.getByTestId("forgot-password-form")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to sign in" }).getAttribute("href")).toBe(
      "/app/guest/auth",
    );
  });
});
