import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../platform/db/models";
import { startOtherProcess, startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import { createCard, createPatient, createPro, signIn } from "../../test/factories";

const TODAY = "2025-03-10";
let t: TestApp;
let clock = new Date(`${TODAY}T10:00:00Z`);
const at = (time: string) => (clock = new Date(`${TODAY}T${time}:00Z`));

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  const dataValue = (value: string, canBeGoal: boolean, moreIsBetter: boolean, extra = {}) => ({
    id: value.toUpperCase(),
    value,
    type: "COUNTER",
    maxIntensity: 20,
    canBeGoal,
    moreIsBetter,
    symptoms: "[]",
    extra: JSON.stringify(extra),
  });
  await t.db("dataValues").insert([
    dataValue("water", true, true, {
      labels: { en: { name: "Water", unit: "glasses" }, fr: { name: "Eau", unit: "verres" } },
    }),
    dataValue("caffeine", true, false),
    dataValue("bedtime", false, false),
  ]);
});
afterAll(() => t.close());

async function patient(): Promise<{ user: User; client: TestClient }> {
  const user = await createPatient(t.deps);
  return { user, client: await signIn(t.client(), t.deps, user) };
}

const goal = { dataValue: "water", typeOfGoal: "EVERYDAY_MORE", period: 7, value: 8 };

const goalsOf = (user: User) => t.db("personalGoals").where({ userId: user.id });

async function insertGoals(user: User, count: number, overrides: Record<string, unknown> = {}) {
  await t.db("personalGoals").insert(
    Array.from({ length: count }, (_, index) => ({
      id: `${user.id}-goal-${index}-${String(overrides.end ?? "")}`,
      userId: user.id,
      dataValue: "water",
      typeOfGoal: "EVERYDAY_MORE",
      start: TODAY,
      end: "2025-03-17",
      status: "INPROGRESS",
      value: 8,
      ...overrides,
    })),
  );
}

