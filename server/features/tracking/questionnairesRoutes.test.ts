import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QuestionnaireContent } from "../../../card-schemas/generated";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import { balanceOf, createPatient, createPro, signIn } from "../../test/factories";
import type { User } from "../../platform/db/models";

let t: TestApp;
let now = new Date("2025-03-10T10:00:00Z");

function readQuestionnaire(id: string): QuestionnaireContent {
  const file = path.join(import.meta.dirname, "../../../content/questionnaires", `${id}.json`);
  return JSON.parse(fs.readFileSync(file, "utf8"));
}

beforeAll(async () => {
  t = await startTestApp({ now: () => now });
  // As the content loader writes them.
  await t.db("questionnaires").insert(
    ["mood-check", "sleep-quality"].map((id) => {
      const q = readQuestionnaire(id);
      return { id, type: q.type, rewards: q.rewards, period: q.period, definition: JSON.stringify(q) };
    }),
  );
});
afterAll(() => t.close());

async function patient(language: "fr" | "en" = "en"): Promise<{ user: User; client: TestClient }> {
  const user = await createPatient(t.deps, { language });
  return { user, client: await signIn(t.client(), t.deps, user) };
}

const moodAnswers = { enjoyment: "some-days", "low-mood": "every-day" };
const countRecords = async (userId: string) =>
  Number((await t.db("questionnaireRecords").where({ userId }).count({ n: "*" }))[0]?.n);

describe("GET /api/patient/questionnaires/:id", () => {
  it("answers the questionnaire in the patient's language", async () => {
    const { client } = await patient("fr");
    const answer = await client.get("/api/patient/questionnaires/mood-check");
    expect(answer.status).toBe(200);
    const value = answer.body.value;
    expect(value).toMatchObject({
      id: "mood-check",
      type: "MOOD",
      title: "Point sur votre humeur",
      period: 14,
    });
    expect(value.questions).toHaveLength(2);
    expect(value.questions[0].options[3]).toEqual({
      id: "every-day",
      label: "Presque tous les jours",
      points: 3,
    });
  });

  it("answers 404 for an unknown questionnaire and 401 without a session", async () => {
    const { client } = await patient();
    expect((await client.get("/api/patient/questionnaires/nope")).status).toBe(404);
    expect((await t.client().get("/api/patient/questionnaires/mood-check")).status).toBe(401);
  });
});

describe("GET /api/pro/:proId/questionnaires/:id", () => {
  it("answers the author the questionnaire in the previewed program's language, else in theirs", async () => {
    const pro = await createPro(t.deps);
    const author = await signIn(t.client(), t.deps, pro);
    const path = `/api/pro/${pro.authorId}/questionnaires/mood-check`;
    const french = await author.get(`${path}?lang=fr`);
    expect(french.status).toBe(200);
    expect(french.body.value).toEqual(
      (await (await patient("fr")).client.get("/api/patient/questionnaires/mood-check")).body.value,
    );
    expect((await author.get(path)).body.value).toMatchObject({ id: "mood-check", title: "Mood check" });
    expect((await author.get(`/api/pro/${pro.authorId}/questionnaires/nope`)).status).toBe(404);
  });

  it("answers 400 for an unknown language, 403 to a patient or another pro, 401 without a session", async () => {
    const pro = await createPro(t.deps);
    const author = await signIn(t.client(), t.deps, pro);
    const path = `/api/pro/${pro.authorId}/questionnaires/mood-check`;
    const unknown = await author.get(`${path}?lang=xx`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.details.map((detail: { path: string }) => detail.path)).toEqual(["/lang"]);
    const other = await signIn(t.client(), t.deps, await createPro(t.deps));
    expect((await other.get(path)).status).toBe(403);
    expect((await (await patient()).client.get(path)).status).toBe(403);
    expect((await t.client().get(path)).status).toBe(401);
  });
});

