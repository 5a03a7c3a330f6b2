import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../platform/db/models";
import { credit } from "../../core/ledger";
import { balanceOf, createPatient, createPro, signIn } from "../../test/factories";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";

let t: TestApp;
let pro: User;
let client: TestClient;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date("2026-11-25T10:00:00Z") });
  pro = await createPro(t.deps);
  client = await signIn(t.client(), t.deps, pro);
  await t
    .db("authors")
    .where({ id: pro.authorId })
    .update({
      monthPrice: 1,
      extra: JSON.stringify({ features: ["subscriptions", "contribution"], status: "ACTIVE" }),
    });
});
afterAll(() => t.close());

/** A patient who buys `months` of the pro's author through the patient's route. */
async function subscriber(): Promise<User> {
  const patient = await createPatient(t.deps);
  await t.db.transaction((trx) =>
    credit(trx, { userId: patient.id, delta: 2000, reason: "TEST", idempotencyKey: `test-${patient.id}` }),
  );
  const patientClient = await signIn(t.client(), t.deps, patient);
  const bought = await patientClient.post(`/api/patient/autors/${pro.authorId}/subscribe`, { months: 1 });
  expect(bought.status).toBe(200);
  return patient;
}

describe("GET /api/pro/{proId}/bank and PUT …/transfer", () => {
  const bank = () => `/api/pro/${pro.authorId}/bank`;
  const transfer = () => `/api/pro/${pro.authorId}/transfer`;

  it("credits what a subscription earns to the author's account, with the patient's debit", async () => {
    const patient = await subscriber();
    expect((await balanceOf(t.deps, patient)).amount).toBe(1500);
    const answer = await client.get(bank());
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ balance: 500, allTimeAmount: 500 });
    expect(answer.body.value.entries).toEqual([
      expect.objectContaining({
        delta: 500,
        reason: "AUTHOR_SUBSCRIPTION_EARNING",
        reference: `${patient.id}_${pro.authorId}`,
        balanceAfter: 500,
      }),
    ]);
  });

  it("credits what a patient contributes to the author's account", async () => {
    const patient = await createPatient(t.deps);
    await t.db.transaction((trx) =>
      credit(trx, { userId: patient.id, delta: 50, reason: "TEST", idempotencyKey: `test-${patient.id}` }),
    );
    const patientClient = await signIn(t.client(), t.deps, patient);
    const given = await patientClient.put(`/api/patient/autors/${pro.authorId}/contribution`, { amount: 40 });
    expect(given.body.value).toEqual({ autorId: pro.authorId, amount: 40, balance: 10 });
    const answer = (await client.get(bank())).body.value;
    expect(answer.balance).toBe(540);
    expect(answer.entries[0]).toMatchObject({
      delta: 40,
      reason: "AUTHOR_CONTRIBUTION_EARNING",
      reference: `${patient.id}_${pro.authorId}`,
      balanceAfter: 540,
    });
  });

  it("pays the whole balance out once per key, through the sandbox, and empties it", async () => {
    await subscriber();
    const paid = await client.put(transfer(), { key: "payout-key-0001" });
    expect(paid.status).toBe(200);
    expect(paid.body.value).toMatchObject({ amount: 1040, provider: "sandbox", status: "PAID" });
    const again = await client.put(transfer(), { key: "payout-key-0001" });
    expect([again.status, again.body.value]).toEqual([200, paid.body.value]);
    const after = (await client.get(bank())).body.value;
    expect([after.balance, after.allTimeAmount]).toEqual([0, 1040]);
    expect(after.entries[0]).toMatchObject({ delta: -1040, reason: "PAYOUT", reference: paid.body.value.id });
    const rows = await t.db("payouts").where({ userId: pro.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount: 1040,
      provider: "sandbox",
      providerReference: `sandbox-${rows[0].id}`,
    });
  });

  it("answers 409 NOTHING_TO_TRANSFER on an empty balance and leaves the key unused", async () => {
    const empty = await client.put(transfer(), { key: "payout-key-0002" });
    expect([empty.status, empty.body.error]).toEqual([409, "NOTHING_TO_TRANSFER"]);
    await subscriber();
    const paid = await client.put(transfer(), { key: "payout-key-0002" });
    expect([paid.status, paid.body.value.amount]).toEqual([200, 500]);
  });

  it("answers 422 IDEMPOTENCY_KEY_REUSED for a key the pro used for another request", async () => {
    await subscriber();
    await client.post(`/api/pro/${pro.authorId}/tasks`, {
      key: "payout-key-0003",
      autorTask: { type: "SEND_MESSAGE", prompt: "Hello?" },
    });
    const reused = await client.put(transfer(), { key: "payout-key-0003" });
    expect([reused.status, reused.body.error]).toEqual([422, "IDEMPOTENCY_KEY_REUSED"]);
    expect((await client.get(bank())).body.value.balance).toBe(500);
  });

  it("answers 400 naming the key when it is missing or malformed, and pays nothing", async () => {
    const balance = (await client.get(bank())).body.value.balance;
    for (const body of [{}, { key: "short" }, { key: "payout-key-0004", amount: 5 }]) {
      const answer = await client.put(transfer(), body);
      expect([answer.status, answer.body.error]).toEqual([400, "VALIDATION_FAILED"]);
      expect(answer.body.details[0].path).toMatch(/^\/(key|amount)?$/);
    }
    expect((await client.get(bank())).body.value.balance).toBe(balance);
  });

  it("answers 401 without a session, 403 to a patient and to another pro", async () => {
    const guest = await t.client().get(bank());
    expect([guest.status, guest.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
    const patient = await signIn(t.client(), t.deps, await createPatient(t.deps));
    const asPatient = await patient.put(transfer(), { key: "payout-key-0005" });
    expect([asPatient.status, asPatient.body.error]).toEqual([403, "FORBIDDEN"]);
    const other = await signIn(t.client(), t.deps, await createPro(t.deps));
    const asOther = await other.get(bank());
    expect([asOther.status, asOther.body.error]).toEqual([403, "FORBIDDEN"]);
  });
});

describe("PUT /api/pro/{proId}/transfer with no payout provider and no sandbox", () => {
  it("answers 503 PAYMENTS_UNAVAILABLE and keeps the balance: nothing leaves the account unpaid", async () => {
    const live = await startTestApp({ config: { paymentSandbox: false } });
    try {
      const owner = await createPro(live.deps);
      await live.db.transaction((trx) =>
        credit(trx, { userId: owner.id, delta: 300, reason: "TEST", idempotencyKey: `test-${owner.id}` }),
      );
      const proClient = await signIn(live.client(), live.deps, owner);
      const answer = await proClient.put(`/api/pro/${owner.authorId}/transfer`, { key: "payout-key-0100" });
      expect([answer.status, answer.body.error]).toEqual([503, "PAYMENTS_UNAVAILABLE"]);
      expect((await balanceOf(live.deps, owner)).amount).toBe(300);
      expect(await live.db("payouts").where({ authorId: owner.authorId })).toEqual([]);
    } finally {
      await live.close();
    }
  });
});
