import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateDocument } from "../../../card-schemas/validators";
import { LOST_STREAK_POWER_PRICE } from "../../../engine/rewards";
import { startTestApp, type TestApp } from "../../test/testApp";
import { balanceOf, createCard, createPatient, createProgram, createPro, signIn } from "../../test/factories";
import type { User } from "../../platform/db/models";
import { grantItem } from "../../core/inventory";
import { credit } from "../../core/ledger";

let t: TestApp;
let contentDir: string;
let programId: string;
const clock = new Date("2025-03-10T10:00:00Z");
const text = (en: string) => ({ fr: `${en} (fr)`, en, it: `${en} (it)`, es: `${en} (es)` });

beforeAll(async () => {
  contentDir = await fs.mkdtemp(path.join(os.tmpdir(), "outchi-notices-"));
  await fs.writeFile(
    path.join(contentDir, "communityQuestions.json"),
    JSON.stringify([{ id: "what-helps", text: text("What helps you?") }]),
  );
  t = await startTestApp({ now: () => clock, config: { contentDir } });
  programId = await createProgram(t.deps, { texts: { title: "Morning light" } });
  await fs.writeFile(
    path.join(contentDir, "authorMessages.json"),
    JSON.stringify([
      { id: "daylight", autorId: `author-${programId}`, date: "2025-03-09", message: text("Get daylight.") },
    ]),
  );
});
afterAll(async () => {
  await t.close();
  await fs.rm(contentDir, { recursive: true, force: true });
});

/** A patient whose account is older than today, so that notices are dealt. */
async function patient(language: "en" | "fr" = "en") {
  const user = await createPatient(t.deps, { language });
  await t
    .db("users")
    .where({ id: user.id })
    .update({ createdAt: new Date("2025-02-01T10:00:00Z") });
  return { user, client: await signIn(t.client(), t.deps, user) };
}

const kinds = (cards: Array<{ type: string }>) => cards.map((card) => card.type);

async function rich(user: User, amount: number) {
  await t.db.transaction((trx) =>
    credit(trx, { userId: user.id, delta: amount, reason: "TEST", idempotencyKey: `test-${user.id}` }),
  );
}

async function yesterdayLost(user: User) {
  await createCard(t.deps, user, { date: "2025-03-09", status: "DONE" });
  await createCard(t.deps, user, { date: "2025-03-09" });
}

describe("GET /api/patient/todo deals the notices", () => {
  it("asks for notifications and deals the question of the period, in the patient's language", async () => {
    const { client } = await patient("fr");
    const answer = await client.get("/api/patient/todo");
    expect(answer.status).toBe(200);
    expect(validateDocument(answer.body.value)).toEqual({ ok: true });
    const cards = answer.body.value.cards;
    expect(kinds(cards)).toEqual(["NOTIFICATION_CARD", "QUESTION"]);
    expect(cards[1]).toMatchObject({
      globalnotificationID: "COMMUNITY",
      questionId: "what-helps",
      text: "What helps you? (fr)",
    });
  });

  it("deals the daily data entry (GOAL_DEFAULT) first while a personal goal is in progress", async () => {
    const { user, client } = await patient();
    await t.db("personalGoals").insert({
      id: `goal-${user.id}`,
      userId: user.id,
      dataValue: "water",
      typeOfGoal: "EVERYDAY_MORE",
      start: "2025-03-08",
      end: "2025-03-15",
      status: "INPROGRESS",
      value: 6,
    });
    const answer = await client.get("/api/patient/todo");
    expect(validateDocument(answer.body.value)).toEqual({ ok: true });
    expect(kinds(answer.body.value.cards)).toEqual(["GOAL_DEFAULT", "NOTIFICATION_CARD", "QUESTION"]);
  });

  it("deals nothing on the patient's first day", async () => {
    const user = await createPatient(t.deps);
    await t.db("users").where({ id: user.id }).update({ createdAt: clock });
    const client = await signIn(t.client(), t.deps, user);
    expect((await client.get("/api/patient/todo")).body.value.cards).toEqual([]);
  });

  it("deals a lost streak, a new study and the followed author's message, once", async () => {
    const { user, client } = await patient();
    await t.db("studies").where({ id: programId }).update({ publishedAt: "2025-03-08" });
    const other = await createProgram(t.deps, { texts: { title: "Calm evenings" } });
    await t.db("studies").where({ id: other }).update({ publishedAt: "2025-03-05" });
    await t.deps.catalog.reload();
    await t.db("studySubscriptions").insert({
      id: `${user.id}_${programId}`,
      userId: user.id,
      studyId: programId,
      startDate: "2025-03-01",
      status: "INPROGRESS",
    });
    await yesterdayLost(user);
    const first = await client.get("/api/patient/todo");
    expect(validateDocument(first.body.value)).toEqual({ ok: true });
    const cards = first.body.value.cards;
    expect(kinds(cards)).toEqual([
      "LOST_SERIE",
      "NOTIFICATION_CARD",
      "NEW_STUDY",
      "AUTOR_MESSAGE",
      "QUESTION",
    ]);
    expect(cards[0]).toMatchObject({
      powerPrice: LOST_STREAK_POWER_PRICE,
      globalnotificationID: "LOST_SERIE",
    });
    expect(cards[2]).toMatchObject({
      studyId: other,
      title: "Calm evenings",
      studyDuration: 7,
      maxReward: 100,
    });
    expect(cards[3]).toMatchObject({
      eventId: "daylight",
      message: "Get daylight.",
      author: { id: `author-${programId}`, name: `Author of ${programId}` },
    });

    let queries = 0;
    const count = () => queries++;
    t.db.on("query", count);
    try {
      const again = await client.get("/api/patient/todo");
      expect(again.body.value.cards.map((c: { id: string }) => c.id)).toEqual(
        cards.map((c: { id: string }) => c.id),
      );
      expect(queries).toBe(1);
    } finally {
      t.db.removeListener("query", count);
    }
    // Another server process (no memo) deals the same day again: the unique key keeps one of each.
    t.deps.dealtDays = new (t.deps.dealtDays.constructor as new () => typeof t.deps.dealtDays)();
    const third = await client.get("/api/patient/todo");
    expect(third.body.value.cards).toHaveLength(5);
    await t.db("studies").whereIn("id", [programId, other]).update({ publishedAt: null });
    await t.deps.catalog.reload();
  });
});

