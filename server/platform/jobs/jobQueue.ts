/**
 * The job queue: pg-boss on the app's own database, PostgreSQL or the embedded PGlite alike
 * (knexAdapter.ts), in its own schema (JOBS_SCHEMA, default `pgboss`). Any number of processes
 * may start it: pg-boss hands each job to one worker (`FOR UPDATE SKIP LOCKED`) and sends each
 * scheduled job once, whichever process's clock fires first.
 *
 * `start({ work: false })` only prepares the schema and the queues, so that the server can enqueue
 * while a separate worker (server/worker.ts) runs the jobs; `start({ work: true, … })` also runs the
 * handlers and the schedules. Enqueueing never throws: a request that records data must not fail
 * because its follow-up job could not be queued, so the failure is logged. A queue never started
 * (a test that runs no jobs) enqueues nothing.
 */
import PgBoss from "pg-boss";
import type { Config } from "../../config";
import type { Logger } from "../log";
import type { ProgramCatalog } from "../../core/programCatalog";
import type { Db } from "../db/connection";
import type { Mailer } from "../mail/mailer";
import type { PushSender } from "../push/pushSender";
import { knexAdapter } from "./knexAdapter";
import {
  AFTER_NEW_DATA_DELAY_SECONDS,
  JOB_NAMES,
  POLLING_INTERVAL_SECONDS,
  QUEUE_OPTIONS,
  SCHEDULED_JOBS,
  SCHEDULES,
  type JobName,
  type PatientJobData,
  type PatientJobName,
} from "./queues";

/**
 * What a job's handler may use: the database and the clock, the queue to fan out, and what the
 * reminders need (the configuration, the mailer, Web Push, the program catalogue).
 */
export interface JobContext {
  db: Db;
  now: () => Date;
  jobs: JobQueue;
  config: Config;
  mailer: Mailer;
  push: PushSender;
  catalog: ProgramCatalog;
}

/** Runs one job; throwing fails it, and pg-boss retries it (queues.ts). */
export type JobHandler = (data: Partial<PatientJobData>, context: JobContext) => Promise<unknown>;

export interface StartOptions {
  /** Run the handlers and the schedules in this process (false: only enqueue). */
  work: boolean;
  context?: JobContext;
  handlers?: Record<JobName, JobHandler>;
  /** Tests ask sooner than POLLING_INTERVAL_SECONDS (pg-boss's least is 0.5). */
  pollingIntervalSeconds?: number;
  /** Tests retry sooner than the queues' delays. */
  retryDelaySeconds?: number;
}

export interface JobQueueOptions {
  /** pg-boss's schema. */
  schema: string;
  /** Where the queue's own failures go (console.error by default). */
  log?: (message: string, err: unknown) => void;
  /** One line per job run: its name, id, duration and outcome, a failure with its stack. */
  logger?: Logger;
  /** Told of each job run's outcome (the metrics). */
  onRun?: (job: JobName, outcome: "completed" | "failed") => void;
}

export class JobQueue {
  private boss: PgBoss | undefined;
  private starting: Promise<void> | undefined;
  private readonly log: (message: string, err: unknown) => void;

  constructor(
    private readonly db: Db,
    private readonly options: JobQueueOptions,
  ) {
    this.log =
      options.log ?? ((message, err) => console.error(message, err instanceof Error ? err.message : err));
  }

  get schema(): string {
    return this.options.schema;
  }

  /** Prepares pg-boss's schema and the queues, then, with `work`, runs the handlers and the schedules. */
  start(options: StartOptions): Promise<void> {
    this.starting ??= this.run(options).catch((err) => {
      this.starting = undefined;
      this.boss = undefined;
      throw err;
    });
    return this.starting;
  }

