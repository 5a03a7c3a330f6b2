import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOST_STREAK_POWER_PRICE } from "../../../engine/rewards";
import type { User } from "../../platform/db/models";
import { heldItems, powerQuantity } from "../../core/inventory";
import { credit } from "../../core/ledger";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import { balanceOf, createPatient, signIn } from "../../test/factories";

// Prices of content/shopObjects.json.
const SAVER = { id: "power-lost-serie", price: LOST_STREAK_POWER_PRICE };
const CAP = { id: "head-cap", price: 300 };
const VOUCHER = { id: "voucher-pharmacy-10", price: 2500 };
const BUY_500 = { id: "rewards-500", gives: 500 };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date("2026-11-26T10:00:00Z") });
  await t.db("authors").insert([
    {
      id: "giver",
      name: "Giver",
      extra: JSON.stringify({ features: ["contribution"], avatarLink: "/media/outchi.svg" }),
    },
    { id: "gone", name: "Gone", extra: JSON.stringify({ features: ["contribution"], status: "INACTIVE" }) },
    { id: "seller", name: "Seller", extra: JSON.stringify({ features: ["subscriptions"] }) },
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

const buy = (client: TestClient, id: string, body: object = {}) =>
  client.post(`/api/patient/rewards/buy/${id}`, body);

describe("GET /api/patient/shop", () => {
  it("answers the seven categories by price ascending, with owned, affordable and progress", async () => {
    const { client } = await patient(CAP.price + 1);
    expect((await buy(client, CAP.id)).status).toBe(200);
    const answer = await client.get("/api/patient/shop");
    expect(answer.status).toBe(200);
    const shop = answer.body.value;
    expect(shop).toMatchObject({ screen: "shop", schemaVersion: 1, locale: "en", balance: 1 });
    expect(shop.categories.map((row: { category: string }) => row.category)).toEqual([
      "BUY_REWARDS",
      "POWER",
      "PET_HEAD",
      "PET_BACKGROUND",
      "PERSONALIZATION",
      "VIRTUAL_CARD",
      "VOUCHER",
    ]);
    for (const row of shop.categories) {
      const prices = row.items.map((item: { price: number }) => item.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
    const heads = shop.categories[2].items;
    expect(heads.find((item: { id: string }) => item.id === CAP.id)).toMatchObject({ owned: true });
    const saver = shop.categories[1].items.find((item: { id: string }) => item.id === SAVER.id);
    // The shop sells the streak saver at the lost-streak card's price (engine/rewards/powers.ts).
    expect(saver).toMatchObject({
      price: LOST_STREAK_POWER_PRICE,
      affordable: false,
      progress: 0,
      held: 0,
      powerName: "LOST_SERIE",
    });
    // No survey provider is configured here: no survey offer shows (cpxRoutes.test.ts has one).
    expect(shop.surveys).toEqual([]);
  });

  it("lists only active authors taking contributions", async () => {
    const { client } = await patient();
    const { authors } = (await client.get("/api/patient/shop")).body.value;
    const ids = authors.map((author: { id: string }) => author.id);
    expect(ids).toContain("giver");
    expect(ids).not.toContain("gone");
    expect(ids).not.toContain("seller");
    expect(authors.length).toBeLessThanOrEqual(20);
  });

  it("answers 401 without a session", async () => {
    const answer = await t.client().get("/api/patient/shop");
    expect([answer.status, answer.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
  });
});

describe("POST /api/patient/rewards/buy/{shopObjectId}", () => {
  it("debits the price through the ledger and gives the power", async () => {
    const { user, client } = await patient(SAVER.price + 10);
    const answer = await buy(client, SAVER.id);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ shopObjectId: SAVER.id, status: "DONE", quantity: 1 });
    expect((await balanceOf(t.deps, user)).amount).toBe(10);
    expect(await powerQuantity(t.db, user.id, "LOST_SERIE")).toBe(1);
    expect(await t.db("ledgerEntries").where({ userId: user.id, reason: "SHOP" })).toHaveLength(1);
  });

  it("gives a pet head as an owned element with its image", async () => {
    const { user, client } = await patient(CAP.price + 1);
    expect((await buy(client, CAP.id)).status).toBe(200);
    expect(await heldItems(t.db, user.id)).toEqual([
      expect.objectContaining({ kind: "PET_HEAD", itemId: "head-cap", image: "/media/pet/head-cap.svg" }),
    ]);
  });

  it("answers 409 NOT_ENOUGH_REWARDS when the balance only equals the price, and changes nothing", async () => {
    const { user, client } = await patient(SAVER.price);
    const answer = await buy(client, SAVER.id);
    expect([answer.status, answer.body.error]).toEqual([409, "NOT_ENOUGH_REWARDS"]);
    expect((await balanceOf(t.deps, user)).amount).toBe(SAVER.price);
    expect(await t.db("shopPurchases").where({ userId: user.id })).toHaveLength(0);
  });

  it("answers 409 ALREADY_OWNED for a head bought before, and debits nothing", async () => {
    const { user, client } = await patient(2 * CAP.price + 10);
    expect((await buy(client, CAP.id)).status).toBe(200);
    const again = await buy(client, CAP.id);
    expect([again.status, again.body.error]).toEqual([409, "ALREADY_OWNED"]);
    expect((await balanceOf(t.deps, user)).amount).toBe(CAP.price + 10);
  });

  it("answers 404 for an unknown object", async () => {
    const { client } = await patient(1000);
    const answer = await buy(client, "nothing-here");
    expect([answer.status, answer.body.error]).toEqual([404, "NOT_FOUND"]);
  });

  it("answers 400 for a malformed key and 401 without a session", async () => {
    const { client } = await patient(1000);
    const bad = await buy(client, SAVER.id, { key: "x" });
    expect([bad.status, bad.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    const guest = await t.client().post(`/api/patient/rewards/buy/${SAVER.id}`, {});
    expect([guest.status, guest.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
  });

  it("buys once for a retried key and answers the first purchase", async () => {
    const { user, client } = await patient(1000);
    const first = await buy(client, SAVER.id, { key: "retry-key-0001" });
    const second = await buy(client, SAVER.id, { key: "retry-key-0001" });
    expect(second.body.value).toEqual(first.body.value);
    expect((await balanceOf(t.deps, user)).amount).toBe(1000 - SAVER.price);
  });

  it("hands out a voucher with its code", async () => {
    const { client } = await patient(VOUCHER.price + 1);
    const answer = await buy(client, VOUCHER.id);
    expect(answer.body.value.code).toMatch(/^PHARMA-[A-Z0-9]{10}$/);
  });

  it("buys exactly 3 of 50 simultaneous purchases with a balance for exactly 3", async () => {
    // Strictly greater than the price each time: 3 purchases need 3 × price + 1.
    const { user, client } = await patient(3 * SAVER.price + 1);
    const answers = await Promise.all(Array.from({ length: 50 }, () => buy(client, SAVER.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409 && a.body.error === "NOT_ENOUGH_REWARDS")).toHaveLength(47);
    expect((await balanceOf(t.deps, user)).amount).toBe(1);
    expect(await powerQuantity(t.db, user.id, "LOST_SERIE")).toBe(3);
    expect(await t.db("shopPurchases").where({ userId: user.id })).toHaveLength(3);
  });
});

describe("BUY_REWARDS through the sandbox checkout", () => {
  it("answers a pending purchase with the sandbox link, then credits once on confirmation", async () => {
    const { user, client } = await patient();
    const answer = await buy(client, BUY_500.id);
    expect(answer.status).toBe(200);
    const purchase = answer.body.value;
    expect(purchase.status).toBe("PENDING_CHECKOUT");
    expect(purchase.redirectUrl).toMatch(/^\/app\/patient\/rewards\?/);
    expect(purchase.redirectUrl).toContain(`sandboxCheckout=${purchase.id}`);
    expect((await balanceOf(t.deps, user)).amount).toBe(0);
    const path = `/api/patient/rewards/checkout/${purchase.id}/confirm`;
    const [one, two] = await Promise.all([client.post(path, {}), client.post(path, {})]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.body.value.status).toBe("DONE");
    expect((await client.post(path, {})).status).toBe(200);
    expect((await balanceOf(t.deps, user)).amount).toBe(BUY_500.gives);
  });

  it("answers 404 for another patient's purchase", async () => {
    const { client } = await patient();
    const { value } = (await buy(client, BUY_500.id)).body;
    const other = await patient();
    const answer = await other.client.post(`/api/patient/rewards/checkout/${value.id}/confirm`, {});
    expect([answer.status, answer.body.error]).toEqual([404, "NOT_FOUND"]);
  });
});

describe("BUY_REWARDS on a deployment with no payment provider and no sandbox", () => {
  it("answers 503 PAYMENTS_UNAVAILABLE, leaves no pending purchase, and has no sandbox to confirm", async () => {
    const live = await startTestApp({ config: { paymentProviderUrl: undefined, paymentSandbox: false } });
    try {
      const user = await createPatient(live.deps);
      const client = await signIn(live.client(), live.deps, user);
      const answer = await buy(client, BUY_500.id);
      expect([answer.status, answer.body.error]).toEqual([503, "PAYMENTS_UNAVAILABLE"]);
      expect(await live.db("shopPurchases").where({ userId: user.id })).toEqual([]);
      expect((await balanceOf(live.deps, user)).amount).toBe(0);
    } finally {
      await live.close();
    }
  });
});

describe("GET /api/patient/rewards/inventory", () => {
  it("lists the purchases newest first, vouchers with their code", async () => {
    const { client } = await patient(VOUCHER.price + SAVER.price + 10);
    await buy(client, SAVER.id);
    await buy(client, VOUCHER.id);
    const answer = await client.get("/api/patient/rewards/inventory");
    expect(answer.status).toBe(200);
    const items = answer.body.value.items;
    expect(items.map((item: { shopObjectId: string }) => item.shopObjectId)).toEqual([VOUCHER.id, SAVER.id]);
    expect(items[0].code).toMatch(/^PHARMA-/);
    expect(items[0].name.en).toBe("10% pharmacy voucher");
  });

  it("answers 401 without a session", async () => {
    const answer = await t.client().get("/api/patient/rewards/inventory");
    expect([answer.status, answer.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
  });
});

describe("POST /api/patient/giftCode/{code}", () => {
  it("credits the code's amount once, whatever the case typed", async () => {
    const { user, client } = await patient();
    const answer = await client.post("/api/patient/giftCode/OUTCHI-Demo", {});
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({ settings: { code: "outchi-demo", amount: 250, balance: 250 } });
    expect(await t.db("ledgerEntries").where({ userId: user.id, reason: "GIFT_CODE" })).toHaveLength(1);
  });

  it("answers 409 GIFT_CODE_USED the second time, and credits nothing more", async () => {
    const { user, client } = await patient();
    await client.post("/api/patient/giftCode/outchi-demo", {});
    const again = await client.post("/api/patient/giftCode/outchi-demo", {});
    expect([again.status, again.body.error]).toEqual([409, "GIFT_CODE_USED"]);
    expect((await balanceOf(t.deps, user)).amount).toBe(250);
  });

  it("answers 404 GIFT_CODE_INVALID for an unknown code", async () => {
    const { user, client } = await patient();
    const answer = await client.post("/api/patient/giftCode/nope-nope", {});
    expect([answer.status, answer.body.error]).toEqual([404, "GIFT_CODE_INVALID"]);
    expect((await balanceOf(t.deps, user)).amount).toBe(0);
  });

  it("answers 429 past 10 tries in 15 minutes", async () => {
    const { client } = await patient();
    for (let i = 0; i < 10; i++) await client.post(`/api/patient/giftCode/guess-${i}`, {});
    const answer = await client.post("/api/patient/giftCode/outchi-demo", {});
    expect([answer.status, answer.body.error]).toEqual([429, "RATE_LIMITED"]);
  });

  it("answers 401 without a session", async () => {
    const answer = await t.client().post("/api/patient/giftCode/outchi-demo", {});
    expect([answer.status, answer.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
  });
});
