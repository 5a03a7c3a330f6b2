import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../platform/db/models";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import { balanceOf, createPatient, createPro, createProgram, signIn, subscribe } from "../../test/factories";

const TODAY = "2025-03-10";
let t: TestApp;
let studyId: string;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(`${TODAY}T10:00:00Z`) });
  studyId = await createProgram(t.deps);
  await t
    .db("studies")
    .where({ id: studyId })
    .update({ victoryConditions: JSON.stringify({ completionPercent: 50, bonusRewards: 40 }) });
  await t.deps.catalog.reload();
});
afterAll(() => t.close());

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
      success: true,
      subscriptionId: subId,
      status: "INPROGRESS",
    });
    expect(answer.body.value.participantsCount).toBeGreaterThanOrEqual(1);
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
  it("moves the subscription to DONE, sets finishedOnce and pays the victory bonus once", async () => {
    const { user, client, subId } = await subscribed();
    await completeCards(user, 1);
    const before = await balanceOf(t.deps, user);
    const answer = await client.post(`/api/patient/study/validate/${subId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({ rewards: 40, success: true, status: "DONE" });
    const row = await t.db("studySubscriptions").where({ id: subId }).first();
    expect([row.status, row.finishedOnce]).toEqual(["DONE", true]);
    expect((await balanceOf(t.deps, user)).amount).toBe(before.amount + 40);

    // Joined again and finished again: validated, but the bonus is not paid a second time.
    await subscribe(t.deps, user, studyId);
    await t.db("studySubscriptions").where({ id: subId }).update({ status: "WAITING_FOR_VALIDATION" });
    const again = await client.post(`/api/patient/study/validate/${subId}`);
    expect(again.body.value.rewards).toBe(0);
    expect((await balanceOf(t.deps, user)).amount).toBe(before.amount + 40);
  });

  it("pays no bonus when the program is not a success", async () => {
    const { user, client, subId } = await subscribed();
    const answer = await client.post(`/api/patient/study/validate/${subId}`);
    expect(answer.body.value).toEqual({ rewards: 0, success: false, status: "DONE" });
    expect((await balanceOf(t.deps, user)).amount).toBe(0);
  });

  it("answers 409 NOT_VALIDATABLE for a program already DONE", async () => {
    const { client, subId } = await subscribed();
    await client.post(`/api/patient/study/validate/${subId}`);
    const answer = await client.post(`/api/patient/study/validate/${subId}`);
    expect([answer.status, answer.body.error]).toEqual([409, "NOT_VALIDATABLE"]);
  });

  it("answers 404 for another patient's subscription and changes nothing", async () => {
    const { subId } = await subscribed();
    const { client } = await subscribed();
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
