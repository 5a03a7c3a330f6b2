import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../platform/db/models";
import { credit } from "../../core/ledger";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import { balanceOf, createPatient, createProgram, signIn } from "../../test/factories";

const NOW = new Date("2025-03-10T10:00:00Z");
const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;
let guarded: string;

const CONDITIONS = [
  { type: "consent", consent: "DATA_SHARING" },
  { type: "quest", formCategory: "SCREENING" },
  { type: "autorSub", autorId: "coach" },
  { type: "cost", amount: 50 },
];

beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
  await t
    .db("authors")
    .insert({ id: "coach", name: "Coach", extra: JSON.stringify({ features: ["subscriptions"] }) });
  await t.db("questionnaires").insert({
    id: "readiness",
    type: "SCREENING",
    rewards: 0,
    period: 1,
    definition: JSON.stringify({ id: "readiness" }),
  });
  guarded = await createProgram(t.deps, { subscriptionConditions: CONDITIONS });
});
afterAll(() => t.close());

async function patient(balance = 0): Promise<{ user: User; client: TestClient }> {
  const user = await createPatient(t.deps);
  if (balance > 0) {
    await t.db.transaction((trx) =>
      credit(trx, { userId: user.id, delta: balance, reason: "TEST", idempotencyKey: `test-${user.id}` }),
    );
  }
  return { user, client: await signIn(t.client(), t.deps, user) };
}

const subscribePath = (id: string) => `/api/patient/study/subscribe/${id}`;

async function record(user: User, score: number, at = NOW) {
  await t.db("questionnaireRecords").insert({
    id: crypto.randomUUID(),
    userId: user.id,
    questionnaireId: "readiness",
    formCategory: "SCREENING",
    datetime: at,
    score,
    answers: "{}",
  });
}

async function paidLink(user: User, autorId: string, end = "2025-06-01", status = "VALIDATED") {
  await t.db("authors").insert({ id: autorId, name: autorId }).onConflict("id").ignore();
  await t
    .db("authorLinks")
    .insert({ id: `${user.id}_${autorId}`, userId: user.id, authorId: autorId, status, end, payed: true });
}

