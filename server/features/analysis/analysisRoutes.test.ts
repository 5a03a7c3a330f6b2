import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import catalogue from "../../../content/dataValues.json" with { type: "json" };
import type { AnalysisDocument, AnalyticsPage, DataValue } from "../../../card-schemas";
import { encodeMultiselect } from "../../../engine/tracking/multiselectEncoding";
import type { User } from "../../platform/db/models";
import { createPatient, createProgram, createSymptoms, signIn, subscribe } from "../../test/factories";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";

const TODAY = "2026-11-26";
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(`${TODAY}T10:00:00Z`) });
  await createSymptoms(t.deps, ["MIGRAINE", "BACK_PAIN", "NAUSEA"]);
  // The data value catalogue of content/, as the content loader stores it, one value rescaled.
  await t.db("dataValues").insert(
    (catalogue as DataValue[]).map(({ labels, symptoms, hide, scaleMode, ...value }) => ({
      ...value,
      ...(value.id === "WATER" ? { intensityMultiplicator: 250, intensityConstant: 0 } : {}),
      scaleMode: scaleMode ?? "linear",
      hide: hide ?? false,
      symptoms: JSON.stringify(symptoms),
      extra: JSON.stringify({ labels }),
    })),
  );
  const sleepQuality = JSON.parse(readFileSync("content/questionnaires/sleep-quality.json", "utf8")) as {
    type: string;
    rewards: number;
    period: number;
  };
  await t.db("questionnaires").insert({
    id: "sleep-quality",
    type: sleepQuality.type,
    rewards: sleepQuality.rewards,
    period: sleepQuality.period,
    definition: JSON.stringify(sleepQuality),
  });
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
    userId: user.id,
    symptom,
    date,
    intensity,
  });
}

async function record(user: User, value: string, date: string, intensity: number) {
  await t.db("dailyActivities").insert({
    id: `${value}_${date}_${user.id}`,
    userId: user.id,
    value,
    date,
    intensity,
  });
}

async function recurring(user: User, symptoms: string[]) {
  await t
    .db("userSymptoms")
    .insert(symptoms.map((symptom) => ({ id: `${user.id}-${symptom}`, userId: user.id, symptom })));
}

