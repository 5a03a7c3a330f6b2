import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalysisDocument, AnalyticsPage } from "../../card-schemas";
import type { User } from "../db/models";
import { createPatient, createProgram, createSymptoms, signIn, subscribe } from "../test/factories";
import { startTestApp, type TestApp, type TestClient } from "../test/testApp";

const TODAY = "2026-11-26";
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(`${TODAY}T10:00:00Z`) });
  await createSymptoms(t.deps, ["MIGRAINE", "BACK_PAIN", "NAUSEA"]);
});
afterAll(async () => {
  await t.close();
});

async function patient(): Promise<{ user: User; client: TestClient }> {
  const user = await createPatient(t.deps);
  return { user, client: await signIn(t.client(), t.deps, user) };
}

let eventCount = 0;
async function recordSymptom(user: User, symptom: string, date: string, intensity: number) {
  eventCount += 1;
  await t.db("symptomEvents").insert({
    id: `event-${eventCount}-${user.id}`,
    patientusersId: user.id,
    symptom,
    date,
    intensity,
  });
}

async function recurring(user: User, symptoms: string[]) {
  await t
    .db("userSymptoms")
    .insert(symptoms.map((symptom) => ({ id: `${user.id}-${symptom}`, patientusersId: user.id, symptom })));
}

describe("GET /api/patient/analysis", () => {
  it("draws a symptom's intensity by day over the last 30 days, the mean of each day, with N and the window", async () => {
    const { user, client } = await patient();
    await recordSymptom(user, "MIGRAINE", "2026-10-27", 5); // the day before the window
    await recordSymptom(user, "MIGRAINE", "2026-10-28", 2);
    await recordSymptom(user, "MIGRAINE", "2026-11-20", 4);
    await recordSymptom(user, "MIGRAINE", "2026-11-20", 1);
    await recordSymptom(user, "BACK_PAIN", "2026-11-21", 3);
    const answer = await client.get("/api/patient/analysis?kind=timeSerie_symptom&symptom=MIGRAINE");
    expect(answer.status).toBe(200);
    const doc = answer.body.value as AnalysisDocument;
    expect(doc).toMatchObject({
      screen: "analysis",
      schemaVersion: 1,
      locale: "en",
      from: "2026-10-28",
      to: TODAY,
    });
    expect(doc.cards).toEqual([
      {
        id: "timeSerie_symptom-MIGRAINE",
        type: "ANALYSIS_SYMPTOM_SERIES",
        n: 2,
        from: "2026-10-28",
        to: TODAY,
        symptom: "MIGRAINE",
        name: "MIGRAINE en",
        points: [
          { date: "2026-10-28", value: 2 },
          { date: "2026-11-20", value: 2.5 },
        ],
      },
    ]);
  });

  it("keeps the window asked for, and draws each recurring symptom without `symptom`", async () => {
    const { user, client } = await patient();
    await recurring(user, ["BACK_PAIN", "NAUSEA"]);
    await recordSymptom(user, "BACK_PAIN", "2026-11-02", 3);
    await recordSymptom(user, "BACK_PAIN", "2026-11-12", 1);
    const answer = await client.get(
      "/api/patient/analysis?kind=timeSerie_symptom&from=2026-11-01&to=2026-11-10",
    );
    expect(answer.status).toBe(200);
    const doc = answer.body.value as AnalysisDocument;
    expect(doc).toMatchObject({ from: "2026-11-01", to: "2026-11-10" });
    expect(doc.cards.map((card) => [card.id, "n" in card ? card.n : undefined])).toEqual([
      ["timeSerie_symptom-BACK_PAIN", 1],
      ["timeSerie_symptom-NAUSEA", 0],
    ]);
  });

  it("refuses an unknown kind, a start after the end, a window over a year and an unknown symptom", async () => {
    const { client } = await patient();
    const codes = async (path: string) => {
      const answer = await client.get(path);
      return [answer.status, answer.body.error];
    };
    expect(await codes("/api/patient/analysis?kind=hologram")).toEqual([400, "VALIDATION_FAILED"]);
    expect(await codes("/api/patient/analysis")).toEqual([400, "VALIDATION_FAILED"]);
    expect(await codes("/api/patient/analysis?kind=timeSerie_symptom&from=2026-11-10&to=2026-11-09")).toEqual(
      [400, "VALIDATION_FAILED"],
    );
    expect(await codes("/api/patient/analysis?kind=timeSerie_symptom&from=2025-11-25")).toEqual([
      400,
      "VALIDATION_FAILED",
    ]);
    expect(await codes("/api/patient/analysis?kind=timeSerie_symptom&from=2025-11-26")).toEqual([
      200,
      undefined,
    ]);
    expect(await codes("/api/patient/analysis?kind=timeSerie_symptom&to=2026-02-30")).toEqual([
      400,
      "VALIDATION_FAILED",
    ]);
    expect(await codes("/api/patient/analysis?kind=timeSerie_symptom&symptom=UNICORN")).toEqual([
      400,
      "VALIDATION_FAILED",
    ]);
  });

  it("answers 401 without a session", async () => {
    const answer = await t.client().get("/api/patient/analysis?kind=timeSerie_symptom");
    expect(answer.status).toBe(401);
  });
});

describe("GET /api/patient/analytics", () => {
  it("lists a chart per recurring symptom and per followed study's symptom, with the studies to filter by", async () => {
    const { user, client } = await patient();
    await recurring(user, ["MIGRAINE"]);
    const studyId = await createProgram(t.deps, { texts: { title: "Headache study" } });
    await t
      .db("studies")
      .where({ id: studyId })
      .update({ symptoms: JSON.stringify(["NAUSEA"]) });
    await t.deps.catalog.reload();
    await subscribe(t.deps, user, studyId);
    const answer = await client.get("/api/patient/analytics");
    expect(answer.status).toBe(200);
    const page = answer.body.value as AnalyticsPage;
    expect(page.studies).toEqual([{ id: studyId, title: "Headache study" }]);
    expect(page.items).toEqual(
      expect.arrayContaining([
        {
          id: "timeSerie_symptom-MIGRAINE",
          type: "timeSerie_symptom",
          name: "MIGRAINE en",
          symptom: "MIGRAINE",
        },
        {
          id: `timeSerie_symptom-NAUSEA-${studyId}`,
          type: "timeSerie_symptom",
          name: "NAUSEA en",
          symptom: "NAUSEA",
          studyId,
        },
      ]),
    );
    expect(page.types).toContain("timeSerie_symptom");
    const ofStudy = (await client.get(`/api/patient/analytics?studyId=${studyId}`)).body
      .value as AnalyticsPage;
    expect(ofStudy.items.every((item) => item.studyId === studyId)).toBe(true);
    expect(ofStudy.total).toBe(ofStudy.items.length);
  });

  it("answers an empty list to a new patient, and refuses a page over 10 or an unknown type", async () => {
    const { client } = await patient();
    const answer = await client.get("/api/patient/analytics?offset=0&limit=10");
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({ items: [], total: 0, studies: [], types: [] });
    expect((await client.get("/api/patient/analytics?limit=11")).status).toBe(400);
    expect((await client.get("/api/patient/analytics?type=hologram")).status).toBe(400);
    expect((await client.get("/api/patient/analytics?offset=-1")).status).toBe(400);
  });
});
