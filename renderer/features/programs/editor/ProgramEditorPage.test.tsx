import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import axe from "axe-core";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ProProgramAnswer } from "../../../../card-schemas";
import { taskCard } from "../../../test/fixtures";
import { fail, ok, type MockRoutes } from "../../../test/mockApi";
import { pngFile } from "../../uploads/uploadFixtures";
import { installFakeXhr } from "../../../test/fakeXhr";
import { openApp, pro } from "../../../test/pro/openApp";
import { SAVE_DELAY_MS } from "./useDraftSaver";

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
  await Promise.all([import("../../../app/pro/ProLayout"), import("./ProgramEditorPage")]);
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

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
  }, 15_000);

  it("names each open action's preview after its action, so that their regions are told apart", async () => {
    await openApp(path, pro, { "GET /api/pro/:proId/program/:id": () => ok(program()), ...preview });
    for (const uniqueId of ["welcome", "evening"]) {
      const summary = (await screen.findByTestId(`action-${uniqueId}`)).querySelector("summary")!;
      fireEvent.click(summary);
    }
    const names = (await screen.findAllByRole("region", { name: /^What a patient sees/ })).map((region) =>
      region.getAttribute("aria-label"),
    );
    expect(names).toEqual([
      "What a patient sees: Text to read welcome, day 1",
      "What a patient sees: Text to read evening, day 2",
    ]);
    const { violations } = await axe.run(document.body, { runOnly: ["landmark-unique"] });
    expect(violations).toEqual([]);
  }, 15_000);

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

  it("shows the patients on each version and offers the latest to those on older ones once confirmed", async () => {
    const published: ProProgramAnswer = {
      ...program(),
      status: "INPROGRESS",
      versions: [
        { version: 1, publishedAt: "2026-10-01T10:00:00.000Z", patients: 2 },
        { version: 2, publishedAt: "2026-11-01T10:00:00.000Z", patients: 1 },
      ],
    };
    const { calls } = await openApp(path, pro, {
      "GET /api/pro/:proId/program/:id": () => ok(published),
      "PUT /api/pro/:proId/program/:id/offer": () => ok(published),
      ...preview,
    });
    const versions = within(await screen.findByRole("region", { name: "Versions and their patients" }));
    expect(versions.getByRole("list").textContent).toBe("Version 1: 2 patientsVersion 2: 1 patient");
    fireEvent.click(
      versions.getByRole("button", { name: "Offer version 2 to the 2 patients on older versions" }),
    );
    const confirm = within(versions.getByRole("group", { name: /^Offer version 2 to 2 patients\?/ }));
    // Nothing is offered before the author confirms, and not offering leaves it so.
    fireEvent.click(confirm.getByRole("button", { name: "Not now" }));
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
    fireEvent.click(versions.getByRole("button", { name: /^Offer version 2/ }));
    fireEvent.click(versions.getByRole("button", { name: "Yes, offer it" }));
    expect((await versions.findByRole("status")).textContent).toBe(
      "Version 2 is offered to 2 patients. Each one will see it and can switch or keep their version.",
    );
    expect(calls.filter((call) => call.method === "PUT").map((call) => call.path)).toEqual([
      "/api/pro/author-1/program/sleep/offer",
    ]);
    expect(versions.queryByRole("button", { name: /^Offer version/ })).toBeNull();
  });

  it("offers nothing while every patient follows the latest version", async () => {
    await openApp(path, pro, {
      "GET /api/pro/:proId/program/:id": () =>
        ok({
          ...program(),
          status: "INPROGRESS",
          versions: [{ version: 1, publishedAt: "2026-10-01T10:00:00.000Z", patients: 4 }],
        }),
      ...preview,
    });
    const versions = within(await screen.findByRole("region", { name: "Versions and their patients" }));
    expect(versions.getByText("Version 1: 4 patients")).toBeTruthy();
    expect(versions.queryByRole("button")).toBeNull();
  });

  it("closes a published program to new patients, and shows its new status", async () => {
    const published: ProProgramAnswer = {
      ...program(),
      status: "INPROGRESS",
      versions: [{ version: 1, publishedAt: "2026-10-01T10:00:00.000Z", patients: 3 }],
    };
    const { calls } = await openApp(path, pro, {
      "GET /api/pro/:proId/program/:id": () => ok(published),
      "PUT /api/pro/:proId/program/:id/deactivate": () => ok({ ...published, status: "DONE" }),
      ...preview,
    });
    const close = await screen.findByRole("button", { name: "Close to new patients" });
    const head = within(document.querySelector<HTMLElement>(".pro-editor__head")!);
    expect(head.getByText("Published")).toBeTruthy();
    fireEvent.click(close);
    expect(await head.findByText("Closed to new patients")).toBeTruthy();
    expect(calls.filter((call) => call.method === "PUT").map((call) => call.path)).toEqual([
      "/api/pro/author-1/program/sleep/deactivate",
    ]);
    // Closed, it can only be published again, as a new version; its patients stay on theirs.
    expect(screen.queryByRole("button", { name: "Close to new patients" })).toBeNull();
    expect(screen.getByRole("button", { name: "Publish a new version" })).toHaveProperty("disabled", false);
    expect(
      within(screen.getByRole("region", { name: "Versions and their patients" })).getByText(
        "Version 1: 3 patients",
      ),
    ).toBeTruthy();
  });

  it("keeps a program published when closing it fails, and says why", async () => {
    const published: ProProgramAnswer = { ...program(), status: "INPROGRESS" };
    await openApp(path, pro, {
      "GET /api/pro/:proId/program/:id": () => ok(published),
      "PUT /api/pro/:proId/program/:id/deactivate": () => fail(503, "DATABASE_UNAVAILABLE"),
      ...preview,
    });
    const close = await screen.findByRole("button", { name: "Close to new patients" });
    fireEvent.click(close);
    expect((await screen.findByRole("alert")).textContent).toContain(
      "The service is briefly unavailable. Try again in a few seconds.",
    );
    const head = within(document.querySelector<HTMLElement>(".pro-editor__head")!);
    expect(head.getByText("Published")).toBeTruthy();
    expect(close).toHaveProperty("disabled", false);
  });

  it("uploads the program's cover with a progress bar, then saves its link", async () => {
    const sent = installFakeXhr();
    const { calls } = await openApp(path, pro, {
      "GET /api/pro/:proId/program/:id": () => ok(program()),
      "PUT /api/pro/:proId/program/:id": () => ok({ ...program(), revision: 4 }),
      ...preview,
    });
    const settings = within(await screen.findByRole("region", { name: "Settings" }));
    expect(settings.getAllByRole("button", { name: "Upload a file" })).toHaveLength(2);
    const file = pngFile("cover.png");
    await userEvent.upload(screen.getByTestId("program-settings_mediaLink__file"), file);

    const xhr = sent[0]!;
    expect([xhr.method, xhr.url, xhr.body]).toEqual(["POST", "/api/pro/author-1/uploads", file]);
    expect(xhr.headers["X-Requested-With"]).toBe("fetch");
    act(() => xhr.progress(40, 100));
    const bar = settings.getByRole("progressbar", { name: "Upload progress" });
    expect(bar).toHaveProperty("value", 0.4);
    await act(async () =>
      xhr.respond(201, {
        success: true,
        value: {
          file: {
            id: "f1",
            access: "protected",
            path: "authors/author-1/f1.png",
            url: "/api/files/f1",
            contentType: "image/png",
            size: 16,
            createdAt: "2025-03-10T10:00:00.000Z",
          },
        },
      }),
    );
    expect(settings.queryByRole("progressbar")).toBeNull();
    expect(settings.getByLabelText(/^Media link/)).toHaveProperty("value", "/api/files/f1");
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true), { timeout: 3000 });
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      field: "mediaLink",
      value: "/api/files/f1",
      revision: 3,
    });
  });

  it("says so when the server refuses the file, and keeps the link as it was", async () => {
    const sent = installFakeXhr();
    await openApp(path, pro, { "GET /api/pro/:proId/program/:id": () => ok(program()), ...preview });
    const settings = within(await screen.findByRole("region", { name: "Settings" }));
    await userEvent.upload(screen.getByTestId("program-settings_logoLink__file"), pngFile());
    await act(async () =>
      sent[0]!.respond(400, { success: false, error: "NOT_AN_IMAGE", message: "not a picture" }),
    );
    expect(settings.getByRole("alert").textContent).toBe("The file could not be sent. Try again.");
    expect(settings.getByLabelText(/^Logo link/)).toHaveProperty("value", "");
  });
  it("starts a new action empty in a French program: no example text in English to publish", async () => {
    const french: ProProgramAnswer = {
      ...program(),
      draft: {
        ...program().draft,
        languages: ["fr"],
        actionsJournal: [],
        translations: { fr: { title: "Réveil" } },
      },
    };
    const { calls } = await openApp(path, pro, {
      "GET /api/pro/:proId/program/:id": () => ok(french),
      "PUT /api/pro/:proId/program/:id": ({ body }) =>
        ok({ ...french, revision: 4, draft: { ...french.draft, actionsJournal: body.value as never } }),
      ...preview,
    });
    fireEvent.change(await screen.findByLabelText("Its task type"), { target: { value: "CHOICE" } });
    fireEvent.click(screen.getByRole("button", { name: "Add the action" }));
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true), { timeout: 3000 });
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.body).toMatchObject({
      field: "actionsJournal",
      value: [
        { uniqueId: "choice-d1", day: 1, taskType: "CHOICE", params: { choices: [], multiple: false } },
      ],
    });
    expect(JSON.stringify(put?.body)).not.toMatch(/How did you feel|Rested|tired/);

    // An end-of-study action ends this program, whatever the example says.
    fireEvent.change(screen.getByLabelText("Its task type"), { target: { value: "END_STUDY" } });
    fireEvent.click(screen.getByRole("button", { name: "Add the action" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "PUT")).toHaveLength(2), {
      timeout: 3000,
    });
    const journal = (
      calls.filter((call) => call.method === "PUT")[1]?.body as { value: { params: object }[] }
    ).value;
    expect(journal[1]?.params).toEqual({
      studyId: "sleep",
      analytics: ["completion", "participants", "correlation"],
    });
  });

  it("shows each saved text of an action in its phone preview within a second", async () => {
    let saved = program();
    const { calls } = await openApp(path, pro, {
      "GET /api/pro/:proId/program/:id": () => ok(saved),
      "PUT /api/pro/:proId/program/:id/translation": ({ body }) => {
        saved = { ...saved, revision: saved.revision + 1 };
        saved.draft.translations.en = { ...saved.draft.translations.en, [body.field]: body.value };
        return ok(saved);
      },
      // The server words the card with the draft's texts as saved.
      "POST /api/pro/:proId/preview": ({ body }) =>
        ok(
          taskCard(
            "preview",
            { type: "DEFAULT", params: body.card.params as { body: string } },
            {
              title: saved.draft.translations.en?.["actions.welcome.title"] ?? "",
            },
          ),
        ),
    });
    const welcome = within(await screen.findByTestId("action-welcome"));
    fireEvent.click(welcome.getByText("Text to read: Hello"));
    const phone = within(await welcome.findByTestId("phone-preview"));
    expect(await phone.findByText("Hello")).toBeTruthy();

    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      for (const typed of ["G", "Go", "Good", "Good morning"]) {
        fireEvent.change(welcome.getAllByLabelText(/^Title/)[0]!, { target: { value: typed } });
        await act(() => vi.advanceTimersByTimeAsync(100));
      }
      // The last keystroke is saved after its pause, and the preview follows within a second.
      await act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS));
      expect(calls.filter((call) => call.method === "PUT").map((call) => call.body)).toEqual([
        { field: "actions.welcome.title", value: "Good morning", language: "en", revision: 3 },
      ]);
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(phone.getByText("Good morning")).toBeTruthy();
      expect(phone.queryByText("Hello")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("copies the program under the id the author gives, and opens the copy", async () => {
    const copy: ProProgramAnswer = {
      ...program(),
      revision: 1,
      draft: { ...program().draft, id: "sleep-copy", translations: { en: { title: "Copied sleep" } } },
    };
    const { calls } = await openApp(path, pro, {
      "GET /api/pro/:proId/program/:id": ({ params }) => ok(params.id === "sleep-copy" ? copy : program()),
      "POST /api/pro/:proId/program/:id/clone": () => ok(copy),
      ...preview,
    });
    const files = within(await screen.findByRole("region", { name: "Copies and files" }));
    fireEvent.click(files.getByRole("button", { name: "Make a copy" }));
    fireEvent.change(files.getByLabelText("Identifier of the copy"), { target: { value: "sleep-copy" } });
    fireEvent.click(files.getByRole("button", { name: "Copy" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Copied sleep" })).toBeTruthy();
    const clone = calls.find((call) => call.method === "POST" && call.path.endsWith("/clone"));
    expect([clone?.path, clone?.body]).toEqual([
      "/api/pro/author-1/program/sleep/clone",
      { id: "sleep-copy" },
    ]);
  });

  it("downloads the program as a JSON file named after it", async () => {
    const file = { ...program().draft, status: "DRAFT" };
    let saved: Blob | undefined;
    // Spied, not replaced: the next files of this worker get the real ones back.
    const created = vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      saved = blob as Blob;
      return "blob:program";
    });
    const revoked = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    await openApp(path, pro, {
      "GET /api/pro/:proId/program/:id": () => ok(program()),
      "GET /api/pro/:proId/program/:id/export": () => ok(file as never),
      ...preview,
    });
    const files = within(await screen.findByRole("region", { name: "Copies and files" }));
    fireEvent.click(files.getByRole("button", { name: "Download as a file" }));
    await waitFor(() => expect(names).toEqual(["sleep.json"]));
    expect(JSON.parse(await saved!.text())).toEqual(file);
    for (const spy of [click, created, revoked]) spy.mockRestore();
  });

  it("starts a program from a file, naming each place a refused file fails", async () => {
    const imported: ProProgramAnswer = {
      ...program(),
      revision: 1,
      draft: { ...program().draft, id: "imported", translations: { en: { title: "From a file" } } },
    };
    let refuse = true;
    const { calls } = await openApp(path, pro, {
      "GET /api/pro/:proId/program/:id": ({ params }) => ok(params.id === "imported" ? imported : program()),
      "POST /api/pro/:proId/program/import": () =>
        refuse
          ? fail(400, "VALIDATION_FAILED", "invalid", [
              { path: "/studyDuration", message: "must be >= 1" },
              { path: "/actionsJournal/0/params/studyId", message: "must be imported" },
            ])
          : ok(imported),
      ...preview,
    });
    const files = within(await screen.findByRole("region", { name: "Copies and files" }));
    const input = screen.getByTestId("program-import-file");
    const document = { ...imported.draft, status: "DRAFT" };
    await userEvent.upload(
      input,
      new File([JSON.stringify(document)], "imported.json", { type: "application/json" }),
    );
    expect(await files.findByText("This file cannot become a program. Fix these places in it:")).toBeTruthy();
    expect(files.getByText(/studyDuration/)).toBeTruthy();
    expect(files.getByText(/actionsJournal\/0\/params\/studyId/)).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ program: document });

    await userEvent.upload(input, new File(["{ not json"], "notes.json", { type: "application/json" }));
    expect(await files.findByText("This file is not a program file.")).toBeTruthy();

    refuse = false;
    await userEvent.upload(
      input,
      new File([JSON.stringify(document)], "imported.json", { type: "application/json" }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "From a file" })).toBeTruthy();
  });
});
