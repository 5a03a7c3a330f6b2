/**
 * Rewards are money (docs/features/rewards.md, "Who pays a reward"): an author's task pays what the
 * platform allows, and what the author promised beyond it only from the author's own account.
 * Replays the attack of a self-registered pro and its own fake patient.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTHORED_DAILY_REWARD_LIMIT, CARD_REWARD_LIMIT } from "../../../engine/rewards/rewardLimits";
import type { User } from "../../platform/db/models";
import { credit } from "../../core/ledger";
import { action, createPatient, createPro, createProgram, signIn, subscribe } from "../../test/factories";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";

const NOW = "2026-11-25T10:00:00Z";
/** A €5 gift card of the content's shop, 5,000 rewards. */
const GIFT_CARD = "virtual-card-5";
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(NOW) });
});
afterAll(() => t.close());

interface Pair {
  pro: User;
  proClient: TestClient;
  patient: User;
  patientClient: TestClient;
}

/** A pro signs up, offers following; a new patient follows it for free and the pro validates. */
async function proFollowedByItsPatient(): Promise<Pair> {
  const pro = await createPro(t.deps);
  const proClient = await signIn(t.client(), t.deps, pro);
  await t
    .db("authors")
    .where({ id: pro.authorId })
    .update({ extra: JSON.stringify({ features: ["subscriptions", "contribution"] }) });
  const patient = await createPatient(t.deps);
  const patientClient = await signIn(t.client(), t.deps, patient);
  const follow = await patientClient.post(`/api/patient/autors/${pro.authorId}/follow`, {});
  expect(follow.status).toBe(200);
  const validated = await proClient.put(
    `/api/pro/${pro.authorId}/invit/${patient.id}_${pro.authorId}/validate`,
  );
  expect(validated.status).toBe(200);
  return { pro, proClient, patient, patientClient };
}

/** The pro sends `count` SEND_MESSAGE tasks promising `rewards` each; the patient completes them all. */
async function tasksSentAndDone({ pro, proClient, patientClient }: Pair, count: number, rewards: number) {
  for (let n = 0; n < count; n++) {
    const sent = await proClient.post(`/api/pro/${pro.authorId}/tasks`, {
      key: `big-task-${pro.id.slice(0, 8)}-${n}`,
      autorTask: { type: "SEND_MESSAGE", prompt: `Task ${n}` },
      rewards,
    });
    expect([sent.status, sent.body.value]).toEqual([200, { sent: 1 }]);
  }
  const deck = await patientClient.get("/api/patient/todo");
  const cards = (deck.body.value.cards as Array<{ id: string; type: string }>).filter(
    (card) => card.type === "AUTOR_TASK",
  );
  expect(cards).toHaveLength(count);
  const paid: number[] = [];
  for (const card of cards) {
    const done = await patientClient.post(`/api/patient/notifications/validate/${card.id}`, {
      value: { done: true },
    });
    expect(done.status).toBe(200);
    const events = done.body.value.events as Array<{ type: string; amount?: number }>;
    paid.push(events.find((event) => event.type === "REWARD")?.amount ?? 0);
  }
  return { paid, cards };
}

async function account(user: User) {
  const row = await t.db("bankAccounts").where({ userId: user.id }).first("amount", "authoredAmount");
  return { amount: Number(row.amount), authoredAmount: Number(row.authoredAmount) };
}

/** Rewards from a source other than an author (the platform's own), straight through the ledger. */
async function platformCredit(user: User, delta: number) {
  await t.db.transaction((trx) =>
    credit(trx, {
      userId: user.id,
      delta,
      reason: "GIFT_CODE",
      idempotencyKey: `test-gift:${user.id}:${delta}`,
    }),
  );
}

