import { describe, expect, it } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { act, render } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ProProgramSummary } from "../../../card-schemas";
import { editorSchemas } from "../../../card-schemas/editorSchemas";
import { ApiProvider } from "../../api/ApiContext";
import { createQueryClient } from "../../api/createQueryClient";
import { I18nProvider } from "../../i18n/I18nProvider";
import { fail, mockApi, ok, type MockRoutes } from "../../mocks/mockApi";
import { allMessages } from "../../test/messages";
import { ProI18nProvider } from "../i18n/ProI18nProvider";
import { allProMessages } from "../test/proMessages";
import { ProProgramsPage } from "./ProProgramsPage";

const sleep: ProProgramSummary = {
  id: "sleep",
  status: "INPROGRESS",
  title: "Better sleep",
  category: "followup",
  studyDuration: 14,
  updatedAt: "2026-11-20T10:00:00.000Z",
  versions: [
    { version: 1, publishedAt: "2026-10-01T10:00:00.000Z", patients: 3 },
    { version: 2, publishedAt: "2026-11-01T10:00:00.000Z", patients: 1 },
  ],
  hasUnpublishedChanges: true,
};
const draft: ProProgramSummary = { ...sleep, id: "stress", status: "DRAFT", title: "", versions: [] };

/** The page under /app/pro, whose guard put a pro in the route context. */
async function renderPage(routes: MockRoutes) {
  const { api, calls } = mockApi({ "GET /api/pro/:proId/schemas": () => ok(editorSchemas()), ...routes });
  const root = createRootRoute();
  const pro = createRoute({
    getParentRoute: () => root,
    path: "/app/pro",
    beforeLoad: () => ({
      user: {
        id: "u",
        email: "dr@example.org",
        role: "pro" as const,
        language: "en" as const,
        timeZone: "UTC",
        authorId: "author-1",
      },
    }),
    component: ProProgramsPage,
  });
  const router = createRouter({
    routeTree: root.addChildren([pro]),
    history: createMemoryHistory({ initialEntries: ["/app/pro"] }),
  });
  await act(() => router.load());
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <ApiProvider client={api}>
        <I18nProvider locale="en" messages={allMessages.en}>
          <ProI18nProvider messages={allProMessages.en}>
            <RouterProvider router={router} />
          </ProI18nProvider>
        </I18nProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
  await act(async () => {});
  return calls;
}

describe("ProProgramsPage", () => {
  it("lists every program with its status and the patients of each published version", async () => {
    await renderPage({ "GET /api/pro/:proId/program": () => ok({ items: [sleep, draft] }) });
    const live = within(await screen.findByTestId("pro-program-sleep"));
    expect(live.getByRole("heading", { name: "Better sleep" })).toBeTruthy();
    expect(live.getByText("Published")).toBeTruthy();
    expect(live.getByText("Unpublished changes")).toBeTruthy();
    expect(live.getByRole("list", { name: "Versions and their patients" }).textContent).toContain(
      "Version 1: 3 patients",
    );
    const unpublished = within(screen.getByTestId("pro-program-stress"));
    expect(unpublished.getByRole("heading", { name: "Untitled (stress)" })).toBeTruthy();
    expect(unpublished.getByText("Draft")).toBeTruthy();
    expect(unpublished.getByText("Never published")).toBeTruthy();
  });

  it("creates a program from the contract's form, and shows a refused field on that field", async () => {
    let created = false;
    const calls = await renderPage({
      "GET /api/pro/:proId/program": () => ok({ items: created ? [draft] : [] }),
      "POST /api/pro/:proId/program": ({ body }) => {
        if (body.input.id === "taken") {
          return fail(400, "VALIDATION_FAILED", "taken", [
            { path: "/input/id", message: "This id is taken." },
          ]);
        }
        created = true;
        return ok({
          draft: { id: "stress", autorID: "author-1", translations: {} },
          revision: 1,
          versions: [],
          status: "DRAFT",
        });
      },
    });
    fireEvent.change(await screen.findByLabelText(/^Id/), { target: { value: "taken" } });
    fireEvent.change(screen.getByLabelText(/^Study duration/), { target: { value: "14" } });
    fireEvent.change(screen.getByLabelText(/^Category/), { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Create the program" }));
    expect(await screen.findByText("This id is taken.")).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Id/), { target: { value: "stress" } });
    fireEvent.click(screen.getByRole("button", { name: "Create the program" }));
    expect(await screen.findByTestId("pro-program-stress")).toBeTruthy();
    const posts = calls.filter((call) => call.method === "POST");
    expect(posts.at(-1)?.body).toEqual({
      input: { id: "stress", studyDuration: 14, category: "followup", languages: ["fr"] },
    });
  });
});
