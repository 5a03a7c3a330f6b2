import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/testApp";
import { action, createPatient, createProgram, signIn, subscribe } from "../../test/factories";
import { mailsTo } from "../../test/outbox";
import type { Language, User } from "../../platform/db/models";
import type { PushSender, PushTarget } from "../../platform/push/pushSender";
import { sendDailyReminders } from "./sendDailyReminders";

/** 17:00 UTC on 2026-11-28: 18:00 in Paris (the accounts' default time zone). */
let clock = new Date("2026-11-28T17:00:00Z");
let t: TestApp;
let programId: string;

/** Every push the stand-in sender was asked to send; endpoints under /gone/ answer 410. */
const pushed: Array<{ target: PushTarget; payload: Record<string, string>; subject: string }> = [];
const push: PushSender = {
  async send(target, payload, vapid) {
    if (target.endpoint.includes("/gone/")) return "gone";
    pushed.push({ target, payload: JSON.parse(payload), subject: vapid.subject });
    return "sent";
  },
};

const run = () => sendDailyReminders({ ...t.deps, push });

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  programId = await createProgram(t.deps, {
    languages: ["fr", "en", "it", "es"],
    actionsJournal: [action(1, "first"), action(1, "second"), action(2, "third")],
  });
});
afterAll(() => t.close());

/** A patient in the program (today's cards dealt), reminders saved as given. */
async function patient(
  settings: { email: boolean; push: boolean; time: string },
  overrides: { language?: Language; timeZone?: string } = {},
): Promise<User> {
  const user = await createPatient(t.deps, overrides);
  await subscribe(t.deps, user, programId);
  const client = await signIn(t.client(), t.deps, user);
  expect((await client.put("/api/patient/reminders", settings)).status).toBe(200);
  return user;
}

const reminders = async (user: User) =>
  (await mailsTo(t.db, user.email)).filter((mail) => mail.kind === "dailyReminder");

describe("the reminder job (docs/features/reminders.md)", () => {
  it("mails a due patient once, in their language, only when their time has come on their clock", async () => {
    clock = new Date("2026-11-28T17:00:00Z");
    const french = await patient({ email: true, push: false, time: "19:00" }, { language: "fr" });
    const newYork = await patient(
      { email: true, push: false, time: "19:00" },
      { language: "en", timeZone: "America/New_York" },
    );
    await run();
    expect(await reminders(french)).toEqual([]);

    clock = new Date("2026-11-28T18:05:00Z");
    await run();
    const [mail, ...more] = await reminders(french);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Vos cartes du jour vous attendent");
    expect(mail!.link.href).toBe(new URL("/app/patient/tasks", t.deps.config.publicUrl).href);
    expect(mail!.text).toContain("/app/guest/reminders/unsubscribe?token=");
    // 13:05 in New York.
    expect(await reminders(newYork)).toEqual([]);

    // At most once on the patient's local day, however often the job runs.
    clock = new Date("2026-11-28T22:55:00Z");
    await run();
    expect(await reminders(french)).toHaveLength(1);

    // The mail's unsubscribe link works signed out, and the e-mail reminder is off from then on.
    const unsubscribe = new URL(
      /https?:\/\/\S+\/app\/guest\/reminders\/unsubscribe\?token=\S+/.exec(mail!.text)![0],
    );
    const token = unsubscribe.searchParams.get("token");
    expect((await t.client().post("/api/reminders/unsubscribe", { token })).status).toBe(200);
    expect((await t.db("patientInfo").where({ id: french.id }).first()).dailyMail).toBe(false);
    clock = new Date("2026-11-29T18:30:00Z");
    await run();
    expect(await reminders(french)).toHaveLength(1);
  });

  it("reminds again the next day, counting the program's cards the deck has not dealt yet", async () => {
    clock = new Date("2026-12-01T17:00:00Z");
    const user = await patient({ email: true, push: false, time: "19:00" });
    clock = new Date("2026-12-01T18:30:00Z");
    await run();
    expect(await reminders(user)).toHaveLength(1);
    // Day 2 of the program: its card "third" is due, though nobody opened the deck to deal it.
    clock = new Date("2026-12-02T18:30:00Z");
    expect(await t.db("notifications").where({ userId: user.id, date: "2026-12-02" })).toEqual([]);
    await run();
    expect(await reminders(user)).toHaveLength(2);
  });

  it("never reminds a patient whose day's cards are done", async () => {
    clock = new Date("2026-12-05T10:00:00Z");
    const user = await patient({ email: true, push: false, time: "09:00" });
    await t.db("notifications").where({ userId: user.id }).update({ status: "DONE" });
    await run();
    expect(await reminders(user)).toEqual([]);
    expect(await t.db("reminderDeliveries").where({ userId: user.id })).toEqual([]);
  });

  it("sends one reminder when two workers run at once", async () => {
    clock = new Date("2026-12-06T10:00:00Z");
    const user = await patient({ email: true, push: false, time: "08:00" });
    await Promise.all([run(), run(), run()]);
    expect(await reminders(user)).toHaveLength(1);
  });

  it("pushes to each subscribed browser in the patient's language and forgets those gone", async () => {
    clock = new Date("2026-12-07T10:00:00Z");
    const user = await patient({ email: false, push: true, time: "10:00" }, { language: "es" });
    await t.db("pushSubscriptions").insert([
      { endpoint: `https://push.example.test/ok/${user.id}`, userId: user.id, p256dh: "k", auth: "a" },
      { endpoint: `https://push.example.test/gone/${user.id}`, userId: user.id, p256dh: "k", auth: "a" },
    ]);
    pushed.length = 0;
    const counts = await run();
    expect(counts).toMatchObject({ pushes: 1, gone: 1 });
    expect(pushed.map((p) => [p.target.endpoint, p.payload])).toEqual([
      [
        `https://push.example.test/ok/${user.id}`,
        {
          title: "Tus tarjetas del día te esperan",
          body: "Te quedan tarjetas por hacer hoy.",
          url: "/app/patient/tasks",
          tag: "dailyReminder",
        },
      ],
    ]);
    expect(pushed[0]!.subject).toMatch(/^(mailto:|https:)/);
    expect((await t.db("pushSubscriptions").where({ userId: user.id })).map((row) => row.endpoint)).toEqual([
      `https://push.example.test/ok/${user.id}`,
    ]);
    expect(await reminders(user)).toEqual([]);
  });

  it("leaves alone a patient who asked for no reminder", async () => {
    clock = new Date("2026-12-08T20:00:00Z");
    const user = await patient({ email: false, push: false, time: "07:00" });
    await run();
    expect(await t.db("reminderDeliveries").where({ userId: user.id })).toEqual([]);
  });
});
