import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/testApp";
import {
  balanceOf,
  createCard,
  createPatient,
  createPro,
  setLuckyOutchi,
  signIn,
} from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date("2025-03-10T10:00:00Z") });
});
afterAll(() => t.close());

async function patientWithCard(rewards = 10) {
  const user = await createPatient(t.deps);
  const cardId = await createCard(t.deps, user, { date: "2025-03-10", rewards });
  return { user, cardId, client: await signIn(t.client(), t.deps, user) };
}

const validate = (id: string) => `/api/patient/notifications/validate/${id}`;

describe("POST /api/patient/notifications/validate/{id}", () => {
  it("completes a card, pays it once and moves the wheel counter", async () => {
    const { user, cardId, client } = await patientWithCard(10);
    const first = await client.post(validate(cardId), { value: { done: true, data: { choices: ["a"] } } });
    expect(first.status).toBe(200);
    expect(first.body.value).toEqual({
      events: [{ type: "REWARD", amount: 10 }],
      userMetadata: { luckyOutchi: 1 },
    });
    expect(await balanceOf(t.deps, user)).toEqual({ amount: 10, allTimeAmount: 10 });
    const card = await t.db("notifications").where({ id: cardId }).first();
    expect(card).toMatchObject({ status: "DONE", result: { done: true, data: { choices: ["a"] } } });

    const again = await client.post(validate(cardId), { value: { done: true } });
    expect(again.status).toBe(200);
    expect(again.body.value).toEqual({ events: [], userMetadata: { luckyOutchi: 1 } });
    expect(await balanceOf(t.deps, user)).toEqual({ amount: 10, allTimeAmount: 10 });
    const ledger = await t.db("ledgerEntries").where({ userId: user.id });
    expect(ledger).toEqual([
      expect.objectContaining({
        delta: 10,
        reason: "TASK",
        idempotencyKey: `notification:${cardId}`,
        balanceAfter: 10,
      }),
    ]);
    // The completed card leaves the deck.
    expect((await client.get("/api/patient/todo")).body.value.cards).toEqual([]);
  });

  it("answers a keyed completion sent again with the first answer, and pays it once", async () => {
    const { user, cardId, client } = await patientWithCard(10);
    const body = { value: { done: true }, key: "outbox-card-0001" };
    const first = await client.post(validate(cardId), body);
    const again = await client.post(validate(cardId), body);
    expect([first.status, again.status]).toEqual([200, 200]);
    // The replay is told the reward it earned, not the empty answer of a card already done.
    expect(again.body.value).toEqual({
      events: [{ type: "REWARD", amount: 10 }],
      userMetadata: { luckyOutchi: 1 },
    });
    expect(await balanceOf(t.deps, user)).toEqual({ amount: 10, allTimeAmount: 10 });
    expect(await t.db("ledgerEntries").where({ userId: user.id })).toHaveLength(1);
  });

  it("pays a keyed completion once when it arrives twice at once", async () => {
    const { user, cardId, client } = await patientWithCard(10);
    const body = { value: { done: true }, key: "outbox-card-0002" };
    const answers = await Promise.all([
      client.post(validate(cardId), body),
      client.post(validate(cardId), body),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[1]?.body.value).toEqual(answers[0]?.body.value);
    expect(await balanceOf(t.deps, user)).toEqual({ amount: 10, allTimeAmount: 10 });
    expect((await t.db("userMetadata").where({ userId: user.id }).first()).luckyOutchi).toBe(1);
  });

  it("answers 422 IDEMPOTENCY_KEY_REUSED to a key sent again with another body", async () => {
    const { user, cardId, client } = await patientWithCard(10);
    await client.post(validate(cardId), { value: { done: true }, key: "outbox-card-0003" });
    const other = await createCard(t.deps, user, { date: "2025-03-10", rewards: 5 });
    const reused = await client.post(validate(other), { value: { done: true }, key: "outbox-card-0003" });
    expect([reused.status, reused.body.error]).toEqual([422, "IDEMPOTENCY_KEY_REUSED"]);
    expect((await t.db("notifications").where({ id: other }).first()).status).toBe("NEW");
  });

  it("leaves a refused keyed completion's key unused: an expired card answers 409 each time", async () => {
    const user = await createPatient(t.deps);
    const client = await signIn(t.client(), t.deps, user);
    const cardId = await createCard(t.deps, user, { date: "2025-03-09", maxDate: "2025-03-09" });
    const body = { value: { done: true }, key: "outbox-card-0004" };
    for (const _attempt of [1, 2]) {
      const answer = await client.post(validate(cardId), body);
      expect([answer.status, answer.body.error]).toEqual([409, "CARD_EXPIRED"]);
    }
    expect(await t.db("idempotencyKeys").where({ userId: user.id })).toEqual([]);
  });

  it("dismisses a card without paying it", async () => {
    const { user, cardId, client } = await patientWithCard(10);
    const answer = await client.post(validate(cardId), { value: { done: false } });
    expect(answer.body.value).toEqual({ events: [], userMetadata: { luckyOutchi: 0 } });
    expect((await t.db("notifications").where({ id: cardId }).first()).status).toBe("DISMISSED");
    expect((await balanceOf(t.deps, user)).amount).toBe(0);
  });

  it("announces the lucky wheel when the counter reaches 6", async () => {
    const { user, cardId, client } = await patientWithCard(0);
    await setLuckyOutchi(t.deps, user, 5);
    const answer = await client.post(validate(cardId), { value: { done: true } });
    expect(answer.body.value).toEqual({
      events: [{ type: "LUCKY_OUTCHI_READY", counter: 6 }],
      userMetadata: { luckyOutchi: 6 },
    });
  });

  it("answers 404 for another patient's card and changes nothing", async () => {
    const { user: owner, cardId } = await patientWithCard(10);
    const intruder = await signIn(t.client(), t.deps, await createPatient(t.deps));
    const answer = await intruder.post(validate(cardId), { value: { done: true } });
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe("NOT_FOUND");
    expect((await t.db("notifications").where({ id: cardId }).first()).status).toBe("NEW");
    expect((await balanceOf(t.deps, owner)).amount).toBe(0);
  });

  it("answers 404 for a card that does not exist", async () => {
    const { client } = await patientWithCard();
    const answer = await client.post(validate("no-such-card"), { value: { done: true } });
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe("NOT_FOUND");
  });

  it("answers 400 for a body without value.done", async () => {
    const { cardId, client } = await patientWithCard();
    for (const body of [{}, { value: {} }, { value: { done: "yes" } }, { value: { done: true, extra: 1 } }]) {
      const answer = await client.post(validate(cardId), body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe("VALIDATION_FAILED");
    }
  });

  it("answers 401 without a session, 403 for a pro, 403 without the CSRF header", async () => {
    const { cardId, client } = await patientWithCard();
    const guest = await t.client().post(validate(cardId), { value: { done: true } });
    expect([guest.status, guest.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
    const pro = await signIn(t.client(), t.deps, await createPro(t.deps));
    const refused = await pro.post(validate(cardId), { value: { done: true } });
    expect([refused.status, refused.body.error]).toEqual([403, "FORBIDDEN"]);
    const noHeader = await client.post(validate(cardId), { value: { done: true } }, { noCsrfHeader: true });
    expect([noHeader.status, noHeader.body.error]).toEqual([403, "CSRF_HEADER_MISSING"]);
  });

  it("pays once when 50 completions of one card arrive together", async () => {
    const { user, cardId, client } = await patientWithCard(25);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => client.post(validate(cardId), { value: { done: true } })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.value.events.length > 0)).toHaveLength(1);
    expect(await balanceOf(t.deps, user)).toEqual({ amount: 25, allTimeAmount: 25 });
    expect(await t.db("ledgerEntries").where({ userId: user.id })).toHaveLength(1);
    expect((await t.db("userMetadata").where({ userId: user.id }).first()).luckyOutchi).toBe(1);
  });
});
