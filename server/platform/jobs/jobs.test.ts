import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../db/models";
import { addDays } from "../../../engine/shared/dates";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import { createCard, createPatient, createSymptoms, signIn } from "../../test/factories";
import { listWeeklyWrapUps } from "../../features/analysis/weeklyWrapUps";
import { jobHandlers } from "../../features/jobHandlers";
import { JobQueue } from "./jobQueue";
import { startJobWorkers } from "./runner";
import { SCHEDULES, type JobName } from "./queues";

const TODAY = "2025-03-10";
let t: TestApp;
/** Patients whose correlations job fails on its first run (the retry test's). */
const failOnce = new Set<string>();
/** Runs of the correlations handler, by patient. */
const correlationRuns = new Map<string, number>();

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(`${TODAY}T10:00:00Z`) });
  await createSymptoms(t.deps, ["MIGRAINE"]);
  await t.db("dataValues").insert(
    ["walk", "water"].map((value) => ({
      id: value.toUpperCase(),
      value,
      type: "INTENSITY",
      maxIntensity: 5,
      symptoms: "[]",
      extra: JSON.stringify({ labels: { en: { name: `${value} en`, question: "?" } } }),
    })),
  );
  await startJobWorkers(
    t.deps.jobs,
    t.deps,
    {
      ...jobHandlers,
      async correlations(data, context) {
        if (data.patientId)
          correlationRuns.set(data.patientId, (correlationRuns.get(data.patientId) ?? 0) + 1);
        if (data.patientId && failOnce.delete(data.patientId)) throw new Error("the database went away");
        return jobHandlers.correlations(data, context);
      },
    },
    { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
  );
});
afterAll(() => t.close());

async function patient(): Promise<{ user: User; client: TestClient }> {
  const user = await createPatient(t.deps);
  return { user, client: await signIn(t.client(), t.deps, user) };
}

/** Polls `check` until it holds (the workers poll every half second). */
async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error("timed out waiting for the job queue");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function finished(name: JobName, id: string | null) {
  expect(id).toBeTruthy();
  return eventually(async () => {
    const job = await t.deps.jobs.job(name, id!);
    return job && ["completed", "failed"].includes(job.state) ? job : undefined;
  });
}

/** The patient's waiting jobs of `name`, as pg-boss keeps them. */
async function waiting(name: JobName, patientId: string): Promise<number> {
  const { rows } = await t.db.raw<{ rows: { n: number }[] }>(
    `select count(*)::int as n from ${t.deps.jobs.schema}.job where name = ? and singleton_key = ? and state = 'created'`,
    [name, patientId],
  );
  return rows[0]!.n;
}

const day = (n: number) => addDays(TODAY, n - 12);