describe("GET /api/patient/todo after a subscription to an author during the day", () => {
  it("deals the author's message on the next read", async () => {
    const autorId = `author-${programId}`;
    await t
      .db("authors")
      .where({ id: autorId })
      .update({ monthPrice: 1, extra: JSON.stringify({ features: ["subscriptions"] }) });
    const { user, client } = await patient();
    await rich(user, 1000);
    const morning = (await client.get("/api/patient/todo")).body.value.cards;
    expect(kinds(morning)).toEqual(["NOTIFICATION_CARD", "QUESTION"]);
    expect((await client.post(`/api/patient/autors/${autorId}/subscribe`, { months: 1 })).status).toBe(200);
    const afternoon = (await client.get("/api/patient/todo")).body.value.cards;
    expect(kinds(afternoon)).toEqual(["NOTIFICATION_CARD", "AUTOR_MESSAGE", "QUESTION"]);
    expect(afternoon[1]).toMatchObject({ eventId: "daylight", author: { id: autorId } });
  });
});

describe("POST /api/patient/notificationPermission", () => {
  it("records the answer in the patient's metadata; granted stops the card", async () => {
    const { user, client } = await patient();
    const answer = await client.post("/api/patient/notificationPermission", { permission: "granted" });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({ notificationPermission: "granted", date: "2025-03-10" });
    const row = await t.db("userMetadata").where({ userId: user.id }).first();
    expect(row).toMatchObject({
      notificationPermission: "granted",
      notificationPermissionDate: "2025-03-10",
    });
    expect(kinds((await client.get("/api/patient/todo")).body.value.cards)).toEqual(["QUESTION"]);
  });

  it("answers 400 for an unknown answer and writes nothing", async () => {
    const { user, client } = await patient();
    const answer = await client.post("/api/patient/notificationPermission", { permission: "maybe" });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe("VALIDATION_FAILED");
    const row = await t.db("userMetadata").where({ userId: user.id }).first();
    expect(row?.notificationPermission ?? null).toBeNull();
  });

  it("answers 401 without a session", async () => {
    const answer = await t.client().post("/api/patient/notificationPermission", { permission: "denied" });
    expect(answer.status).toBe(401);
  });
});