describe("POST /api/patient/questionnaires/:id/records", () => {
  it("scores on the server, pays the rewards once per period, and reports the last record", async () => {
    now = new Date("2025-03-10T10:00:00Z");
    const { user, client } = await patient();
    const before = await client.get("/api/patient/questionnaires/mood-check/lastRecord");
    expect(before.body.value).toEqual({
      record: null,
      period: 14,
      rewards: 15,
      rewardsOffered: true,
      nextRewardAt: null,
    });

    const first = await client.post("/api/patient/questionnaires/mood-check/records", {
      id: "record-first-0001",
      answers: moodAnswers,
    });
    expect(first.status).toBe(201);
    expect(first.body.value).toMatchObject({
      id: "record-first-0001",
      formCategory: "MOOD",
      score: 4,
      rewards: 15,
      day: "2025-03-10",
      datetime: "2025-03-10T10:00:00.000Z",
    });
    expect((await balanceOf(t.deps, user)).amount).toBe(15);

    const last = await client.get("/api/patient/questionnaires/mood-check/lastRecord");
    expect(last.body.value).toMatchObject({
      record: { id: "record-first-0001", score: 4 },
      rewardsOffered: false,
      nextRewardAt: "2025-03-24T10:00:00.000Z",
    });

    // Within the period: saved, not paid.
    now = new Date("2025-03-20T10:00:00Z");
    const second = await client.post("/api/patient/questionnaires/mood-check/records", {
      answers: moodAnswers,
    });
    expect(second.body.value.rewards).toBe(0);
    expect((await balanceOf(t.deps, user)).amount).toBe(15);

    // 14 days after the last record: paid again.
    now = new Date("2025-04-03T10:00:00Z");
    const third = await client.post("/api/patient/questionnaires/mood-check/records", {
      answers: moodAnswers,
    });
    expect(third.body.value.rewards).toBe(15);
    expect((await balanceOf(t.deps, user)).amount).toBe(30);
  });

  it("records a retried save once, with one payment", async () => {
    now = new Date("2025-03-10T10:00:00Z");
    const { user, client } = await patient();
    const body = { id: "record-retry-0001", answers: moodAnswers };
    const answers = await Promise.all([
      client.post("/api/patient/questionnaires/mood-check/records", body),
      client.post("/api/patient/questionnaires/mood-check/records", body),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(answers[1]?.body.value.id).toBe(answers[0]?.body.value.id);
    expect(await countRecords(user.id)).toBe(1);
    expect((await balanceOf(t.deps, user)).amount).toBe(15);
  });

  it("lets two patients use the same record id, each paid once, neither learning of the other", async () => {
    now = new Date("2025-03-10T10:00:00Z");
    const a = await patient();
    const b = await patient();
    const body = { id: "record-shared-0001", answers: moodAnswers };
    const first = await a.client.post("/api/patient/questionnaires/mood-check/records", body);
    const second = await b.client.post("/api/patient/questionnaires/mood-check/records", body);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect([first.body.value.id, second.body.value.id]).toEqual(["record-shared-0001", "record-shared-0001"]);
    expect([await countRecords(a.user.id), await countRecords(b.user.id)]).toEqual([1, 1]);
    expect([(await balanceOf(t.deps, a.user)).amount, (await balanceOf(t.deps, b.user)).amount]).toEqual([
      15, 15,
    ]);
  });

  it("answers 409 ID_IN_USE when the patient's own record id is sent for another questionnaire", async () => {
    const { user, client } = await patient();
    const body = { id: "record-mine-0001", answers: moodAnswers };
    expect((await client.post("/api/patient/questionnaires/mood-check/records", body)).status).toBe(201);
    const answer = await client.post("/api/patient/questionnaires/sleep-quality/records", {
      id: "record-mine-0001",
      answers: { "falling-asleep": "15-30", hours: 7.5, waking: "once", rested: 6, daytime: "sometimes" },
    });
    expect([answer.status, answer.body.error]).toEqual([409, "ID_IN_USE"]);
    expect(await countRecords(user.id)).toBe(1);
  });

  it("scores every answer type of the sleep questionnaire", async () => {
    const { client } = await patient();
    const answer = await client.post("/api/patient/questionnaires/sleep-quality/records", {
      answers: {
        "falling-asleep": "15-30",
        hours: 7.5,
        waking: "once",
        rested: 6,
        disturbances: ["noise", "screens"],
        daytime: "sometimes",
        note: "Noisy street",
      },
    });
    expect(answer.status).toBe(201);
    // 2 + 2 + 6 × 0.3 − 2 + 2
    expect(answer.body.value.score).toBe(5.8);
    expect(answer.body.value.formCategory).toBe("SLEEP");
  });

  it("answers 400 and saves nothing for answers that do not fit the questionnaire", async () => {
    const { user, client } = await patient();
    const bad = [
      { answers: { enjoyment: "some-days" } },
      { answers: { ...moodAnswers, "low-mood": "always" } },
      { answers: { ...moodAnswers, extra: 1 } },
      { answers: { ...moodAnswers, enjoyment: 2 } },
      { answers: moodAnswers, score: 100 },
      { answers: moodAnswers, id: "short" },
    ];
    for (const body of bad) {
      const answer = await client.post("/api/patient/questionnaires/mood-check/records", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toBe("VALIDATION_FAILED");
    }
    expect(await countRecords(user.id)).toBe(0);
    expect((await balanceOf(t.deps, user)).amount).toBe(0);
  });

  it("answers 404 for an unknown questionnaire", async () => {
    const { client } = await patient();
    const answer = await client.post("/api/patient/questionnaires/nope/records", { answers: {} });
    expect(answer.status).toBe(404);
  });
});
