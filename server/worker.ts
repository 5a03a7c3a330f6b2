/**
 * `npm run worker`: the job queue's workers in a process of their own, beside servers started with
 * JOBS_IN_SERVER=0 (or beside ones that run jobs too: any number of workers share the queue). It
 * reads the same configuration as the server (DATABASE_URL, DATA_DIR, JOBS_SCHEMA) and migrates
 * first, so it may start before the server. The embedded database is one process's own: a separate
 * worker needs PostgreSQL.
 */
import { readConfig } from "./config";
import { createDb, JOB_WAIT_LIMIT_MS } from "./platform/db/connection";
import { migrateLatest } from "./platform/db/migrate";
import { JobQueue } from "./platform/jobs/jobQueue";
import { startJobWorkers } from "./platform/jobs/runner";
import { jobHandlers } from "./features/jobHandlers";
import { stopOnSignals } from "./platform/stopOnSignals";
import { ProgramCatalog } from "./core/programCatalog";
import { Realtime } from "./platform/realtime";
import { createMailer } from "./platform/mail/mailer";
import { webPushSender } from "./platform/push/pushSender";
import { appClock } from "./platform/clock";
import { processLog } from "./platform/log";
import { Metrics, serveMetrics } from "./platform/metrics";

async function main(): Promise<void> {
  const config = readConfig();
  if (!config.databaseUrl) {
    throw new Error(
      "a separate worker needs DATABASE_URL: the embedded database runs its jobs inside the server",
    );
  }
  const db = createDb({ databaseUrl: config.databaseUrl, waitLimitMs: JOB_WAIT_LIMIT_MS });
  await migrateLatest(db);
  // A worker holds no live stream; its job runs and the queues' depths are scraped on METRICS_PORT.
  const metrics: Metrics = new Metrics({ db, liveStreams: () => 0, queueDepths: () => jobs.depths() });
  const jobs = new JobQueue(db, {
    schema: config.jobsSchema,
    logger: processLog(),
    onRun: (job, outcome) => metrics.jobRun(job, outcome),
  });
  // The reminders read the catalogue, which hears the servers' publications as theirs does.
  const catalog = new ProgramCatalog(db, new Realtime(db, config.databaseUrl));
  const context = {
    db,
    now: appClock(config.clockStart),
    config,
    mailer: createMailer(db, config),
    push: webPushSender,
    catalog,
  };
  await startJobWorkers(jobs, context, jobHandlers);
  console.log(`jobs: worker running (schema ${config.jobsSchema})`);
  const metricsServer = config.metricsPort ? await serveMetrics(metrics, config.metricsPort) : undefined;

  stopOnSignals("worker", { jobs, db, first: async () => void metricsServer?.close() });
}

main().catch((err) => {
  console.error("the worker could not start:", err);
  process.exit(1);
});