describe("POST /api/patient/powers/LOST_SERIE/buy", () => {
  it("debits the price once per day and restores yesterday's streak", async () => {
    const { user, client } = await patient();
    await yesterdayLost(user);
    await rich(user, 120);
    const first = await client.post("/api/patient/powers/LOST_SERIE/buy", {});
    expect(first.status).toBe(200);
    expect(first.body.value).toEqual({
      power: "LOST_SERIE",
      restoredDay: "2025-03-09",
      price: LOST_STREAK_POWER_PRICE,
      amount: 120 - LOST_STREAK_POWER_PRICE,
    });
    const second = await client.post("/api/patient/powers/LOST_SERIE/buy", {});
    expect(second.body.value).toEqual(first.body.value);
    expect((await balanceOf(t.deps, user)).amount).toBe(120 - LOST_STREAK_POWER_PRICE);
    expect(await t.db("ledgerEntries").where({ userId: user.id, reason: "POWER" })).toHaveLength(1);
    // The streak is kept: no LOST_SERIE card today.
    expect(kinds((await client.get("/api/patient/todo")).body.value.cards)).not.toContain("LOST_SERIE");
  });

  it("answers 409 NOT_ENOUGH_REWARDS when the balance is short, and restores nothing", async () => {
    const { user, client } = await patient();
    await yesterdayLost(user);
    await rich(user, LOST_STREAK_POWER_PRICE - 1);
    const answer = await client.post("/api/patient/powers/LOST_SERIE/buy", {});
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe("NOT_ENOUGH_REWARDS");
    expect(await t.db("powerUses").where({ userId: user.id })).toEqual([]);
    expect((await balanceOf(t.deps, user)).amount).toBe(LOST_STREAK_POWER_PRICE - 1);
  });

  it("answers 409 STREAK_NOT_LOST when yesterday was kept", async () => {
    const { user, client } = await patient();
    await createCard(t.deps, user, { date: "2025-03-09", status: "DONE" });
    await rich(user, 500);
    const answer = await client.post("/api/patient/powers/LOST_SERIE/buy", {});
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe("STREAK_NOT_LOST");
    expect((await balanceOf(t.deps, user)).amount).toBe(500);
  });

  it("agrees with the lost-streak card: a day whose only undone card is GOAL_DEFAULT was kept", async () => {
    const { user, client } = await patient();
    await createCard(t.deps, user, { date: "2025-03-09", status: "DONE" });
    await createCard(t.deps, user, { date: "2025-03-09", type: "GOAL_DEFAULT" });
    await rich(user, 500);
    expect(kinds((await client.get("/api/patient/todo")).body.value.cards)).not.toContain("LOST_SERIE");
    const answer = await client.post("/api/patient/powers/LOST_SERIE/buy", {});
    expect([answer.status, answer.body.error]).toEqual([409, "STREAK_NOT_LOST"]);
    expect((await balanceOf(t.deps, user)).amount).toBe(500);
  });

  it("agrees with the lost-streak card: an undone task loses the day, whatever the notices", async () => {
    const { user, client } = await patient();
    await createCard(t.deps, user, { date: "2025-03-09", type: "GOAL_DEFAULT", status: "DONE" });
    await createCard(t.deps, user, { date: "2025-03-09", type: "AUTOR_TASK" });
    await createCard(t.deps, user, { date: "2025-03-09", type: "QUESTION" });
    await rich(user, 500);
    expect(kinds((await client.get("/api/patient/todo")).body.value.cards)).toContain("LOST_SERIE");
    expect((await client.post("/api/patient/powers/LOST_SERIE/buy", {})).status).toBe(200);
  });

  it("answers 404 for an unknown power and 401 without a session", async () => {
    const { client } = await patient();
    const unknown = await client.post("/api/patient/powers/FLY/buy", {});
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("NOT_FOUND");
    expect((await t.client().post("/api/patient/powers/LOST_SERIE/buy", {})).status).toBe(401);
  });
});

/** Gives the patient `quantity` LOST_SERIE powers, as buying them in the shop does. */
async function holdPowers(user: User, quantity: number) {
  await t.db.transaction((trx) =>
    grantItem(trx, user.id, { kind: "POWER", itemId: "LOST_SERIE", quantity, source: "SHOP" }),
  );
}

