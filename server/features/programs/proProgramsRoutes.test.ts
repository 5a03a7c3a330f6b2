import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { User } from "../../platform/db/models";
import { startOtherProcess, startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import { createPatient, createPro, signIn } from "../../test/factories";
import { programIssues } from "../../../card-schemas/programAuthoring";
import { proProgramRoutes } from "./proProgramsRoutes";

let t: TestApp;
let clock = new Date("2025-03-10T10:00:00Z");
let pro: User;
let author: TestClient;
let sequence = 0;

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  pro = await createPro(t.deps);
  author = await signIn(t.client(), t.deps, pro);
});
afterAll(() => t.close());

const base = () => `/api/pro/${pro.authorId}`;
const newId = () => `authored-${sequence++}`;

async function patient() {
  const user = await createPatient(t.deps, { language: "en" });
  return { user, client: await signIn(t.client(), t.deps, user) };
}

/** A draft complete enough to publish: a DEFAULT action on day 1, a CHOICE on day 2, English texts. */
async function publishableDraft(id = newId(), client = author, path = base()): Promise<string> {
  const created = await client.post(`${path}/program`, {
    input: { id, category: "challenge", studyDuration: 3, languages: ["en"], title: "Sleep better" },
  });
  expect(created.status).toBe(201);
  const journal = [
    { day: 1, uniqueId: "a", rewards: 10, taskType: "DEFAULT", params: { body: "Read this" } },
    {
      day: 2,
      uniqueId: "b",
      rewards: 5,
      taskType: "CHOICE",
      params: { question: "Which?", choices: [{ id: "x", label: "X" }] },
    },
  ];
  expect(
    (await client.put(`${path}/program/${id}`, { field: "actionsJournal", value: journal })).status,
  ).toBe(200);
  for (const [field, value] of [
    ["description", "Nights that rest"],
    ["actions.a.title", "First title"],
    ["actions.b.title", "Second title"],
    // The params' texts too, as the editor writes them in each language.
    ["actions.a.params.body", "Read this"],
    ["actions.b.params.question", "Which?"],
    ["actions.b.params.choices.0.label", "X"],
  ]) {
    const text = await client.put(`${path}/program/${id}/translation`, { field, value, language: "en" });
    expect(text.status).toBe(200);
  }
  return id;
}

describe("who may call the pro program routes", () => {
  const calls = proProgramRoutes.map((definition) => [definition.call, definition] as const);
  const urlOf = (path: string) => path.replace(":proId", pro.authorId!).replace(":id", "anything");
  const bodyOf = (method: string) => (method === "GET" ? undefined : {});

  it.each(calls)("%s answers 401 without a session", async (_call, definition) => {
    const answer = await t
      .client()
      .request(definition.method, urlOf(definition.path), bodyOf(definition.method));
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe("NOT_SIGNED_IN");
  });

  it.each(calls)("%s answers 403 to a patient and to another pro", async (_call, definition) => {
    const { client } = await patient();
    const other = await signIn(t.client(), t.deps, await createPro(t.deps));
    for (const caller of [client, other]) {
      const answer = await caller.request(
        definition.method,
        urlOf(definition.path),
        bodyOf(definition.method),
      );
      expect(answer.status).toBe(403);
      expect(answer.body.error).toBe("FORBIDDEN");
    }
  });
});

