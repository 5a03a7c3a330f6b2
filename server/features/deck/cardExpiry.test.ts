import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/testApp";
import { balanceOf, createCard, createPatient, signIn } from "../../test/factories";

let now = new Date("2025-03-10T10:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => now });
});
afterAll(() => t.close());

const validate = (id: string) => `/api/patient/notifications/validate/${id}`;
const statusOf = async (id: string) => (await t.db("notifications").where({ id }).first()).status;

describe("cards past their maxDate (docs/features/deck.md)", () => {
  it("leaves yesterday's unfinished card out of the deck, marks it EXPIRED and refuses to complete it", async () => {
    now = new Date("2025-03-10T10:00:00Z");
    const user = await createPatient(t.deps, { timeZone: "Europe/Paris" });
    const client = await signIn(t.client(), t.deps, user);
    const yesterday = await createCard(t.deps, user, { date: "2025-03-10", rewards: 10 });
    const lasting = await createCard(t.deps, user, { date: "2025-03-10", maxDate: "2025-03-12" });
    const deckIds = async (query = "") =>
      ((await client.get(`/api/patient/todo${query}`)).body.value.cards as { id: string }[]).map((c) => c.id);
    // Both today (their order is not the subject here).
    expect((await deckIds()).sort()).toEqual([yesterday, lasting].sort());

    // 23:30 UTC is already the 11th in Paris: the patient's day is over.
    now = new Date("2025-03-10T23:30:00Z");
    expect(await deckIds()).toEqual([lasting]);
    // Nor does asking for the day itself bring it back.
    expect(await deckIds("?date=2025-03-10")).toEqual([lasting]);
    expect(await statusOf(yesterday)).toBe("EXPIRED");
    expect(await statusOf(lasting)).toBe("NEW");

    const refused = await client.post(validate(yesterday), { value: { done: true } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("CARD_EXPIRED");
    expect(await statusOf(yesterday)).toBe("EXPIRED");
    expect(await balanceOf(t.deps, user)).toEqual({ amount: 0, allTimeAmount: 0 });
    expect((await client.post(validate(lasting), { value: { done: true } })).status).toBe(200);
  });

  it("refuses a card past its day even before any deck read marked it, and writes nothing", async () => {
    now = new Date("2025-03-10T10:00:00Z");
    const user = await createPatient(t.deps);
    const client = await signIn(t.client(), t.deps, user);
    const cardId = await createCard(t.deps, user, { date: "2025-03-10", rewards: 10 });
    now = new Date("2025-03-11T10:00:00Z");
    for (const done of [true, false]) {
      const answer = await client.post(validate(cardId), { value: { done } });
      expect(answer.status).toBe(409);
      expect(answer.body.error).toBe("CARD_EXPIRED");
    }
    expect(await statusOf(cardId)).toBe("NEW");
    expect((await balanceOf(t.deps, user)).amount).toBe(0);
  });

  it("expires again harmlessly: two reads, and a card completed in time stays DONE", async () => {
    now = new Date("2025-03-10T10:00:00Z");
    const user = await createPatient(t.deps);
    const client = await signIn(t.client(), t.deps, user);
    const done = await createCard(t.deps, user, { date: "2025-03-10" });
    const missed = await createCard(t.deps, user, { date: "2025-03-10" });
    expect((await client.post(validate(done), { value: { done: true } })).status).toBe(200);
    now = new Date("2025-03-12T10:00:00Z");
    await Promise.all([client.get("/api/patient/todo"), client.get("/api/patient/todo?date=2025-03-11")]);
    expect(await statusOf(done)).toBe("DONE");
    expect(await statusOf(missed)).toBe("EXPIRED");
    // A retried completion of the card done in time still answers as before.
    expect((await client.post(validate(done), { value: { done: true } })).status).toBe(200);
  });
});