describe("POST /api/patient/personalGoals", () => {
  it("creates the goal INPROGRESS from today to today plus the period", async () => {
    const { user, client } = await patient();
    const answer = await client.post("/api/patient/personalGoals", goal);
    expect(answer.status).toBe(201);
    expect(answer.body.value).toMatchObject({
      dataValue: "water",
      dataValueName: "Water",
      unit: "glasses",
      typeOfGoal: "EVERYDAY_MORE",
      value: 8,
      start: TODAY,
      end: "2025-03-17",
      status: "INPROGRESS",
      progress: { elapsedDays: 0, totalDays: 7, steps: 0 },
    });
    expect(await goalsOf(user)).toEqual([
      expect.objectContaining({
        id: answer.body.value.id,
        start: TODAY,
        end: "2025-03-17",
        status: "INPROGRESS",
      }),
    ]);
    const month = await client.post("/api/patient/personalGoals", { ...goal, period: 30 });
    expect(month.body.value.end).toBe("2025-04-09");
  });

  it.each([
    ["a period that is not 7, 15 or 30", { ...goal, period: 14 }, "/period"],
    ["an unknown type of goal", { ...goal, typeOfGoal: "AVERAGE_LESS" }, "/typeOfGoal"],
    ["a missing target", { dataValue: "water", typeOfGoal: "EVERYDAY_MORE", period: 7 }, "/value"],
    ["a negative target", { ...goal, value: -1 }, "/value"],
    ["a data value outside the catalogue", { ...goal, dataValue: "unicorns" }, "/dataValue"],
    ["a data value that cannot be a goal", { ...goal, dataValue: "bedtime" }, "/dataValue"],
    ["an unexpected field", { ...goal, status: "DONE" }, "/status"],
  ])("answers 400 for %s and writes nothing", async (_label, body, path) => {
    const { user, client } = await patient();
    const answer = await client.post("/api/patient/personalGoals", body);
    expect([answer.status, answer.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    expect(answer.body.details).toEqual([expect.objectContaining({ path })]);
    expect(await goalsOf(user)).toEqual([]);
  });

  it("answers 409 TOO_MANY_GOALS for an 11th goal in progress", async () => {
    const { user, client } = await patient();
    for (let i = 0; i < 10; i++) {
      expect((await client.post("/api/patient/personalGoals", goal)).status).toBe(201);
    }
    const answer = await client.post("/api/patient/personalGoals", goal);
    expect([answer.status, answer.body.error]).toEqual([409, "TOO_MANY_GOALS"]);
    expect(await goalsOf(user)).toHaveLength(10);
  });

  it("does not count ended goals against the limit", async () => {
    const { user, client } = await patient();
    await insertGoals(user, 9);
    await insertGoals(user, 5, { start: "2025-03-01", end: TODAY });
    expect((await client.post("/api/patient/personalGoals", goal)).status).toBe(201);
    expect((await client.post("/api/patient/personalGoals", goal)).status).toBe(409);
  });

  it("lets concurrent creations pass the limit no further than 10", async () => {
    const { user, client } = await patient();
    await insertGoals(user, 7);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => client.post("/api/patient/personalGoals", goal)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect(await goalsOf(user)).toHaveLength(10);
  });

  it("answers 403 without the CSRF header, 401 without a session and 403 to a pro", async () => {
    const { user, client } = await patient();
    const noHeader = await client.post("/api/patient/personalGoals", goal, { noCsrfHeader: true });
    expect([noHeader.status, noHeader.body.error]).toEqual([403, "CSRF_HEADER_MISSING"]);
    const guest = await t.client().post("/api/patient/personalGoals", goal);
    expect([guest.status, guest.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
    const pro = await signIn(t.client(), t.deps, await createPro(t.deps));
    const asPro = await pro.post("/api/patient/personalGoals", goal);
    expect([asPro.status, asPro.body.error]).toEqual([403, "FORBIDDEN"]);
    expect(await goalsOf(user)).toEqual([]);
  });
});

describe("GET /api/patient/personalGoals", () => {
  it("lists the patient's goals, the running ones apart, page by page", async () => {
    const { user, client } = await patient();
    await insertGoals(user, 3);
    await insertGoals(user, 2, { start: "2025-03-01", end: "2025-03-08" });
    await insertGoals((await patient()).user, 1);

    const all = await client.get("/api/patient/personalGoals");
    expect(all.status).toBe(200);
    expect(all.body.value.items).toHaveLength(5);
    expect(all.body.value.nextToken).toBeUndefined();

    const running = await client.get("/api/patient/personalGoals?status=INPROGRESS");
    expect(running.body.value.items.map((item: { status: string }) => item.status)).toEqual([
      "INPROGRESS",
      "INPROGRESS",
      "INPROGRESS",
    ]);
    const ended = await client.get("/api/patient/personalGoals?status=DONE");
    expect(ended.body.value.items).toHaveLength(2);
    expect(ended.body.value.items[0]).toMatchObject({ status: "DONE", progress: { steps: 10 } });

    const first = await client.get("/api/patient/personalGoals?limit=2");
    expect(first.body.value.items).toHaveLength(2);
    const ids = first.body.value.items.map((item: { id: string }) => item.id);
    let token: string | undefined = first.body.value.nextToken;
    while (token) {
      const page = await client.get(`/api/patient/personalGoals?limit=2&nextToken=${token}`);
      ids.push(...page.body.value.items.map((item: { id: string }) => item.id));
      token = page.body.value.nextToken;
    }
    expect(new Set(ids).size).toBe(5);
  });

  it("answers 400 for a bad limit or token", async () => {
    const { client } = await patient();
    for (const query of ["limit=0", "limit=101", "status=LOST", "nextToken=nonsense"]) {
      const answer = await client.get(`/api/patient/personalGoals?${query}`);
      expect([query, answer.status, answer.body.error]).toEqual([query, 400, "VALIDATION_FAILED"]);
    }
  });

  it("answers 401 without a session", async () => {
    const answer = await t.client().get("/api/patient/personalGoals");
    expect([answer.status, answer.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
  });
});

describe("GET /api/patient/personalGoals/{id}", () => {
  async function activity(user: User, value: string, date: string, intensity: number) {
    await t.db("dailyActivities").insert({
      id: `${value}_${date}_${user.id}`,
      value,
      date,
      intensity,
      userId: user.id,
    });
  }

  it("gives the daily values between start and end and the verdict", async () => {
    const { user, client } = await patient();
    const created = (await client.post("/api/patient/personalGoals", goal)).body.value;
    const empty = await client.get(`/api/patient/personalGoals/${created.id}`);
    expect(empty.status).toBe(200);
    expect(empty.body.value).toMatchObject({ id: created.id, days: [], success: null });

    await activity(user, "water", "2025-03-09", 1); // before the start
    await activity(user, "water", TODAY, 9);
    await activity(user, "water", "2025-03-11", 8);
    await activity(user, "caffeine", "2025-03-11", 0); // another value
    await activity(user, "water", "2025-03-17", 0); // the end day is past the goal
    await activity((await patient()).user, "water", "2025-03-12", 0); // another patient
    const answer = await client.get(`/api/patient/personalGoals/${created.id}`);
    expect(answer.body.value.days).toEqual([
      { date: TODAY, value: 9 },
      { date: "2025-03-11", value: 8 },
    ]);
    expect(answer.body.value.success).toBe(true);

    await activity(user, "water", "2025-03-12", 7);
    expect((await client.get(`/api/patient/personalGoals/${created.id}`)).body.value.success).toBe(false);
  });

  it("answers 404 for another patient's goal and for a missing one", async () => {
    const { client } = await patient();
    const other = await patient();
    const theirs = (await other.client.post("/api/patient/personalGoals", goal)).body.value;
    for (const id of [theirs.id, "no-such-goal"]) {
      const answer = await client.get(`/api/patient/personalGoals/${id}`);
      expect([answer.status, answer.body.error]).toEqual([404, "NOT_FOUND"]);
    }
  });
});

describe("DELETE /api/patient/personalGoals/{id}", () => {
  it("gives the goal up: it is deleted", async () => {
    const { user, client } = await patient();
    const created = (await client.post("/api/patient/personalGoals", goal)).body.value;
    const answer = await client.delete(`/api/patient/personalGoals/${created.id}`);
    expect(answer.status).toBe(200);
    expect(await goalsOf(user)).toEqual([]);
    expect((await client.get(`/api/patient/personalGoals/${created.id}`)).status).toBe(404);
  });

  it("answers 404 for another patient's goal and keeps it", async () => {
    const { client } = await patient();
    const other = await patient();
    const theirs = (await other.client.post("/api/patient/personalGoals", goal)).body.value;
    const answer = await client.delete(`/api/patient/personalGoals/${theirs.id}`);
    expect([answer.status, answer.body.error]).toEqual([404, "NOT_FOUND"]);
    expect(await goalsOf(other.user)).toHaveLength(1);
  });

  it("answers 403 without the CSRF header and keeps the goal", async () => {
    const { user, client } = await patient();
    const created = (await client.post("/api/patient/personalGoals", goal)).body.value;
    const answer = await client.delete(`/api/patient/personalGoals/${created.id}`, { noCsrfHeader: true });
    expect([answer.status, answer.body.error]).toEqual([403, "CSRF_HEADER_MISSING"]);
    expect(await goalsOf(user)).toHaveLength(1);
  });
});

describe("the PERSONAL_GOAL task card", () => {
  it("reaches the deck as itself and completes with the new goal's id", async () => {
    const { user, client } = await patient();
    const cardId = await createCard(t.deps, user, {
      date: TODAY,
      parameters: {
        taskType: "PERSONAL_GOAL",
        taskParameters: { body: "One habit", dataValue: "water", period: 7 },
      },
    });
    const deck = (await client.get(`/api/patient/todo?date=${TODAY}`)).body.value;
    expect(deck.cards.find((card: { id: string }) => card.id === cardId)).toMatchObject({
      type: "TASK",
      task: { type: "PERSONAL_GOAL", params: { body: "One habit", dataValue: "water", period: 7 } },
    });
    const created = (await client.post("/api/patient/personalGoals", goal)).body.value;
    const done = await client.post(`/api/patient/notifications/validate/${cardId}`, {
      value: { done: true, data: { goalId: created.id } },
    });
    expect(done.status).toBe(200);
  });
});

describe("the deck after a goal is set during the day", () => {
  afterEach(() => at("10:00"));

  const types = (cards: Array<{ type: string }>) => cards.map((card) => card.type);
  const ids = (cards: Array<{ id: string }>) => cards.map((card) => card.id);

  /** A patient with the app since `since`, who opened the deck at 08:00 today. */
  async function openedThisMorning(since: string) {
    const { user, client } = await patient();
    await t
      .db("users")
      .where({ id: user.id })
      .update({ createdAt: new Date(since) });
    at("08:00");
    const morning = (await client.get("/api/patient/todo")).body.value.cards;
    expect(types(morning)).not.toContain("GOAL_DEFAULT");
    return { user, client, morning };
  }

  it("deals today's GOAL_DEFAULT, and nothing else again, on the next read in the same process", async () => {
    const { client, morning } = await openedThisMorning("2025-02-01T10:00:00Z");
    at("15:00");
    expect((await client.post("/api/patient/personalGoals", goal)).status).toBe(201);
    const afternoon = (await client.get("/api/patient/todo")).body.value.cards;
    expect(types(afternoon)).toEqual(["GOAL_DEFAULT", ...types(morning)]);
    expect(ids(afternoon).slice(1)).toEqual(ids(morning));

    // Dealt: reading the deck is one round trip again.
    let queries = 0;
    const count = () => queries++;
    t.db.on("query", count);
    try {
      expect(ids((await client.get("/api/patient/todo")).body.value.cards)).toEqual(ids(afternoon));
      expect(queries).toBe(1);
    } finally {
      t.db.removeListener("query", count);
    }
  });

  it("deals it when the goal was set through another server process", async () => {
    const { user, client, morning } = await openedThisMorning("2025-02-01T10:00:00Z");
    const other = await startOtherProcess(t);
    try {
      const elsewhere = await signIn(other.client(), other.deps, user);
      expect(ids((await elsewhere.get("/api/patient/todo")).body.value.cards)).toEqual(ids(morning));
      at("15:00");
      expect((await elsewhere.post("/api/patient/personalGoals", goal)).status).toBe(201);
      const afternoon = (await client.get("/api/patient/todo")).body.value.cards;
      expect(types(afternoon)).toEqual(["GOAL_DEFAULT", ...types(morning)]);
      // The other process, which had dealt the morning too, shows the same deck.
      expect(ids((await elsewhere.get("/api/patient/todo")).body.value.cards)).toEqual(ids(afternoon));
      expect(await t.db("notifications").where({ userId: user.id, type: "GOAL_DEFAULT" })).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it("deals it on the patient's first day, without the notices nobody asked for", async () => {
    const { client, morning } = await openedThisMorning(`${TODAY}T07:30:00Z`);
    expect(morning).toEqual([]);
    at("15:00");
    expect((await client.post("/api/patient/personalGoals", goal)).status).toBe(201);
    const afternoon = (await client.get("/api/patient/todo")).body.value.cards;
    expect(types(afternoon)).toEqual(["GOAL_DEFAULT"]);
  });
});