describe("a held LOST_SERIE power (GET /api/patient/powers/LOST_SERIE, POST …/use)", () => {
  it("says how many the patient holds, and uses one once per day to restore yesterday, with no debit", async () => {
    const { user, client } = await patient();
    await yesterdayLost(user);
    await rich(user, 120);
    expect((await client.get("/api/patient/powers/LOST_SERIE")).body.value).toEqual({
      power: "LOST_SERIE",
      held: 0,
    });
    await holdPowers(user, 2);
    expect((await client.get("/api/patient/powers/LOST_SERIE")).body.value).toEqual({
      power: "LOST_SERIE",
      held: 2,
    });
    const first = await client.post("/api/patient/powers/LOST_SERIE/use", {});
    expect([first.status, first.body.value]).toEqual([
      200,
      { power: "LOST_SERIE", restoredDay: "2025-03-09", held: 1 },
    ]);
    const again = await client.post("/api/patient/powers/LOST_SERIE/use", {});
    expect(again.body.value).toEqual(first.body.value);
    expect((await balanceOf(t.deps, user)).amount).toBe(120);
    expect(await t.db("ledgerEntries").where({ userId: user.id, reason: "POWER" })).toEqual([]);
    const uses = await t.db("powerUses").where({ userId: user.id });
    expect(uses.map((use) => [use.date, use.ledgerEntryId])).toEqual([["2025-03-09", null]]);
    expect(kinds((await client.get("/api/patient/todo")).body.value.cards)).not.toContain("LOST_SERIE");
  });

  it("answers 409 NOT_ENOUGH_POWER when none is held and 409 STREAK_NOT_LOST when yesterday was kept, spending nothing", async () => {
    const lost = await patient();
    await yesterdayLost(lost.user);
    const none = await lost.client.post("/api/patient/powers/LOST_SERIE/use", {});
    expect([none.status, none.body.error]).toEqual([409, "NOT_ENOUGH_POWER"]);
    expect(await t.db("powerUses").where({ userId: lost.user.id })).toEqual([]);

    const kept = await patient();
    await createCard(t.deps, kept.user, { date: "2025-03-09", status: "DONE" });
    await holdPowers(kept.user, 1);
    const notLost = await kept.client.post("/api/patient/powers/LOST_SERIE/use", {});
    expect([notLost.status, notLost.body.error]).toEqual([409, "STREAK_NOT_LOST"]);
    expect((await kept.client.get("/api/patient/powers/LOST_SERIE")).body.value.held).toBe(1);
  });

  it("answers 404 for an unknown power and 401 without a session", async () => {
    const { client } = await patient();
    expect((await client.get("/api/patient/powers/FLY")).status).toBe(404);
    expect((await client.post("/api/patient/powers/FLY/use", {})).status).toBe(404);
    expect((await t.client().get("/api/patient/powers/LOST_SERIE")).status).toBe(401);
    expect((await t.client().post("/api/patient/powers/LOST_SERIE/use", {})).status).toBe(401);
  });
});

describe("POST /api/patient/autors/{autorId}/messages", () => {
  /** A valid link to the author: messaging an author needs one (engine/chat/authorChat.ts). */
  async function linkTo(user: User, autorId: string) {
    await t.db("authorLinks").insert({
      id: `${user.id}_${autorId}`,
      userId: user.id,
      authorId: autorId,
      status: "VALIDATED",
      end: "2025-12-31",
    });
  }

  it("stores the patient's message in the chat with the author", async () => {
    const { user, client } = await patient();
    const autorId = `author-${programId}`;
    // A pro answers for the author: a message nobody would read is refused (docs/features/authors.md).
    const pro = await createPro(t.deps);
    await t.db("authors").where({ id: pro.authorId! }).update({ userId: null });
    await t.db("authors").where({ id: autorId }).update({ userId: pro.id });
    await linkTo(user, autorId);
    const answer = await client.post(`/api/patient/autors/${autorId}/messages`, { message: "  Hello Léa  " });
    expect(answer.status).toBe(201);
    expect(answer.body.value).toMatchObject({
      chatName: `${user.id}_${autorId}`,
      autorId,
      fromUser: true,
      message: "Hello Léa",
    });
    const rows = await t.db("chatMessages").where({ userId: user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ authorId: autorId, fromUser: true, message: "Hello Léa" });
  });

  it("answers 400 for a blank message, 403 without a valid link and 404 for an unknown author", async () => {
    const { user, client } = await patient();
    const unlinked = await client.post(`/api/patient/autors/author-${programId}/messages`, { message: "Hi" });
    expect(unlinked.status).toBe(403);
    expect(unlinked.body.error).toBe("CHAT_LINK_REQUIRED");
    await linkTo(user, `author-${programId}`);
    const blank = await client.post(`/api/patient/autors/author-${programId}/messages`, { message: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe("VALIDATION_FAILED");
    const unknown = await client.post("/api/patient/autors/nobody/messages", { message: "Hi" });
    expect(unknown.status).toBe(404);
    expect(await t.db("chatMessages").where({ userId: user.id })).toEqual([]);
  });
});
