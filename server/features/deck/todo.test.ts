import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { validateDocument } from "../../../card-schemas/validators";
import dailyQueueSchema from "../../../card-schemas/documents/dailyQueue.schema.json" with { type: "json" };
import { MAX_CARDS } from "./dailyQueue";
import { DeckAnswers } from "./deckAnswers";
import { PresentedCards } from "./presentedCards";
import { startTestApp, type TestApp } from "../../test/testApp";
import { action, createCard, createPatient, createProgram, signIn, subscribe } from "../../test/factories";

let t: TestApp;
let clock = new Date("2025-03-10T10:00:00Z");
let programId: string;

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  programId = await createProgram(t.deps, {
    actionsJournal: [
      action(1, "first"),
      action(1, "second", 5),
      {
        day: 1,
        uniqueId: "pick",
        rewards: 3,
        taskType: "CHOICE",
        params: { question: "Which?", choices: [{ id: "a", label: "Literal A" }] },
      },
      action(2, "third"),
    ],
    texts: {
      "actions.first.title": "First thing",
      "actions.first.params.body": "Translated body",
      "actions.pick.params.choices.0.label": "Translated A",
    },
  });
});
afterAll(() => t.close());

async function patientClient(timeZone?: string, language: "en" | "fr" = "en") {
  const user = await createPatient(t.deps, { timeZone, language });
  return { user, client: await signIn(t.client(), t.deps, user) };
}

