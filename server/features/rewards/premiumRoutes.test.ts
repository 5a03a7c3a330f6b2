import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../platform/db/models";
import { credit } from "../../core/ledger";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import { balanceOf, createPatient, createPro, signIn } from "../../test/factories";

const TODAY = "2025-03-10";
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(`${TODAY}T10:00:00Z`) });
  await t.db("authors").insert([
    { id: "coach", name: "Coach", monthPrice: 2, extra: JSON.stringify({ features: ["subscriptions"] }) },
    { id: "closed", name: "Closed", extra: JSON.stringify({ features: ["contribution"] }) },
  ]);
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

const linksOf = (user: User) => t.db("authorLinks").where({ userId: user.id });

describe("GET /api/patient/autors/{autorId}/price", () => {
  it("answers the four prices times monthPrice, with the balance", async () => {
    const { client } = await patient(1500);
    const answer = await client.get("/api/patient/autors/coach/price");
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({
      autorId: "coach",
      monthPrice: 2,
      balance: 1500,
      link: null,
      prices: [
        { months: 1, price: 1000, savings: 0 },
        { months: 3, price: 2750, savings: 250 },
        { months: 6, price: 5250, savings: 750 },
        { months: 12, price: 10000, savings: 2000 },
      ],
    });
  });

  it("answers 404 for an author without subscriptions and 401 without a session", async () => {
    const { client } = await patient();
    const closed = await client.get("/api/patient/autors/closed/price");
    expect([closed.status, closed.body.error]).toEqual([404, "NOT_FOUND"]);
    const guest = await t.client().get("/api/patient/autors/coach/price");
    expect([guest.status, guest.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
  });
});

describe("POST /api/patient/autors/{autorId}/subscribe", () => {
  it("debits the price and creates a paid link, then extends it", async () => {
    const { user, client } = await patient(5000);
    const answer = await client.post("/api/patient/autors/coach/subscribe", { months: 1 });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({
      id: `${user.id}_coach`,
      status: "VALIDATED",
      end: "2025-04-10",
      payed: true,
      valid: true,
      price: 1000,
    });
    expect((await balanceOf(t.deps, user)).amount).toBe(4000);
    const again = await client.post("/api/patient/autors/coach/subscribe", { months: 1 });
    expect(again.body.value.end).toBe("2025-05-10");
    expect((await balanceOf(t.deps, user)).amount).toBe(3000);
    expect(await linksOf(user)).toHaveLength(1);
  });

  it("buys once per client key, a retry answering the first answer", async () => {
    const { user, client } = await patient(5000);
    const body = { months: 1, key: "purchase-0001" };
    const first = await client.post("/api/patient/autors/coach/subscribe", body);
    // The same request in another key order is the same request.
    const second = await client.post("/api/patient/autors/coach/subscribe", { key: body.key, months: 1 });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.value).toEqual(first.body.value);
    expect((await balanceOf(t.deps, user)).amount).toBe(4000);
  });

  it("buys once when the same keyed request arrives twice at once", async () => {
    const { user, client } = await patient(5000);
    const body = { months: 3, key: "purchase-0002" };
    const answers = await Promise.all([
      client.post("/api/patient/autors/coach/subscribe", body),
      client.post("/api/patient/autors/coach/subscribe", body),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[1]?.body.value).toEqual(answers[0]?.body.value);
    expect((await balanceOf(t.deps, user)).amount).toBe(5000 - answers[0]?.body.value.price);
  });

  it("answers 422 IDEMPOTENCY_KEY_REUSED to a key sent again with another body, and buys nothing", async () => {
    const { user, client } = await patient(50000);
    const first = await client.post("/api/patient/autors/coach/subscribe", {
      months: 1,
      key: "purchase-0003",
    });
    expect(first.status).toBe(200);
    const reused = await client.post("/api/patient/autors/coach/subscribe", {
      months: 12,
      key: "purchase-0003",
    });
    expect([reused.status, reused.body.error]).toEqual([422, "IDEMPOTENCY_KEY_REUSED"]);
    // Another author is another route: the key is still taken.
    await t.db("authors").insert({
      id: "coach-2",
      name: "Coach 2",
      monthPrice: 1,
      extra: JSON.stringify({ features: ["subscriptions"] }),
    });
    const elsewhere = await client.post("/api/patient/autors/coach-2/subscribe", {
      months: 1,
      key: "purchase-0003",
    });
    expect([elsewhere.status, elsewhere.body.error]).toEqual([422, "IDEMPOTENCY_KEY_REUSED"]);
    expect((await balanceOf(t.deps, user)).amount).toBe(49000);
    expect(await linksOf(user)).toEqual([expect.objectContaining({ authorId: "coach", end: "2025-04-10" })]);
  });

  it("leaves a key whose purchase failed free for the retry", async () => {
    const { user, client } = await patient(999);
    const body = { months: 1, key: "purchase-0004" };
    const short = await client.post("/api/patient/autors/coach/subscribe", body);
    expect([short.status, short.body.error]).toEqual([409, "NOT_ENOUGH_REWARDS"]);
    await t.db.transaction((trx) =>
      credit(trx, { userId: user.id, delta: 1, reason: "TEST", idempotencyKey: `test-more-${user.id}` }),
    );
    const retry = await client.post("/api/patient/autors/coach/subscribe", body);
    expect(retry.status).toBe(200);
    expect((await balanceOf(t.deps, user)).amount).toBe(0);
  });

  it("lets two patients use the same key, each buying their own", async () => {
    const a = await patient(5000);
    const b = await patient(5000);
    const body = { months: 1, key: "purchase-shared" };
    expect((await a.client.post("/api/patient/autors/coach/subscribe", body)).status).toBe(200);
    expect((await b.client.post("/api/patient/autors/coach/subscribe", body)).status).toBe(200);
    expect([(await balanceOf(t.deps, a.user)).amount, (await balanceOf(t.deps, b.user)).amount]).toEqual([
      4000, 4000,
    ]);
  });

  it("answers 409 NOT_ENOUGH_REWARDS and writes nothing", async () => {
    const { user, client } = await patient(999);
    const answer = await client.post("/api/patient/autors/coach/subscribe", { months: 1 });
    expect([answer.status, answer.body.error]).toEqual([409, "NOT_ENOUGH_REWARDS"]);
    expect((await balanceOf(t.deps, user)).amount).toBe(999);
    expect(await linksOf(user)).toHaveLength(0);
  });

  it("answers 400 to other durations or a bad key, 404 to an unknown author", async () => {
    const { user, client } = await patient(50000);
    for (const body of [{ months: 2 }, { months: "3" }, {}, { months: 1, extra: true }]) {
      const answer = await client.post("/api/patient/autors/coach/subscribe", body);
      expect([answer.status, answer.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    }
    const badKey = await client.post("/api/patient/autors/coach/subscribe", { months: 1, key: "no" });
    expect([badKey.status, badKey.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    const missing = await client.post("/api/patient/autors/nobody/subscribe", { months: 1 });
    expect([missing.status, missing.body.error]).toEqual([404, "NOT_FOUND"]);
    expect((await balanceOf(t.deps, user)).amount).toBe(50000);
    expect(await linksOf(user)).toHaveLength(0);
  });

  it("answers 403 without the CSRF header or to a pro, 401 without a session", async () => {
    const { client } = await patient(5000);
    const noHeader = await client.post(
      "/api/patient/autors/coach/subscribe",
      { months: 1 },
      { noCsrfHeader: true },
    );
    expect([noHeader.status, noHeader.body.error]).toEqual([403, "CSRF_HEADER_MISSING"]);
    const pro = await signIn(t.client(), t.deps, await createPro(t.deps));
    const asPro = await pro.post("/api/patient/autors/coach/subscribe", { months: 1 });
    expect([asPro.status, asPro.body.error]).toEqual([403, "FORBIDDEN"]);
    const guest = await t.client().post("/api/patient/autors/coach/subscribe", { months: 1 });
    expect([guest.status, guest.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
  });
});

describe("PUT /api/patient/autors/{autorId}/contribution", () => {
  const path = "/api/patient/autors/closed/contribution";

  it("debits what the patient gives and answers the balance left", async () => {
    const { user, client } = await patient(300);
    const answer = await client.put(path, { amount: 120 });
    expect([answer.status, answer.body.value]).toEqual([
      200,
      { autorId: "closed", amount: 120, balance: 180 },
    ]);
    const entry = await t.db("ledgerEntries").where({ userId: user.id, reason: "AUTHOR_CONTRIBUTION" });
    expect(entry).toEqual([expect.objectContaining({ delta: -120, reference: "closed" })]);
  });

  it("gives once per client key: the same body again answers the first answer", async () => {
    const { user, client } = await patient(300);
    const first = await client.put(path, { amount: 100, key: "give-key-0001" });
    const again = await client.put(path, { amount: 100, key: "give-key-0001" });
    expect(again.body.value).toEqual(first.body.value);
    expect((await balanceOf(t.deps, user)).amount).toBe(200);
    const other = await client.put(path, { amount: 50, key: "give-key-0001" });
    expect([other.status, other.body.error]).toEqual([422, "IDEMPOTENCY_KEY_REUSED"]);
  });

  it("answers 400 naming /amount for 0 or more than the balance, and takes nothing", async () => {
    const { user, client } = await patient(100);
    for (const amount of [0, 101]) {
      const answer = await client.put(path, { amount });
      expect([answer.status, answer.body.error, answer.body.details[0].path]).toEqual([
        400,
        "VALIDATION_FAILED",
        "/amount",
      ]);
    }
    expect((await balanceOf(t.deps, user)).amount).toBe(100);
  });

  it("answers 404 for an author without contributions, 401 without a session, 403 to a pro", async () => {
    const { client } = await patient(100);
    const coach = await client.put("/api/patient/autors/coach/contribution", { amount: 1 });
    expect([coach.status, coach.body.error]).toEqual([404, "NOT_FOUND"]);
    const guest = await t.client().put(path, { amount: 1 });
    expect([guest.status, guest.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
    const pro = await signIn(t.client(), t.deps, await createPro(t.deps));
    const asPro = await pro.put(path, { amount: 1 });
    expect([asPro.status, asPro.body.error]).toEqual([403, "FORBIDDEN"]);
  });
});

describe("premium offer and checkout", () => {
  it("offers the reduction during the 14 days after sign-up, and a sandbox checkout", async () => {
    const { client } = await patient();
    const answer = await client.get("/api/patient/premium");
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({
      provider: "sandbox",
      managementUrl: null,
      offer: { daysLeft: 14, reduction: true, yearly: { savings: 1400 } },
      active: false,
      until: null,
    });
    const checkout = await client.post("/api/patient/checkout", { plan: "yearly" });
    expect(checkout.status).toBe(200);
    expect(checkout.body.value.url).toMatch(
      /^\/app\/patient\/premium\?.*plan=yearly&sandboxCheckout=[0-9a-f-]{36}$/,
    );
  });

  it("confirms a sandbox purchase once, then renews from the last day", async () => {
    const { user, client } = await patient();
    const confirm = async (plan: string) => {
      const { url } = (await client.post("/api/patient/checkout", { plan })).body.value;
      const purchaseId = new URL(url, "http://app.test").searchParams.get("sandboxCheckout");
      return { purchaseId, answer: await client.post(`/api/patient/premium/checkout/${purchaseId}/confirm`) };
    };
    const first = await confirm("yearly");
    expect([first.answer.status, first.answer.body.value]).toEqual([
      200,
      { active: true, until: "2026-03-10" },
    ]);
    const again = await client.post(`/api/patient/premium/checkout/${first.purchaseId}/confirm`);
    expect(again.body.value).toEqual({ active: true, until: "2026-03-10" });
    const renewal = await confirm("monthly");
    expect(renewal.answer.body.value).toEqual({ active: true, until: "2026-04-10" });
    expect((await client.get("/api/patient/premium")).body.value).toMatchObject({
      active: true,
      until: "2026-04-10",
    });
    expect(await t.db("premiumPurchases").where({ userId: user.id, status: "DONE" })).toHaveLength(2);
  });

  it("starts again from today once premium has ended", async () => {
    const { user, client } = await patient();
    await t.db("premiumEntitlements").insert({ userId: user.id, until: "2025-01-31" });
    expect((await client.get("/api/patient/premium")).body.value).toMatchObject({
      active: false,
      until: "2025-01-31",
    });
    const { url } = (await client.post("/api/patient/checkout", { plan: "monthly" })).body.value;
    const purchaseId = new URL(url, "http://app.test").searchParams.get("sandboxCheckout");
    const answer = await client.post(`/api/patient/premium/checkout/${purchaseId}/confirm`);
    expect(answer.body.value).toEqual({ active: true, until: "2025-04-10" });
  });

  it("answers 404 for another patient's purchase and 401 without a session", async () => {
    const owner = await patient();
    const { url } = (await owner.client.post("/api/patient/checkout", { plan: "monthly" })).body.value;
    const purchaseId = new URL(url, "http://app.test").searchParams.get("sandboxCheckout");
    const other = await patient();
    const stolen = await other.client.post(`/api/patient/premium/checkout/${purchaseId}/confirm`);
    expect([stolen.status, stolen.body.error]).toEqual([404, "NOT_FOUND"]);
    expect(await t.db("premiumEntitlements").where({ userId: other.user.id })).toEqual([]);
    const guest = await t.client().post(`/api/patient/premium/checkout/${purchaseId}/confirm`);
    expect([guest.status, guest.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
  });

  it("links to the provider and its management page when a payment configuration exists", async () => {
    const paid = await startTestApp({
      now: () => new Date(`${TODAY}T10:00:00Z`),
      config: { paymentProviderUrl: "https://pay.example.test" },
    });
    try {
      const user = await createPatient(paid.deps);
      const client = await signIn(paid.client(), paid.deps, user);
      const view = await client.get("/api/patient/premium");
      expect(view.body.value.managementUrl).toBe("https://pay.example.test/portal");
      const checkout = await client.post("/api/patient/checkout", { plan: "monthly" });
      expect(checkout.body.value.url).toMatch(
        /^https:\/\/pay\.example\.test\/checkout\?price=outchi-monthly&autor=outchi&platform=web/,
      );
      const reference = new URL(checkout.body.value.url).searchParams.get("reference");
      // The provider confirms its own payments: the sandbox confirmation is not there.
      const confirm = await client.post(`/api/patient/premium/checkout/${reference}/confirm`);
      expect([confirm.status, confirm.body.error]).toEqual([404, "NOT_FOUND"]);
    } finally {
      await paid.close();
    }
  });

  it("offers no checkout on a deployment with no payment provider and no sandbox (503, nothing given)", async () => {
    const live = await startTestApp({
      now: () => new Date(`${TODAY}T10:00:00Z`),
      config: { paymentProviderUrl: undefined, paymentSandbox: false },
    });
    try {
      const user = await createPatient(live.deps);
      const client = await signIn(live.client(), live.deps, user);
      const view = await client.get("/api/patient/premium");
      expect([view.body.value.provider, view.body.value.managementUrl]).toEqual(["unavailable", null]);
      const checkout = await client.post("/api/patient/checkout", { plan: "monthly" });
      expect([checkout.status, checkout.body.error]).toEqual([503, "PAYMENTS_UNAVAILABLE"]);
      const confirm = await client.post("/api/patient/premium/checkout/any-purchase/confirm");
      expect([confirm.status, confirm.body.error]).toEqual([503, "PAYMENTS_UNAVAILABLE"]);
      expect(await live.db("premiumPurchases").where({ userId: user.id })).toEqual([]);
    } finally {
      await live.close();
    }
  });

  it("answers 400 to another plan, 401 without a session", async () => {
    const { client } = await patient();
    const bad = await client.post("/api/patient/checkout", { plan: "weekly" });
    expect([bad.status, bad.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    const guest = await t.client().post("/api/patient/checkout", { plan: "monthly" });
    expect([guest.status, guest.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
  });
});
