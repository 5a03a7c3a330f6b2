import type { Config } from "./config";
import type { Db } from "./platform/db/connection";
import type { JobQueue } from "./platform/jobs/jobQueue";
import type { ProgramCatalog } from "./core/programCatalog";
import type { DealtDays } from "./features/deck/dealtDays";
import type { DeckAnswers } from "./features/deck/deckAnswers";
import type { Mailer } from "./platform/mail/mailer";
import type { PushSender } from "./platform/push/pushSender";
import type { PayoutAdapter } from "./features/authors/payouts";
import type { PresentedCards } from "./features/deck/presentedCards";
import type { Realtime } from "./platform/realtime";
import type { SessionStore } from "./platform/http/sessionStore";
import type { Lifecycle } from "./platform/lifecycle";
import type { Logger } from "./platform/log";
import type { Metrics } from "./platform/metrics";

/** What every route handler may use besides the request: injected once by `createApp`. */
export interface AppDeps {
  db: Db;
  config: Config;
  catalog: ProgramCatalog;
  sessions: SessionStore;
  /** Days whose cards this process has already materialized. */
  dealtDays: DealtDays;
  /** The last deck answered to each reader, with the day it was built from. */
  deckAnswers: DeckAnswers;
  /** The deck's cards as wire text, presented once. */
  presentedCards: PresentedCards;
  /** The random source of draws (Math.random in production, seeded in tests). */
  random: () => number;
  now: () => Date;
  /** Live events to the patients' streams. */
  realtime: Realtime;
  /** Emails to people (the outbox table and the console by default). */
  mailer: Mailer;
  /** Web Push to the patients' browsers (the `web-push` library unless createApp is given another). */
  push: PushSender;
  /** Pays pros' earnings out (the local sandbox, which pays nothing, unless createApp is given another). */
  payouts: PayoutAdapter;
  /** The job queue (correlations, wrap-ups, expiry): its workers run here unless JOBS_IN_SERVER=0. */
  jobs: JobQueue;
  /** Whether this process takes requests: starting, ready once it listens, stopping once told to stop. */
  lifecycle: Lifecycle;
  /** The process's log: one JSON line per request and per job (server/platform/log.ts). */
  log: Logger;
  /** What GET /metrics tells an operator's Prometheus (server/platform/metrics.ts). */
  metrics: Metrics;
}
