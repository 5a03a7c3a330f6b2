import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../platform/db/models";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import { balanceOf, createPatient, createProgram, signIn, subscribe } from "../../test/factories";

// docs/features/programs.md: data conditions, to join a program and to succeed in it.
const TODAY = "2025-03-10";
/** The last day of the seven-day program joined on TODAY: from it, the program is over. */
const LAST_DAY = "2025-03-16";
let now = new Date(`${TODAY}T10:00:00Z`);
const setDay = (day: string) => (now = new Date(`${day}T10:00:00Z`));
let t: TestApp;
let guarded: string;
let rewarded: string;

const JOIN_CONDITIONS = [
  { type: "dataValue", dataValue: "WATER", operator: "AVERAGE_MORE", target: 6, days: 3 },
  { type: "questScore", formCategory: "MOOD", operator: "LESS", target: 3, days: 14 },
];

beforeAll(async () => {
  t = await startTestApp({ now: () => now });
  await t.db("dataValues").insert({
    id: "WATER",
    value: "water",
    type: "COUNTER",
    maxIntensity: 20,
    symptoms: "[]",
    extra: JSON.stringify({
      labels: {
        en: { name: "Water", question: "Glasses?", unit: "glasses" },
        fr: { name: "Eau", question: "Verres ?" },
      },
    }),
  });
  await t.db("questionnaires").insert({
    id: "mood-check",
    type: "MOOD",
    rewards: 0,
    period: 1,
    definition: JSON.stringify({ id: "mood-check", title: { en: "Mood check", fr: "Point humeur" } }),
  });
  guarded = await createProgram(t.deps, { subscriptionConditions: JOIN_CONDITIONS });
  // Seven days long: a patient who joins today has the days up to 2025-03-16 in its windows.
  rewarded = await createProgram(t.deps, { studyDuration: 7 });
  await t
    .db("studies")
    .where({ id: rewarded })
    .update({
      victoryConditions: JSON.stringify({
        completionPercent: 0,
        bonusRewards: 40,
        dataConditions: [
          { type: "dataValue", dataValue: "WATER", operator: "TOTAL_MORE", target: 10, days: 7 },
        ],
      }),
    });
  await t.deps.catalog.reload();
});
afterAll(() => t.close());
afterEach(() => setDay(TODAY));

async function patient(): Promise<{ user: User; client: TestClient }> {
  const user = await createPatient(t.deps, { language: "en" });
  return { user, client: await signIn(t.client(), t.deps, user) };
}

async function water(user: User, date: string, glasses: number) {
  await t.db("dailyActivities").insert({
    id: `water_${date}_${user.id}`,
    value: "water",
    date,
    intensity: glasses,
    userId: user.id,
  });
}

async function mood(user: User, score: number, at: Date) {
  await t.db("questionnaireRecords").insert({
    id: crypto.randomUUID(),
    userId: user.id,
    questionnaireId: "mood-check",
    formCategory: "MOOD",
    datetime: at,
    score,
    answers: "{}",
  });
}

