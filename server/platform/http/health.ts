/**
 * The probes of an operator's load balancer and monitoring: GET /api/health says whether the
 * process, its database, its job queue and its file storage answer (503 only when the database
 * does not: nothing works without it); GET /api/health/ready whether this process takes requests
 * (503 while it starts or stops, server/platform/lifecycle.ts).
 */
import { isDbUp } from "../db/connection";
import { DatabaseUnavailable, NotReady } from "../../core/errors";
import { storageFor } from "../storage/storage";
import { route } from "./route";

const HEALTH_TIMEOUT_MS = 2000;

/** `check`'s outcome within HEALTH_TIMEOUT_MS: a dead part must not hang the probe. */
async function answers(check: () => Promise<boolean>): Promise<boolean> {
  const timeout = new Promise<false>((resolve) => setTimeout(resolve, HEALTH_TIMEOUT_MS, false).unref());
  return Promise.race([check().catch(() => false), timeout]);
}

const state = (up: boolean) => (up ? "ok" : "unavailable");

export const healthRoutes = [
  route({
    call: "GET /api/health",
    policy: "public",
    tag: "server",
    summary:
      "Liveness of the server, its database, its job queue and its file storage; 503 DATABASE_UNAVAILABLE with Retry-After when the database does not answer.",
    async handler({ deps }) {
      const [database, jobs, storage] = await Promise.all([
        answers(() => isDbUp(deps.db)),
        answers(() => deps.jobs.healthy()),
        answers(() =>
          storageFor(deps.config)
            .check()
            .then(() => true),
        ),
      ]);
      if (!database) throw new DatabaseUnavailable();
      return { status: "ok", database: "ok", jobs: state(jobs), storage: state(storage) };
    },
  }),
  route({
    call: "GET /api/health/ready",
    policy: "public",
    tag: "server",
    summary:
      "Whether this process takes requests: 503 NOT_READY while it starts or stops (a load balancer sends the request elsewhere).",
    async handler({ deps }) {
      if (deps.lifecycle.state !== "ready") throw new NotReady();
      return { ready: true as const };
    },
  }),
];
