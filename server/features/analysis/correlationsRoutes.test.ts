import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../platform/db/models";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import {
  createDailySeries,
  createDataValues,
  createPatient,
  createPro,
  createSymptoms,
  createSymptomSeries,
  signIn,
} from "../../test/factories";
import { spearman } from "../../../engine/analysis/rankCorrelation";
import { computeCorrelations } from "./computeCorrelations";

const TODAY = "2025-03-10";
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(`${TODAY}T10:00:00Z`) });
  await createSymptoms(t.deps, ["MIGRAINE", "ANXIETY"]);
  await createDataValues(
    t.deps,
    ["sleepQuality", "stress", "water", "steps"].map((value) => ({
      value,
      type: "INTENSITY",
      maxIntensity: 5,
    })),
  );
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

/** Day 1 to day 12 end today: 12 same-day pairs and 11 next-day ones, above MIN_PAIRED_DAYS (10). */
const FIRST_DAY = "2025-02-27";
const WINDOW = { from: "2025-02-09", to: TODAY };
const MIGRAINE = [0, 1, 3, 3, 5, 1, 1, 2, 4, 5, 1, 3];
const ANXIETY = [1, 2, 2, 4, 4, 0, 2, 3, 5, 4, 1, 3];
const SLEEP = [1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 2, 4];
const STRESS = [5, 3, 2, 3, 1, 4, 5, 3, 2, 2, 4, 2];
const UNRELATED = [5, 2, 0, 3, 1, 4, 4, 0, 2, 3, 5, 1];

const record = (user: User, value: string, values: number[]) =>
  createDailySeries(t.deps, user, value, FIRST_DAY, values);
const symptom = (user: User, id: string, intensities: number[]) =>
  createSymptomSeries(t.deps, user, id, FIRST_DAY, intensities);

