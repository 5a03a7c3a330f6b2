/**
 * Starting the job queue in a process: with the workers (the server by default, server/worker.ts)
 * or only to enqueue (the server with JOBS_IN_SERVER=0, beside a separate worker).
 */
import type { Config } from "../../config";
import type { JobContext, JobHandler, JobQueue } from "./jobQueue";
import type { JobName } from "./queues";

/** What each job does (server/features/jobHandlers.ts), by its name. */
export type JobHandlers = Record<JobName, JobHandler>;

export interface RunnerOptions {
  pollingIntervalSeconds?: number;
  retryDelaySeconds?: number;
}

/** Starts `jobs` with the workers and the schedules. */
export function startJobWorkers(
  jobs: JobQueue,
  context: Omit<JobContext, "jobs">,
  handlers: JobHandlers,
  options: RunnerOptions = {},
): Promise<void> {
  return jobs.start({
    work: true,
    context: { ...context, jobs },
    handlers,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
    retryDelaySeconds: options.retryDelaySeconds,
  });
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
