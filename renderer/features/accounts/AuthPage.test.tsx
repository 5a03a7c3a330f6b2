import { describe, expect, it } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Provider as JotaiProvider } from "jotai";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { ApiProvider } from "../../app/api/ApiContext";
import type { ApiClient } from "../../app/api/client";
import { createQueryClient } from "../../app/api/createQueryClient";
import { I18nProvider } from "../../app/i18n/I18nProvider";
import { fail, mockApi, ok, type MockHandler } from "../../test/mockApi";
import { allMessages } from "../../test/messages";
import { AuthPage } from "./AuthPage";

/** The auth page at `initialEntry`, with a home to land on after signing in. */
async function renderAuthPage(api: ApiClient, initialEntry = "/app/guest/auth") {
  const rootRoute = createRootRoute();
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: "/app/guest/auth", component: AuthPage }),
      createRoute({ getParentRoute: () => rootRoute, path: "/app/patient", component: () => "home" }),
    ]),
    history: createMemoryHistory({ initialEntries: [initialEntry] }),
  });
  await act(() => router.load());
  // Texts stay English whatever is chosen, as while a chosen language's texts are loading.
  render(
    <JotaiProvider>
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <ApiProvider client={api}>
          <I18nProvider locale="en" messages={allMessages.en}>
            <RouterProvider router={router} />
          </I18nProvider>
        </ApiProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  await act(async () => {});
  return router;
}

async function renderSignUp(signup: MockHandler<"POST /api/auth/signup">, initialEntry?: string) {
  const { api, calls } = mockApi({ "POST /api/auth/signup": signup });
  const router = await renderAuthPage(api, initialEntry);
  fireEvent.click(await screen.findByTestId("auth-mode-signUp"));
  return { calls, router };
}

function fillAndSubmit(name: string) {
  fireEvent.change(screen.getByLabelText("First name or nickname"), { target: { value: name } });
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "sam@example.org" } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: "long enough password" } });
  fireEvent.click(screen.getByTestId("auth-submit"));
}

const created: MockHandler<"POST /api/auth/signup"> = () => ok({ email: "sam@example.org" }, 202);