describe("the job queue (pg-boss on the test database)", () => {
  it("queues both patient jobs after new data, one per patient however many entries", async () => {
    const { user, client } = await patient();
    for (const [date, intensity] of [
      [TODAY, 3],
      [day(11), 2],
    ] as const) {
      const answer = await client.post("/api/patient/symptomEvents", {
        symptom: "MIGRAINE",
        intensity,
        date,
      });
      expect(answer.status).toBe(201);
    }
    expect(
      (await client.put("/api/patient/dailyActivity", { value: "walk", date: TODAY, intensity: 2 })).status,
    ).toBe(200);
    expect([await waiting("correlations", user.id), await waiting("wrapUps", user.id)]).toEqual([1, 1]);
  });

  it("computes and stores a patient's correlations, which the route then reads", async () => {
    const { user, client } = await patient();
    const migraine = [0, 1, 3, 3, 5, 1, 1, 2, 4, 5, 1, 3];
    const walk = [5, 3, 2, 3, 1, 4, 5, 3, 2, 2, 4, 2];
    await t.db("symptomEvents").insert(
      migraine.map((intensity, index) => ({
        id: `${user.id}-m-${index}`,
        userId: user.id,
        symptom: "MIGRAINE",
        intensity,
        date: day(index + 1),
      })),
    );
    await t.db("dailyActivities").insert(
      walk.map((intensity, index) => ({
        id: `walk_${day(index + 1)}_${user.id}`,
        value: "walk",
        intensity,
        userId: user.id,
        date: day(index + 1),
      })),
    );
    const job = await finished(
      "correlations",
      await t.deps.jobs.sendNow("correlations", { patientId: user.id }),
    );
    expect(job.state).toBe("completed");
    const stored = await t.db("correlations").where({ userId: user.id }).orderBy("id");
    expect(stored.map((row) => [row.id, row.found])).toEqual([
      ["MIGRAINE_walk_nextDay", false],
      ["MIGRAINE_walk_sameDay", true],
    ]);
    const answer = await client.get("/api/patient/correlations");
    expect(answer.body.value).toMatchObject({ total: 1, tested: 2, from: addDays(TODAY, -29), to: TODAY });
    expect(answer.body.value.items[0]).toMatchObject({ id: "MIGRAINE_walk_sameDay", pairedDays: 12 });
  });

  it("answers a run of an earlier day as stored, with its window, and queues a new one", async () => {
    const { user, client } = await patient();
    const yesterday = addDays(TODAY, -1);
    await t.db("analysisRuns").insert({
      userId: user.id,
      kind: "correlations",
      windowFrom: addDays(yesterday, -29),
      windowTo: yesterday,
      computedAt: new Date(`${yesterday}T02:30:00Z`),
    });
    const stale = await client.get("/api/patient/correlations");
    expect(stale.body.value).toEqual({
      items: [],
      total: 0,
      tested: 0,
      limited: false,
      from: addDays(yesterday, -29),
      to: yesterday,
    });
    await eventually(async () => (await client.get("/api/patient/correlations")).body.value.to === TODAY);
  });

  it("retries a job that fails, and it then succeeds", async () => {
    const { user } = await patient();
    failOnce.add(user.id);
    const job = await finished(
      "correlations",
      await t.deps.jobs.sendNow("correlations", { patientId: user.id }),
    );
    expect([job.state, job.retryCount, correlationRuns.get(user.id)]).toEqual(["completed", 1, 2]);
    expect(await t.db("analysisRuns").where({ userId: user.id, kind: "correlations" }).first()).toBeTruthy();
  });

  it("computes the weekly wrap-up: the top 5 of each type over 6 days", async () => {
    const { user } = await patient();
    // Walk 4 days of 6; migraine 1 and 2 on the walk's days, 3 and 3 on the others: 50 % lower.
    const walkDays = [12, 11, 9, 8];
    await t.db("dailyActivities").insert(
      walkDays.map((n) => ({
        id: `walk_${day(n)}_${user.id}`,
        value: "walk",
        intensity: 2,
        userId: user.id,
        date: day(n),
      })),
    );
    await t.db("symptomEvents").insert(
      [
        [12, 1],
        [11, 2],
        [10, 3],
        [7, 3],
      ].map(([n, intensity]) => ({
        id: `${user.id}-w-${n}`,
        userId: user.id,
        symptom: "MIGRAINE",
        intensity,
        date: day(n!),
      })),
    );
    await finished("wrapUps", await t.deps.jobs.sendNow("wrapUps", { patientId: user.id }));
    const wrapUps = await listWeeklyWrapUps(t.deps, user);
    expect(wrapUps).toEqual({
      weekly: [
        {
          id: "WEEKLY_WRAP_UP__walk",
          type: "WEEKLY_WRAP_UP",
          value: "walk",
          symptom: null,
          score: 67,
          days: 4,
        },
      ],
      symptoms: [
        {
          id: "SYMPTOM_WEEKLY_WRAP_UP_MIGRAINE_walk",
          type: "SYMPTOM_WEEKLY_WRAP_UP",
          value: "walk",
          symptom: "MIGRAINE",
          score: 50,
          days: 4,
        },
      ],
      from: addDays(TODAY, -5),
      to: TODAY,
    });
  });

  it("nightly: queues the patient jobs of every patient with recent data, which run", async () => {
    const { user } = await patient();
    await t.db("symptomEvents").insert({
      id: `${user.id}-n`,
      userId: user.id,
      symptom: "MIGRAINE",
      intensity: 2,
      date: TODAY,
    });
    const idle = await patient();
    await finished("nightly", await t.deps.jobs.sendNow("nightly"));
    await eventually(async () => (await t.db("analysisRuns").where({ userId: user.id })).length === 2);
    expect(await t.db("analysisRuns").where({ userId: idle.user.id })).toEqual([]);
  });

  it("expiry: connections, author links and cards past their end, on the patient's own today", async () => {
    const { user } = await patient();
    // 10:00 UTC is already the 11th at Kiritimati (UTC+14): that patient's card of the 10th is over.
    const kiritimati = await createPatient(t.deps, { timeZone: "Pacific/Kiritimati" });
    const cards = {
      yesterday: await createCard(t.deps, user, { date: addDays(TODAY, -1) }),
      today: await createCard(t.deps, user, { date: TODAY }),
      lasting: await createCard(t.deps, user, { date: addDays(TODAY, -2), maxDate: TODAY }),
      done: await createCard(t.deps, user, { date: addDays(TODAY, -1), status: "DONE" }),
      kiritimatiToday: await createCard(t.deps, kiritimati, { date: TODAY }),
    };
    const connection = (id: string, expirationDate: string) => ({
      id,
      userId: user.id,
      name: id,
      key: `key-${id}-${user.id}`,
      symptoms: true,
      medicationIntakes: false,
      triggers: false,
      questionnaires: false,
      expirationDate,
      ipSalt: "salt",
    });
    await t
      .db("connections")
      .insert([connection(`ended-${user.id}`, addDays(TODAY, -1)), connection(`today-${user.id}`, TODAY)]);
    await t.db("authors").insert([
      { id: `a-${user.id}`, name: "A" },
      { id: `b-${user.id}`, name: "B" },
    ]);
    await t.db("authorLinks").insert([
      {
        id: `${user.id}_a`,
        userId: user.id,
        authorId: `a-${user.id}`,
        status: "VALIDATED",
        end: addDays(TODAY, -1),
      },
      {
        id: `${user.id}_b`,
        userId: user.id,
        authorId: `b-${user.id}`,
        status: "VALIDATED",
        end: TODAY,
      },
    ]);
    const job = await finished("expiry", await t.deps.jobs.sendNow("expiry"));
    expect(job.state).toBe("completed");
    const connections = await t.db("connections").where({ userId: user.id }).orderBy("id");
    expect(connections.map((row) => [row.id.split("-")[0], row.expiredAt !== null])).toEqual([
      ["ended", true],
      ["today", false],
    ]);
    const links = await t.db("authorLinks").where({ userId: user.id }).orderBy("id");
    expect(links.map((row) => row.status)).toEqual(["EXPIRED", "VALIDATED"]);
    const statusOf = async (id: string) => (await t.db("notifications").where({ id }).first()).status;
    expect({
      yesterday: await statusOf(cards.yesterday),
      today: await statusOf(cards.today),
      lasting: await statusOf(cards.lasting),
      done: await statusOf(cards.done),
      kiritimatiToday: await statusOf(cards.kiritimatiToday),
    }).toEqual({
      yesterday: "EXPIRED",
      today: "NEW",
      lasting: "NEW",
      done: "DONE",
      kiritimatiToday: "EXPIRED",
    });
    // Run again: nothing more.
    expect(await jobHandlers.expiry({}, { ...t.deps, jobs: t.deps.jobs })).toEqual({
      connections: 0,
      authorLinks: 0,
      cards: 0,
    });
  });

  it("schedules nightly, expiry and reminders in the queue itself (one send, whichever worker's clock fires)", async () => {
    const schedules = await t.deps.jobs.schedules();
    expect(schedules.map((s) => [s.name, s.cron]).sort()).toEqual([
      ["expiry", SCHEDULES.expiry],
      ["nightly", SCHEDULES.nightly],
      ["reminders", SCHEDULES.reminders],
    ]);
  });

  it("on a demo clock, runs each scheduled job once at start, as its schedule would have on the way", async () => {
    const ran: string[] = [];
    const record = (name: string) => async () => void ran.push(name);
    const demo = new JobQueue(t.db, { schema: `${t.deps.jobs.schema}_demo_clock` });
    const context = { ...t.deps, config: { ...t.deps.config, clockStart: new Date("2025-03-12T17:05:00Z") } };
    await startJobWorkers(
      demo,
      context,
      {
        ...jobHandlers,
        nightly: record("nightly"),
        expiry: record("expiry"),
        reminders: record("reminders"),
      },
      { pollingIntervalSeconds: 0.5 },
    );
    try {
      await eventually(async () => ran.length === 3);
      expect(ran.sort()).toEqual(["expiry", "nightly", "reminders"]);
    } finally {
      await demo.stop();
    }
  });

  it("never throws when a job cannot be queued: it logs", async () => {
    const logged: string[] = [];
    const schema = `${t.deps.jobs.schema}_broken`;
    const broken = new JobQueue(t.db, { schema, log: (message) => logged.push(message) });
    await broken.start({ work: false });
    await t.db.raw("drop schema ?? cascade", [schema]);
    expect(await broken.enqueue("correlations", "someone")).toBeNull();
    expect(logged).toEqual(["job queue: could not queue correlations for someone:"]);
    await broken.stop();
    // A queue never started queues nothing, silently.
    expect(
      await new JobQueue(t.db, { schema, log: (m) => logged.push(m) }).enqueue("wrapUps", "someone"),
    ).toBeNull();
    expect(logged).toHaveLength(1);
  });
});
