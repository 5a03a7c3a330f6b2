import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { User } from "../../platform/db/models";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import { balanceOf, createPatient, signIn } from "../../test/factories";
import { latestSignupToken } from "../../test/outbox";
import { creditReferral } from "./creditReferral";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
// Every sign-up comes from 127.0.0.1: each test starts with fresh counters.
beforeEach(async () => {
  await t.db("rateLimits").delete();
});

async function sponsor(): Promise<{ user: User; client: TestClient; code: string }> {
  const user = await createPatient(t.deps);
  const client = await signIn(t.client(), t.deps, user);
  const code = (await client.get("/api/patient/shop")).body.value.sponsorCode as string;
  return { user, client, code };
}

/** Signs up with `extra` and follows the emailed link; the verify answer. */
async function signUp(email: string, extra: Record<string, unknown>) {
  const client = t.client();
  const asked = await client.post("/api/auth/signup", {
    email,
    password: "long enough password",
    language: "en",
    ...extra,
  });
  expect(asked.status).toBe(202);
  return client.post("/api/auth/verify", { token: await latestSignupToken(t.db, email) });
}

const referralEntries = (userId: string) =>
  t.db("ledgerEntries").where({ userId, reason: "REFERRAL" }).select("id", "delta", "idempotencyKey");

describe("the sponsor tile's referral code", () => {
  it("is a short code of its own, the same every time", async () => {
    const a = await sponsor();
    const b = await sponsor();
    expect(a.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(a.code).not.toBe(a.user.id);
    expect(b.code).not.toBe(a.code);
    expect((await a.client.get("/api/patient/shop")).body.value.sponsorCode).toBe(a.code);
    expect(await t.db("referralCodes").where({ userId: a.user.id })).toHaveLength(1);
  });
});

describe("POST /api/auth/signup with a sponsorCode", () => {
  it("credits the new account and its sponsor 100 each, once, when the account is created", async () => {
    const { user, code } = await sponsor();
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    const verified = await signUp("referred@example.org", { sponsorCode: typed });
    expect(verified.status).toBe(200);
    const newcomer = verified.body.value.user;
    expect((await balanceOf(t.deps, user)).amount).toBe(100);
    expect((await balanceOf(t.deps, { id: newcomer.id } as User)).amount).toBe(100);
    const [sponsorEntry] = await referralEntries(user.id);
    expect(sponsorEntry).toMatchObject({ delta: 100, idempotencyKey: `referral:${newcomer.id}:sponsor` });
    // The sponsor's open app hears of it: a reward event on their live stream.
    expect(await t.db("streamEvents").where({ userId: user.id }).select("type", "refId")).toEqual([
      { type: "reward", refId: sponsorEntry.id },
    ]);
    // Nothing proves the new account is a person: the rewards buy virtual items only.
    for (const id of [user.id, newcomer.id]) {
      const account = await t.db("bankAccounts").where({ userId: id }).first("authoredAmount");
      expect(Number(account.authoredAmount)).toBe(100);
    }
    // The link followed again creates nothing and pays nothing more.
    const again = await t.client().post("/api/auth/verify", {
      token: await latestSignupToken(t.db, "referred@example.org"),
    });
    expect([again.status, again.body.error]).toEqual([410, "SIGNUP_LINK_USED"]);
    await t.db.transaction((trx) => creditReferral(trx, newcomer.id, code));
    expect((await balanceOf(t.deps, user)).amount).toBe(100);
    expect(await referralEntries(newcomer.id)).toHaveLength(1);
  });

  it("answers 400 naming /sponsorCode for an unknown code, and records no sign-up", async () => {
    const answer = await t.client().post("/api/auth/signup", {
      email: "typo@example.org",
      password: "long enough password",
      language: "en",
      sponsorCode: "ZZZZ2222",
    });
    expect([answer.status, answer.body.error, answer.body.details[0].path]).toEqual([
      400,
      "VALIDATION_FAILED",
      "/sponsorCode",
    ]);
    expect(await t.db("pendingSignups").where({ email: "typo@example.org" })).toEqual([]);
  });

  it("pays nothing for an account's own code", async () => {
    const { user, code } = await sponsor();
    await t.db.transaction((trx) => creditReferral(trx, user.id, code));
    expect((await balanceOf(t.deps, user)).amount).toBe(0);
    expect(await t.db("referrals").where({ newUserId: user.id })).toEqual([]);
  });

  it("stops paying a sponsor after 20 accounts, still paying the new one", async () => {
    const { user, code } = await sponsor();
    const earlier = await Promise.all(Array.from({ length: 20 }, () => createPatient(t.deps)));
    await t.db("referrals").insert(
      earlier.map((e) => ({
        newUserId: e.id,
        sponsorUserId: user.id,
        sponsorReward: 100,
        newAccountReward: 100,
      })),
    );
    const verified = await signUp("twenty-first@example.org", { sponsorCode: code });
    expect((await balanceOf(t.deps, { id: verified.body.value.user.id } as User)).amount).toBe(100);
    expect((await balanceOf(t.deps, user)).amount).toBe(0);
  });

  it("pays nothing for a pro account", async () => {
    const { user, code } = await sponsor();
    const verified = await signUp("pro-referred@example.org", { sponsorCode: code, accountType: "pro" });
    expect(verified.body.value.user.role).toBe("pro");
    expect((await balanceOf(t.deps, user)).amount).toBe(0);
  });
});
