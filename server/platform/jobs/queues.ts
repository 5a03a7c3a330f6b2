/**
 * The job queue's queues: their names, how each retries, when the scheduled ones run, and how the
 * "after new data" jobs coalesce. The queue is pg-boss (server/platform/jobs/jobQueue.ts).
 */
import type PgBoss from "pg-boss";

/** Per patient: recompute their correlations (30 days) or their weekly wrap-up (6 days). */
export const PATIENT_JOBS = ["correlations", "wrapUps"] as const;
export type PatientJobName = (typeof PATIENT_JOBS)[number];

/**
 * Scheduled: enqueue the patient jobs of every active patient; expire connections and author links;
 * send the daily reminders that are due.
 */
export const SCHEDULED_JOBS = ["nightly", "expiry", "reminders"] as const;
export type ScheduledJobName = (typeof SCHEDULED_JOBS)[number];

export type JobName = PatientJobName | ScheduledJobName;
export const JOB_NAMES: readonly JobName[] = [...PATIENT_JOBS, ...SCHEDULED_JOBS];

/** The data of a patient job. */
export interface PatientJobData {
  patientId: string;
}

/**
 * Retries: a failing job is run again up to `retryLimit` times, `retryDelay` seconds later and
 * doubling (`retryBackoff`), then kept as failed; no request ever waits for one.
 * Patient jobs are `stately`: per patient (their singleton key) at most one waits and one runs, so
 * data recorded while one waits joins it, and data recorded while one runs queues exactly one more.
 */
export const QUEUE_OPTIONS: Record<JobName, Omit<PgBoss.Queue, "name">> = {
  correlations: {
    policy: "stately",
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 600,
  },
  wrapUps: { policy: "stately", retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 600 },
  nightly: { policy: "singleton", retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 1800 },
  expiry: { policy: "singleton", retryLimit: 3, retryDelay: 120, retryBackoff: true, expireInSeconds: 600 },
  // A failed run is not retried: the next one, minutes later, finds what is still due.
  reminders: { policy: "singleton", retryLimit: 0, expireInSeconds: 600 },
};

/**
 * Cron lines (UTC). Nightly at 02:30; expiry every hour at :05, since a patient's day ends at their
 * own midnight, whichever time zone they live in; reminders every REMINDER_CHECK_MINUTES (5)
 * minutes (engine/reminders/dailyReminder.ts), since each patient chooses their own hour.
 */
export const SCHEDULES: Record<ScheduledJobName, string> = {
  nightly: "30 2 * * *",
  expiry: "5 * * * *",
  reminders: "*/5 * * * *",
};

/** A patient job after new data waits this long, so that a burst of entries makes one job. */
export const AFTER_NEW_DATA_DELAY_SECONDS = 20;

/** How often an idle worker asks for a job. */
export const POLLING_INTERVAL_SECONDS = 2;