describe("GET /api/patient/todo", () => {
  it("materializes the day once: asking twice gives the same cards", async () => {
    const { user, client } = await patientClient();
    await t.db("studySubscriptions").insert({
      id: `${user.id}_${programId}`,
      userId: user.id,
      studyId: programId,
      startDate: "2025-03-10",
      status: "INPROGRESS",
    });
    const first = await client.get("/api/patient/todo");
    expect(first.status).toBe(200);
    const doc = first.body.value;
    expect(validateDocument(doc)).toEqual({ ok: true });
    expect(doc).toMatchObject({ screen: "dailyQueue", schemaVersion: 1, locale: "en", date: "2025-03-10" });
    expect(doc.data).toEqual({ luckyOutchi: 0, bank: { amount: 0 } });
    expect(doc.cards.map((c: { task: { params: unknown } }) => c.task.params)).toEqual([
      { body: "Translated body" },
      { body: "Do second" },
      { question: "Which?", choices: [{ id: "a", label: "Translated A" }] },
    ]);
    expect(doc.cards[0]).toMatchObject({
      type: "TASK",
      title: "First thing",
      studyTitle: `Program ${programId}`,
      globalnotificationID: programId,
      rewards: 10,
      date: "2025-03-10",
      maxDate: "2025-03-10",
    });

    const second = await client.get("/api/patient/todo?date=2025-03-10");
    expect(second.body.value.cards.map((c: { id: string }) => c.id)).toEqual(
      doc.cards.map((c: { id: string }) => c.id),
    );
    const [row] = await t.db("notifications").where({ userId: user.id }).count({ count: "*" });
    expect(Number(row?.count)).toBe(3);
  });

  it("deals the next journal day on the next local day, and only days that have begun", async () => {
    const { user, client } = await patientClient();
    await subscribe(t.deps, user, programId);
    const future = await client.get("/api/patient/todo?date=2025-03-11");
    expect(future.body.value.cards).toEqual([]);
    clock = new Date("2025-03-11T08:00:00Z");
    try {
      const nextDay = await client.get("/api/patient/todo");
      expect(nextDay.body.value.date).toBe("2025-03-11");
      expect(
        nextDay.body.value.cards.map((c: { task: { params: { body?: string } } }) => c.task.params.body),
      ).toEqual(["Do third"]);
    } finally {
      clock = new Date("2025-03-10T10:00:00Z");
    }
  });

  it("takes the day in the patient's time zone", async () => {
    // 10:00 UTC on March 10 is already March 11, 00:00 at Kiritimati (UTC+14).
    const { user, client } = await patientClient("Pacific/Kiritimati");
    await subscribe(t.deps, user, programId);
    const answer = await client.get("/api/patient/todo");
    expect(answer.body.value.date).toBe("2025-03-11");
    expect(answer.body.value.cards).toHaveLength(3);
  });

  it("counts local days across the daylight-saving change", async () => {
    const { client } = await patientClient("Europe/Paris");
    const cases: Array<[string, string]> = [
      ["2025-03-29T23:30:00Z", "2025-03-30"], // 00:30 CET, the night of the change
      ["2025-03-30T21:59:00Z", "2025-03-30"], // 23:59 CEST
      ["2025-03-30T22:30:00Z", "2025-03-31"], // 00:30 CEST
    ];
    try {
      for (const [instant, day] of cases) {
        clock = new Date(instant);
        expect((await client.get("/api/patient/todo")).body.value.date).toBe(day);
      }
    } finally {
      clock = new Date("2025-03-10T10:00:00Z");
    }
  });

  it("keeps the literal params when a text has no translation in the patient's language", async () => {
    const { user, client } = await patientClient(undefined, "fr");
    await createCard(t.deps, user, {
      date: "2025-03-10",
      studyId: programId,
      parameters: { uniqueId: "first" },
    });
    const card = (await client.get("/api/patient/todo")).body.value.cards[0];
    expect(card.task.params).toEqual({ body: "Hello" });
    expect(card.title).toBeUndefined();
  });

  it("never shows another patient's cards", async () => {
    const owner = await createPatient(t.deps);
    await createCard(t.deps, owner, { date: "2025-03-10" });
    const { client } = await patientClient();
    expect((await client.get("/api/patient/todo")).body.value.cards).toEqual([]);
  });

  it("spends at most 5 queries on a request that deals, and 1 on a read", async () => {
    const { user, client } = await patientClient();
    await subscribe(t.deps, user, programId);
    await t.deps.catalog.get();
    let queries = 0;
    const count = () => queries++;
    t.db.on("query", count);
    try {
      const answer = await client.get("/api/patient/todo");
      expect(answer.body.value.cards).toHaveLength(3);
      // Dealing also marks the cards of days past EXPIRED: one statement more, once a day.
      expect(queries).toBeLessThanOrEqual(5);
      // Once the day is dealt and the session known, reading the deck is one round trip.
      queries = 0;
      const again = await client.get("/api/patient/todo");
      expect(again.body.value.cards).toHaveLength(3);
      expect(queries).toBe(1);
    } finally {
      t.db.removeListener("query", count);
    }
  });

  it("reads the fields of cards it has not presented yet (another process's deal) in one more query", async () => {
    const { user, client } = await patientClient();
    await subscribe(t.deps, user, programId);
    const first = await client.get("/api/patient/todo");
    const { presentedCards: presented, deckAnswers: answered } = t.deps;
    // What a second server would see: the day dealt in the database, none of its cards presented.
    t.deps.presentedCards = new PresentedCards();
    t.deps.deckAnswers = new DeckAnswers();
    let queries = 0;
    const count = () => queries++;
    t.db.on("query", count);
    try {
      const again = await client.get("/api/patient/todo");
      expect(again.body.value).toEqual(first.body.value);
      expect(validateDocument(again.body.value)).toEqual({ ok: true });
      expect(queries).toBe(2);
    } finally {
      t.db.removeListener("query", count);
      t.deps.presentedCards = presented;
      t.deps.deckAnswers = answered;
    }
  });

  it("answers a deck read again from the same day without presenting or assembling it again", async () => {
    const { user, client } = await patientClient();
    await subscribe(t.deps, user, programId);
    await client.get("/api/patient/todo"); // deals the day
    const kept = await client.get("/api/patient/todo");
    const lookup = vi.spyOn(t.deps.presentedCards, "lookup");
    try {
      const again = await client.get("/api/patient/todo");
      expect(again.body.value).toEqual(kept.body.value);
      expect(again.body.value.cards).toHaveLength(3);
      expect(lookup).not.toHaveBeenCalled();
    } finally {
      lookup.mockRestore();
    }
  });

  it("shows on the next read what another process changed: the balance, the counter, a card done", async () => {
    const { user, client } = await patientClient();
    await subscribe(t.deps, user, programId);
    await client.get("/api/patient/todo");
    const before = (await client.get("/api/patient/todo")).body.value;
    expect(before.cards).toHaveLength(3);
    // Written straight to the database, as a write answered by another server process would be.
    await t.db("bankAccounts").where({ userId: user.id }).update({ amount: 42 });
    expect((await client.get("/api/patient/todo")).body.value.data.bank).toEqual({ amount: 42 });
    await t.db("userMetadata").where({ userId: user.id }).update({ luckyOutchi: 2 });
    expect((await client.get("/api/patient/todo")).body.value.data.luckyOutchi).toBe(2);
    await t.db("notifications").where({ id: before.cards[0].id }).update({ status: "DONE" });
    const after = (await client.get("/api/patient/todo")).body.value;
    expect(after.cards.map((c: { id: string }) => c.id)).toEqual(
      before.cards.slice(1).map((c: { id: string }) => c.id),
    );
    expect(validateDocument(after)).toEqual({ ok: true });
  });

  it("keeps each reader's deck apart: its client version, its language", async () => {
    const { user, client } = await patientClient();
    await createCard(t.deps, user, { date: "2025-03-10", parameters: { fallback: "drop" } });
    await createCard(t.deps, user, { date: "2025-03-10" });
    await client.get("/api/patient/todo");
    const current = (await client.get("/api/patient/todo")).body.value;
    expect(current.cards).toHaveLength(2);
    // A client too old for a task card gets the deck without it, and the current client its own.
    const older = await client.get("/api/patient/todo", { headers: { "X-Schema-Version": "0" } });
    expect(older.body.value.cards).toEqual([]);
    expect((await client.get("/api/patient/todo")).body.value).toEqual(current);
    await t.db("users").where({ id: user.id }).update({ language: "fr" });
    const french = await signIn(t.client(), t.deps, user);
    expect((await french.get("/api/patient/todo")).body.value.locale).toBe("fr");
  });

  it("never holds more cards than the document schema allows (the cards are checked one by one)", () => {
    expect(MAX_CARDS).toBeLessThanOrEqual(dailyQueueSchema.properties.cards.maxItems);
  });

  it("answers 400 for a date that is not a day", async () => {
    const { client } = await patientClient();
    for (const date of ["2025-02-30", "tomorrow"]) {
      const answer = await client.get(`/api/patient/todo?date=${date}`);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe("VALIDATION_FAILED");
    }
  });

  it("answers 401 without a session and 403 for a pro", async () => {
    const guest = await t.client().get("/api/patient/todo");
    expect(guest.status).toBe(401);
    expect(guest.body.error).toBe("NOT_SIGNED_IN");
    const { createPro } = await import("../../test/factories");
    const pro = await signIn(t.client(), t.deps, await createPro(t.deps));
    const refused = await pro.get("/api/patient/todo");
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe("FORBIDDEN");
  });
});