describe("data conditions to join a program", () => {
  it("refuses 409 MISSING_SUBSCRIPTION_CONDITIONS saying what each measured, and changes nothing", async () => {
    const { user, client } = await patient();
    // 2025-03-07 is out of the 3-day window; 5 and 6 average 5.5, under 6.
    await water(user, "2025-03-07", 20);
    await water(user, "2025-03-09", 5);
    await water(user, "2025-03-10", 6);
    const answer = await client.post(`/api/patient/study/subscribe/${guarded}`);
    expect([answer.status, answer.body.error]).toEqual([409, "MISSING_SUBSCRIPTION_CONDITIONS"]);
    expect(answer.body.details).toEqual([
      {
        type: "dataValue",
        success: false,
        dataValue: "WATER",
        operator: "AVERAGE_MORE",
        target: 6,
        days: 3,
        windowEnd: TODAY,
        actual: 5.5,
        label: "Water",
        unit: "glasses",
      },
      {
        type: "questScore",
        success: false,
        formCategory: "MOOD",
        operator: "LESS",
        target: 3,
        days: 14,
        windowEnd: TODAY,
        label: "Mood check",
        questionnaireId: "mood-check",
      },
    ]);
    expect(await t.db("studySubscriptions").where({ userId: user.id })).toEqual([]);
  });

  it("joins once the measures meet their targets, and GET …/conditions says so", async () => {
    const { user, client } = await patient();
    await water(user, "2025-03-08", 7);
    await water(user, "2025-03-10", 6);
    // The latest score of the window counts: 4 then 2.
    await mood(user, 4, new Date("2025-03-01T09:00:00Z"));
    await mood(user, 2, new Date("2025-03-09T09:00:00Z"));
    const conditions = await client.get(`/api/patient/study/${guarded}/conditions`);
    expect(conditions.status).toBe(200);
    expect(conditions.body.value.met).toBe(true);
    expect(conditions.body.value.items.map((item: { actual: number }) => item.actual)).toEqual([6.5, 2]);
    const joined = await client.post(`/api/patient/study/subscribe/${guarded}`);
    expect(joined.status).toBe(200);
  });

  it("does not count a score older than its window", async () => {
    const { user, client } = await patient();
    await water(user, "2025-03-10", 9);
    await mood(user, 1, new Date("2025-02-20T09:00:00Z"));
    const conditions = await client.get(`/api/patient/study/${guarded}/conditions`);
    expect(conditions.body.value.items[1]).toMatchObject({ success: false });
    expect(conditions.body.value.items[1]).not.toHaveProperty("actual");
  });
});

describe("data conditions to succeed in a program", () => {
  it("shows each on the follow-up, and succeeds and pays the bonus only once they are met", async () => {
    const { user, client } = await patient();
    await subscribe(t.deps, user, rewarded);
    await water(user, "2025-03-10", 4);
    const pending = await client.get(`/api/patient/study/${rewarded}/followUpAnalytics`);
    expect(pending.body.value.success).toBe(false);
    expect(pending.body.value.victoryConditions).toEqual([
      {
        type: "dataValue",
        success: false,
        dataValue: "WATER",
        operator: "TOTAL_MORE",
        target: 10,
        days: 7,
        windowEnd: TODAY,
        actual: 4,
        label: "Water",
        unit: "glasses",
      },
    ]);

    await water(user, "2025-03-12", 6);
    setDay("2025-03-12");
    // Met while the program runs: not a success before its last day.
    const met = await client.get(`/api/patient/study/${rewarded}/followUpAnalytics`);
    expect(met.body.value).toMatchObject({
      success: false,
      victoryConditions: [{ success: true, actual: 10 }],
    });
    setDay(LAST_DAY);
    const over = await client.get(`/api/patient/study/${rewarded}/followUpAnalytics`);
    expect(over.body.value).toMatchObject({
      success: true,
      status: "WAITING_FOR_VALIDATION",
      victoryConditions: [{ success: true, actual: 10, windowEnd: LAST_DAY }],
    });
    const before = await balanceOf(t.deps, user);
    const validated = await client.post(`/api/patient/study/validate/${user.id}_${rewarded}`);
    expect(validated.body.value).toEqual({ rewards: 40, success: true, status: "DONE" });
    expect((await balanceOf(t.deps, user)).amount).toBe(before.amount + 40);
  });

  it("pays no bonus when a data condition is not met", async () => {
    const { user, client } = await patient();
    await subscribe(t.deps, user, rewarded);
    await water(user, "2025-03-10", 9);
    setDay(LAST_DAY);
    const validated = await client.post(`/api/patient/study/validate/${user.id}_${rewarded}`);
    expect(validated.body.value).toEqual({ rewards: 0, success: false, status: "DONE" });
  });

  it("lists none to a patient who has not joined", async () => {
    const { client } = await patient();
    const answer = await client.get(`/api/patient/study/${rewarded}/followUpAnalytics`);
    expect(answer.body.value).toMatchObject({ success: false, victoryConditions: [] });
  });
});
