import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateDocument } from "../../../card-schemas/validators";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import { createPatient, createProgram, signIn, subscribe } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date("2025-03-10T10:00:00Z") });
  const text = (en: string) => JSON.stringify({ fr: `${en} (fr)`, en, it: `${en} (it)`, es: `${en} (es)` });
  await t.db("communityQuestions").insert([
    { id: "sleep-tip", text: text("What helps you sleep?"), choices: null, sortKey: 0 },
    {
      id: "morning-or-evening",
      text: text("Morning or evening?"),
      choices: JSON.stringify([
        { id: "morning", label: { fr: "Du matin", en: "Morning", it: "Mattutina", es: "De mañana" } },
        { id: "evening", label: { fr: "Du soir", en: "Evening", it: "Serale", es: "De noche" } },
      ]),
      type: "selectOne",
      sortKey: 1,
    },
  ]);
});
afterAll(() => t.close());

async function patient(language: "en" | "fr" = "en") {
  const user = await createPatient(t.deps, { language });
  return { user, client: await signIn(t.client(), t.deps, user) };
}

const answersOf = (questionId: string) => t.db("communityAnswers").where({ questionId }).orderBy("id");
const answer = (client: TestClient, id: string, body: unknown) =>
  client.post(`/api/patient/communityQuestions/${id}/answers`, body);

describe("GET /api/guest/communityQuestions/:id", () => {
  it("shows a question to a guest, in the language asked, with its number of answers", async () => {
    const open = await t.client().get("/api/guest/communityQuestions/sleep-tip?lang=en");
    expect(open.status).toBe(200);
    expect(open.body.value).toEqual({
      id: "sleep-tip",
      text: "What helps you sleep?",
      type: "open",
      answersCount: 0,
    });
    const choice = await t.client().get("/api/guest/communityQuestions/morning-or-evening");
    expect(choice.body.value).toEqual({
      id: "morning-or-evening",
      text: "Morning or evening? (fr)",
      type: "selectOne",
      choices: [
        { id: "morning", label: "Du matin" },
        { id: "evening", label: "Du soir" },
      ],
      answersCount: 0,
    });
  });

  it("answers in the signed-in patient's language, and 404 for an unknown question", async () => {
    const { client } = await patient("en");
    const answerEn = await client.get("/api/guest/communityQuestions/morning-or-evening");
    expect(answerEn.body.value.choices[0]).toEqual({ id: "morning", label: "Morning" });
    const missing = await t.client().get("/api/guest/communityQuestions/nope");
    expect(missing.status).toBe(404);
  });
});

