/* eslint-disable @typescript-eslint/no-explicit-any -- test answers are JSON whose shape each test asserts as it reads it. */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { createApp, type OutchiApp } from "../app";
import { readConfig, type Config } from "../config";
import type { AppDeps } from "../appDeps";
import type { Logger } from "../platform/log";
import { OutboxMailer } from "../platform/mail/mailer";
import { answerChecker } from "./answerCheck";
import { createTestDb, type TestDb } from "./testDb";

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  /** The parsed JSON body (undefined when the answer is not JSON). */
  body: T;
}

export interface RequestOptions {
  /** Sent as is, instead of JSON-encoding `body` (bytes for uploads). */
  rawBody?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  /** Leave out the CSRF header that the renderer always sends. */
  noCsrfHeader?: boolean;
}

/** A fetch client that keeps the session cookie and sends the renderer's headers. */
export class TestClient {
  private cookie: string | undefined;

  constructor(private readonly baseUrl: string) {}

  /** Adopts a session token, as if the server had set the cookie. */
  useSession(token: string): this {
    this.cookie = `sid=${token}`;
    return this;
  }

  get hasSession(): boolean {
    return this.cookie !== undefined;
  }

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
    if (!options.noCsrfHeader) headers["X-Requested-With"] = "fetch";
    if (this.cookie) headers.Cookie = this.cookie;
    const payload = options.rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
    if (payload !== undefined && !headers["Content-Type"]) headers["Content-Type"] = "application/json";
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: payload,
      redirect: "manual",
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(";");
      const [name, value] = (pair ?? "").split("=");
      if (name?.trim() !== "sid") continue;
      this.cookie = value ? `sid=${value}` : undefined;
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  get<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>("GET", path, undefined, options);
  }
  post<T = any>(path: string, body: unknown = {}, options?: RequestOptions) {
    return this.request<T>("POST", path, body, options);
  }
  put<T = any>(path: string, body: unknown = {}, options?: RequestOptions) {
    return this.request<T>("PUT", path, body, options);
  }
  delete<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>("DELETE", path, undefined, options);
  }
}

export interface TestApp {
  app: OutchiApp;
  deps: AppDeps;
  db: TestDb["db"];
  /** The test database's URL on PostgreSQL; undefined embedded. */
  databaseUrl: TestDb["url"];
  url: string;
  /** A new client with its own cookie jar. */
  client(): TestClient;
  close(): Promise<void>;
}

/** Serves `app` on a random port; `close` stops it and its live events. */
async function serve(app: OutchiApp): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await app.deps.jobs.stop();
      await app.deps.realtime.close();
    },
  };
}

/**
 * The app on a random port over a fresh test database. `liveThroughDatabase`: on PostgreSQL, live
 * events go through LISTEN/NOTIFY on the test's database, as between a deployment's processes
 * (embedded, and by default, in-process).
 */
export async function startTestApp(
  options: {
    random?: () => number;
    now?: () => Date;
    config?: Partial<Config>;
    liveThroughDatabase?: boolean;
    /** The app's log (silent by default under the tests). */
    log?: Logger;
  } = {},
): Promise<TestApp> {
  const testDb = await createTestDb();
  const config = {
    ...readConfig({}),
    port: 0,
    databaseUrl: options.liveThroughDatabase ? testDb.url : undefined,
    ...options.config,
  };
  // The outbox keeps every email for the tests to read; its console line would only be noise here.
  const mailer = new OutboxMailer(testDb.db, () => {});
  const answers = answerChecker();
  const app = createApp({
    db: testDb.db,
    config,
    random: options.random,
    now: options.now,
    mailer,
    checkAnswer: answers.check,
    checkFailure: answers.checkFailure,
    log: options.log,
  });
  const served = await serve(app);
  app.deps.lifecycle.ready();
  return {
    app,
    deps: app.deps,
    db: testDb.db,
    databaseUrl: testDb.url,
    url: served.url,
    client: () => new TestClient(served.url),
    async close() {
      await served.close();
      await testDb.destroy();
      answers.assertNoDrift();
    },
  };
}

/**
 * Another server process beside `t`: the same configuration (but for `config`), clock and database,
 * and its own in-memory state (session cache, dealt days, presented cards, catalogue). It shares
 * `t`'s connection pool, which holds nothing of a process; its LISTEN connection goes to
 * `config.databaseUrl` when given (a relay a test can cut). Closing it leaves `t` and the database up.
 */
export async function startOtherProcess(
  t: TestApp,
  config: Partial<Config> = {},
): Promise<Omit<TestApp, "db" | "databaseUrl">> {
  const answers = answerChecker();
  const app = createApp({
    db: t.db,
    config: { ...t.deps.config, ...config },
    random: t.deps.random,
    now: t.deps.now,
    mailer: t.deps.mailer,
    checkAnswer: answers.check,
    checkFailure: answers.checkFailure,
  });
  const served = await serve(app);
  app.deps.lifecycle.ready();
  return {
    app,
    deps: app.deps,
    url: served.url,
    client: () => new TestClient(served.url),
    async close() {
      await served.close();
      answers.assertNoDrift();
    },
  };
}