  private async run(options: StartOptions): Promise<void> {
    const boss = new PgBoss({
      db: knexAdapter(this.db),
      schema: this.options.schema,
      // Maintenance (expiring stuck jobs, archiving) and the clock of the schedules: worker processes only.
      supervise: options.work,
      schedule: options.work,
    });
    boss.on("error", (err) => this.log("job queue:", err));
    await boss.start();
    for (const name of JOB_NAMES) {
      const queue: PgBoss.Queue = { name, ...QUEUE_OPTIONS[name] };
      if (options.retryDelaySeconds !== undefined) queue.retryDelay = options.retryDelaySeconds;
      await boss.createQueue(name, queue);
      // A queue made by an earlier version takes this one's policy and retries.
      await boss.updateQueue(name, queue);
    }
    this.boss = boss;
    if (!options.work) return;
    const { context, handlers } = options;
    if (!context || !handlers) throw new Error("a job worker needs its context and handlers");
    const pollingIntervalSeconds = options.pollingIntervalSeconds ?? POLLING_INTERVAL_SECONDS;
    for (const name of JOB_NAMES) {
      await boss.work<Partial<PatientJobData>>(name, { pollingIntervalSeconds }, async (jobs) => {
        for (const job of jobs)
          await this.runLogged(name, job.id, () => handlers[name](job.data ?? {}, context));
      });
    }
    for (const name of SCHEDULED_JOBS) await boss.schedule(name, SCHEDULES[name], {}, { tz: "UTC" });
  }

  /** Runs one job, logged with its duration and outcome; a failure is thrown on for pg-boss to retry. */
  private async runLogged(name: JobName, id: string, run: () => Promise<unknown>): Promise<void> {
    const started = performance.now();
    const ms = () => Math.round((performance.now() - started) * 10) / 10;
    try {
      await run();
      this.options.logger?.info({ job: name, jobId: id, ms: ms(), outcome: "completed" }, "job");
      this.options.onRun?.(name, "completed");
    } catch (err) {
      this.options.logger?.error({ job: name, jobId: id, ms: ms(), outcome: "failed", err }, "job");
      this.options.onRun?.(name, "failed");
      throw err;
    }
  }

  /**
   * Queues a patient job after new data: it starts AFTER_NEW_DATA_DELAY_SECONDS later (`delaySeconds`),
   * and joins the one that already waits for this patient. Never throws; null when nothing was queued.
   */
  async enqueue(
    name: PatientJobName,
    patientId: string,
    { delaySeconds = AFTER_NEW_DATA_DELAY_SECONDS }: { delaySeconds?: number } = {},
  ): Promise<string | null> {
    if (!this.boss) return null;
    try {
      return await this.boss.send(name, { patientId } satisfies PatientJobData, {
        singletonKey: patientId,
        startAfter: delaySeconds,
      });
    } catch (err) {
      this.log(`job queue: could not queue ${name} for ${patientId}:`, err);
      return null;
    }
  }

  /** Queues a patient job for each of `patientIds` now, those already waiting left as they are. */
  async enqueueMany(name: PatientJobName, patientIds: readonly string[]): Promise<void> {
    const boss = this.requireStarted();
    const BATCH = 500;
    for (let start = 0; start < patientIds.length; start += BATCH) {
      await boss.insert(
        patientIds.slice(start, start + BATCH).map((patientId) => ({
          name,
          data: { patientId } satisfies PatientJobData,
          singletonKey: patientId,
        })),
      );
    }
  }

  /** Queues a scheduled job now, as its schedule would (an operator, a test). */
  async sendNow(name: JobName, data: Partial<PatientJobData> = {}): Promise<string | null> {
    return this.requireStarted().send(name, data, data.patientId ? { singletonKey: data.patientId } : {});
  }

  /** A job as pg-boss keeps it (state, retries), for tests and operators. */
  async job(name: JobName, id: string): Promise<PgBoss.JobWithMetadata | null> {
    return this.requireStarted().getJobById(name, id);
  }

  /** Jobs waiting in each queue; none when the queue is not started here. */
  async depths(): Promise<Record<string, number>> {
    if (!this.boss) return {};
    const depths: Record<string, number> = {};
    for (const name of JOB_NAMES) depths[name] = await this.boss.getQueueSize(name);
    return depths;
  }

  /** Whether the queue answers now (the health check): started, and its tables read. */
  async healthy(): Promise<boolean> {
    if (!this.boss) return false;
    try {
      await this.boss.getQueue("reminders");
      return true;
    } catch {
      return false;
    }
  }

  /** The schedules pg-boss keeps. */
  async schedules(): Promise<PgBoss.Schedule[]> {
    return this.requireStarted().getSchedules();
  }

  /** Stops the workers and the schedules, letting a running job finish (up to 10 s). */
  async stop(): Promise<void> {
    const starting = this.starting;
    if (!starting) return;
    await starting.catch(() => undefined);
    const boss = this.boss;
    this.boss = undefined;
    this.starting = undefined;
    await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
  }

  private requireStarted(): PgBoss {
    if (!this.boss) throw new Error("the job queue is not started");
    return this.boss;
  }
}
