/**
 * GET /api/patient/analysis for the calendars, the gallery and the correlations (docs/features/analysis.md),
 * through HTTP on the database.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AnalysisCard,
  AnalysisCorrelationsCard,
  AnalysisDocument,
  AnalysisGalleryCard,
  AnalysisMedicationCalendarCard,
  AnalysisSymptomCalendarCard,
} from "../../../card-schemas";
import { addDays } from "../../../engine/shared/dates";
import type { User } from "../../platform/db/models";
import {
  createDailySeries,
  createDataValues,
  createMedications,
  createPatient,
  createPro,
  createSymptoms,
  createSymptomSeries,
  signIn,
} from "../../test/factories";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import { TINY_PNG } from "../../test/pictures";
import { startTestStorage, type TestStorage } from "../../test/testStorage";

const TODAY = "2026-11-26";
// A real picture: the server decodes every upload.
const PNG = TINY_PNG;
let now = new Date(`${TODAY}T10:00:00Z`);
let t: TestApp;
let storage: TestStorage;

beforeAll(async () => {
  storage = await startTestStorage("local disk");
  t = await startTestApp({ now: () => now, config: storage.config });
  await createSymptoms(t.deps, ["MIGRAINE", "BACK_PAIN", "ANXIETY"]);
  await createMedications(t.deps, ["IBUPROFEN", "PARACETAMOL"]);
  await createDataValues(t.deps, [
    { value: "mealPhoto", type: "IMAGE", maxIntensity: 1 },
    { value: "sleepQuality", type: "INTENSITY", maxIntensity: 5 },
    { value: "stress", type: "INTENSITY", maxIntensity: 5 },
    { value: "water", type: "COUNTER", maxIntensity: 20 },
  ]);
  await t
    .db("authors")
    .insert({ id: "coach", name: "Coach", extra: JSON.stringify({ features: ["subscriptions"] }) });
});
afterAll(async () => {
  await t.close();
  await storage.close();
});

async function patient(timeZone = "UTC"): Promise<{ user: User; client: TestClient }> {
  const user = await createPatient(t.deps, { timeZone });
  return { user, client: await signIn(t.client(), t.deps, user) };
}

async function cardsOf(client: TestClient, query: string): Promise<AnalysisCard[]> {
  const answer = await client.get(`/api/patient/analysis?${query}`);
  expect(answer.status).toBe(200);
  return (answer.body.value as AnalysisDocument).cards;
}

let rows = 0;
async function symptomEvent(user: User, symptom: string, date: string, intensity: number) {
  rows += 1;
  await t
    .db("symptomEvents")
    .insert({ id: `e${rows}-${user.id}`, userId: user.id, symptom, date, intensity });
}

async function intake(user: User, medicationId: string, datetime: string, efficiency: number | null) {
  rows += 1;
  await t.db("medicationIntakes").insert({
    id: `i${rows}-${user.id}`,
    userId: user.id,
    medicationId,
    datetime: new Date(datetime),
    efficiency,
  });
}

describe("calendar_symptom", () => {
  it("colours each day of the month containing `to` with its intensity", async () => {
    const { user, client } = await patient();
    await symptomEvent(user, "MIGRAINE", "2026-10-31", 5); // the month before
    await symptomEvent(user, "MIGRAINE", "2026-11-01", 1);
    // One entry a day per symptom (a second check-in changes it).
    await symptomEvent(user, "MIGRAINE", "2026-11-10", 4);
    await symptomEvent(user, "BACK_PAIN", "2026-11-11", 3);
    const [card] = (await cardsOf(
      client,
      "kind=calendar_symptom&symptom=MIGRAINE",
    )) as AnalysisSymptomCalendarCard[];
    expect(card).toEqual({
      id: "calendar_symptom-MIGRAINE",
      type: "ANALYSIS_SYMPTOM_CALENDAR",
      n: 2,
      from: "2026-11-01",
      to: "2026-11-30",
      month: "2026-11",
      symptom: "MIGRAINE",
      name: "MIGRAINE en",
      days: [
        { date: "2026-11-01", intensity: 1 },
        { date: "2026-11-10", intensity: 4 },
      ],
    });
    const [october] = (await cardsOf(
      client,
      "kind=calendar_symptom&symptom=MIGRAINE&to=2026-10-31",
    )) as AnalysisSymptomCalendarCard[];
    expect([october!.month, october!.from, october!.to, october!.days]).toEqual([
      "2026-10",
      "2026-10-01",
      "2026-10-31",
      [{ date: "2026-10-31", intensity: 5 }],
    ]);
  });

  it("draws each recurring symptom without `symptom`, and refuses a symptom not in the catalogue", async () => {
    const { user, client } = await patient();
    await t.db("userSymptoms").insert(
      ["BACK_PAIN", "ANXIETY"].map((symptom) => ({
        id: `${user.id}-${symptom}`,
        userId: user.id,
        symptom,
      })),
    );
    await symptomEvent(user, "ANXIETY", "2026-11-03", 2);
    const cards = (await cardsOf(client, "kind=calendar_symptom")) as AnalysisSymptomCalendarCard[];
    expect(cards.map((card) => [card.symptom, card.n]).sort()).toEqual([
      ["ANXIETY", 1],
      ["BACK_PAIN", 0],
    ]);
    const bad = await client.get("/api/patient/analysis?kind=calendar_symptom&symptom=HICCUPS");
    expect([bad.status, bad.body.error]).toEqual([400, "VALIDATION_FAILED"]);
  });
});

describe("calendar_medication", () => {
  it("counts the intakes of the patient's local days and averages their efficiency", async () => {
    const { user, client } = await patient("Europe/Paris");
    await intake(user, "IBUPROFEN", "2026-10-31T23:30:00Z", 4); // 1 November in Paris
    await intake(user, "IBUPROFEN", "2026-10-31T22:30:00Z", 5); // still 31 October in Paris
    await intake(user, "IBUPROFEN", "2026-11-12T08:00:00Z", 1);
    await intake(user, "IBUPROFEN", "2026-11-12T20:00:00Z", null);
    await intake(user, "PARACETAMOL", "2026-11-13T08:00:00Z", 2);
    const other = await createPatient(t.deps);
    await intake(other, "IBUPROFEN", "2026-11-14T08:00:00Z", 0);
    const [card] = (await cardsOf(
      client,
      "kind=calendar_medication&medication=IBUPROFEN",
    )) as AnalysisMedicationCalendarCard[];
    expect(card).toEqual({
      id: "calendar_medication-IBUPROFEN",
      type: "ANALYSIS_MEDICATION_CALENDAR",
      n: 2,
      from: "2026-11-01",
      to: "2026-11-30",
      month: "2026-11",
      medication: "IBUPROFEN",
      name: "IBUPROFEN en",
      days: [
        { date: "2026-11-01", intakes: 1, efficiency: 4 },
        { date: "2026-11-12", intakes: 2, efficiency: 1 },
      ],
      averageEfficiency: 2.5,
      intakes: 3,
    });
    const all = (await cardsOf(client, "kind=calendar_medication")) as AnalysisMedicationCalendarCard[];
    expect(all.map((shown) => [shown.medication, shown.intakes])).toEqual([
      ["IBUPROFEN", 3],
      ["PARACETAMOL", 1],
    ]);
    const october = (await cardsOf(
      client,
      "kind=calendar_medication&to=2026-10-31",
    )) as AnalysisMedicationCalendarCard[];
    expect(october.map((shown) => [shown.medication, shown.days])).toEqual([
      ["IBUPROFEN", [{ date: "2026-10-31", intakes: 1, efficiency: 5 }]],
    ]);
  });

  it("answers an empty month for a medication not taken, and 400 for one not in the catalogue", async () => {
    const { client } = await patient();
    const [card] = (await cardsOf(
      client,
      "kind=calendar_medication&medication=PARACETAMOL",
    )) as AnalysisMedicationCalendarCard[];
    expect([card!.n, card!.intakes, card!.averageEfficiency, card!.days]).toEqual([0, 0, null, []]);
    expect(await cardsOf(client, "kind=calendar_medication")).toEqual([]);
    const bad = await client.get("/api/patient/analysis?kind=calendar_medication&medication=NOPE");
    expect([bad.status, bad.body.error]).toEqual([400, "VALIDATION_FAILED"]);
  });
});

describe("image_list", () => {
  function upload(client: TestClient, query: string) {
    return client.request("POST", `/api/patient/uploads?${query}`, undefined, {
      rawBody: PNG,
      headers: { "Content-Type": "image/png" },
    });
  }

  it("lists the patient's private and shared pictures of the window, newest first, each readable by its owner", async () => {
    const { client } = await patient();
    now = new Date("2026-11-20T10:00:00Z");
    const meal = await upload(client, "access=private&value=mealPhoto");
    now = new Date("2026-11-22T10:00:00Z");
    const shared = await upload(client, "access=protected");
    now = new Date("2026-10-01T10:00:00Z");
    await upload(client, "access=private&value=mealPhoto"); // before the window
    const stranger = await patient();
    await upload(stranger.client, "access=protected");
    now = new Date(`${TODAY}T10:00:00Z`);
    expect([meal.status, shared.status]).toEqual([201, 201]);

    const [card] = (await cardsOf(client, "kind=image_list")) as AnalysisGalleryCard[];
    const mealId = meal.body.value.file.id as string;
    const sharedId = shared.body.value.file.id as string;
    expect(card).toEqual({
      id: "image_list",
      type: "ANALYSIS_GALLERY",
      n: 2,
      from: addDays(TODAY, -29),
      to: TODAY,
      pictures: [
        { id: sharedId, url: `/api/files/${sharedId}`, date: "2026-11-22", source: "social" },
        {
          id: mealId,
          url: `/api/files/${mealId}`,
          date: "2026-11-20",
          source: "private",
          label: "mealPhoto en",
        },
      ],
    });
    const bytes = await client.get(card!.pictures[1]!.url);
    expect(bytes.status).toBe(200);
    const notMine = await stranger.client.get(card!.pictures[1]!.url);
    expect(notMine.status).toBe(404);

    const [meals] = (await cardsOf(client, "kind=image_list&dataValue=mealPhoto")) as AnalysisGalleryCard[];
    expect([meals!.name, meals!.pictures.map((picture) => picture.id)]).toEqual(["mealPhoto en", [mealId]]);
  });

  it("is empty without pictures, and refuses a data value that is not an IMAGE one", async () => {
    const { client } = await patient();
    const [card] = (await cardsOf(client, "kind=image_list")) as AnalysisGalleryCard[];
    expect([card!.n, card!.pictures]).toEqual([0, []]);
    const bad = await client.get("/api/patient/analysis?kind=image_list&dataValue=sleepQuality");
    expect([bad.status, bad.body.error]).toEqual([400, "VALIDATION_FAILED"]);
  });
});

describe("correlation", () => {
  /** 12 days ending today, above MIN_PAIRED_DAYS (10). */
  const firstDay = addDays(TODAY, -11);
  const series = (user: User, value: string, values: number[]) =>
    createDailySeries(t.deps, user, value, firstDay, values);
  const symptomSeries = (user: User, symptom: string, values: number[]) =>
    createSymptomSeries(t.deps, user, symptom, firstDay, values);

  it("is the correlation list as one card: 3 free, all with a paid author link, N the tests run", async () => {
    const { user, client } = await patient();
    await symptomSeries(user, "MIGRAINE", [0, 1, 3, 3, 5, 1, 1, 2, 4, 5, 1, 3]);
    await symptomSeries(user, "ANXIETY", [1, 2, 2, 4, 4, 0, 2, 3, 5, 4, 1, 3]);
    await series(user, "sleepQuality", [1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 2, 4]);
    await series(user, "stress", [5, 3, 2, 3, 1, 4, 5, 3, 2, 2, 4, 2]);
    await series(user, "water", [3, 3, 4, 2, 3, 3, 2, 4, 3, 2, 4, 3]);
    const list = (await client.get("/api/patient/correlations")).body.value;
    const [card] = (await cardsOf(client, "kind=correlation")) as AnalysisCorrelationsCard[];
    expect(card).toEqual({
      id: "correlation",
      type: "ANALYSIS_CORRELATIONS",
      n: list.tested,
      from: addDays(TODAY, -29),
      to: TODAY,
      items: list.items,
      total: 4,
      pairs: expect.any(Array),
      limited: true,
    });
    expect(card!.items).toHaveLength(3);
    // Every pair tested is listed once with its N, the one with no association included.
    expect(card!.pairs.map((pair) => [pair.symptom, pair.dataValue, pair.found])).toEqual([
      ["MIGRAINE", "sleepQuality", true],
      ["MIGRAINE", "stress", true],
      ["ANXIETY", "sleepQuality", true],
      ["ANXIETY", "stress", true],
      ["MIGRAINE", "water", false],
      ["ANXIETY", "water", false],
    ]);
    expect(card!.pairs.every((pair) => pair.pairedDays === 12)).toBe(true);
    expect(card!.pairs[4]).toMatchObject({ symptomName: "MIGRAINE en", dataValueName: "water en" });
    expect(card!.items.every((item) => item.correlation !== 0)).toBe(true);

    await t.db("authorLinks").insert({
      id: `${user.id}_coach`,
      userId: user.id,
      authorId: "coach",
      status: "VALIDATED",
      end: "2026-12-26",
      payed: true,
    });
    const [paid] = (await cardsOf(client, "kind=correlation")) as AnalysisCorrelationsCard[];
    expect([paid!.items.length, paid!.limited]).toEqual([4, false]);
    const [filtered] = (await cardsOf(
      client,
      "kind=correlation&dataValue=stress",
    )) as AnalysisCorrelationsCard[];
    expect(filtered!.dataValue).toBe("stress");
    expect(filtered!.items.every((item) => item.dataValue === "stress")).toBe(true);
  });

  it("has nothing tested without data; a pro and a guest may not ask", async () => {
    const { client } = await patient();
    const [card] = (await cardsOf(client, "kind=correlation")) as AnalysisCorrelationsCard[];
    expect([card!.n, card!.items, card!.total, card!.limited]).toEqual([0, [], 0, false]);
    const guest = await t.client().get("/api/patient/analysis?kind=correlation");
    expect([guest.status, guest.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
    const pro = await signIn(t.client(), t.deps, await createPro(t.deps));
    const asPro = await pro.get("/api/patient/analysis?kind=calendar_symptom");
    expect([asPro.status, asPro.body.error]).toEqual([403, "FORBIDDEN"]);
  });
});