describe("POST /api/patient/study/subscribe/{studyId} with conditions", () => {
  it("refuses 409 MISSING_SUBSCRIPTION_CONDITIONS with each condition's result, changing nothing", async () => {
    const { user, client } = await patient(10);
    const answer = await client.post(subscribePath(guarded));
    expect([answer.status, answer.body.error]).toEqual([409, "MISSING_SUBSCRIPTION_CONDITIONS"]);
    expect(answer.body.details).toEqual([
      { type: "consent", success: false, consent: "DATA_SHARING" },
      { type: "quest", success: false, formCategory: "SCREENING", questionnaireId: "readiness" },
      { type: "autorSub", success: false, autorId: "coach" },
      { type: "cost", success: false, amount: 50 },
    ]);
    expect(await t.db("studySubscriptions").where({ userId: user.id })).toEqual([]);
    expect((await balanceOf(t.deps, user)).amount).toBe(10);
  });

  it("joins once every condition is fixed, debiting the cost once", async () => {
    const { user, client } = await patient(80);
    expect(
      (await client.post(`/api/patient/study/${guarded}/consent`, { consent: "DATA_SHARING" })).status,
    ).toBe(200);
    await record(user, 24);
    await paidLink(user, "coach");
    const conditions = await client.get(`/api/patient/study/${guarded}/conditions`);
    expect(conditions.body.value.met).toBe(true);

    const answer = await client.post(subscribePath(guarded));
    expect(answer.status).toBe(200);
    expect(answer.body.value.tasks.length).toBeGreaterThan(0);
    expect((await balanceOf(t.deps, user)).amount).toBe(30);
    const again = await client.post(subscribePath(guarded));
    expect([again.status, again.body.error]).toEqual([409, "ALREADY_SUBSCRIBED"]);
    expect((await balanceOf(t.deps, user)).amount).toBe(30);
    const ledger = await t.db("ledgerEntries").where({ userId: user.id, reason: "PROGRAM_COST" });
    expect(ledger).toHaveLength(1);
  });

  it("tells a screening that is not ok, and ignores records older than 15 days", async () => {
    const { user, client } = await patient();
    const only = await createProgram(t.deps, { subscriptionConditions: [CONDITIONS[1]] });
    await record(user, 30, new Date(NOW.getTime() - 16 * DAY_MS));
    let answer = await client.post(subscribePath(only));
    expect(answer.body.details).toEqual([
      { type: "quest", success: false, formCategory: "SCREENING", questionnaireId: "readiness" },
    ]);
    await record(user, 12);
    answer = await client.post(subscribePath(only));
    expect(answer.body.details).toEqual([
      {
        type: "quest",
        success: false,
        formCategory: "SCREENING",
        questionnaireId: "readiness",
        screeningNotOk: true,
      },
    ]);
    await record(user, 20, new Date(NOW.getTime() - 14 * DAY_MS));
    expect((await client.post(subscribePath(only))).status).toBe(200);
  });

  it("does not count an author link that ended yesterday", async () => {
    const { user, client } = await patient();
    const only = await createProgram(t.deps, { subscriptionConditions: [CONDITIONS[2]] });
    await paidLink(user, "coach", "2025-03-09");
    const answer = await client.post(subscribePath(only));
    expect(answer.body.details).toEqual([{ type: "autorSub", success: false, autorId: "coach" }]);
    await t.db("authorLinks").where({ userId: user.id }).update({ end: "2025-03-10" });
    expect((await client.post(subscribePath(only))).status).toBe(200);
  });

  it("answers 404 for an unknown program and 401 without a session", async () => {
    const { client } = await patient();
    const unknown = await client.post(subscribePath("no-such-program"));
    expect([unknown.status, unknown.body.error]).toEqual([404, "NOT_FOUND"]);
    const guest = await t.client().post(subscribePath(guarded));
    expect([guest.status, guest.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
  });
});

describe("program limits", () => {
  it("refuses a sixth program with 409 TOO_MUCH_PROGRAMS, and a paid link raises the limit", async () => {
    const { user, client } = await patient();
    const ids = [];
    for (let i = 0; i < 6; i += 1) ids.push(await createProgram(t.deps));
    for (const id of ids.slice(0, 5)) expect((await client.post(subscribePath(id))).status).toBe(200);
    const sixth = await client.post(subscribePath(ids[5]!));
    expect([sixth.status, sixth.body.error]).toEqual([409, "TOO_MUCH_PROGRAMS"]);
    expect(await t.db("studySubscriptions").where({ userId: user.id, studyId: ids[5] })).toEqual([]);

    const listed = await client.get("/api/patient/programs");
    expect(listed.body.value.limits).toEqual({
      followUps: 0,
      total: 5,
      paidLinks: 0,
      followUpLimit: 5,
      totalLimit: 5,
      addHidden: false,
      upgrade: false,
    });

    await paidLink(user, "premium-author");
    expect((await client.post(subscribePath(ids[5]!))).status).toBe(200);
    expect((await client.get("/api/patient/programs")).body.value.limits).toMatchObject({
      total: 6,
      paidLinks: 1,
      followUpLimit: 10,
      totalLimit: 15,
    });
  });

  it("raises the limits as a paid link while premium runs, and not once it ended", async () => {
    const { user, client } = await patient();
    await t.db("premiumEntitlements").insert({ userId: user.id, until: "2099-01-01" });
    expect((await client.get("/api/patient/programs")).body.value.limits).toMatchObject({
      paidLinks: 1,
      followUpLimit: 10,
      totalLimit: 15,
    });
    await t.db("premiumEntitlements").where({ userId: user.id }).update({ until: "2000-01-01" });
    expect((await client.get("/api/patient/programs")).body.value.limits).toMatchObject({
      paidLinks: 0,
      totalLimit: 5,
    });
  });

  it("stops follow-ups at 5 and offers the upgrade, while a DONE program frees its place", async () => {
    const { user, client } = await patient();
    const ids = [];
    for (let i = 0; i < 6; i += 1) ids.push(await createProgram(t.deps, { category: "followup" }));
    for (const id of ids.slice(0, 5)) expect((await client.post(subscribePath(id))).status).toBe(200);
    expect((await client.get("/api/patient/programs")).body.value.limits).toMatchObject({
      followUps: 5,
      upgrade: true,
    });
    expect((await client.post(subscribePath(ids[5]!))).body.error).toBe("TOO_MUCH_PROGRAMS");
    await t.db("studySubscriptions").where({ userId: user.id, studyId: ids[0] }).update({ status: "DONE" });
    expect((await client.post(subscribePath(ids[5]!))).status).toBe(200);
  });
});

describe("POST /api/patient/study/{studyId}/consent", () => {
  it("gives only a consent the program asks for, once", async () => {
    const { user, client } = await patient();
    const path = `/api/patient/study/${guarded}/consent`;
    const other = await client.post(path, { consent: "NUMERO_CALL" });
    expect([other.status, other.body.error]).toEqual([409, "CONSENT_NOT_ASKED"]);
    expect((await client.post(path, { consent: "DATA_SHARING" })).body.value).toEqual({
      consent: "DATA_SHARING",
      given: true,
    });
    expect((await client.post(path, { consent: "DATA_SHARING" })).status).toBe(200);
    expect(await t.db("consents").where({ userId: user.id }).select("consentId")).toEqual([
      { consentId: "DATA_SHARING" },
    ]);
  });

  it("answers 400 for a bad body, 404 for an unknown program and 401 without a session", async () => {
    const { client } = await patient();
    const bad = await client.post(`/api/patient/study/${guarded}/consent`, { consent: "" });
    expect([bad.status, bad.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    const unknown = await client.post("/api/patient/study/nothing/consent", { consent: "DATA_SHARING" });
    expect(unknown.status).toBe(404);
    const guest = await t.client().post(`/api/patient/study/${guarded}/consent`, { consent: "DATA_SHARING" });
    expect(guest.status).toBe(401);
  });
});

describe("GET /api/patient/study/{studyId}/conditions", () => {
  it("answers each condition for the patient, and 404 for an unknown program", async () => {
    const { client } = await patient(60);
    const answer = await client.get(`/api/patient/study/${guarded}/conditions`);
    expect(answer.body.value).toEqual({
      met: false,
      items: [
        { type: "consent", success: false, consent: "DATA_SHARING" },
        { type: "quest", success: false, formCategory: "SCREENING", questionnaireId: "readiness" },
        { type: "autorSub", success: false, autorId: "coach" },
        { type: "cost", success: true, amount: 50 },
      ],
    });
    expect((await client.get("/api/patient/study/nothing/conditions")).status).toBe(404);
  });
});
