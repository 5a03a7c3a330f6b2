import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../db/models";
import { startTestApp, type TestApp, type TestClient } from "../test/testApp";
import { createPatient, createPro, createSymptoms, signIn } from "../test/factories";

const TODAY = "2025-03-10";
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(`${TODAY}T10:00:00Z`) });
  await createSymptoms(t.deps, ["MIGRAINE", "ANXIETY"]);
  const dataValue = (value: string) => ({
    id: value.toUpperCase(),
    value,
    type: "INTENSITY",
    maxIntensity: 5,
    symptoms: "[]",
    extra: JSON.stringify({ labels: { en: { name: `${value} en`, question: "?" } } }),
  });
  await t
    .db("dataValues")
    .insert([dataValue("sleepQuality"), dataValue("stress"), dataValue("water"), dataValue("steps")]);
  await t.db("authors").insert({
    id: "coach",
    name: "Coach",
    extra: JSON.stringify({ features: ["subscriptions"] }),
  });
});
afterAll(() => t.close());

async function patient(): Promise<{ user: User; client: TestClient }> {
  const user = await createPatient(t.deps);
  return { user, client: await signIn(t.client(), t.deps, user) };
}

const day = (n: number) => `2025-03-0${n}`;

async function record(user: User, value: string, values: number[]) {
  await t.db("dailyActivities").insert(
    values.map((intensity, index) => ({
      id: `${value}_${day(index + 1)}_${user.id}`,
      value,
      intensity,
      patientusersId: user.id,
      date: day(index + 1),
    })),
  );
}

async function symptom(user: User, id: string, intensities: number[]) {
  await t.db("symptomEvents").insert(
    intensities.map((intensity, index) => ({
      id: `${user.id}-${id}-${index}`,
      patientusersId: user.id,
      symptom: id,
      intensity,
      date: day(index + 1),
    })),
  );
}

describe("GET /api/patient/correlations", () => {
  it("computes Pearson's r by day over the window, strongest first", async () => {
    const { user, client } = await patient();
    await symptom(user, "MIGRAINE", [2, 4, 5, 4, 5]);
    await record(user, "sleepQuality", [1, 2, 3, 4, 5]);
    await record(user, "stress", [5, 4, 3, 2, 1]);
    const answer = await client.get("/api/patient/correlations");
    expect(answer.status).toBe(200);
    const [first, second] = answer.body.value.items;
    expect(first.correlation).toBeCloseTo(0.774597, 5);
    expect(second.correlation).toBeCloseTo(-0.774597, 5);
    expect(first).toMatchObject({ symptom: "MIGRAINE", symptomName: "MIGRAINE en", pairedDays: 5 });
    expect(first.confidenceScore).toBeCloseTo(5 / 30, 6);
    expect(answer.body.value.total).toBe(2);
  });

  it("filters on a symptom and a data value", async () => {
    const { user, client } = await patient();
    await symptom(user, "MIGRAINE", [2, 4, 5, 4, 5]);
    await record(user, "sleepQuality", [1, 2, 3, 4, 5]);
    await record(user, "stress", [5, 4, 3, 2, 1]);
    const answer = await client.get("/api/patient/correlations?symptom=MIGRAINE&dataValue=stress");
    expect(answer.body.value.items.map((i: { dataValue: string }) => i.dataValue)).toEqual(["stress"]);
  });

  it("leaves out pairs with fewer than 2 paired days (not enough data)", async () => {
    const { user, client } = await patient();
    await symptom(user, "MIGRAINE", [3]);
    await record(user, "sleepQuality", [1, 2, 3]);
    const answer = await client.get("/api/patient/correlations");
    expect(answer.body.value).toEqual({ items: [], total: 0, limited: false });
  });

  it("shows 3 free and more with a paid author link", async () => {
    const { user, client } = await patient();
    await symptom(user, "MIGRAINE", [2, 4, 5, 4, 5]);
    await symptom(user, "ANXIETY", [1, 3, 2, 5, 4]);
    await record(user, "sleepQuality", [1, 2, 3, 4, 5]);
    await record(user, "stress", [5, 4, 3, 2, 1]);
    const free = await client.get("/api/patient/correlations");
    expect([free.body.value.items.length, free.body.value.total, free.body.value.limited]).toEqual([
      3,
      4,
      true,
    ]);
    await t.db("authorLinks").insert({
      id: `${user.id}_coach`,
      patientusersId: user.id,
      autorId: "coach",
      status: "VALIDATED",
      end: "2025-04-10",
      payed: true,
    });
    const paid = await client.get("/api/patient/correlations");
    expect([paid.body.value.items.length, paid.body.value.limited]).toEqual([4, false]);
  });

  it("answers 400 to a bad filter, 401 without a session, 403 to a pro", async () => {
    const { client } = await patient();
    const bad = await client.get("/api/patient/correlations?symptom=not-an-id");
    expect([bad.status, bad.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    const guest = await t.client().get("/api/patient/correlations");
    expect([guest.status, guest.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
    const pro = await signIn(t.client(), t.deps, await createPro(t.deps));
    const asPro = await pro.get("/api/patient/correlations");
    expect([asPro.status, asPro.body.error]).toEqual([403, "FORBIDDEN"]);
  });
});
