/**
 * Starting the job queue in a process: with the workers (the server by default, server/worker.ts)
 * or only to enqueue (the server with JOBS_IN_SERVER=0, beside a separate worker).
 */
import type { Config } from "../../config";
import type { JobContext, JobHandler, JobQueue } from "./jobQueue";
import { SCHEDULED_JOBS, type JobName } from "./queues";

/** What each job does (server/features/jobHandlers.ts), by its name. */
export type JobHandlers = Record<JobName, JobHandler>;

export interface RunnerOptions {
  pollingIntervalSeconds?: number;
  retryDelaySeconds?: number;
}

/**
 * Starts `jobs` with the workers and the schedules. On a demo clock (DEMO_CLOCK), which came from
 * another instant than the machine's, each scheduled job runs once at start, as its schedule would
 * have on the way there (yesterday's cards expire, the reminder due at the new hour goes out).
 */
export async function startJobWorkers(
  jobs: JobQueue,
  context: Omit<JobContext, "jobs">,
  handlers: JobHandlers,
  options: RunnerOptions = {},
): Promise<void> {
  await jobs.start({
    work: true,
    context: { ...context, jobs },
    handlers,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
    retryDelaySeconds: options.retryDelaySeconds,
  });
  if (context.config.clockStart) for (const name of SCHEDULED_JOBS) await jobs.sendNow(name);
}

/** The server's part: the workers unless JOBS_IN_SERVER=0, else only what enqueueing needs. */
export function startServerJobs(
  jobs: JobQueue,
  context: Omit<JobContext, "jobs">,
  handlers: JobHandlers,
  config: Pick<Config, "jobsInServer">,
): Promise<void> {
  return config.jobsInServer ? startJobWorkers(jobs, context, handlers) : jobs.start({ work: false });
}