describe("AuthPage, signing up", () => {
  it("asks for an optional name, up to the schema's 50 characters, on sign-up only", async () => {
    await renderSignUp(created);
    const name = screen.getByLabelText("First name or nickname");
    expect(name.getAttribute("maxlength")).toBe("50");
    expect(name.hasAttribute("required")).toBe(false);
    expect(name.getAttribute("aria-describedby")).toBe(
      screen.getByText("Optional: this is how we will greet you.").id,
    );
    fireEvent.click(screen.getByTestId("auth-mode-signIn"));
    expect(screen.queryByLabelText("First name or nickname")).toBeNull();
  });

  it("sends the name trimmed and the page to open after the emailed link, then says to check the email", async () => {
    const { calls, router } = await renderSignUp(created, "/app/guest/auth?nextPage=/app/patient/program");
    fillAndSubmit("  Sam  ");
    const panel = await screen.findByTestId("auth-check-email");
    expect(calls[0]?.body).toMatchObject({
      email: "sam@example.org",
      name: "Sam",
      accountType: "patient",
      nextPage: "/app/patient/program",
      // The account's day is the patient's local day: the browser's zone goes with the sign-up.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    // Nobody is signed in yet: the page stays, the form gives way to the news, which takes the focus.
    expect(router.state.location.pathname).toBe("/app/guest/auth");
    expect(screen.queryByTestId("auth-form-signUp")).toBeNull();
    expect(panel.textContent).toContain(
      "We sent an email to sam@example.org. Open the link in it to continue: it works for 24 hours.",
    );
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Check your email" }));
    fireEvent.click(screen.getByRole("button", { name: "Back to sign in" }));
    expect(screen.getByTestId("auth-form-signIn")).toBeTruthy();
  });

  it("makes the account in the language chosen, even before that language's texts are shown", async () => {
    const { calls } = await renderSignUp(created);
    const language = screen.getByLabelText("Language") as HTMLSelectElement;
    expect(language.value).toBe("en");
    fireEvent.change(language, { target: { value: "fr" } });
    expect(language.value).toBe("fr");
    fillAndSubmit("Sam");
    await screen.findByTestId("auth-check-email");
    expect(calls[0]?.body).toMatchObject({ language: "fr" });
  });

  it("sends no name for spaces alone, and home as the link's page when none was asked", async () => {
    const { calls } = await renderSignUp(created);
    fillAndSubmit("   ");
    await screen.findByTestId("auth-check-email");
    expect(calls[0]?.body).not.toHaveProperty("name");
    expect(calls[0]?.body).toMatchObject({ nextPage: "/app/patient" });
  });

  it("shows the server's refusal of the name beside the field", async () => {
    await renderSignUp(() =>
      fail(400, "VALIDATION_FAILED", "The request is not valid", [
        { path: "/name", message: "must match pattern" },
      ]),
    );
    fillAndSubmit("Sam");
    const error = await screen.findByText("1 to 50 characters, on one line.");
    const name = screen.getByLabelText("First name or nickname");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(name.getAttribute("aria-describedby")?.split(" ")).toContain(error.id);
    expect(screen.getByTestId("error-alert")).toBeTruthy();
  });
});

describe("AuthPage, signing up with a sponsor code", () => {
  it("sends the code typed, and none when the field is left empty", async () => {
    const { calls } = await renderSignUp(created);
    expect(
      screen.getByText("Optional: a friend's code gives you 100 rewards when your account is created."),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Sponsor code"), { target: { value: " k7m2-qx9p " } });
    fillAndSubmit("Sam");
    await screen.findByTestId("auth-check-email");
    expect(calls[0]?.body).toMatchObject({ sponsorCode: "k7m2-qx9p" });
  });

  it("opens sign-up with the code of a shared link filled in", async () => {
    const { api, calls } = mockApi({ "POST /api/auth/signup": created });
    await renderAuthPage(api, "/app/guest/auth?sponsorCode=K7M2QX9P");
    expect(((await screen.findByLabelText("Sponsor code")) as HTMLInputElement).value).toBe("K7M2QX9P");
    fillAndSubmit("Sam");
    await screen.findByTestId("auth-check-email");
    expect(calls[0]?.body).toMatchObject({ sponsorCode: "K7M2QX9P" });
  });

  it("says beside the field when the code does not exist", async () => {
    await renderSignUp(() =>
      fail(400, "VALIDATION_FAILED", "The request is not valid", [
        { path: "/sponsorCode", message: "is no patient's referral code" },
      ]),
    );
    fireEvent.change(screen.getByLabelText("Sponsor code"), { target: { value: "ZZZZ2222" } });
    fillAndSubmit("Sam");
    const error = await screen.findByText(
      "This sponsor code does not exist. Check it, or leave the field empty.",
    );
    expect(screen.getByLabelText("Sponsor code").getAttribute("aria-describedby")?.split(" ")).toContain(
      error.id,
    );
  });
});

describe("AuthPage, signing in", () => {
  it("says an account waits for its email link when the server answers EMAIL_NOT_VERIFIED", async () => {
    const { api } = mockApi({
      "POST /api/auth/login": () => fail(403, "EMAIL_NOT_VERIFIED", "Open the link sent to this email"),
    });
    await renderAuthPage(api);
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "sam@example.org" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "long enough password" } });
    fireEvent.click(screen.getByTestId("auth-submit"));
    expect(
      await screen.findByText("Your account is not active yet: open the link we sent to your email."),
    ).toBeTruthy();
  });
});

describe("AuthPage, a password forgotten or an account under attack", () => {
  it("links to the forgotten-password page when signing in, not when signing up", async () => {
    await renderAuthPage(mockApi({}).api);
    expect(screen.getByRole("link", { name: "Forgot your password?" }).getAttribute("href")).toBe(
      "/app/guest/auth/forgot",
    );
    fireEvent.click(screen.getByTestId("auth-mode-signUp"));
    expect(screen.queryByRole("link", { name: "Forgot your password?" })).toBeNull();
  });

  it("says to check the email when the account's sign-in needs its emailed link", async () => {
    const { api } = mockApi({
      "POST /api/auth/login": () => fail(403, "SIGN_IN_LINK_REQUIRED", "Too many failed sign-ins"),
    });
    await renderAuthPage(api);
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "sam@example.org" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "the password" } });
    fireEvent.click(screen.getByTestId("auth-submit"));
    expect(
      await screen.findByText(
        "Too many failed sign-ins on this account. If your password was right, we sent a sign-in link to your email.",
      ),
    ).toBeTruthy();
  });
});