describe("an author's tasks promising 10,000 rewards each", () => {
  it("are refused to an author whose account cannot pay them, and sent nowhere", async () => {
    const pair = await proFollowedByItsPatient();
    const sent = await pair.proClient.post(`/api/pro/${pair.pro.authorId}/tasks`, {
      key: `unfunded-${pair.pro.id.slice(0, 8)}`,
      autorTask: { type: "SEND_MESSAGE", prompt: "Worth a fortune" },
      rewards: 10_000,
    });
    expect([sent.status, sent.body.error]).toEqual([409, "NOT_ENOUGH_REWARDS"]);
    expect(sent.body.message).toContain(`need ${10_000 - CARD_REWARD_LIMIT} from the author's account`);
    expect(sent.body.details).toEqual([{ path: "/rewards", message: expect.stringMatching(/at most 50/) }]);
    const deck = await pair.patientClient.get("/api/patient/todo");
    expect(deck.body.value.cards.some((card: { type: string }) => card.type === "AUTOR_TASK")).toBe(false);
  });

  it("pay the patient of an author with nothing no more than the limits, and buy no gift card", async () => {
    const pair = await proFollowedByItsPatient();
    // What the platform pays for a card needs nothing from the author, up to the authored daily limit.
    const { paid } = await tasksSentAndDone(pair, 5, CARD_REWARD_LIMIT);
    // 50 a card, and no more than 200 a day for every card authors created.
    expect(paid).toEqual([CARD_REWARD_LIMIT, CARD_REWARD_LIMIT, CARD_REWARD_LIMIT, CARD_REWARD_LIMIT, 0]);
    expect(await account(pair.patient)).toEqual({
      amount: AUTHORED_DAILY_REWARD_LIMIT,
      authoredAmount: AUTHORED_DAILY_REWARD_LIMIT,
    });
    expect((await account(pair.pro)).amount).toBe(0);

    // With 4,900 rewards of the platform's own besides, the balance passes the card's price, but
    // the rewards no author funded buy nothing of real value.
    await platformCredit(pair.patient, 4_900);
    const shop = await pair.patientClient.get("/api/patient/shop");
    const card = (shop.body.value.categories as Array<{ items: Array<{ id: string; affordable: boolean }> }>)
      .flatMap((row) => row.items)
      .find((item) => item.id === GIFT_CARD);
    // The patient is told why: the part of the balance that may not buy it.
    expect(card).toMatchObject({ affordable: false, authoredExcluded: AUTHORED_DAILY_REWARD_LIMIT });
    const buy = await pair.patientClient.post(`/api/patient/rewards/buy/${GIFT_CARD}`, {});
    expect([buy.status, buy.body.error]).toEqual([409, "NOT_ENOUGH_REWARDS"]);
    // Nor may they go back to the author, to come back as rewards it funds.
    const give = await pair.patientClient.put(`/api/patient/autors/${pair.pro.authorId}/contribution`, {
      amount: 5_000,
    });
    expect([give.status, give.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    expect(await account(pair.patient)).toEqual({ amount: 5_100, authoredAmount: 200 });
    expect(await t.db("shopPurchases").where({ userId: pair.patient.id })).toHaveLength(0);

    // They buy the platform's virtual items, spent first.
    const power = await pair.patientClient.post("/api/patient/rewards/buy/power-lost-serie", {});
    expect(power.status).toBe(200);
    expect(await account(pair.patient)).toEqual({ amount: 5_050, authoredAmount: 150 });
  });

  it("are paid whole by an author who funds them from its own account, which the patient may spend", async () => {
    const pair = await proFollowedByItsPatient();
    await platformCredit(pair.pro, 50_000);
    const { paid, cards } = await tasksSentAndDone(pair, 1, 10_000);
    expect(paid).toEqual([10_000]);
    // The platform's 50, and 9,950 moved from the author's account.
    expect(await account(pair.patient)).toEqual({ amount: 10_000, authoredAmount: CARD_REWARD_LIMIT });
    const bank = await pair.proClient.get(`/api/pro/${pair.pro.authorId}/bank`);
    expect(bank.body.value.balance).toBe(40_050);
    expect(bank.body.value.entries[0]).toMatchObject({
      delta: -9_950,
      reason: "AUTHOR_FUNDING",
      reference: cards[0]!.id,
    });

    // Completed again: nothing more moves.
    const again = await pair.patientClient.post(`/api/patient/notifications/validate/${cards[0]!.id}`, {
      value: { done: true },
    });
    expect(again.body.value.events).toEqual([]);
    expect((await account(pair.patient)).amount).toBe(10_000);
    expect((await account(pair.pro)).amount).toBe(40_050);

    const buy = await pair.patientClient.post(`/api/patient/rewards/buy/${GIFT_CARD}`, {});
    expect(buy.status).toBe(200);
    expect(buy.body.value.code).toMatch(/^CARD-/);
    expect(await account(pair.patient)).toEqual({ amount: 5_000, authoredAmount: CARD_REWARD_LIMIT });
  });

  it("are paid by the author as far as its balance goes", async () => {
    const pair = await proFollowedByItsPatient();
    await platformCredit(pair.pro, 3_000);
    // Each is accepted (the account holds what one needs); the second finds the account spent.
    const { paid } = await tasksSentAndDone(pair, 2, 3_050);
    expect(paid).toEqual([3_050, CARD_REWARD_LIMIT]);
    expect((await account(pair.pro)).amount).toBe(0);
  });
});

describe("a program a pro authors, whose cards promise 10,000 rewards", () => {
  it("pays the platform's limit for a card and the rest from the author's account", async () => {
    const pro = await createPro(t.deps);
    const studyId = await createProgram(t.deps, {
      actionsJournal: [action(1, "big", 10_000), action(1, "bigger", 10_000)],
    });
    await t.db("studies").where({ id: studyId }).update({ authorId: pro.authorId });
    await t.deps.catalog.reload();
    await platformCredit(pro, 1_000);
    const patient = await createPatient(t.deps);
    await subscribe(t.deps, patient, studyId);
    const client = await signIn(t.client(), t.deps, patient);
    const cards = (await client.get("/api/patient/todo")).body.value.cards as Array<{
      id: string;
      type: string;
    }>;
    const paid: number[] = [];
    for (const card of cards.filter((entry) => entry.type === "TASK")) {
      const done = await client.post(`/api/patient/notifications/validate/${card.id}`, {
        value: { done: true },
      });
      paid.push(
        done.body.value.events.find((event: { type: string }) => event.type === "REWARD")?.amount ?? 0,
      );
    }
    expect(paid).toEqual([1_050, CARD_REWARD_LIMIT]);
    expect(await account(patient)).toEqual({ amount: 1_100, authoredAmount: 2 * CARD_REWARD_LIMIT });
    expect((await account(pro)).amount).toBe(0);
  });
});