describe("GET /api/patient/correlations", () => {
  it("shows Spearman's ρ of what passes the false discovery control, strongest first, with N and window", async () => {
    const { user, client } = await patient();
    await symptom(user, "MIGRAINE", MIGRAINE);
    await record(user, "sleepQuality", SLEEP);
    await record(user, "stress", STRESS);
    const answer = await client.get("/api/patient/correlations");
    expect(answer.status).toBe(200);
    const { items, ...rest } = answer.body.value;
    // 2 pairs × 2 lags; only the same-day ones pass.
    expect(rest).toEqual({ total: 2, tested: 4, limited: false, ...WINDOW });
    const [first, second] = items;
    expect(first).toMatchObject({
      id: "MIGRAINE_sleepQuality_sameDay",
      symptom: "MIGRAINE",
      symptomName: "MIGRAINE en",
      dataValueName: "sleepQuality en",
      lag: "sameDay",
      pairedDays: 12,
      ...WINDOW,
    });
    expect(first.correlation).toBeCloseTo(spearman(SLEEP, MIGRAINE)!, 10);
    expect(second.correlation).toBeCloseTo(spearman(STRESS, MIGRAINE)!, 10);
    expect(second.correlation).toBeLessThan(0);
    expect(first.adjustedPValue).toBeLessThanOrEqual(0.05);
    expect(first.adjustedPValue).toBeGreaterThanOrEqual(first.pValue);
    expect(first.confidenceScore).toBeCloseTo(1 - first.adjustedPValue, 10);
  });

  it("filters the findings on a symptom and a data value", async () => {
    const { user, client } = await patient();
    await symptom(user, "MIGRAINE", MIGRAINE);
    await record(user, "sleepQuality", SLEEP);
    await record(user, "stress", STRESS);
    const answer = await client.get("/api/patient/correlations?symptom=MIGRAINE&dataValue=stress");
    expect(answer.body.value.items.map((i: { id: string }) => i.id)).toEqual(["MIGRAINE_stress_sameDay"]);
    // The stress pair's two lags; its next-day test ran and did not pass.
    expect(answer.body.value.tested).toBe(2);
  });

  it("holds the false discovery rate across all pairs, whatever the filter", async () => {
    const { user, client } = await patient();
    // Alone, this pair passes: ρ ≈ 0.72 over 10 days, p ≈ 0.024 (the next-day lag has 9: not tested)…
    await symptom(user, "ANXIETY", [1, 0, 2, 2, 4, 1, 3, 5, 3, 3]);
    await record(user, "water", [0, 1, 1, 2, 3, 3, 4, 5, 5, 2]);
    const alone = await client.get("/api/patient/correlations?symptom=ANXIETY&dataValue=water");
    expect(alone.body.value.items).toHaveLength(1);
    // …but not once three unrelated values are tested beside it (0.024 · 4 > 0.05), even when the
    // card asks for it alone.
    await record(user, "stress", [5, 2, 0, 3, 1, 4, 4, 0, 2, 3]);
    await record(user, "steps", [3, 2, 4, 0, 0, 1, 4, 3, 5, 2]);
    await record(user, "sleepQuality", [2, 4, 1, 5, 3, 0, 2, 5, 1, 3]);
    // Stored by the first read, the answer changes once the job has run on the new data.
    const stored = await client.get("/api/patient/correlations?symptom=ANXIETY&dataValue=water");
    expect(stored.body.value).toEqual(alone.body.value);
    await computeCorrelations(t.deps, user.id);
    const crowded = await client.get("/api/patient/correlations?symptom=ANXIETY&dataValue=water");
    expect(crowded.body.value).toMatchObject({ items: [], total: 0, tested: 1 });
  });

  it("tests nothing below 10 paired days (not enough data)", async () => {
    const { user, client } = await patient();
    await symptom(user, "MIGRAINE", MIGRAINE.slice(0, 9));
    await record(user, "sleepQuality", SLEEP);
    const answer = await client.get("/api/patient/correlations");
    expect(answer.body.value).toEqual({ items: [], total: 0, tested: 0, limited: false, ...WINDOW });
  });

  it("shows nothing when no association passes (no association found)", async () => {
    const { user, client } = await patient();
    await symptom(user, "MIGRAINE", MIGRAINE);
    await record(user, "water", UNRELATED);
    const answer = await client.get("/api/patient/correlations");
    expect(answer.body.value).toEqual({ items: [], total: 0, tested: 2, limited: false, ...WINDOW });
  });

  it("shows 3 free and more with a paid author link", async () => {
    const { user, client } = await patient();
    await symptom(user, "MIGRAINE", MIGRAINE);
    await symptom(user, "ANXIETY", ANXIETY);
    await record(user, "sleepQuality", SLEEP);
    await record(user, "stress", STRESS);
    const free = await client.get("/api/patient/correlations");
    expect([free.body.value.items.length, free.body.value.total, free.body.value.limited]).toEqual([
      3,
      4,
      true,
    ]);
    await t.db("authorLinks").insert({
      id: `${user.id}_coach`,
      userId: user.id,
      authorId: "coach",
      status: "VALIDATED",
      end: "2025-04-10",
      payed: true,
    });
    const paid = await client.get("/api/patient/correlations");
    expect([paid.body.value.items.length, paid.body.value.limited]).toEqual([4, false]);
  });

  it("shows the paid length while premium bought in the sandbox runs", async () => {
    const { user, client } = await patient();
    await symptom(user, "MIGRAINE", MIGRAINE);
    await symptom(user, "ANXIETY", ANXIETY);
    await record(user, "sleepQuality", SLEEP);
    await record(user, "stress", STRESS);
    expect((await client.get("/api/patient/correlations")).body.value.items).toHaveLength(3);
    const { url } = (await client.post("/api/patient/checkout", { plan: "monthly" })).body.value;
    const purchaseId = new URL(url, "http://app.test").searchParams.get("sandboxCheckout");
    expect((await client.post(`/api/patient/premium/checkout/${purchaseId}/confirm`)).status).toBe(200);
    const premium = await client.get("/api/patient/correlations");
    expect([premium.body.value.items.length, premium.body.value.limited]).toEqual([4, false]);
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
