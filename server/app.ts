import path from "node:path";
import Koa from "koa";
import Router from "@koa/router";
import type { Config } from "./config";
import type { Db } from "./platform/db/connection";
import { bodyParser } from "./platform/http/bodyParser";
import { compressAnswers } from "./platform/http/compression";
import { dispatch } from "./platform/http/dispatch";
import { errorHandler, type FailureCheck } from "./platform/http/errorHandler";
import { mountRoutes, type AnswerCheck } from "./platform/http/mount";
import type { AppDeps } from "./appDeps";
import { securityHeaders } from "./platform/http/securityHeaders";
import { loadSession } from "./platform/http/session";
import { localDay } from "../engine/shared/dates";
import { pageData } from "./platform/http/pageData";
import { metaTags, pageMeta } from "./platform/http/pageMeta";
import { serveRenderer } from "./platform/http/staticFiles";
import { serveMedia } from "./platform/http/mediaFiles";
import { serveWebAppManifest } from "./platform/http/webAppManifest";
import { warmModelValidators } from "./platform/db/models/warm";
import { routes } from "./features/routes";
import { JobQueue } from "./platform/jobs/jobQueue";
import { ProgramCatalog } from "./core/programCatalog";
import { DealtDays } from "./features/deck/dealtDays";
import { DeckAnswers } from "./features/deck/deckAnswers";
import { createMailer, type Mailer } from "./platform/mail/mailer";
import { webPushSender, type PushSender } from "./platform/push/pushSender";
import { sandboxPayouts, unavailablePayouts, type PayoutAdapter } from "./features/authors/payouts";
import { PresentedCards } from "./features/deck/presentedCards";
import { Realtime } from "./platform/realtime";
import { SessionStore } from "./platform/http/sessionStore";
import { presentUser } from "./features/accounts/present";
import { appClock } from "./platform/clock";
import { Lifecycle } from "./platform/lifecycle";
import { processLog, type Logger } from "./platform/log";
import { requestLog } from "./platform/http/requestLog";
import { metricsEndpoint } from "./platform/http/metricsEndpoint";
import { Metrics } from "./platform/metrics";

export interface AppOptions {
  db: Db;
  config: Config;
  /** Random source of draws; Math.random unless a test injects a seeded one. */
  random?: () => number;
  now?: () => Date;
  /** Where emails go; SMTP_URL's server, else the outbox table (and the console), unless a test passes another. */
  mailer?: Mailer;
  /** Where Web Push goes; the browsers' push services unless a test passes a stand-in. */
  push?: PushSender;
  /** Who pays pros' earnings out; the local sandbox (nothing is paid) unless one is passed. */
  payouts?: PayoutAdapter;
  /** The job queue; one on `db` in `config.jobsSchema` unless one is passed. Started by main, not here. */
  jobs?: JobQueue;
  /** Tests pass one that checks every answer against its call's schema; production checks none. */
  checkAnswer?: AnswerCheck;
  /** Tests pass one that checks every failure against the failure schema. */
  checkFailure?: FailureCheck;
  /** The log; the process's own (stdout, LOG_LEVEL) unless a test passes one. */
  log?: Logger;
}

/** The Koa app with what tests and main need to reach: its dependencies and its router. */
export type OutchiApp = Koa & { deps: AppDeps; router: Router };

/** Builds the app without listening: API routes, the built renderer and content media. */
export function createApp(options: AppOptions): OutchiApp {
  const { db, config } = options;
  const log = options.log ?? processLog();
  const realtime = new Realtime(db, config.databaseUrl);
  // The metrics read the queue's depths when scraped; the queue tells them of each run.
  const metrics: Metrics = new Metrics({
    db,
    liveStreams: () => realtime.subscriberCount,
    queueDepths: () => jobs.depths(),
  });
  const jobs =
    options.jobs ??
    new JobQueue(db, {
      schema: config.jobsSchema,
      logger: log,
      onRun: (job, outcome) => metrics.jobRun(job, outcome),
    });
  const deps: AppDeps = {
    db,
    config,
    catalog: new ProgramCatalog(db, realtime),
    sessions: new SessionStore(db, { realtime }),
    dealtDays: new DealtDays(),
    deckAnswers: new DeckAnswers(),
    presentedCards: new PresentedCards(),
    random: options.random ?? Math.random,
    now: options.now ?? appClock(config.clockStart),
    realtime,
    mailer: metrics.countMails(options.mailer ?? createMailer(db, config)),
    push: options.push ?? webPushSender,
    payouts: options.payouts ?? (config.paymentSandbox ? sandboxPayouts : unavailablePayouts),
    jobs,
    lifecycle: new Lifecycle(),
    log,
    metrics,
  };
  warmModelValidators();
  const router = new Router();
  const reads = mountRoutes(router, routes, deps, options.checkAnswer);

  const app = new Koa() as OutchiApp;
  app.proxy = config.trustProxy;
  // Behind our proxy, the client's address is the one that proxy appended last to X-Forwarded-For:
  // the entries before it are whatever the client sent, and would dodge every per-address limit.
  app.maxIpsCount = 1;
  app.deps = deps;
  app.router = router;
  // Errors are answered by errorHandler; Koa's own listener would print them a second time.
  app.silent = true;

  // Outermost: every request is logged, whatever answered it, with the time compression took.
  app.use(
    requestLog(log, (method, route, status, seconds) => metrics.request(method, route, status, seconds)),
  );
  app.use(metricsEndpoint(metrics, config.metricsToken));
  // Before the error handler, so that error envelopes are compressed like any answer.
  app.use(compressAnswers());
  app.use(errorHandler(db, options.checkFailure, log));
  app.use(securityHeaders(config.cpx ? [new URL(config.cpx.url).origin] : []));
  app.use(bodyParser());
  app.use(loadSession(deps.sessions));
  app.use(dispatch(router));
  app.use(serveMedia("/media", path.join(config.contentDir, "media")));
  app.use(serveWebAppManifest());
  app.use(
    serveRenderer(
      config.distDir,
      async (ctx, user, language) => {
        const data = await pageData(reads, ctx, user, {
          language,
          today: localDay(deps.now(), user?.timeZone ?? "UTC"),
        });
        const meta = await pageMeta(reads, ctx, user, language, data.answers);
        return meta ? { ...data, meta: metaTags(meta, config.publicUrl, ctx.path) } : data;
      },
      (user) => ({ user: user ? presentUser(user) : null }),
    ),
  );
  return app;
}
