import { describe, expect, it } from "vitest";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { ApiProvider } from "../api/ApiContext";
import { createQueryClient } from "../api/createQueryClient";
import { I18nProvider } from "../i18n/I18nProvider";
import { fail, mockApi, ok, type MockHandler } from "../mocks/mockApi";
import { allMessages } from "../test/messages";
import { AuthPage } from "./AuthPage";

async function renderSignUp(signup: MockHandler) {
  const { api, calls } = mockApi({ "POST /api/auth/signup": signup });
  const rootRoute = createRootRoute();
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: "/app/guest/auth", component: AuthPage }),
      createRoute({ getParentRoute: () => rootRoute, path: "/app/patient", component: () => "home" }),
    ]),
    history: createMemoryHistory({ initialEntries: ["/app/guest/auth"] }),
  });
  await act(() => router.load());
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <ApiProvider client={api}>
        <I18nProvider locale="en" messages={allMessages.en}>
          <RouterProvider router={router} />
        </I18nProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
  await act(async () => {});
  fireEvent.click(await screen.findByTestId("auth-mode-signUp"));
  return { calls, router };
}

function fillAndSubmit(name: string) {
  fireEvent.change(screen.getByLabelText("First name or nickname"), { target: { value: name } });
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "sam@example.org" } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: "long enough password" } });
  fireEvent.click(screen.getByTestId("auth-submit"));
}

const created = () =>
  ok({ user: { id: "u1", email: "sam@example.org", role: "patient", language: "en", timeZone: "UTC" } }, 201);

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

  it("sends the name trimmed, then goes home", async () => {
    const { calls, router } = await renderSignUp(created);
    fillAndSubmit("  Sam  ");
    await waitFor(() => expect(router.state.location.pathname).toBe("/app/patient"));
    expect(calls[0]?.body).toMatchObject({ email: "sam@example.org", name: "Sam", accountType: "patient" });
  });

  it("sends no name for spaces alone", async () => {
    const { calls, router } = await renderSignUp(created);
    fillAndSubmit("   ");
    await waitFor(() => expect(router.state.location.pathname).toBe("/app/patient"));
    expect(calls[0]?.body).not.toHaveProperty("name");
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
