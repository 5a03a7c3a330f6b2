import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../engine/shared/dates";
import type { User } from "../../platform/db/models";
import { credit } from "../../core/ledger";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import { balanceOf, createPatient, createPro, createProgram, signIn, subscribe } from "../../test/factories";

const TODAY = "2025-03-10";
/** The test program runs 7 days: joined on TODAY, its last day is the 16th. */
const LAST_DAY = "2025-03-16";
let t: TestApp;
let studyId: string;
let clock = new Date(`${TODAY}T10:00:00Z`);

/** The balance and its authored part (what the platform paid for what an author created). */
async function account(user: User) {
  const row = await t.db("bankAccounts").where({ userId: user.id }).first("amount", "authoredAmount");
  return { amount: Number(row?.amount ?? 0), authoredAmount: Number(row?.authoredAmount ?? 0) };
}

/** Moves the server's clock to 10:00 UTC on `day`. */
const setDay = (day: string) => (clock = new Date(`${day}T10:00:00Z`));

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  studyId = await createProgram(t.deps);
  await t
    .db("studies")
    .where({ id: studyId })
    .update({ victoryConditions: JSON.stringify({ completionPercent: 50, bonusRewards: 40 }) });
  await t.deps.catalog.reload();
});
afterAll(() => t.close());
afterEach(() => setDay(TODAY));

async function subscribed(): Promise<{ user: User; client: TestClient; subId: string }> {
  const user = await createPatient(t.deps);
  await subscribe(t.deps, user, studyId);
  return { user, client: await signIn(t.client(), t.deps, user), subId: `${user.id}_${studyId}` };
}

/** Marks `count` of the patient's cards of the study done. */
async function completeCards(user: User, count: number) {
  const cards = await t
    .db("notifications")
    .where({ userId: user.id, globalnotificationId: studyId })
    .orderBy("sortOrder")
    .limit(count)
    .select("id");
  await t
    .db("notifications")
    .whereIn(
      "id",
      cards.map((c) => c.id),
    )
    .update({ status: "DONE" });
}

