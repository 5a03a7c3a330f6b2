/**
 * What each job does. Patient jobs recompute one patient's analyses; `nightly` queues them for
 * every active patient; `expiry` moves what ended to its expired state; `reminders` sends the daily
 * reminders that are due.
 */
import { CORRELATION_WINDOW_DAYS } from "../../engine/analysis/correlation";
import { addDays } from "../../engine/shared/dates";
import type { Db } from "../platform/db/connection";
import { computeCorrelations } from "./analysis/computeCorrelations";
import { expireEnded } from "../core/expiry";
import { computeWeeklyWrapUps } from "./analysis/computeWeeklyWrapUps";
import { sendDailyReminders } from "./reminders/sendDailyReminders";
import type { JobContext, JobHandler } from "../platform/jobs/jobQueue";
import { PATIENT_JOBS, type JobName, type PatientJobData } from "../platform/jobs/queues";

function patientOf(data: Partial<PatientJobData>): string {
  if (typeof data.patientId !== "string") throw new Error("a patient job needs its patientId");
  return data.patientId;
}

/**
 * The patients the nightly run recomputes: those who recorded a symptom or a daily value within
 * the correlation window (a day more, for every time zone), and those with stored findings, so
 * that findings whose days left the window are cleared.
 */
export async function activePatients(db: Db, now: Date): Promise<string[]> {
  const since = addDays(now.toISOString().slice(0, 10), -CORRELATION_WINDOW_DAYS);
  const rows = (await db
    .select("userId")
    .from("symptomEvents")
    .where("date", ">=", since)
    .union((query) => query.select("userId").from("dailyActivities").where("date", ">=", since))
    .union((query) => query.select("userId").from("correlations").where({ found: true }))
    .union((query) => query.select("userId").from("valueAnalyses"))) as { userId: string }[];
  return rows.map((row) => row.userId).sort();
}

export const jobHandlers: Record<JobName, JobHandler> = {
  correlations: (data, context) => computeCorrelations(context, patientOf(data)),
  wrapUps: (data, context) => computeWeeklyWrapUps(context, patientOf(data)),
  async nightly(_data, context: JobContext) {
    const patients = await activePatients(context.db, context.now());
    for (const name of PATIENT_JOBS) await context.jobs.enqueueMany(name, patients);
    return { patients: patients.length };
  },
  expiry: (_data, context) => expireEnded(context),
  reminders: (_data, context) => sendDailyReminders(context),
};
