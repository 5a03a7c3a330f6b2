/**
 * The reminder job (docs/features/reminders.md), run every REMINDER_CHECK_MINUTES minutes: each
 * patient who asked for a reminder and whose chosen time has come on their own clock, who has not
 * been reminded on their local today and still has cards to do, gets one e-mail and one push per
 * subscribed browser. The (patient, local day) row of `reminder_deliveries` is claimed before
 * anything is sent, so two workers, or a job run again, never remind twice: a reminder that fails
 * to go out is lost for the day rather than sent twice.
 */
import { isReminderDue } from "../../../engine/reminders/dailyReminder";
import { localClock, localDay } from "../../../engine/shared/dates";
import type { JobContext } from "../../platform/jobs/jobQueue";
import type { Language } from "../../platform/db/models";
import { cardsLeftToday } from "./cardsLeftToday";
import { forgetPushTarget, pushTargetsOf } from "./pushSubscriptions";
import { DECK_PATH, pushPayload } from "./reminderTexts";
import { unsubscribeLink } from "./unsubscribeLink";
import { readVapidDetails } from "./vapidKeys";

/** Patients read per query. */
const BATCH = 500;

/** A patient who asked for a reminder by at least one channel. */
interface Candidate {
  id: string;
  email: string;
  language: Language;
  timeZone: string;
  dailyMail: boolean;
  reminderPush: boolean;
  reminderTime: string;
  lastSentDay: string | null;
}

export interface ReminderCounts {
  reminded: number;
  emails: number;
  pushes: number;
  /** Subscriptions deleted because their push service answered 404 or 410. */
  gone: number;
}

type ReminderContext = Pick<JobContext, "db" | "now" | "config" | "mailer" | "push" | "catalog">;

/** The candidates after `after`, by id: e-mail on, or push on with a subscribed browser. */
async function candidates(context: ReminderContext, after: string): Promise<Candidate[]> {
  return (await context
    .db("users as u")
    .join("patientInfo as p", "p.id", "u.id")
    .where("u.role", "patient")
    .andWhere("u.id", ">", after)
    .andWhere((query) =>
      query
        .where("p.dailyMail", true)
        .orWhere((push) =>
          push
            .where("p.reminderPush", true)
            .whereExists((exists) =>
              exists.select(context.db.raw("1")).from("pushSubscriptions as s").whereRaw("s.user_id = u.id"),
            ),
        ),
    )
    .orderBy("u.id")
    .limit(BATCH)
    .select(
      "u.id",
      "u.email",
      "u.language",
      "u.timeZone",
      "p.dailyMail",
      "p.reminderPush",
      "p.reminderTime",
      context.db.raw(
        `(select to_char(max(d.day), 'YYYY-MM-DD') from reminder_deliveries d where d.user_id = u.id) as "lastSentDay"`,
      ),
    )) as Candidate[];
}

/** Claims the patient's reminder of `day`; false when another run has it already. */
async function claim(context: ReminderContext, userId: string, day: string, now: Date): Promise<boolean> {
  const claimed = await context
    .db("reminderDeliveries")
    .insert({ userId, day, sentAt: now })
    .onConflict(["userId", "day"])
    .ignore()
    .returning("userId");
  return claimed.length > 0;
}

async function remind(context: ReminderContext, patient: Candidate, counts: ReminderCounts): Promise<void> {
  if (patient.dailyMail) {
    await context.mailer.send({
      to: patient.email,
      kind: "dailyReminder",
      language: patient.language,
      link: new URL(DECK_PATH, context.config.publicUrl).href,
      unsubscribe: await unsubscribeLink(context.db, context.config, patient.id),
    });
    counts.emails += 1;
  }
  if (patient.reminderPush) {
    const vapid = await readVapidDetails(context.db, context.config);
    for (const target of await pushTargetsOf(context.db, patient.id)) {
      const outcome = await context.push.send(target, pushPayload(patient.language), vapid);
      if (outcome === "gone") {
        await forgetPushTarget(context.db, target.endpoint);
        counts.gone += 1;
      } else counts.pushes += 1;
    }
  }
}

/** Sends every reminder due now; one patient's failure is logged and does not stop the others. */
export async function sendDailyReminders(context: ReminderContext): Promise<ReminderCounts> {
  const now = context.now();
  const catalog = await context.catalog.get();
  const counts: ReminderCounts = { reminded: 0, emails: 0, pushes: 0, gone: 0 };
  for (let after = ""; ;) {
    const page = await candidates(context, after);
    for (const patient of page) {
      const today = localDay(now, patient.timeZone);
      const state = {
        time: patient.reminderTime,
        clock: localClock(now, patient.timeZone),
        today,
        lastSentDay: patient.lastSentDay,
      };
      // The cheap checks first: most runs find the time not come or the reminder sent.
      if (!isReminderDue({ ...state, cardsLeft: 1 })) continue;
      const left = await cardsLeftToday(context.db, catalog, patient.id, today);
      if (!isReminderDue({ ...state, cardsLeft: left })) continue;
      if (!(await claim(context, patient.id, today, now))) continue;
      counts.reminded += 1;
      try {
        await remind(context, patient, counts);
      } catch (err) {
        console.error(`reminders: could not remind ${patient.id}:`, err instanceof Error ? err.message : err);
      }
    }
    if (page.length < BATCH) return counts;
    after = page[page.length - 1]!.id;
  }
}