describe("GET /api/patient/analysis", () => {
  it("draws a symptom's intensity by day over the last 30 days, the mean of each day, with N and the window", async () => {
    const { user, client } = await patient();
    await recordSymptom(user, "MIGRAINE", "2026-10-27", 5); // the day before the window
    await recordSymptom(user, "MIGRAINE", "2026-10-28", 2);
    await recordSymptom(user, "MIGRAINE", "2026-11-19", 1);
    await recordSymptom(user, "MIGRAINE", "2026-11-20", 4);
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
        n: 3,
        from: "2026-10-28",
        to: TODAY,
        symptom: "MIGRAINE",
        name: "MIGRAINE en",
        points: [
          { date: "2026-10-28", value: 2 },
          { date: "2026-11-19", value: 1 },
          { date: "2026-11-20", value: 4 },
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

  it("weeklyWrapUp: the stored wrap-up of the last 6 days, named in the patient's language", async () => {
    const { user, client } = await patient();
    await t.db("dataValues").insert({
      id: "WALK_WRAP",
      value: "walkWrap",
      type: "INTENSITY",
      maxIntensity: 5,
      symptoms: "[]",
      extra: JSON.stringify({ labels: { en: { name: "Walk", question: "?" } } }),
    });
    // Walks on 4 of the 6 days; migraine 1 and 2 on walking days, 3 and 3 on the others.
    await t.db("dailyActivities").insert(
      ["2026-11-26", "2026-11-25", "2026-11-23", "2026-11-22"].map((date) => ({
        id: `walkWrap_${date}_${user.id}`,
        value: "walkWrap",
        intensity: 2,
        userId: user.id,
        date,
      })),
    );
    await recordSymptom(user, "MIGRAINE", "2026-11-26", 1);
    await recordSymptom(user, "MIGRAINE", "2026-11-25", 2);
    await recordSymptom(user, "MIGRAINE", "2026-11-24", 3);
    await recordSymptom(user, "MIGRAINE", "2026-11-21", 3);
    const answer = await client.get("/api/patient/analysis?kind=weeklyWrapUp");
    expect(answer.status).toBe(200);
    expect((answer.body.value as AnalysisDocument).cards).toEqual([
      {
        id: "weeklyWrapUp",
        type: "ANALYSIS_WEEKLY_WRAP_UP",
        n: 6,
        from: "2026-11-21",
        to: TODAY,
        weekly: [{ value: "walkWrap", name: "Walk", score: 67, days: 4 }],
        symptoms: [
          {
            symptom: "MIGRAINE",
            symptomName: "MIGRAINE en",
            value: "walkWrap",
            name: "Walk",
            score: 50,
            days: 4,
          },
        ],
      },
    ]);
    const empty = await (await patient()).client.get("/api/patient/analysis?kind=weeklyWrapUp");
    expect(empty.body.value.cards[0]).toMatchObject({ n: 0, weekly: [], symptoms: [] });
  });

  it("answers 401 without a session", async () => {
    const answer = await t.client().get("/api/patient/analysis?kind=timeSerie_symptom");
    expect(answer.status).toBe(401);
  });
});

describe("GET /api/patient/analysis, the other chart kinds", () => {
  it("compares several symptoms on one card, N counting the days with any of them", async () => {
    const { user, client } = await patient();
    await recurring(user, ["MIGRAINE", "NAUSEA"]);
    await recordSymptom(user, "MIGRAINE", "2026-11-20", 4);
    await recordSymptom(user, "NAUSEA", "2026-11-20", 2);
    await recordSymptom(user, "NAUSEA", "2026-11-22", 1);
    const doc = (await client.get("/api/patient/analysis?kind=timeSerie_symptoms")).body
      .value as AnalysisDocument;
    expect(doc.cards).toEqual([
      expect.objectContaining({
        type: "ANALYSIS_SYMPTOMS_EVOLUTION",
        n: 2,
        series: [
          { symptom: "MIGRAINE", name: "MIGRAINE en", points: [{ date: "2026-11-20", value: 4 }] },
          {
            symptom: "NAUSEA",
            name: "NAUSEA en",
            points: [
              { date: "2026-11-20", value: 2 },
              { date: "2026-11-22", value: 1 },
            ],
          },
        ],
      }),
    ]);
    const asked = await client.get("/api/patient/analysis?kind=timeSerie_symptoms&symptoms=NAUSEA,BACK_PAIN");
    expect((asked.body.value as AnalysisDocument).cards[0]).toMatchObject({ n: 2 });
    expect((await client.get("/api/patient/analysis?kind=timeSerie_symptoms&symptoms=UNICORN")).status).toBe(
      400,
    );
  });

  it("draws a data value as entered, its scale undone, and 400 without a known data value", async () => {
    const { user, client } = await patient();
    // WATER is stored ×250 (millilitres) here: the chart shows glasses.
    await record(user, "water", "2026-11-20", 1500);
    await record(user, "water", "2026-11-21", 2000);
    const doc = (await client.get("/api/patient/analysis?kind=timeSerie&dataValue=WATER")).body
      .value as AnalysisDocument;
    expect(doc.cards).toEqual([
      expect.objectContaining({
        type: "ANALYSIS_VALUE_SERIES",
        n: 2,
        dataValue: "WATER",
        max: 20,
        points: [
          { date: "2026-11-20", value: 6 },
          { date: "2026-11-21", value: 8 },
        ],
      }),
    ]);
    expect((await client.get("/api/patient/analysis?kind=timeSerie")).status).toBe(400);
    expect((await client.get("/api/patient/analysis?kind=timeSerie&dataValue=UNICORN")).status).toBe(400);
  });

  it("splits a multiselect's records over its choices for the pie", async () => {
    const { user, client } = await patient();
    await record(user, "migraineTriggers", "2026-11-20", encodeMultiselect(7, [0, 1]));
    await record(user, "migraineTriggers", "2026-11-21", encodeMultiselect(7, [0]));
    const doc = (await client.get("/api/patient/analysis?kind=dataValue&dataValue=MIGRAINE_TRIGGERS")).body
      .value as AnalysisDocument;
    expect(doc.cards).toEqual([
      expect.objectContaining({
        type: "ANALYSIS_VALUE_PIE",
        n: 2,
        slices: [
          { label: "Stress", count: 2 },
          { label: "Lack of sleep", count: 1 },
        ],
      }),
    ]);
  });

  it("names a mood pie's slices by the mood's levels in the patient's language, not by digits", async () => {
    const user = await createPatient(t.deps, { language: "fr" });
    const client = await signIn(t.client(), t.deps, user);
    await record(user, "mood", "2026-11-20", 4);
    await record(user, "mood", "2026-11-21", 4);
    await record(user, "mood", "2026-11-22", 1);
    const doc = (await client.get("/api/patient/analysis?kind=dataValue&dataValue=MOOD")).body
      .value as AnalysisDocument;
    expect(doc.cards).toEqual([
      expect.objectContaining({
        type: "ANALYSIS_VALUE_PIE",
        slices: [
          { label: "Mauvaise", count: 1 },
          { label: "Bonne", count: 2 },
        ],
      }),
    ]);
  });

  it("draws questionnaire scores over 90 days by default", async () => {
    const { user, client } = await patient();
    const score = (datetime: string, value: number) =>
      t.db("questionnaireRecords").insert({
        id: `record-${datetime}-${user.id}`,
        userId: user.id,
        questionnaireId: "sleep-quality",
        formCategory: "SLEEP",
        datetime,
        score: value,
        answers: "{}",
      });
    await score("2026-08-28T10:00:00Z", 3); // before the 90 days
    await score("2026-08-29T10:00:00Z", 12);
    await score("2026-11-20T10:00:00Z", 9);
    const doc = (await client.get("/api/patient/analysis?kind=timeserie_questionnaire")).body
      .value as AnalysisDocument;
    expect(doc).toMatchObject({ from: "2026-08-29", to: TODAY });
    expect(doc.cards).toEqual([
      expect.objectContaining({
        type: "ANALYSIS_QUESTIONNAIRE_SERIES",
        n: 2,
        questionnaire: "SLEEP",
        name: "Your sleep quality",
        points: [
          { date: "2026-08-29", value: 12 },
          { date: "2026-11-20", value: 9 },
        ],
      }),
    ]);
  });

  it("puts the night's times on the sleep axis (after midnight + 1440) and the screens in minutes", async () => {
    const { user, client } = await patient();
    await record(user, "bedtime", "2026-11-24", 23 * 60);
    await record(user, "bedtime", "2026-11-25", 30);
    await record(user, "wakeup", "2026-11-25", 7 * 60);
    await record(user, "noSleepDuration", "2026-11-25", 20);
    await record(user, "screenOffBeforeSleep", "2026-11-25", 45);
    const sleep = (await client.get("/api/patient/analysis?kind=sleep")).body.value as AnalysisDocument;
    expect(sleep.cards).toEqual([
      expect.objectContaining({
        type: "ANALYSIS_SLEEP",
        n: 2,
        series: [
          {
            entry: "bedtime",
            points: [
              { date: "2026-11-24", value: 1380 },
              { date: "2026-11-25", value: 1470 },
            ],
          },
          { entry: "wakeup", points: [{ date: "2026-11-25", value: 1860 }] },
        ],
        noSleepMinutes: 20,
      }),
    ]);
    const screen = (await client.get("/api/patient/analysis?kind=screen")).body.value as AnalysisDocument;
    expect(screen.cards).toEqual([
      expect.objectContaining({
        type: "ANALYSIS_SCREEN",
        n: 1,
        series: [{ entry: "screenOffBeforeSleep", points: [{ date: "2026-11-25", value: 45 }] }],
      }),
    ]);
    // The night's times and the screens are in these two charts only, never listed again on their own.
    const list = (await client.get("/api/patient/analytics")).body.value as AnalyticsPage;
    const ids = list.items.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining(["sleep", "screen", "timeSerie-NO_SLEEP_DURATION"]));
    expect(ids).not.toContain("timeSerie-BEDTIME");
    expect(ids).not.toContain("timeSerie-WAKEUP");
    expect(ids).not.toContain("timeSerie-SCREEN_OFF_BEFORE_SLEEP");
  });

  it("draws a time of day on the night axis, so that 23:30 and 00:30 are an hour apart", async () => {
    const { user, client } = await patient();
    await record(user, "bedtime", "2026-11-24", 23 * 60 + 30);
    await record(user, "bedtime", "2026-11-25", 30);
    const doc = (await client.get("/api/patient/analysis?kind=timeSerie&dataValue=BEDTIME")).body
      .value as AnalysisDocument;
    expect(doc.cards).toEqual([
      expect.objectContaining({
        type: "ANALYSIS_VALUE_SERIES",
        valueFormat: "timeOfNight",
        points: [
          { date: "2026-11-24", value: 1410 },
          { date: "2026-11-25", value: 1470 },
        ],
      }),
    ]);
    const water = (await client.get("/api/patient/analysis?kind=timeSerie&dataValue=WATER")).body
      .value as AnalysisDocument;
    expect(water.cards[0]).not.toHaveProperty("valueFormat");
  });
});

describe("GET /api/patient/analytics", () => {
  it("lists the charts the patient's data draws: values, sleep, questionnaires, symptoms compared, in pages of 10", async () => {
    const { user, client } = await patient();
    await recurring(user, ["MIGRAINE", "NAUSEA"]);
    await record(user, "water", "2026-11-20", 1500);
    await record(user, "migraineTriggers", "2026-11-20", encodeMultiselect(7, [0]));
    await record(user, "bedtime", "2026-11-20", 1380);
    await record(user, "caffeine", "2026-11-20", 2);
    await t.db("questionnaireRecords").insert({
      id: `record-list-${user.id}`,
      userId: user.id,
      questionnaireId: "sleep-quality",
      formCategory: "SLEEP",
      datetime: "2026-11-20T10:00:00Z",
      score: 9,
      answers: "{}",
    });
    const first = (await client.get("/api/patient/analytics")).body.value as AnalyticsPage;
    expect(first.total).toBe(11);
    expect(first.items).toHaveLength(10);
    expect(first.types).toEqual([
      "dataValue",
      "timeSerie",
      "timeSerie_symptom",
      "timeSerie_symptoms",
      "correlation",
      "calendar_symptom",
      "timeserie_questionnaire",
      "sleep",
    ]);
    const second = (await client.get("/api/patient/analytics?offset=10")).body.value as AnalyticsPage;
    expect(second.items.map((item) => item.id)).toEqual(["sleep"]);
    const values = (await client.get("/api/patient/analytics?type=timeSerie")).body.value as AnalyticsPage;
    expect(values.items).toEqual([
      { id: "timeSerie-WATER", type: "timeSerie", name: expect.any(String), dataValue: "WATER" },
      { id: "timeSerie-CAFFEINE", type: "timeSerie", name: "Caffeine", dataValue: "CAFFEINE" },
    ]);
    const compared = (await client.get("/api/patient/analytics?type=timeSerie_symptoms")).body
      .value as AnalyticsPage;
    expect(compared.items).toEqual([
      {
        id: "timeSerie_symptoms",
        type: "timeSerie_symptoms",
        name: "MIGRAINE en, NAUSEA en",
        symptoms: ["MIGRAINE", "NAUSEA"],
      },
    ]);
  });

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
          id: "timeSerie_symptom-NAUSEA",
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

  it("lists an analytic once when the patient's own data and a followed program both name it", async () => {
    const { user, client } = await patient();
    await recurring(user, ["MIGRAINE"]);
    await record(user, "water", "2026-11-20", 1500);
    const studyId = await createProgram(t.deps, { texts: { title: "Migraine diary" } });
    await t
      .db("studies")
      .where({ id: studyId })
      .update({ symptoms: JSON.stringify(["MIGRAINE"]), datavalues: JSON.stringify(["WATER"]) });
    await t.deps.catalog.reload();
    await subscribe(t.deps, user, studyId);
    const page = (await client.get("/api/patient/analytics")).body.value as AnalyticsPage;
    const ids = page.items.map((item) => item.id);
    expect(ids.filter((id) => id === "timeSerie-WATER")).toHaveLength(1);
    expect(ids.filter((id) => id === "timeSerie_symptom-MIGRAINE")).toHaveLength(1);
    expect(new Set(ids).size).toBe(ids.length);
    const ofStudy = (await client.get(`/api/patient/analytics?studyId=${studyId}&type=timeSerie`)).body
      .value as AnalyticsPage;
    expect(ofStudy.items).toEqual([
      { id: "timeSerie-WATER", type: "timeSerie", name: expect.any(String), dataValue: "WATER", studyId },
    ]);
  });

  it("offers the weekly wrap-up with a value or a symptom of the last 6 days, or a stored wrap-up", async () => {
    const wrapUps = async (client: TestClient) =>
      ((await client.get("/api/patient/analytics?type=weeklyWrapUp")).body.value as AnalyticsPage).items;
    const offered = [{ id: "weeklyWrapUp", type: "weeklyWrapUp", name: "weeklyWrapUp" }];
    const old = await patient();
    await record(old.user, "water", "2026-11-20", 1500);
    expect(await wrapUps(old.client)).toEqual([]);
    const walker = await patient();
    await record(walker.user, "water", "2026-11-21", 1500);
    expect(await wrapUps(walker.client)).toEqual(offered);
    const sick = await patient();
    await recordSymptom(sick.user, "MIGRAINE", TODAY, 2);
    expect(await wrapUps(sick.client)).toEqual(offered);
    const stored = await patient();
    await t.db("valueAnalyses").insert({
      userId: stored.user.id,
      id: "WEEKLY_WRAP_UP-water",
      type: "WEEKLY_WRAP_UP",
      value: "water",
      score: 50,
      days: 3,
      windowFrom: "2026-11-19",
      windowTo: "2026-11-24",
      computedAt: new Date("2026-11-24T10:00:00Z"),
    });
    expect(await wrapUps(stored.client)).toEqual(offered);
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
