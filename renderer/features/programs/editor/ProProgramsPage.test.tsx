import { beforeAll, describe, expect, it } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import type { ProProgramSummary } from "../../../../card-schemas";
import { fail, ok, type MockRoutes } from "../../../test/mockApi";
import { openApp, pro } from "../../../test/pro/openApp";

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

const renderPage = (routes: MockRoutes) => openApp("/app/pro", pro, routes);

beforeAll(async () => {
  await Promise.all([
    import("../../../app/pro/ProLayout"),
    import("./ProProgramsPage"),
    import("./ProgramEditorPage"),
  ]);
});

describe("ProProgramsPage", () => {
  it("lists every program with its status and the patients of each published version", async () => {
    await renderPage({ "GET /api/pro/:proId/program": () => ok({ items: [sleep, draft] }) });
    const live = within(await screen.findByTestId("pro-program-sleep"));
    expect(live.getByRole("link", { name: "Better sleep" }).getAttribute("href")).toBe(
      "/app/pro/programs/sleep",
    );
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
    const { calls, router } = await renderPage({
      "GET /api/pro/:proId/program": () => ok({ items: created ? [draft] : [] }),
      "GET /api/pro/:proId/program/:id": () =>
        ok({
          draft: { id: "stress", autorID: "author-1", translations: {} },
          revision: 1,
          versions: [],
          status: "DRAFT",
        }),
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
    // The new program opens in its editor.
    expect(await screen.findByRole("link", { name: "All my programs" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/app/pro/programs/stress");
    const posts = calls.filter((call) => call.method === "POST");
    expect(posts.at(-1)?.body).toEqual({
      input: { id: "stress", studyDuration: 14, category: "followup", languages: ["fr"] },
    });
  });

  it("draws the form in the author's language, and asks for the schemas again when it changes", async () => {
    const { calls, setLocale } = await renderPage({});
    expect(await screen.findByLabelText(/^Category/)).toBeTruthy();
    expect(screen.getByRole("option", { name: "Habit challenge" })).toBeTruthy();
    await setLocale("fr");
    expect(await screen.findByLabelText(/^Catégorie/)).toBeTruthy();
    expect(screen.getByLabelText(/^Durée du programme/)).toBeTruthy();
    expect(screen.getByRole("option", { name: "Défi d'habitude" })).toBeTruthy();
    const asked = calls
      .filter((call) => call.path.endsWith("/schemas"))
      .map((call) => call.query.get("lang"));
    expect(asked).toEqual(["en", "fr"]);
  });
});
