import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawLuckyWheel } from "../../../engine/rewards/luckyWheel";
import { startTestApp, type TestApp } from "../../test/testApp";
import { balanceOf, createPatient, setLuckyOutchi, signIn } from "../../test/factories";

let t: TestApp;
let roll = 0.99;
beforeAll(async () => {
  t = await startTestApp({ random: () => roll });
});
afterAll(() => t.close());

async function patient(counter: number) {
  const user = await createPatient(t.deps);
  await setLuckyOutchi(t.deps, user, counter);
  return { user, client: await signIn(t.client(), t.deps, user) };
}

describe("GET /api/patient/luckyOutchi", () => {
  it("spins at 6, pays the draw through the ledger and resets the counter", async () => {
    const { user, client } = await patient(6);
    roll = 0.99;
    const expected = drawLuckyWheel(() => roll);
    expect(expected.reward).toBeGreaterThan(0);
    const answer = await client.get("/api/patient/luckyOutchi", { headers: { "X-Requested-With": "fetch" } });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual(expected);
    expect(await balanceOf(t.deps, user)).toEqual({
      amount: expected.reward,
      allTimeAmount: expected.reward,
    });
    expect(await t.db("ledgerEntries").where({ userId: user.id })).toEqual([
      expect.objectContaining({
        delta: expected.reward,
        reason: "LUCKY_WHEEL",
        idempotencyKey: `luckyOutchi:${user.id}:1`,
      }),
    ]);
    expect((await t.db("userMetadata").where({ userId: user.id }).first()).luckyOutchi).toBe(0);
  });

  it("answers 409 LUCKY_OUTCHI_NOT_READY below 6", async () => {
    const { user, client } = await patient(5);
    const answer = await client.get("/api/patient/luckyOutchi");
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe("LUCKY_OUTCHI_NOT_READY");
    expect((await t.db("userMetadata").where({ userId: user.id }).first()).luckyOutchi).toBe(5);
  });

  it("answers 403 without the CSRF header, though it is a GET (it writes)", async () => {
    const { user, client } = await patient(6);
    const answer = await client.get("/api/patient/luckyOutchi", { noCsrfHeader: true });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe("CSRF_HEADER_MISSING");
    expect((await t.db("userMetadata").where({ userId: user.id }).first()).luckyOutchi).toBe(6);
  });

  it("answers 401 without a session", async () => {
    const answer = await t.client().get("/api/patient/luckyOutchi");
    expect([answer.status, answer.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
  });

  it("pays once when 50 spins arrive together at counter 6", async () => {
    const { user, client } = await patient(6);
    roll = 0.8;
    const { reward } = drawLuckyWheel(() => roll);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => client.get("/api/patient/luckyOutchi")),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.error === "LUCKY_OUTCHI_NOT_READY")).toHaveLength(
      49,
    );
    expect(await balanceOf(t.deps, user)).toEqual({ amount: reward, allTimeAmount: reward });
    expect(await t.db("ledgerEntries").where({ userId: user.id })).toHaveLength(1);
  });

  it("records nothing in the ledger for a draw without reward", async () => {
    const { user, client } = await patient(6);
    roll = 0.01;
    expect(drawLuckyWheel(() => roll).reward).toBe(0);
    const answer = await client.get("/api/patient/luckyOutchi");
    expect(answer.body.value).toEqual({ reward: 0, bonus: false });
    expect(await t.db("ledgerEntries").where({ userId: user.id })).toHaveLength(0);
    expect(await t.db("userMetadata").where({ userId: user.id }).first()).toMatchObject({
      luckyOutchi: 0,
      luckyDraws: 1,
    });
  });
});

describe("GET /api/patient/bank", () => {
  it("answers the balance and the all-time total", async () => {
    const { user, client } = await patient(0);
    await t.db.transaction(async (trx) => {
      const { credit } = await import("../../core/ledger");
      await credit(trx, { userId: user.id, delta: 42, reason: "TEST", idempotencyKey: `test:${user.id}` });
    });
    const answer = await client.get("/api/patient/bank");
    expect(answer.body).toEqual({ success: true, value: { amount: 42, allTimeAmount: 42 } });
  });
});
