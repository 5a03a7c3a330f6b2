import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../platform/db/models";
import { credit } from "../../core/ledger";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import { balanceOf, createPatient, createPro, signIn } from "../../test/factories";
import { mailsTo } from "../../test/outbox";

const START = new Date("2026-11-01T10:00:00Z");
const DAY = 86_400_000;
let clock = START;
let t: TestApp;
let pro: User;
let proClient: TestClient;

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  pro = await createPro(t.deps);
  proClient = await signIn(t.client(), t.deps, pro);
  await t
    .db("authors")
    .where({ id: pro.authorId! })
    .update({
      name: "Léa Martin",
      extra: JSON.stringify({
        title: { en: "Sleep coach" },
        bio: { en: "I help." },
        features: ["subscriptions"],
      }),
    });
});
afterAll(() => t.close());

async function patient(balance: number, language: "en" | "fr" = "en") {
  const user = await createPatient(t.deps, { language });
  if (balance > 0) {
    await t.db.transaction((trx) =>
      credit(trx, { userId: user.id, delta: balance, reason: "TEST", idempotencyKey: `test-${user.id}` }),
    );
  }
  return { user, client: await signIn(t.client(), t.deps, user) };
}

const amount = async (user: User) => (await balanceOf(t.deps, user)).amount;
const end = (user: User) =>
  proClient.put(`/api/pro/${pro.authorId}/user/${user.id}/connection/`, { status: "ENDED" });

/** A patient whose paid month of following the pro validated today. */
async function validatedFollower(language: "en" | "fr" = "en") {
  const follower = await patient(1000, language);
  await follower.client.post(`/api/patient/autors/${pro.authorId}/follow`, { months: 1 });
  const validated = await proClient.put(
    `/api/pro/${pro.authorId}/invit/${follower.user.id}_${pro.authorId}/validate`,
    {},
  );
  expect(validated.status).toBe(200);
  return follower;
}

describe("a pro ends a paid link", () => {
  it("gives everything back when ended the day it was validated, from the pro's balance, once", async () => {
    clock = START;
    const { user } = await validatedFollower("fr");
    const proBefore = await amount(pro);
    expect(await amount(user)).toBe(500);

    const answer = await end(user);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({ userId: user.id, status: "CANCELED", refund: 500 });
    expect(await amount(user)).toBe(1000);
    expect(await amount(pro)).toBe(proBefore - 500);

    // A retry finds no linked patient and refunds nothing more.
    expect((await end(user)).status).toBe(404);
    expect(await amount(user)).toBe(1000);
    expect(await amount(pro)).toBe(proBefore - 500);
    const refunds = await t.db("ledgerEntries").where({ userId: user.id, reason: "AUTHOR_LINK_END_REFUND" });
    expect(refunds.map((entry) => entry.delta)).toEqual([500]);

    // Told in the app (a card in the deck, in French) and by email.
    const deck = (await signIn(t.client(), t.deps, user)).get("/api/patient/todo?date=2026-11-01");
    const cards = (await deck).body.value.cards.filter(
      (card: { type: string }) => card.type === "AUTOR_MESSAGE",
    );
    expect(cards).toHaveLength(1);
    expect(cards[0].message).toContain("Léa Martin a mis fin à votre suivi. 500 récompenses");
    const mails = (await mailsTo(t.db, user.email)).filter((mail) => mail.kind === "authorLinkEnded");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.link.pathname).toBe(`/app/patient/ressources/autors/${pro.authorId}`);
  });

  it("gives back the unused days pro rata of a bought month", async () => {
    clock = START;
    const { user, client } = await patient(1000);
    const bought = await client.post(`/api/patient/autors/${pro.authorId}/subscribe`, { months: 1 });
    expect(bought.body.value).toMatchObject({ end: "2026-12-01" });
    // Ten days later: 21 of the 31 paid days (Nov 1 to Dec 1) are unused.
    clock = new Date(START.getTime() + 10 * DAY);
    try {
      const answer = await end(user);
      expect(answer.body.value.refund).toBe(Math.floor((500 * 21) / 31));
      expect(await amount(user)).toBe(500 + Math.floor((500 * 21) / 31));
    } finally {
      clock = START;
    }
  });

  it("refunds nothing for a free follow, and still tells the patient", async () => {
    clock = START;
    const { user, client } = await patient(0);
    await client.post(`/api/patient/autors/${pro.authorId}/follow`, {});
    await proClient.put(`/api/pro/${pro.authorId}/invit/${user.id}_${pro.authorId}/validate`, {});
    const answer = await end(user);
    expect(answer.body.value).toEqual({ userId: user.id, status: "CANCELED", refund: 0 });
    expect((await mailsTo(t.db, user.email)).map((mail) => mail.kind)).toContain("authorLinkEnded");
  });

  it("refuses the end (409 NOT_ENOUGH_REWARDS) while the pro's balance does not hold the refund, and changes nothing", async () => {
    clock = START;
    const { user } = await validatedFollower();
    // The pro paid their earnings out meanwhile.
    await proClient.put(`/api/pro/${pro.authorId}/transfer`, { key: "payout-before-end" });
    const answer = await end(user);
    expect([answer.status, answer.body.error]).toEqual([409, "NOT_ENOUGH_REWARDS"]);
    expect(await amount(user)).toBe(500);
    const link = await t
      .db("authorLinks")
      .where({ id: `${user.id}_${pro.authorId}` })
      .first();
    expect(link.status).toBe("VALIDATED");
    expect((await mailsTo(t.db, user.email)).map((mail) => mail.kind)).not.toContain("authorLinkEnded");
  });
});
