import { beforeAll, describe, expect, it } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import type { User } from "../../card-schemas";
import { editorSchemas } from "../../card-schemas/editorSchemas";
import { ApiProvider } from "../api/ApiContext";
import { createQueryClient } from "../api/createQueryClient";
import { I18nProvider } from "../i18n/I18nProvider";
import { mockApi, ok, type MockRoutes } from "../mocks/mockApi";
import { createAppRouter } from "../router/createAppRouter";
import { allMessages } from "../test/messages";

const patient: User = {
  id: "u1",
  email: "sam@example.org",
  role: "patient",
  language: "en",
  timeZone: "Europe/Paris",
};
const pro: User = { ...patient, id: "u2", email: "dr@example.org", role: "pro", authorId: "author-1" };

const noPrograms: MockRoutes = {
  "GET /api/pro/:proId/program": () => ok({ items: [] }),
  "GET /api/pro/:proId/schemas": () => ok(editorSchemas()),
};

/** The whole app's router at `path`, signed in as `user` (null: a guest). */
async function openApp(path: string, user: User | null, routes: MockRoutes = {}) {
  const { api, calls } = mockApi({ "GET /api/auth/session": () => ok({ user }), ...noPrograms, ...routes });
  const queryClient = createQueryClient({ retry: false });
  const router = createAppRouter({ queryClient, api }, createMemoryHistory({ initialEntries: [path] }));
  await act(() => router.load());
  render(
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api}>
        <I18nProvider locale="en" messages={allMessages.en}>
          <RouterProvider router={router} />
        </I18nProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
  await act(async () => {});
  return { router, calls };
}

describe("the pro area's routes", () => {
  // The area's chunks load on demand in the app; here once, before the timed waits.
  beforeAll(async () => {
    await Promise.all([
      import("./ProLayout"),
      import("./programs/ProProgramsPage"),
      import("./i18n/messages/en.json"),
    ]);
  });

  it("sends a pro who opens the patient app to the pro area", async () => {
    const { router } = await openApp("/app/patient/tasks", pro);
    expect(router.state.location.pathname).toBe("/app/pro");
    expect(await screen.findByRole("heading", { name: "My programs" })).toBeTruthy();
  });

  it("leads the old /app/patient/pro address to it", async () => {
    const { router } = await openApp("/app/patient/pro", pro);
    expect(router.state.location.pathname).toBe("/app/pro");
  });

  it("lands a pro who signs in on the pro area", async () => {
    let user: User | null = null;
    const { router } = await openApp("/app/guest/auth", null, {
      "GET /api/auth/session": () => ok({ user }),
      "POST /api/auth/login": () => {
        user = pro;
        return ok({ user: pro });
      },
    });
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "dr@example.org" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "long enough password" } });
    fireEvent.click(screen.getByTestId("auth-submit"));
    expect(await screen.findByRole("heading", { name: "My programs" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/app/pro");
  });

  it("tells a patient the area is for professionals, with the way back, and asks nothing of the pro API", async () => {
    const { router, calls } = await openApp("/app/pro", patient);
    expect(router.state.location.pathname).toBe("/app/pro");
    expect(await screen.findByRole("heading", { name: "This area is for professionals" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to my app" }).getAttribute("href")).toBe("/app/patient");
    expect(screen.queryByRole("navigation", { name: "Professional menu" })).toBeNull();
    expect(calls.filter((call) => call.path.startsWith("/api/pro/"))).toEqual([]);
  });

  it("sends a guest to sign in first, then back to the pro area", async () => {
    const { router } = await openApp("/app/pro", null);
    expect(router.state.location.pathname).toBe("/app/guest/auth");
    expect(router.state.location.search).toEqual({ nextPage: "/app/pro" });
  });
});