describe("POST /api/patient/communityQuestions/:id/answers", () => {
  it("records an open answer, trimmed, and counts the answers", async () => {
    const first = await patient();
    const second = await patient();
    const mine = await answer(first.client, "sleep-tip", { text: "  A warm shower  " });
    expect(mine.status).toBe(200);
    expect(mine.body.value).toEqual({
      questionId: "sleep-tip",
      answer: "A warm shower",
      status: "to check",
      answersCount: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const theirs = await answer(second.client, "sleep-tip", { text: "Reading" });
    expect(theirs.body.value.answersCount).toBe(2);
    const guestView = await t.client().get("/api/guest/communityQuestions/sleep-tip");
    expect(guestView.body.value.answersCount).toBe(2);
  });

  it("keeps a patient's first answer: a different one is 409 ALREADY_ANSWERED, the same one answers it again", async () => {
    const { user, client } = await patient();
    const first = await answer(client, "morning-or-evening", { choiceId: "morning" });
    const other = await answer(client, "morning-or-evening", { choiceId: "evening" });
    expect([other.status, other.body.error]).toEqual([409, "ALREADY_ANSWERED"]);
    const retry = await answer(client, "morning-or-evening", { choiceId: "morning" });
    expect(retry.status).toBe(200);
    expect(retry.body.value).toEqual(first.body.value);
    const rows = await answersOf("morning-or-evening");
    expect(rows.filter((row: { userId: string }) => row.userId === user.id)).toEqual([
      expect.objectContaining({
        id: `${user.id}_morning-or-evening`,
        userId: user.id,
        answer: null,
        choiceIds: ["morning"],
      }),
    ]);
    // Reopened, the question tells the patient their own answer.
    const reread = await client.get("/api/patient/communityQuestions/morning-or-evening");
    expect(reread.body.value.myAnswer).toEqual({ choiceIds: ["morning"] });
  });

  it("keeps one answer when a patient answers many times at once", async () => {
    const { user, client } = await patient();
    const choices = ["morning", "evening"];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        answer(client, "morning-or-evening", { choiceId: choices[i % 2]! }),
      ),
    );
    const rows = await answersOf("morning-or-evening");
    const mine = rows.filter((row: { userId: string }) => row.userId === user.id);
    expect(mine).toHaveLength(1);
    // Every send of the answer kept is answered with it; every other one is refused.
    const kept = mine[0].choiceIds[0];
    answers.forEach((response, i) => expect(response.status).toBe(choices[i % 2] === kept ? 200 : 409));
  });

  it("refuses answers that do not fit the question, writing nothing", async () => {
    const { client } = await patient();
    const before = (await t.db("communityAnswers")).length;
    const refused = [
      ["sleep-tip", { text: "ok" }],
      ["sleep-tip", { text: "    " }],
      ["sleep-tip", { text: "a".repeat(501) }],
      ["sleep-tip", { choiceId: "morning" }],
      ["sleep-tip", { text: "Reading", choiceId: "morning" }],
      ["sleep-tip", {}],
      ["morning-or-evening", { choiceId: "night" }],
      ["morning-or-evening", { text: "I like mornings" }],
    ] as const;
    for (const [id, body] of refused) {
      const response = await answer(client, id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toBe("VALIDATION_FAILED");
    }
    expect((await t.db("communityAnswers")).length).toBe(before);
  });

  it("answers 404 for an unknown question and 401 without a session", async () => {
    const { client } = await patient();
    expect((await answer(client, "nope", { text: "Reading" })).status).toBe(404);
    expect((await answer(t.client(), "sleep-tip", { text: "Reading" })).status).toBe(401);
  });
});

describe("GET /api/patient/carousel", () => {
  it("offers live studies not joined and the authors of the patient's programs, as a valid document", async () => {
    const joined = await createProgram(t.deps, { texts: { title: "Joined program" } });
    const open = await createProgram(t.deps, { texts: { title: "Open program" } });
    await createProgram(t.deps, { status: "DRAFT", texts: { title: "Draft program" } });
    const { user, client } = await patient();
    await subscribe(t.deps, user, joined);

    const response = await client.get("/api/patient/carousel");
    expect(response.status).toBe(200);
    const document = response.body.value;
    expect(validateDocument(document)).toEqual({ ok: true });
    expect(document).toMatchObject({ screen: "carousel", schemaVersion: 1, locale: "en" });
    const studies = document.items.filter((item: { kind: string }) => item.kind === "STUDY");
    expect(studies).toContainEqual({
      kind: "STUDY",
      id: open,
      title: "Open program",
      link: `/app/patient/ressources/studies/${open}`,
    });
    expect(studies.map((item: { id: string }) => item.id)).not.toContain(joined);
    expect(document.items.filter((item: { kind: string }) => item.kind === "AUTOR")).toEqual([
      {
        kind: "AUTOR",
        id: `author-${joined}`,
        title: `Author of ${joined}`,
        link: `/app/patient/ressources/autors/author-${joined}`,
      },
    ]);
  });

  it("offers the latest social events the patient's community feeds show, opening their feed", async () => {
    const { user: writer } = await patient();
    const event = (id: string, fields: Record<string, unknown>) => ({
      id,
      userId: writer.id,
      type: "MESSAGE",
      groupName: "all",
      status: "validated",
      language: "en",
      variables: JSON.stringify({ message: `Message ${id}` }),
      ...fields,
    });
    await t
      .db("socialEvents")
      .insert([
        event("carousel-shown", {}),
        event("carousel-french", { language: "fr" }),
        event("carousel-waiting", { status: "to check" }),
        event("carousel-picture", { type: "PICTURE", variables: JSON.stringify({ fileId: "f1" }) }),
      ]);
    const { client } = await patient();
    const document = (await client.get("/api/patient/carousel")).body.value;
    expect(validateDocument(document)).toEqual({ ok: true });
    expect(document.items.filter((item: { kind: string }) => item.kind === "SOCIAL_EVENT")).toEqual([
      {
        kind: "SOCIAL_EVENT",
        id: "carousel-shown",
        title: "Message carousel-shown",
        link: "/app/patient/community/byName/all",
      },
    ]);
  });

  it("holds at most 7 items", async () => {
    for (let i = 0; i < 8; i++) await createProgram(t.deps);
    const { client } = await patient();
    const response = await client.get("/api/patient/carousel");
    expect(response.body.value.items).toHaveLength(7);
  });

  it("answers 401 without a session", async () => {
    expect((await t.client().get("/api/patient/carousel")).status).toBe(401);
  });
});