describe("GET /api/patient/study/{id}/followUpAnalytics", () => {
  it("answers rewards, completion and participants from the patient's cards, cached 24 h", async () => {
    const { user, client, subId } = await subscribed();
    await completeCards(user, 1);
    const answer = await client.get(`/api/patient/study/${studyId}/followUpAnalytics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, max-age=86400");
    expect(answer.body.value).toMatchObject({
      rewards: 10,
      completion: 50,
      subscriptionId: subId,
      status: "INPROGRESS",
      lastDay: LAST_DAY,
    });
    expect(answer.body.value.participantsCount).toBeGreaterThanOrEqual(1);
  });

  it("never says the goal is reached while the program runs; from its last day it waits for validation", async () => {
    const { user, client } = await subscribed();
    await completeCards(user, 2);
    const running = await client.get(`/api/patient/study/${studyId}/followUpAnalytics`);
    expect(running.body.value).toMatchObject({ completion: 100, success: false, status: "INPROGRESS" });
    setDay(addDays(LAST_DAY, -1));
    const dayBefore = await client.get(`/api/patient/study/${studyId}/followUpAnalytics`);
    expect(dayBefore.body.value).toMatchObject({ success: false, status: "INPROGRESS" });
    setDay(LAST_DAY);
    const over = await client.get(`/api/patient/study/${studyId}/followUpAnalytics`);
    expect(over.body.value).toMatchObject({ success: true, status: "WAITING_FOR_VALIDATION" });
    const list = await client.get("/api/patient/programs");
    const item = list.body.value.items.find((program: { id: string }) => program.id === studyId);
    expect(item.subscriptionStatus).toBe("WAITING_FOR_VALIDATION");
  });

  it("answers zeros to a patient who does not follow the program", async () => {
    const user = await createPatient(t.deps);
    const client = await signIn(t.client(), t.deps, user);
    const answer = await client.get(`/api/patient/study/${studyId}/followUpAnalytics`);
    expect(answer.body.value).toMatchObject({
      rewards: 0,
      completion: 0,
      success: false,
      subscriptionId: null,
    });
  });

  it("answers 404 for an unknown program and 401 without a session", async () => {
    const { client } = await subscribed();
    const missing = await client.get("/api/patient/study/nope/followUpAnalytics");
    expect([missing.status, missing.body.error]).toEqual([404, "NOT_FOUND"]);
    const guest = await t.client().get(`/api/patient/study/${studyId}/followUpAnalytics`);
    expect([guest.status, guest.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
  });
});

describe("POST /api/patient/study/validate/{subId}", () => {
  it("answers 409 PROGRAM_NOT_OVER before the program's last day, and changes nothing", async () => {
    const { user, client, subId } = await subscribed();
    await completeCards(user, 2);
    for (const day of [TODAY, addDays(LAST_DAY, -1)]) {
      setDay(day);
      const answer = await client.post(`/api/patient/study/validate/${subId}`);
      expect([answer.status, answer.body.error]).toEqual([409, "PROGRAM_NOT_OVER"]);
      expect(answer.body.message).toContain(LAST_DAY);
    }
    const row = await t.db("studySubscriptions").where({ id: subId }).first();
    expect([row.status, row.finishedOnce]).toEqual(["INPROGRESS", false]);
    expect((await balanceOf(t.deps, user)).amount).toBe(0);
    const rating = await client.post(`/api/patient/study/${studyId}/rating`, { rating: 5 });
    expect([rating.status, rating.body.error]).toEqual([409, "NOT_FINISHED"]);
  });

  it("moves the subscription to DONE on its last day, sets finishedOnce and pays the victory bonus once", async () => {
    const { user, client, subId } = await subscribed();
    await completeCards(user, 1);
    const before = await balanceOf(t.deps, user);
    setDay(LAST_DAY);
    const answer = await client.post(`/api/patient/study/validate/${subId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({ rewards: 40, success: true, status: "DONE" });
    const row = await t.db("studySubscriptions").where({ id: subId }).first();
    expect([row.status, row.finishedOnce]).toEqual(["DONE", true]);
    expect((await balanceOf(t.deps, user)).amount).toBe(before.amount + 40);

    // Joined again and finished again: validated, but the bonus is not paid a second time.
    await subscribe(t.deps, user, studyId);
    setDay(addDays(LAST_DAY, 6));
    const again = await client.post(`/api/patient/study/validate/${subId}`);
    expect(again.body.value.rewards).toBe(0);
    expect((await balanceOf(t.deps, user)).amount).toBe(before.amount + 40);
  });

  it("pays no bonus when the program is not a success", async () => {
    const { user, client, subId } = await subscribed();
    setDay(LAST_DAY);
    const answer = await client.post(`/api/patient/study/validate/${subId}`);
    expect(answer.body.value).toEqual({ rewards: 0, success: false, status: "DONE" });
    expect((await balanceOf(t.deps, user)).amount).toBe(0);
  });

  it("answers 409 NOT_VALIDATABLE for a program already DONE", async () => {
    const { client, subId } = await subscribed();
    setDay(LAST_DAY);
    await client.post(`/api/patient/study/validate/${subId}`);
    const answer = await client.post(`/api/patient/study/validate/${subId}`);
    expect([answer.status, answer.body.error]).toEqual([409, "NOT_VALIDATABLE"]);
  });

  it("answers 404 for another patient's subscription and changes nothing", async () => {
    const { subId } = await subscribed();
    const { client } = await subscribed();
    setDay(LAST_DAY);
    const answer = await client.post(`/api/patient/study/validate/${subId}`);
    expect([answer.status, answer.body.error]).toEqual([404, "NOT_FOUND"]);
    expect((await t.db("studySubscriptions").where({ id: subId }).first()).status).toBe("INPROGRESS");
  });

  it("answers 400 to a body, 403 without the CSRF header or to a pro, 401 without a session", async () => {
    const { client, subId } = await subscribed();
    const bad = await client.post(`/api/patient/study/validate/${subId}`, { force: true });
    expect([bad.status, bad.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    const noHeader = await client.post(`/api/patient/study/validate/${subId}`, {}, { noCsrfHeader: true });
    expect([noHeader.status, noHeader.body.error]).toEqual([403, "CSRF_HEADER_MISSING"]);
    const pro = await signIn(t.client(), t.deps, await createPro(t.deps));
    const asPro = await pro.post(`/api/patient/study/validate/${subId}`);
    expect([asPro.status, asPro.body.error]).toEqual([403, "FORBIDDEN"]);
    const guest = await t.client().post(`/api/patient/study/validate/${subId}`);
    expect([guest.status, guest.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
    expect((await t.db("studySubscriptions").where({ id: subId }).first()).status).toBe("INPROGRESS");
  });
});

describe("the victory bonus (docs/features/rewards.md, who pays a reward)", () => {
  /** A program whose bonus promises 10,000, joined and done by a new patient, on its last day. */
  async function finishedWithBigBonus(pro: User | null) {
    const id = await createProgram(t.deps, { studyDuration: 1 });
    await t
      .db("studies")
      .where({ id })
      .update({ victoryConditions: JSON.stringify({ completionPercent: 0, bonusRewards: 10_000 }) });
    if (pro) {
      const author = await t.db("authors").where({ userId: pro.id }).first("id");
      await t.db("studies").where({ id }).update({ authorId: author.id });
    }
    await t.deps.catalog.reload();
    const user = await createPatient(t.deps);
    await subscribe(t.deps, user, id);
    const client = await signIn(t.client(), t.deps, user);
    const answer = await client.post(`/api/patient/study/validate/${user.id}_${id}`);
    return { user, answer };
  }

  it("pays at most 100 from the platform for the platform's own program", async () => {
    const { user, answer } = await finishedWithBigBonus(null);
    expect(answer.body.value).toEqual({ rewards: 100, success: true, status: "DONE" });
    expect(await account(user)).toEqual({ amount: 100, authoredAmount: 0 });
  });

  it("pays the rest from the author's account as far as it goes, and what the platform paid is authored", async () => {
    const pro = await createPro(t.deps);
    await t.db.transaction((trx) =>
      credit(trx, { userId: pro.id, delta: 2_500, reason: "TEST", idempotencyKey: `test:${pro.id}` }),
    );
    const { user, answer } = await finishedWithBigBonus(pro);
    expect(answer.body.value.rewards).toBe(2_600);
    expect(await account(user)).toEqual({ amount: 2_600, authoredAmount: 100 });
    expect((await balanceOf(t.deps, pro)).amount).toBe(0);
  });
});
