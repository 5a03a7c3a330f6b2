import { afterEach, beforeAll, describe, expect, it } from "vitest";
import axe from "axe-core";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ProProgramAnswer } from "../../../card-schemas";
import { taskCard } from "../../mocks/fixtures";
import { fail, ok, type MockRoutes } from "../../mocks/mockApi";
import { openApp, pro } from "../test/openApp";

const program = (): ProProgramAnswer => ({
  draft: {
    id: "sleep",
    autorID: "author-1",
    studyDuration: 14,
    category: "followup",
    languages: ["en", "fr"],
    actionsJournal: [
      { day: 2, uniqueId: "evening", rewards: 5, taskType: "DEFAULT", params: { body: "Dim the lights." } },
      { day: 1, uniqueId: "welcome", rewards: 0, taskType: "DEFAULT", params: { body: "Welcome." } },
    ],
    translations: {
      en: { title: "Better sleep", "actions.welcome.title": "Hello" },
      fr: { title: "Mieux dormir" },
    },
  },
  revision: 3,
  versions: [],
  status: "DRAFT",
});

const preview: MockRoutes = {
  "POST /api/pro/:proId/preview": ({ body }) =>
    ok(taskCard("preview", { type: "DEFAULT", params: body.card.params as { body: string } })),
};

const path = "/app/pro/programs/sleep";

beforeAll(async () => {
  await Promise.all([import("../ProLayout"), import("./ProgramEditorPage")]);
});
afterEach(() => localStorage.clear());

describe("ProgramEditorPage", () => {
  it("shows the program's texts, settings and its actions day by day", async () => {
    await openApp(path, pro, { "GET /api/pro/:proId/program/:id": () => ok(program()), ...preview });
    expect(await screen.findByRole("heading", { level: 1, name: "Better sleep" })).toBeTruthy();
    const days = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(days).toEqual(["Day 1", "Day 2"]);
    expect(screen.getByTestId("action-welcome").textContent).toContain("Text to read: Hello");
    expect(screen.getByLabelText(/^Study duration/)).toHaveProperty("value", "14");
    fireEvent.click(within(screen.getByTestId("action-welcome")).getByText("Text to read: Hello"));
    expect(await within(screen.getByTestId("phone-preview")).findByText("Welcome.")).toBeTruthy();
    // happy-dom has no layout: colours and sizes are for the browser journeys.
    const { violations } = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false }, "target-size": { enabled: false } },
    });
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(" ")}`)).toEqual(
      [],
    );
  });

  it("saves a text as the author types, with the draft's revision", async () => {
    let saved = program();
    const { calls } = await openApp(path, pro, {
      "GET /api/pro/:proId/program/:id": () => ok(saved),
      "PUT /api/pro/:proId/program/:id/translation": ({ body }) => {
        saved = { ...saved, revision: saved.revision + 1 };
        saved.draft.translations.en = { ...saved.draft.translations.en, [body.field]: body.value };
        return ok(saved);
      },
      ...preview,
    });
    const texts = within(await screen.findByRole("region", { name: "Texts" }));
    fireEvent.change(texts.getByLabelText(/^Title/), { target: { value: "Sleep well" } });
    expect(screen.getByTestId("save-status").textContent).toBe("Saving…");
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true), { timeout: 3000 });
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.body).toEqual({ field: "title", value: "Sleep well", language: "en", revision: 3 });
    expect(await screen.findByText("All changes saved")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Sleep well" })).toBeTruthy();
  });

  it("keeps an edit the server could not save, retries it, and still has it after a reload", async () => {
    const routes: MockRoutes = {
      "GET /api/pro/:proId/program/:id": () => ok(program()),
      "PUT /api/pro/:proId/program/:id": () => fail(503, "DATABASE_UNAVAILABLE"),
      ...preview,
    };
    const { calls } = await openApp(path, pro, routes);
    fireEvent.change(await screen.findByLabelText(/^Study duration/), { target: { value: "21" } });
    expect(await screen.findByText(/Not saved yet: trying again/, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByLabelText(/^Study duration/)).toHaveProperty("value", "21");
    const puts = () => calls.filter((call) => call.method === "PUT").length;
    const before = puts();
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(puts()).toBeGreaterThan(before);

    cleanup();
    let stored: unknown;
    await openApp(path, pro, {
      ...routes,
      "PUT /api/pro/:proId/program/:id": ({ body }) => {
        stored = body;
        return ok({ ...program(), revision: 4, draft: { ...program().draft, studyDuration: 21 } });
      },
    });
    expect(await screen.findByLabelText(/^Study duration/)).toHaveProperty("value", "21");
    expect(await screen.findByText("All changes saved", {}, { timeout: 3000 })).toBeTruthy();
    expect(stored).toEqual({ field: "studyDuration", value: 21, revision: 3 });
  }, 15_000);

  it("publishes, and shows each path the server refuses on its field", async () => {
    await openApp(path, pro, {
      "GET /api/pro/:proId/program/:id": () => ok(program()),
      "PUT /api/pro/:proId/program/:id/activate": () =>
        fail(400, "VALIDATION_FAILED", "invalid", [
          { path: "/actionsJournal/1/params/body", message: "The welcome needs a text." },
          { path: "/studyDuration", message: "Too short for its actions." },
        ]),
      ...preview,
    });
    fireEvent.click(await screen.findByRole("button", { name: "Publish" }));
    const settings = within(screen.getByRole("region", { name: "Settings" }));
    expect(await settings.findByText("Too short for its actions.")).toBeTruthy();
    const welcome = within(screen.getByTestId("action-welcome"));
    expect(welcome.getByText("The welcome needs a text.")).toBeTruthy();
    expect(within(screen.getByTestId("action-evening")).queryByText("The welcome needs a text.")).toBeNull();
  });
});