describe("drafts", () => {
  it("creates a draft and lists it, unpublished, titled in the caller's language", async () => {
    const id = newId();
    const created = await author.post(`${base()}/program`, {
      input: { id, category: "followup", studyDuration: 14, languages: ["fr", "en"], title: "Mieux dormir" },
    });
    expect(created.status).toBe(201);
    expect(created.body.value).toMatchObject({
      draft: { id, autorID: pro.authorId, category: "followup", studyDuration: 14, maxReward: 0 },
      revision: 1,
      versions: [],
      status: "DRAFT",
    });
    const list = await author.get(`${base()}/program`);
    expect(list.body.value.items).toContainEqual(
      expect.objectContaining({
        id,
        status: "DRAFT",
        title: "Mieux dormir",
        hasUnpublishedChanges: true,
        versions: [],
      }),
    );
  });

  it("refuses an id already taken, by a draft or by a content program, with 409", async () => {
    const id = await publishableDraft();
    for (const taken of [id, "tour-taken"]) {
      if (taken === "tour-taken") await t.db("studies").insert(await studyRowLike(taken));
      const answer = await author.post(`${base()}/program`, {
        input: { id: taken, category: "challenge", studyDuration: 3, languages: ["en"] },
      });
      expect(answer.status).toBe(409);
      expect(answer.body.error).toBe("PROGRAM_EXISTS");
    }
  });

  it("answers 404 for another author's program", async () => {
    const id = await publishableDraft();
    const otherPro = await createPro(t.deps);
    const other = await signIn(t.client(), t.deps, otherPro);
    const answer = await other.get(`/api/pro/${otherPro.authorId}/program/${id}`);
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe("NOT_FOUND");
  });

  it("refuses a field that breaks its schema with 400 naming each failing path, and changes nothing", async () => {
    const id = await publishableDraft();
    const before = (await author.get(`${base()}/program/${id}`)).body.value;
    const answer = await author.put(`${base()}/program/${id}`, {
      field: "actionsJournal",
      value: [
        {
          day: 0,
          uniqueId: "a",
          rewards: 1,
          taskType: "CHOICE",
          params: { choices: [{ id: "x", label: 3 }] },
        },
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe("VALIDATION_FAILED");
    expect(answer.body.details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(["/actionsJournal/0/day", "/actionsJournal/0/params/choices/0/label"]),
    );
    expect((await author.get(`${base()}/program/${id}`)).body.value).toEqual(before);
  });

  it("takes data conditions with the product's operators, to join and to succeed, and refuses a bad one naming it", async () => {
    const id = await publishableDraft();
    const condition = { type: "dataValue", dataValue: "WATER", operator: "AVERAGE_MORE", target: 6, days: 7 };
    const join = await author.put(`${base()}/program/${id}`, {
      field: "subscriptionConditions",
      value: [condition, { type: "questScore", formCategory: "MOOD", operator: "LESS", target: 3, days: 14 }],
    });
    expect(join.status).toBe(200);
    const victory = await author.put(`${base()}/program/${id}`, {
      field: "victoryConditions",
      value: { completionPercent: 80, dataConditions: [{ ...condition, operator: "TOTAL_LESS" }] },
    });
    expect(victory.status).toBe(200);
    expect((await author.put(`${base()}/program/${id}/activate`)).status).toBe(200);

    const badOperator = await author.put(`${base()}/program/${id}`, {
      field: "subscriptionConditions",
      value: [{ ...condition, operator: "ABOUT" }],
    });
    expect(badOperator.status).toBe(400);
    expect(badOperator.body.details.map((d: { path: string }) => d.path)).toContain(
      "/subscriptionConditions/0/operator",
    );
    const badWindow = await author.put(`${base()}/program/${id}`, {
      field: "victoryConditions",
      value: { completionPercent: 80, dataConditions: [{ ...condition, days: 0 }] },
    });
    expect(badWindow.status).toBe(400);
    expect(badWindow.body.details.map((d: { path: string }) => d.path)).toContain(
      "/victoryConditions/dataConditions/0/days",
    );
  });

  it("refuses an http link with 400 naming the field, and changes nothing", async () => {
    const id = await publishableDraft();
    const before = (await author.get(`${base()}/program/${id}`)).body.value;
    const insecure = "http://example.com/a.png";
    const media = { day: 1, uniqueId: "m", rewards: 1, taskType: "MEDIA" };
    const cases: Array<[string, unknown, string]> = [
      ["mediaLink", insecure, "/mediaLink"],
      ["logoLink", insecure, "/logoLink"],
      ["termsURL", "http://example.com/terms", "/termsURL"],
      [
        "actionsJournal",
        [{ ...media, params: { mediaType: "image", mediaLink: insecure } }],
        "/actionsJournal/0/params/mediaLink",
      ],
      [
        "actionsJournal",
        [
          {
            ...media,
            taskType: "CUSTOM_ACTIVITY_CARD",
            params: { body: [{ type: "image", src: insecure, alt: "" }] },
          },
        ],
        "/actionsJournal/0/params/body/0/src",
      ],
    ];
    for (const [field, value, path] of cases) {
      const answer = await author.put(`${base()}/program/${id}`, { field, value });
      expect(answer.status, field).toBe(400);
      expect(answer.body.error).toBe("VALIDATION_FAILED");
      expect(answer.body.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    expect((await author.get(`${base()}/program/${id}`)).body.value).toEqual(before);
    const secure = await author.put(`${base()}/program/${id}`, {
      field: "termsURL",
      value: "https://example.com/terms",
    });
    expect(secure.status).toBe(200);
  });

  it("keeps maxReward equal to the actions' rewards plus the bonus, and removes a field set to null", async () => {
    const id = await publishableDraft();
    const bonus = await author.put(`${base()}/program/${id}`, {
      field: "victoryConditions",
      value: { completionPercent: 50, bonusRewards: 7 },
    });
    expect(bonus.body.value.draft.maxReward).toBe(22);
    await author.put(`${base()}/program/${id}`, { field: "mediaLink", value: "/media/a.png" });
    const removed = await author.put(`${base()}/program/${id}`, { field: "mediaLink", value: null });
    expect(removed.body.value.draft).not.toHaveProperty("mediaLink");
  });

  it("refuses a change made on an old revision with 409 STALE_DRAFT", async () => {
    const id = await publishableDraft();
    const { revision } = (await author.get(`${base()}/program/${id}`)).body.value;
    const first = await author.put(`${base()}/program/${id}`, { field: "studyDuration", value: 5, revision });
    expect(first.status).toBe(200);
    expect(first.body.value.revision).toBe(revision + 1);
    const stale = await author.put(`${base()}/program/${id}`, { field: "studyDuration", value: 6, revision });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe("STALE_DRAFT");
  });

  it("sets, checks and removes texts", async () => {
    const id = await publishableDraft();
    const tooLong = await author.put(`${base()}/program/${id}/translation`, {
      field: "title",
      value: "x".repeat(121),
      language: "en",
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.details[0].path).toBe("/translations/en/title");
    const unknown = await author.put(`${base()}/program/${id}/translation`, {
      field: "nonsense",
      value: "x",
      language: "en",
    });
    expect(unknown.status).toBe(400);
    const removed = await author.put(`${base()}/program/${id}/translation`, {
      field: "actions.b.title",
      value: "",
      language: "en",
    });
    expect(removed.body.value.draft.translations.en).not.toHaveProperty("actions.b.title");
  });
});

describe("activate, deactivate", () => {
  it("refuses an incomplete draft with 400 naming every failing path", async () => {
    const id = newId();
    await author.post(`${base()}/program`, {
      input: { id, category: "challenge", studyDuration: 3, languages: ["en"], title: "Half done" },
    });
    const answer = await author.put(`${base()}/program/${id}/activate`);
    expect(answer.status).toBe(400);
    expect(answer.body.details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(["/actionsJournal", "/translations/en/description"]),
    );
    expect(await t.db("studies").where({ id }).first()).toBeUndefined();
  });

  it("refuses to publish a draft holding an http link, with 400 naming it", async () => {
    const id = await publishableDraft();
    // A draft saved before links had to be https.
    const row = await t.db("programDrafts").where({ studyId: id }).first("document");
    const document = typeof row.document === "string" ? JSON.parse(row.document) : row.document;
    await t
      .db("programDrafts")
      .where({ studyId: id })
      .update({ document: JSON.stringify({ ...document, mediaLink: "http://example.com/a.png" }) });
    const answer = await author.put(`${base()}/program/${id}/activate`);
    expect(answer.status).toBe(400);
    expect(answer.body.details.map((d: { path: string }) => d.path)).toEqual(["/mediaLink"]);
    expect(await t.db("studies").where({ id }).first()).toBeUndefined();
  });

  it("refuses to publish a video file of another host, with 400 naming it; YouTube and ours pass", async () => {
    const id = await publishableDraft();
    const row = await t.db("programDrafts").where({ studyId: id }).first("document");
    const document = typeof row.document === "string" ? JSON.parse(row.document) : row.document;
    const withMedia = (mediaLink: string) =>
      t
        .db("programDrafts")
        .where({ studyId: id })
        .update({ document: JSON.stringify({ ...document, mediaLink }) });
    // Valid under the schemas of v1, which still read older documents: publishing refuses it.
    await withMedia("https://cdn.example.org/intro.mp4");
    const answer = await author.put(`${base()}/program/${id}/activate`);
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([
      { path: "/mediaLink", message: expect.stringMatching(/our server/) },
    ]);
    expect(await t.db("studies").where({ id }).first()).toBeUndefined();
    await withMedia("https://www.youtube.com/watch?v=Wemm-i6XHr8");
    expect((await author.put(`${base()}/program/${id}/activate`)).status).toBe(200);
  });

  it("publishes version 1, live for new subscribers; deactivating closes it to them", async () => {
    const id = await publishableDraft();
    const published = await author.put(`${base()}/program/${id}/activate`);
    expect(published.status).toBe(200);
    expect(published.body.value).toMatchObject({
      status: "INPROGRESS",
      versions: [{ version: 1, patients: 0 }],
    });
    const list = (await author.get(`${base()}/program`)).body.value.items;
    expect(list.find((item: { id: string }) => item.id === id)).toMatchObject({
      hasUnpublishedChanges: false,
    });

    const { client } = await patient();
    expect((await client.post(`/api/patient/study/subscribe/${id}`)).status).toBe(200);
    const closed = await author.put(`${base()}/program/${id}/deactivate`);
    expect(closed.body.value).toMatchObject({ status: "DONE", versions: [{ version: 1, patients: 1 }] });
    const late = await patient();
    expect((await late.client.post(`/api/patient/study/subscribe/${id}`)).status).toBe(404);
    // The running subscription goes on.
    const deck = await client.get("/api/patient/todo");
    expect(deck.body.value.cards.map((c: { title?: string }) => c.title)).toContain("First title");
    // Activating an unchanged draft again opens the same version.
    const reopened = await author.put(`${base()}/program/${id}/activate`);
    expect(reopened.body.value).toMatchObject({ status: "INPROGRESS", versions: [{ version: 1 }] });
  });

  it("refuses to publish an action whose texts miss a language of the program, naming the action and language", async () => {
    const id = await publishableDraft();
    // French added: the program's own texts are there, the actions' are not.
    await author.put(`${base()}/program/${id}`, { field: "languages", value: ["en", "fr"] });
    for (const [field, value] of [
      ["title", "Mieux dormir"],
      ["description", "Des nuits qui reposent"],
      ["actions.a.title", "Premier titre"],
      ["actions.a.params.body", "Lisez ceci"],
    ]) {
      await author.put(`${base()}/program/${id}/translation`, { field, value, language: "fr" });
    }
    const answer = await author.put(`${base()}/program/${id}/activate`);
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual(
      expect.arrayContaining([
        {
          path: "/translations/fr/actions.b.params.question",
          message: expect.stringMatching(/action b .* fr$/),
        },
        {
          path: "/translations/fr/actions.b.params.choices.0.label",
          message: expect.stringMatching(/b .* fr$/),
        },
        { path: "/translations/fr/actions.b.title", message: expect.stringMatching(/b .* fr$/) },
      ]),
    );
    expect(answer.body.details).toHaveLength(3);
    expect(await t.db("studies").where({ id }).first()).toBeUndefined();
    // An action of English example texts only, in a French program, is refused in French too.
    const french = newId();
    await author.post(`${base()}/program`, {
      input: { id: french, category: "challenge", studyDuration: 3, languages: ["fr"], title: "Réveil" },
    });
    await author.put(`${base()}/program/${french}/translation`, {
      field: "description",
      value: "Au réveil",
      language: "fr",
    });
    const example = {
      question: "How did you feel when you woke up?",
      choices: [{ id: "rested", label: "Rested" }],
    };
    await author.put(`${base()}/program/${french}`, {
      field: "actionsJournal",
      value: [{ day: 1, uniqueId: "wake", rewards: 0, taskType: "CHOICE", params: example }],
    });
    const refused = await author.put(`${base()}/program/${french}/activate`);
    expect(refused.status).toBe(400);
    expect(refused.body.details.map((d: { path: string }) => d.path).sort()).toEqual([
      "/translations/fr/actions.wake.params.choices.0.label",
      "/translations/fr/actions.wake.params.question",
    ]);
  });

  it("gives an end-of-study action its own program, and refuses one that names another", async () => {
    const id = await publishableDraft();
    const journal = (await author.get(`${base()}/program/${id}`)).body.value.draft.actionsJournal;
    const end = {
      day: 3,
      uniqueId: "end",
      rewards: 0,
      taskType: "END_STUDY",
      params: { analytics: ["completion"] },
    };
    const saved = await author.put(`${base()}/program/${id}`, {
      field: "actionsJournal",
      value: [...journal, end],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.value.draft.actionsJournal[2].params).toEqual({
      analytics: ["completion"],
      studyId: id,
    });

    const before = saved.body.value;
    const tour = { ...end, params: { studyId: "tour", analytics: ["completion"] } };
    const answer = await author.put(`${base()}/program/${id}`, {
      field: "actionsJournal",
      value: [...journal, tour],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([
      {
        path: "/actionsJournal/2/params/studyId",
        message: `must be ${id}: an end-of-study action ends its own program`,
      },
    ]);
    expect((await author.get(`${base()}/program/${id}`)).body.value).toEqual(before);

    // A draft stored before the rule holds one naming "tour": publishing refuses it.
    const row = await t.db("programDrafts").where({ studyId: id }).first("document");
    const document = typeof row.document === "string" ? JSON.parse(row.document) : row.document;
    await t
      .db("programDrafts")
      .where({ studyId: id })
      .update({ document: JSON.stringify({ ...document, actionsJournal: [...journal, tour] }) });
    const publish = await author.put(`${base()}/program/${id}/activate`);
    expect(publish.status).toBe(400);
    expect(publish.body.details.map((d: { path: string }) => d.path)).toEqual([
      "/actionsJournal/2/params/studyId",
    ]);
  });

  it("answers 409 NOT_PUBLISHED when deactivating or offering a program never published", async () => {
    const id = newId();
    await author.post(`${base()}/program`, {
      input: { id, category: "challenge", studyDuration: 3, languages: ["en"] },
    });
    for (const action of ["deactivate", "offer"]) {
      const answer = await author.put(`${base()}/program/${id}/${action}`);
      expect(answer.status).toBe(409);
      expect(answer.body.error).toBe("NOT_PUBLISHED");
    }
  });
});

describe("program files", () => {
  async function withEnd(id: string) {
    const { draft } = (await author.get(`${base()}/program/${id}`)).body.value;
    const end = {
      day: 3,
      uniqueId: "end",
      rewards: 0,
      taskType: "END_STUDY",
      params: { analytics: ["completion"] },
    };
    await author.put(`${base()}/program/${id}`, {
      field: "actionsJournal",
      value: [...draft.actionsJournal, end],
    });
    return id;
  }

  it("clones a program into a new draft, texts included, its end-of-study action ending the copy", async () => {
    const id = await withEnd(await publishableDraft());
    const copy = newId();
    const answer = await author.post(`${base()}/program/${id}/clone`, { id: copy });
    expect(answer.status).toBe(201);
    expect(answer.body.value).toMatchObject({
      draft: { id: copy, autorID: pro.authorId, translations: { en: { title: "Sleep better" } } },
      revision: 1,
      versions: [],
      status: "DRAFT",
    });
    expect(answer.body.value.draft.actionsJournal[2].params.studyId).toBe(copy);
    expect((await author.put(`${base()}/program/${copy}/activate`)).status).toBe(200);
    // The source is unchanged, and an id taken is refused.
    expect(
      (await author.get(`${base()}/program/${id}`)).body.value.draft.actionsJournal[2].params.studyId,
    ).toBe(id);
    const taken = await author.post(`${base()}/program/${id}/clone`, { id: copy });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe("PROGRAM_EXISTS");
  });

  it("exports a program as one document valid against its schema, and imports it as a new draft", async () => {
    const id = await withEnd(await publishableDraft());
    const exported = await author.get(`${base()}/program/${id}/export`);
    expect(exported.status).toBe(200);
    const file = exported.body.value;
    expect(file).toMatchObject({ id, status: "DRAFT", autorID: pro.authorId, languages: ["en"] });
    expect(programIssues(file)).toEqual([]);

    // The same id is taken; under a new one, it is a new draft of the importing author.
    expect((await author.post(`${base()}/program/import`, { program: file })).status).toBe(409);
    const copy = newId();
    const imported = await author.post(`${base()}/program/import`, {
      program: {
        ...file,
        id: copy,
        autorID: "someone-else",
        actionsJournal: file.actionsJournal.map(
          (action: { taskType: string; params: Record<string, unknown> }) =>
            action.taskType === "END_STUDY" ? { ...action, params: { analytics: ["completion"] } } : action,
        ),
      },
    });
    expect(imported.status).toBe(201);
    expect(imported.body.value).toMatchObject({ draft: { id: copy, autorID: pro.authorId }, revision: 1 });
    expect(imported.body.value.draft).not.toHaveProperty("status");
    expect(imported.body.value.draft.actionsJournal[2].params.studyId).toBe(copy);
    expect(imported.body.value.draft.translations).toEqual(file.translations);
  });

  it("refuses a file that fails the schema, naming each failing path, and creates nothing", async () => {
    const id = await withEnd(await publishableDraft());
    const file = (await author.get(`${base()}/program/${id}/export`)).body.value;
    const copy = newId();
    const broken = {
      ...file,
      id: copy,
      studyDuration: 0,
      actionsJournal: file.actionsJournal.map((action: { taskType: string; params: object }) =>
        action.taskType === "END_STUDY"
          ? { ...action, params: { ...action.params, studyId: "tour" } }
          : action,
      ),
    };
    const answer = await author.post(`${base()}/program/import`, { program: broken });
    expect(answer.status).toBe(400);
    expect(answer.body.details.map((d: { path: string }) => d.path)).toEqual([
      "/studyDuration",
      "/actionsJournal/2/params/studyId",
    ]);
    expect(await t.db("programDrafts").where({ studyId: copy }).first()).toBeUndefined();
  });

  it("exports only a draft complete enough to be valid, naming what it still lacks", async () => {
    const id = newId();
    await author.post(`${base()}/program`, {
      input: { id, category: "challenge", studyDuration: 3, languages: ["en"], title: "Half done" },
    });
    const answer = await author.get(`${base()}/program/${id}/export`);
    expect(answer.status).toBe(400);
    expect(answer.body.details.map((d: { path: string }) => d.path)).toContain(
      "/translations/en/description",
    );
  });

  it("lets only the owning pro clone or export a program", async () => {
    const id = await publishableDraft();
    const otherPro = await createPro(t.deps);
    const other = await signIn(t.client(), t.deps, otherPro);
    const mine = `/api/pro/${otherPro.authorId}/program/${id}`;
    expect((await other.post(`${mine}/clone`, { id: newId() })).status).toBe(404);
    expect((await other.get(`${mine}/export`)).status).toBe(404);
    expect((await other.get(`${base()}/program/${id}/export`)).status).toBe(403);
  });
});

describe("versions pinned per subscription", () => {
  it("keeps a running deck on its version, gives new patients the new one, and moves a patient who accepts", async () => {
    clock = new Date("2025-04-01T10:00:00Z");
    const id = await publishableDraft();
    await author.put(`${base()}/program/${id}/activate`);
    const first = await patient();
    await first.client.post(`/api/patient/study/subscribe/${id}`);

    // The author rewrites a text, adds a day-2 action and publishes version 2.
    await author.put(`${base()}/program/${id}/translation`, {
      field: "actions.b.title",
      value: "Rewritten",
      language: "en",
    });
    await author.put(`${base()}/program/${id}/translation`, {
      field: "actions.a.title",
      value: "New first",
      language: "en",
    });
    const { draft } = (await author.get(`${base()}/program/${id}`)).body.value;
    const journal = [
      ...draft.actionsJournal,
      { day: 3, uniqueId: "c", rewards: 1, taskType: "DEFAULT", params: { body: "Third" } },
    ];
    await author.put(`${base()}/program/${id}`, { field: "actionsJournal", value: journal });
    await author.put(`${base()}/program/${id}/translation`, {
      field: "actions.c.title",
      value: "Third",
      language: "en",
    });
    await author.put(`${base()}/program/${id}/translation`, {
      field: "actions.c.params.body",
      value: "Third",
      language: "en",
    });
    expect((await author.put(`${base()}/program/${id}/activate`)).body.value.versions).toHaveLength(2);

    clock = new Date("2025-04-02T10:00:00Z");
    const titles = async (client: TestClient) =>
      (await client.get("/api/patient/todo")).body.value.cards
        .filter((c: { globalnotificationID: string }) => c.globalnotificationID === id)
        .map((c: { title?: string }) => c.title);
    expect(await titles(first.client)).toEqual(["Second title"]);
    const second = await patient();
    await second.client.post(`/api/patient/study/subscribe/${id}`);
    expect(await titles(second.client)).toEqual(["New first"]);

    const counts = (await author.get(`${base()}/program/${id}`)).body.value.versions;
    expect(counts.map((v: { patients: number }) => v.patients)).toEqual([1, 1]);

    // Accepting is only for the version offered.
    const early = await first.client.put(`/api/patient/study/${id}/version`, { version: 2 });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe("VERSION_NOT_OFFERED");
    expect((await author.put(`${base()}/program/${id}/offer`)).status).toBe(200);
    const offered = (await first.client.get("/api/patient/programs")).body.value.items;
    expect(offered.find((item: { id: string }) => item.id === id)).toMatchObject({ offeredVersion: 2 });
    expect((await second.client.put(`/api/patient/study/${id}/version`, { version: 2 })).status).toBe(409);
    const accepted = await first.client.put(`/api/patient/study/${id}/version`, { version: 2 });
    expect(accepted.status).toBe(200);
    expect(accepted.body.value).toEqual({ version: 2 });

    clock = new Date("2025-04-03T10:00:00Z");
    expect(await titles(first.client)).toEqual(["Third"]);
  });

  it("lets only a signed-in patient accept a version (401, 403 for a pro)", async () => {
    const path = `/api/patient/study/anything/version`;
    const anonymous = await t.client().put(path, { version: 2 });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe("NOT_SIGNED_IN");
    const asPro = await author.put(path, { version: 2 });
    expect(asPro.status).toBe(403);
    expect(asPro.body.error).toBe("FORBIDDEN");
  });

  it("refuses a version that is not a positive integer with 400", async () => {
    const { client } = await patient();
    const answer = await client.put(`/api/patient/study/anything/version`, { version: 0 });
    expect(answer.status).toBe(400);
    expect(answer.body.details[0].path).toBe("/version");
  });

  it("answers 404 to a patient who does not follow the program", async () => {
    const { client } = await patient();
    const answer = await client.put(`/api/patient/study/nothing-here/version`, { version: 2 });
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe("NOT_FOUND");
  });
});

describe("preview and schemas", () => {
  const choice = {
    taskType: "CHOICE",
    uniqueId: "b",
    params: { question: "Which?", choices: [{ id: "x", label: "X" }] },
  };

  it("presents a card as the deck would, with the draft's texts", async () => {
    const id = await publishableDraft();
    const answer = await author.post(`${base()}/preview`, { card: choice, programId: id, language: "en" });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({
      type: "TASK",
      title: "Second title",
      studyTitle: "Sleep better",
      task: { type: "CHOICE", params: { question: "Which?" } },
    });
  });

  it("refuses invalid params with 400 naming paths relative to the card", async () => {
    const card = { ...choice, params: { question: "Which?", choices: [{ id: "x", label: 4 }] } };
    const answer = await author.post(`${base()}/preview`, { card, language: "en" });
    expect(answer.status).toBe(400);
    expect(answer.body.details.map((d: { path: string }) => d.path)).toEqual(["/params/choices/0/label"]);
  });

  it("answers 404 for another author's program", async () => {
    await t.db("programDrafts").insert({
      studyId: "someone-elses",
      authorId: (await t.db("authors").insert({ id: "someone", name: "Someone" }).returning("id"))[0].id,
      document: JSON.stringify({ id: "someone-elses", autorID: "someone", translations: {} }),
    });
    const answer = await author.post(`${base()}/preview`, {
      card: choice,
      programId: "someone-elses",
      language: "en",
    });
    expect(answer.status).toBe(404);
  });

  it("serves the editor's schemas", async () => {
    const answer = await author.get(`${base()}/schemas`);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.value.tasks)).toContain("CHOICE");
    // Every form of the pro area is drawn from it: the author tasks, the message, the profile, the shop item.
    expect(Object.keys(answer.body.value.authorTasks)).toEqual([
      "PUSH_PGRM",
      "PUSH_QUEST",
      "CONTENT",
      "SEND_MESSAGE",
    ]);
    expect(answer.body.value.authorMessage.required).toEqual(["message"]);
    // A profile field left out is kept as it is: none is required, each is there to write.
    expect(Object.keys(answer.body.value.profile.properties)).toEqual(
      expect.arrayContaining(["name", "title", "bio", "languages"]),
    );
    expect(answer.body.value.customItem.required).toEqual(["input", "price"]);
    expect(JSON.stringify(answer.body.value)).not.toContain("$ref");
    // The pro's own language: English here.
    expect(answer.body.value.tasks.MEAL.properties.meal.title).toBe("Meal");
  });

  it("serves the editor's schemas in the pro's language, or the one asked for", async () => {
    const french = await createPro(t.deps, { language: "fr" });
    const client = await signIn(t.client(), t.deps, french);
    const answer = await client.get(`/api/pro/${french.authorId}/schemas`);
    expect(answer.status).toBe(200);
    const meal = answer.body.value.tasks.MEAL.properties.meal;
    expect(meal.title).toBe("Repas");
    expect(meal.description).toBe(
      "Le repas sur lequel porte la carte ; s'il est omis, le patient le choisit.",
    );
    expect(meal["x-enumNames"]).toEqual(["Petit-déjeuner", "Déjeuner", "Dîner", "Collation"]);
    expect(answer.body.value.program.properties.studyDuration.title).toBe("Durée du programme");
    const italian = await client.get(`/api/pro/${french.authorId}/schemas?lang=it`);
    expect(italian.body.value.tasks.MEAL.properties.meal.title).toBe("Pasto");
    expect((await client.get(`/api/pro/${french.authorId}/schemas?lang=xx`)).status).toBe(400);
  });
});

// Embedded, there is one process: nothing to tell another.
describe.runIf(process.env.DATABASE_URL)("publication across processes", () => {
  it("is in the other process's catalogue and deck on its next fetch", async () => {
    // Apps that fan out through NOTIFY, as two servers on one PostgreSQL do.
    const one = await startTestApp({ now: () => clock, liveThroughDatabase: true });
    const other = await startOtherProcess(one);
    try {
      // The other process has read its catalogue (and listens) before the publication, as main.ts does.
      await other.deps.catalog.reload();
      const owner = await createPro(one.deps);
      const client = await signIn(one.client(), one.deps, owner);
      const id = await publishableDraft(newId(), client, `/api/pro/${owner.authorId}`);
      await client.put(`/api/pro/${owner.authorId}/program/${id}/activate`);
      await vi.waitFor(async () => expect((await other.deps.catalog.get()).programs.has(id)).toBe(true));
      const user = await createPatient(one.deps, { language: "en" });
      const elsewhere = await signIn(other.client(), one.deps, user);
      expect((await elsewhere.post(`/api/patient/study/subscribe/${id}`)).status).toBe(200);
      const deck = await elsewhere.get("/api/patient/todo");
      expect(deck.body.value.cards.map((c: { title?: string }) => c.title)).toContain("First title");
    } finally {
      await other.close();
      await one.close();
    }
  });
});

/** A bare studies row, as the content loader or a test fixture leaves one without a draft. */
async function studyRowLike(id: string) {
  await t.db("authors").insert({ id: "bare-author", name: "Bare" }).onConflict("id").ignore();
  return {
    id,
    authorId: "bare-author",
    studyDuration: 3,
    status: "INPROGRESS",
    category: "challenge",
    languages: JSON.stringify(["en"]),
    maxReward: 0,
    steps: "[]",
    symptoms: "[]",
    datavalues: "[]",
    victoryConditions: JSON.stringify({ completionPercent: 80 }),
    subscriptionConditions: "[]",
    actionsJournal: "[]",
    dependencies: "[]",
  };
}
