/**
 * What an operator's Prometheus scrapes (GET /metrics, text format, prom-client): request durations
 * by route and status, the database pool's connections in use and callers waiting, the job queues'
 * depths and each job run's outcome, the live streams open, the mails sent and failed. One registry
 * per app; reached with `Authorization: Bearer METRICS_TOKEN`, or on METRICS_PORT (an operator's
 * network only), never otherwise.
 */
import { createServer, type Server } from "node:http";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { Db } from "./db/connection";
import type { Mail, Mailer } from "./mail/mailer";

/** Request durations, in seconds: from a cached read to a slow export. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What the metrics read when they are scraped, from the running app. */
export interface MetricsSources {
  db: Db;
  /** Live streams open on this process. */
  liveStreams: () => number;
  /** Jobs waiting in each queue (absent: this process has no queue started). */
  queueDepths: () => Promise<Record<string, number>>;
}

export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<"method" | "route" | "status">;
  private readonly jobRuns: Counter<"job" | "outcome">;
  private readonly mails: Counter<"kind" | "outcome">;

  constructor(sources: MetricsSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: "outchi_" });
    this.requests = new Histogram({
      name: "outchi_http_request_duration_seconds",
      help: "Requests by route pattern, method and status, with their duration.",
      labelNames: ["method", "route", "status"],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.jobRuns = new Counter({
      name: "outchi_job_runs_total",
      help: "Job runs by job and outcome (completed, failed).",
      labelNames: ["job", "outcome"],
      registers,
    });
    this.mails = new Counter({
      name: "outchi_mails_total",
      help: "Mails by kind and outcome (sent, failed).",
      labelNames: ["kind", "outcome"],
      registers,
    });
    new Gauge({
      name: "outchi_db_pool_connections",
      help: "Database pool connections in use, idle, and callers waiting for one.",
      labelNames: ["state"],
      registers,
      collect() {
        const pool = poolOf(sources.db);
        if (!pool) return;
        this.set({ state: "used" }, pool.numUsed());
        this.set({ state: "idle" }, pool.numFree());
        this.set({ state: "waiting" }, pool.numPendingAcquires());
      },
    });
    new Gauge({
      name: "outchi_live_streams",
      help: "Live streams open on this process.",
      registers,
      collect() {
        this.set(sources.liveStreams());
      },
    });
    new Gauge({
      name: "outchi_jobs_queued",
      help: "Jobs waiting in each queue.",
      labelNames: ["queue"],
      registers,
      async collect() {
        for (const [queue, depth] of Object.entries(await sources.queueDepths())) this.set({ queue }, depth);
      },
    });
  }

  /** A request answered. */
  request(method: string, route: string, status: number, seconds: number): void {
    this.requests.observe({ method, route, status: String(status) }, seconds);
  }

  /** A job run ended. */
  jobRun(job: string, outcome: "completed" | "failed"): void {
    this.jobRuns.inc({ job, outcome });
  }

  /** `mailer`, each of its mails counted as sent or failed. */
  countMails(mailer: Mailer): Mailer {
    return {
      send: async (mail: Mail) => {
        try {
          await mailer.send(mail);
          this.mails.inc({ kind: mail.kind, outcome: "sent" });
        } catch (err) {
          this.mails.inc({ kind: mail.kind, outcome: "failed" });
          throw err;
        }
      },
    };
  }

  /** The text Prometheus scrapes, and its content type. */
  async scrape(): Promise<{ text: string; contentType: string }> {
    return { text: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}

/** The pool of a knex on pg (tarn), or undefined (the embedded database has none). */
function poolOf(db: Db): { numUsed(): number; numFree(): number; numPendingAcquires(): number } | undefined {
  const pool = (db.client as { pool?: unknown }).pool as
    { numUsed?: () => number; numFree(): number; numPendingAcquires(): number } | undefined;
  return pool && typeof pool.numUsed === "function"
    ? (pool as { numUsed(): number; numFree(): number; numPendingAcquires(): number })
    : undefined;
}

/** METRICS_PORT: a server of its own answering only GET /metrics, with no token (an operator's network). */
export function serveMetrics(metrics: Metrics, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics") {
      res.writeHead(404).end();
      return;
    }
    metrics.scrape().then(
      ({ text, contentType }) => res.writeHead(200, { "Content-Type": contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}
