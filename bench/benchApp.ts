/** The app on a fresh database of the real PostgreSQL, with one patient holding 5 programs and 20 cards. */
import type { EventEmitter } from "node:events";
import type { Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "../server/app";
import { createLogger, lineDestination } from "../server/platform/log";
import type { Db } from "../server/platform/db/connection";
import { readConfig } from "../server/config";
import { openSession } from "../server/platform/http/sessions";
import tour from "../content/programs/tour.json" with { type: "json" };
import type { JournalAction } from "../engine/deck/dailyQueue";
import { createPatient, createProgram, subscribe } from "../server/test/factories";
import { createTestDb } from "../server/test/testDb";

export interface BenchApp {
  url: string;
  /** The same app on the same database with its log silent: what logging each request costs in place. */
  silentUrl: string;
  /** The same app with only its session and route dispatch: what its outer layers cost in place. */
  coreUrl: string;
  cookie: string;
  /** The bench's database (PostgreSQL). */
  db: Db;
  queryCount: () => number;
  /** Connections the database pool has opened since the start. */
  connectionsOpened: () => number;
  /** Requests the app has received and not yet answered (or seen abandoned by their client). */
  inFlight: () => number;
  close: () => Promise<void>;
}

export const PROGRAMS = 5;
export const CARDS_PER_PROGRAM = 4;

function listen(app: ReturnType<typeof createApp>): Promise<Server> {
  return new Promise((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => resolve(server));
  });
}

/**
 * The log as production writes it (JSON lines, batched and written asynchronously) but to /dev/null: the
 * bench's terminal is not the server's log collector, and pino-pretty (chosen when stdout is a
 * terminal) would measure that terminal and fill the bench's output with a line per request.
 */
const devNull = () => lineDestination("/dev/null");

/** The app's own layers: the session and the routes (policy, validation, handler, envelope). */
const INNER_LAYERS = ["loadSession", "dispatch"];

/**
 * `app` without its outer layers (the request log and metrics, compression, the error handler, the
 * security headers, the body parser): its own routing, session, policy and envelope, which is what
 * Koa with @koa/router is to be compared with before the work the outer layers do.
 */
function innerLayers(app: ReturnType<typeof createApp>): ReturnType<typeof createApp> {
  app.middleware = app.middleware.filter((layer) => INNER_LAYERS.includes(layer.name));
  const kept = app.middleware.map((layer) => layer.name);
  if (kept.join() !== INNER_LAYERS.join())
    throw new Error(`the app's inner layers are now ${kept.join(", ")}`);
  return app;
}

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

export async function startBenchApp(): Promise<BenchApp> {
  const testDb = await createTestDb();
  const config = readConfig({ ...process.env, PORT: "0" });
  const log = createLogger({ LOG_LEVEL: "info" }, devNull());
  const app = createApp({ db: testDb.db, config, log });
  const deps = app.deps;
  const user = await createPatient(deps);
  // Real cards: the tour's first day (every task type, real texts), dealt over five programs.
  const firstDay = (tour.actionsJournal as JournalAction[]).filter((a) => a.day === 1);
  for (let p = 0; p < PROGRAMS; p++) {
    const journal = Array.from({ length: CARDS_PER_PROGRAM }, (_, i) => ({
      ...firstDay[(p * CARDS_PER_PROGRAM + i) % firstDay.length]!,
      uniqueId: `task${i}`,
    }));
    const id = await createProgram(deps, { id: `bench${p}`, actionsJournal: journal });
    await subscribe(deps, user, id);
  }
  const token = await openSession(deps.db, user.id);
  // As pgbench does: flush what the setup wrote (a fresh database is hundreds of files) now, so that
  // a checkpoint's sync does not land in the middle of a measurement. Needs a superuser; without
  // one, the figures may carry that stall.
  await testDb.db.raw("checkpoint").catch((err: Error) => console.warn(`no checkpoint: ${err.message}`));
  let queries = 0;
  testDb.db.on("query", () => queries++);
  let opened = 0;
  (testDb.db.client as { pool: EventEmitter }).pool.on("createSuccess", () => opened++);
  const server = await listen(app);
  let inFlight = 0;
  server.on("request", (_request, response: ServerResponse) => {
    inFlight++;
    response.once("close", () => inFlight--);
  });
  const silent = await listen(
    createApp({ db: testDb.db, config, log: createLogger({ LOG_LEVEL: "silent" }, devNull()) }),
  );
  const core = await listen(
    innerLayers(createApp({ db: testDb.db, config, log: createLogger({ LOG_LEVEL: "silent" }, devNull()) })),
  );
  return {
    url: urlOf(server),
    silentUrl: urlOf(silent),
    coreUrl: urlOf(core),
    cookie: `sid=${token}`,
    db: testDb.db,
    queryCount: () => queries,
    connectionsOpened: () => opened,
    inFlight: () => inFlight,
    close: async () => {
      for (const s of [server, silent, core]) {
        s.closeAllConnections();
        await new Promise((resolve) => s.close(resolve));
      }
      await testDb.destroy();
    },
  };
}
