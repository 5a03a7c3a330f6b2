import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/testApp";
import { action, createPatient, createProgram, signIn } from "../../test/factories";

let t: TestApp;
let live: string;
let draft: string;
let frenchOnly: string;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date("2025-03-10T10:00:00Z") });
  live = await createProgram(t.deps, {
    actionsJournal: [action(1, "a"), action(1, "b"), action(2, "c")],
    texts: { forWhom: "Everyone", "steps.start": "Begin here" },
  });
  draft = await createProgram(t.deps, { status: "DRAFT" });
  frenchOnly = await createProgram(t.deps, { languages: ["fr"] });
});
afterAll(() => t.close());

async function patientClient(language: "en" | "fr" = "en") {
  const user = await createPatient(t.deps, { language });
  return { user, client: await signIn(t.client(), t.deps, user) };
}

const subscribePath = (id: string) => `/api/patient/study/subscribe/${id}`;

describe("GET /api/patient/programs", () => {
  it("lists the live programs in the patient's language, with the patient's subscriptions", async () => {
    const { client } = await patientClient();
    await client.post(subscribePath(live));
    const answer = await client.get("/api/patient/programs");
    expect(answer.status).toBe(200);
    const ids = answer.body.value.items.map((item: { id: string }) => item.id);
    expect(ids).toContain(live);
    expect(ids).not.toContain(draft);
    expect(ids).not.toContain(frenchOnly);
    expect(answer.body.value.items.find((item: { id: string }) => item.id === live)).toMatchObject({
      title: `Program ${live}`,
      description: "A test program",
      studyDuration: 7,
      maxReward: 100,
      status: "INPROGRESS",
      subscribed: true,
      subscriptionStatus: "INPROGRESS",
    });
  });
});

describe("a program its author closed", () => {
  it("stays on its followers' list and page, with their deck, and out of everyone else's", async () => {
    const closed = await createProgram(t.deps, { actionsJournal: [action(1, "a")] });
    const follower = await patientClient();
    expect((await follower.client.post(subscribePath(closed))).status).toBe(200);
    await t.db("studies").where({ id: closed }).update({ status: "DONE" });
    await t.deps.catalog.reload();

    const listed = (await follower.client.get("/api/patient/programs")).body.value.items;
    expect(listed.find((item: { id: string }) => item.id === closed)).toMatchObject({
      title: `Program ${closed}`,
      status: "DONE",
      subscribed: true,
      subscriptionStatus: "INPROGRESS",
    });
    const page = await follower.client.get(`/api/guest/program/${closed}`);
    expect([page.status, page.body.value?.title]).toEqual([200, `Program ${closed}`]);
    expect((await follower.client.get("/api/patient/todo")).body.value.cards).toHaveLength(1);

    const other = await patientClient();
    const ids = (await other.client.get("/api/patient/programs")).body.value.items.map(
      (item: { id: string }) => item.id,
    );
    expect(ids).not.toContain(closed);
    // A deactivated program says so to those who do not follow it, never that it does not exist.
    for (const reader of [other.client, t.client()]) {
      const page = await reader.get(`/api/guest/program/${closed}?lang=en`);
      expect([page.status, page.body.error]).toEqual([404, "PROGRAM_NOT_AVAILABLE"]);
    }
    expect((await other.client.post(subscribePath(closed))).status).toBe(404);
  });
});

describe("POST /api/patient/study/subscribe/{studyId}", () => {
  it("starts the program today and deals its first day", async () => {
    const { user, client } = await patientClient();
    const answer = await client.post(subscribePath(live));
    expect(answer.status).toBe(200);
    expect(answer.body.value.tasks).toEqual([
      { date: "2025-03-10", status: "NEW", id: expect.any(String) },
      { date: "2025-03-10", status: "NEW", id: expect.any(String) },
    ]);
    expect(await t.db("studySubscriptions").where({ userId: user.id }).first()).toMatchObject({
      id: `${user.id}_${live}`,
      startDate: "2025-03-10",
      status: "INPROGRESS",
    });
    const deck = await client.get("/api/patient/todo");
    expect(deck.body.value.cards.map((c: { id: string }) => c.id)).toEqual(
      answer.body.value.tasks.map((task: { id: string }) => task.id),
    );
  });

  it("answers 409 ALREADY_SUBSCRIBED for a program in progress, even under concurrent calls", async () => {
    const { client } = await patientClient();
    const answers = await Promise.all(Array.from({ length: 40 }, () => client.post(subscribePath(live))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(39);
    expect(refused[0]?.body.error).toBe("ALREADY_SUBSCRIBED");
  });

  it("lets a finished program be joined again", async () => {
    const { user, client } = await patientClient();
    await client.post(subscribePath(live));
    await t
      .db("studySubscriptions")
      .where({ userId: user.id })
      .update({ status: "DONE", startDate: "2025-01-01" });
    expect((await client.post(subscribePath(live))).status).toBe(200);
    expect((await t.db("studySubscriptions").where({ userId: user.id }).first()).startDate).toBe(
      "2025-03-10",
    );
  });

  it("answers 404 for an unknown program, a program not live, or one not in the patient's language", async () => {
    const { client } = await patientClient();
    for (const id of ["no-such-program", draft, frenchOnly]) {
      const answer = await client.post(subscribePath(id));
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe("NOT_FOUND");
    }
  });

  it("answers 400 for a body with fields", async () => {
    const { client } = await patientClient();
    const answer = await client.post(subscribePath(live), { free: "rewards" });
    expect([answer.status, answer.body.error]).toEqual([400, "VALIDATION_FAILED"]);
  });
});

describe("GET /api/guest/program/{id}", () => {
  it("shows a live program to a guest in the language asked", async () => {
    const answer = await t.client().get(`/api/guest/program/${live}?lang=en`);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({
      id: live,
      title: `Program ${live}`,
      description: "A test program",
      forWhom: "Everyone",
      studyDuration: 7,
      maxReward: 100,
      language: "en",
      steps: [{ stepId: "start", text: "Begin here" }],
      author: { id: `author-${live}`, name: `Author of ${live}` },
    });
  });

  it("says a live program not written in the reader's language is not available in it", async () => {
    const guest = await t.client().get(`/api/guest/program/${frenchOnly}?lang=en`);
    expect([guest.status, guest.body.error]).toEqual([404, "PROGRAM_NOT_AVAILABLE"]);
    const { client } = await patientClient("en");
    const patient = await client.get(`/api/guest/program/${frenchOnly}`);
    expect([patient.status, patient.body.error]).toEqual([404, "PROGRAM_NOT_AVAILABLE"]);
  });

  it("uses the signed-in user's language when none is asked", async () => {
    const { client } = await patientClient("fr");
    const answer = await client.get(`/api/guest/program/${frenchOnly}`);
    expect(answer.body.value.language).toBe("fr");
  });

  it("answers 404 for a program that is not live and 400 for an unknown language", async () => {
    const hidden = await t.client().get(`/api/guest/program/${draft}`);
    expect([hidden.status, hidden.body.error]).toEqual([404, "NOT_FOUND"]);
    const unknown = await t.client().get("/api/guest/program/no-such-program");
    expect([unknown.status, unknown.body.error]).toEqual([404, "NOT_FOUND"]);
    const badLanguage = await t.client().get(`/api/guest/program/${live}?lang=de`);
    expect([badLanguage.status, badLanguage.body.error]).toEqual([400, "VALIDATION_FAILED"]);
  });
});