describe("cards the renderer cannot or must not draw", () => {
  const future = {
    type: "TASK",
    rewards: 0,
    globalnotificationID: "x",
    task: { type: "DEFAULT", params: { body: "Stand-in" } },
  };

  it('sends the fallback of an unknown card type, drops it on "drop", else an ERROR card', async () => {
    const { user, client } = await patientClient();
    const withFallback = await createCard(t.deps, user, {
      date: "2025-03-10",
      type: "FUTURE_KIND",
      parameters: { fallback: future },
    });
    await createCard(t.deps, user, {
      date: "2025-03-10",
      type: "FUTURE_KIND",
      parameters: { fallback: "drop" },
    });
    const bare = await createCard(t.deps, user, { date: "2025-03-10", type: "FUTURE_KIND" });
    const cards = (await client.get("/api/patient/todo")).body.value.cards;
    expect(cards).toHaveLength(2);
    expect(cards).toContainEqual(
      expect.objectContaining({
        id: withFallback,
        type: "TASK",
        task: { type: "DEFAULT", params: { body: "Stand-in" } },
      }),
    );
    expect(cards).toContainEqual(expect.objectContaining({ id: bare, type: "ERROR" }));
  });

  it("uses the fallback for a type newer than the client's X-Schema-Version", async () => {
    const { user, client } = await patientClient();
    await createCard(t.deps, user, { date: "2025-03-10", parameters: { fallback: "drop" } });
    const older = await client.get("/api/patient/todo", { headers: { "X-Schema-Version": "0" } });
    expect(older.body.value.cards).toEqual([]);
    const current = await client.get("/api/patient/todo", { headers: { "X-Schema-Version": "1" } });
    expect(current.body.value.cards).toHaveLength(1);
  });

  it("replaces an invalid card by an ERROR card naming the failing path", async () => {
    const { user, client } = await patientClient();
    const broken = await createCard(t.deps, user, {
      date: "2025-03-10",
      parameters: { taskParameters: { body: 42 } },
    });
    const unknownTask = await createCard(t.deps, user, {
      date: "2025-03-10",
      parameters: { taskType: "HOLOGRAM" },
    });
    const answer = await client.get("/api/patient/todo");
    expect(validateDocument(answer.body.value)).toEqual({ ok: true });
    const cards = answer.body.value.cards;
    expect(cards.find((c: { id: string }) => c.id === broken)).toMatchObject({
      type: "ERROR",
      reason: expect.stringContaining("/task/params/body"),
    });
    expect(cards.find((c: { id: string }) => c.id === unknownTask)).toMatchObject({ type: "ERROR" });
  });
});
