import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_PROFILE } from "../../../engine/accounts/profileCompletion";
import type { User } from "../../platform/db/models";
import { credit } from "../../core/ledger";
import { balanceOf, createPatient, signIn } from "../../test/factories";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date("2026-11-26T10:00:00Z") });
});
afterAll(() => t.close());

async function patient(): Promise<{ user: User; client: TestClient }> {
  const user = await createPatient(t.deps, { language: "en" });
  return { user, client: await signIn(t.client(), t.deps, user) };
}

const FULL_PROFILE = {
  ...EMPTY_PROFILE,
  firstName: "Ana",
  dateOfBirth: "1990-04-02",
  gender: "female",
  country: "FR",
  zipcode: "75011",
  cspCode: "EMPLOYEE",
  weight: 60,
  height: 168,
  mutuelle: "MGEN",
};

const itemOf = (answer: { body: { value: { items: Array<{ id: string }> } } }, id: string) =>
  answer.body.value.items.find((item) => item.id === id);

describe("GET /api/patient/awards", () => {
  it("answers the four branches at 0 % and every award locked for a new patient", async () => {
    const { client } = await patient();
    const answer = await client.get("/api/patient/awards");
    expect(answer.status).toBe(200);
    expect(answer.body.value.branches).toEqual([
      { name: "KNOWLEDGE", claimed: 0, size: 9, percent: 0 },
      { name: "DISCIPLINE", claimed: 0, size: 6, percent: 0 },
      { name: "SHARE", claimed: 0, size: 8, percent: 0 },
      { name: "PROSPERITY", claimed: 0, size: 5, percent: 0 },
    ]);
    expect(answer.body.value.items).toHaveLength(29);
    expect(answer.body.value.items.every((item: { status: string }) => item.status === "LOCKED")).toBe(true);
  });

  it("reads the all-time rewards, the community answers and the reactions", async () => {
    const { user, client } = await patient();
    await t.db.transaction((trx) =>
      credit(trx, { userId: user.id, delta: 2600, reason: "TEST", idempotencyKey: `t-${user.id}` }),
    );
    await t.db("socialProfiles").insert({ id: user.id, reactionCounter: 10 });
    const questions = [{ id: `q1-${user.id}` }, { id: `q2-${user.id}` }];
    await t
      .db("communityQuestions")
      .insert(questions.map((q) => ({ id: q.id, text: JSON.stringify({ en: "Why?" }) })));
    await t.db("communityAnswers").insert(
      questions.map((q) => ({
        id: `${user.id}_${q.id}`,
        userId: user.id,
        questionId: q.id,
        answer: "yes",
      })),
    );
    const answer = await client.get("/api/patient/awards");
    expect(itemOf(answer, "AWARDV2_PROSPERITY_1_2")).toMatchObject({ status: "CLAIMABLE", progress: 2500 });
    expect(itemOf(answer, "AWARDV2_PROSPERITY_1_3")).toMatchObject({ status: "LOCKED", progress: 2600 });
    expect(itemOf(answer, "AWARDV2_SHARE_2_2")).toMatchObject({ status: "CLAIMABLE", progress: 10 });
    expect(itemOf(answer, "AWARDV2_SHARE_1_1")).toMatchObject({ status: "CLAIMABLE", progress: 2 });
    expect(itemOf(answer, "AWARDV2_SHARE_1_2")).toMatchObject({ status: "LOCKED", progress: 2 });
  });

  it("answers 401 without a session", async () => {
    const answer = await t.client().get("/api/patient/awards");
    expect([answer.status, answer.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
  });
});

describe("POST /api/patient/profile/award/claim/{awardId}", () => {
  it("answers 409 AWARD_LOCKED before the condition is met, and pays nothing", async () => {
    const { user, client } = await patient();
    const answer = await client.post("/api/patient/profile/award/claim/AWARDV2_KNOWLEDGE_1_1");
    expect([answer.status, answer.body.error]).toEqual([409, "AWARD_LOCKED"]);
    expect((await balanceOf(t.deps, user)).amount).toBe(0);
    expect(await t.db("userAwards").where({ userId: user.id })).toHaveLength(0);
  });

  it("claims the profile award once the profile is complete: pays once, gives the title", async () => {
    const { user, client } = await patient();
    expect((await client.put("/api/patient/profile", FULL_PROFILE)).body.value.completion).toBe(100);
    const claim = await client.post("/api/patient/profile/award/claim/AWARDV2_KNOWLEDGE_1_1");
    expect(claim.status).toBe(200);
    expect(claim.body.value).toMatchObject({
      userAward: {
        id: "AWARDV2_KNOWLEDGE_1_1",
        type: "AWARDV2_KNOWLEDGE_1_1",
        rewards: 100,
        socialTitle: "Curious",
      },
      userElement: null,
    });
    const again = await client.post("/api/patient/profile/award/claim/AWARDV2_KNOWLEDGE_1_1");
    expect(again.status).toBe(200);
    expect((await balanceOf(t.deps, user)).amount).toBe(100);
    const tree = await client.get("/api/patient/awards");
    expect(itemOf(tree, "AWARDV2_KNOWLEDGE_1_1")).toMatchObject({ status: "CLAIMED" });
    expect(tree.body.value.branches[0]).toMatchObject({ name: "KNOWLEDGE", claimed: 1, percent: 11 });
  });

  it("gives the award's personalization element through the inventory, once", async () => {
    const { user, client } = await patient();
    await t.db.transaction((trx) =>
      credit(trx, { userId: user.id, delta: 35000, reason: "TEST", idempotencyKey: `t-${user.id}` }),
    );
    const claims = await Promise.all([
      client.post("/api/patient/profile/award/claim/AWARDV2_PROSPERITY_1_5"),
      client.post("/api/patient/profile/award/claim/AWARDV2_PROSPERITY_1_5"),
    ]);
    expect(claims.map((c) => c.status)).toEqual([200, 200]);
    expect(claims[0]?.body.value.userElement).toEqual({
      id: "award-prosperity",
      kind: "PERSONALIZATION",
      image: "/media/award-prosperity.svg",
    });
    expect((await balanceOf(t.deps, user)).amount).toBe(35000 + 800);
    const items = await t.db("patientItems").where({ userId: user.id });
    expect(items).toMatchObject([{ kind: "PERSONALIZATION", itemId: "award-prosperity", source: "AWARD" }]);
  });

  it("answers 404 for an unknown award", async () => {
    const { client } = await patient();
    const answer = await client.post("/api/patient/profile/award/claim/AWARDV2_NOPE");
    expect([answer.status, answer.body.error]).toEqual([404, "NOT_FOUND"]);
  });

  it("answers 403 without the CSRF header and 401 without a session", async () => {
    const { client } = await patient();
    const noHeader = await client.post(
      "/api/patient/profile/award/claim/AWARDV2_FINAL",
      {},
      { noCsrfHeader: true },
    );
    expect(noHeader.status).toBe(403);
    const guest = await t.client().post("/api/patient/profile/award/claim/AWARDV2_FINAL");
    expect(guest.status).toBe(401);
  });
});
