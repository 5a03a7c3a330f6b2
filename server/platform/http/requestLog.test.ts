import { Writable } from "node:stream";
import Koa from "koa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/testApp";
import { createPatient, signIn } from "../../test/factories";
import { createLogger } from "../log";
import { JobQueue } from "../jobs/jobQueue";
import { jobHandlers } from "../../features/jobHandlers";
import { errorHandler } from "./errorHandler";
import { requestLog } from "./requestLog";

/** A logger whose JSON lines land in `lines`. */
function capture(): { lines: Record<string, unknown>[]; log: ReturnType<typeof createLogger> } {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, log: createLogger({ LOG_LEVEL: "info" }, sink) };
}

const logged = capture();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ log: logged.log });
});
afterAll(() => t.close());

const requestLines = () => logged.lines.filter((line) => line.msg === "request");

describe("the request log", () => {
  it("writes one line per request: its id, method, route, status, duration and user", async () => {
    const patient = await createPatient(t.deps);
    const client = await signIn(t.client(), t.deps, patient);
    const answer = await client.get("/api/patient/todo", { headers: { "X-Request-Id": "lb-42.a" } });
    expect(answer.headers.get("x-request-id")).toBe("lb-42.a");
    const line = requestLines().find((l) => l.reqId === "lb-42.a")!;
    expect(line).toMatchObject({
      level: 30,
      method: "GET",
      route: "GET /api/patient/todo",
      status: 200,
      userId: patient.id,
    });
    expect(typeof line.ms).toBe("number");
    expect(typeof line.time).toBe("string");
  });

  it("makes the id when the client's is not a plain token, and never logs a path's key or a query's token", async () => {
    const key = "k".repeat(43);
    const answer = await t.client().post(
      `/api/external/${key}?token=secret-token`,
      {},
      {
        headers: { "X-Request-Id": 'forged id {"level":60}' },
      },
    );
    const id = answer.headers.get("x-request-id")!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = requestLines().find((l) => l.reqId === id)!;
    expect(line).toMatchObject({ route: "POST /api/external/:key", status: answer.status });
    expect(JSON.stringify(line)).not.toMatch(/kkkk|secret-token/);
    // A page's path may hold a key too: pages are logged as such.
    const page = await t.client().get(`/app/external/${key}`);
    expect(requestLines().find((l) => l.reqId === page.headers.get("x-request-id"))).toMatchObject({
      route: "page",
    });
  });

  it("logs a failure with its stack and the request's id, and answers a bare 500", async () => {
    const { lines, log } = capture();
    const app = new Koa();
    app.use(requestLog(log));
    app.use(errorHandler(undefined, undefined, log));
    app.use(() => {
      throw new Error("boom");
    });
    const server = app.listen(0);
    try {
      const { port } = server.address() as { port: number };
      const answer = await fetch(`http://127.0.0.1:${port}/api/anything`, {
        headers: { "X-Request-Id": "r-1" },
      });
      expect(answer.status).toBe(500);
      expect(await answer.text()).not.toContain("boom");
      const failure = lines.find((line) => line.msg === "request failed")!;
      expect(failure).toMatchObject({ level: 50, reqId: "r-1", err: { message: "boom" } });
      expect((failure.err as { stack: string }).stack).toContain("requestLog.test.ts");
      expect(lines.find((line) => line.msg === "request")).toMatchObject({ reqId: "r-1", status: 500 });
    } finally {
      server.close();
    }
  });
});

describe("the job log", () => {
  it("writes one line per job run, its duration and outcome, a failure with its stack", async () => {
    const { lines, log } = capture();
    const jobs = new JobQueue(t.db, { schema: `${t.deps.jobs.schema}_log`, logger: log });
    await jobs.start({
      work: true,
      context: { ...t.deps, jobs },
      handlers: {
        ...jobHandlers,
        nightly: async () => undefined,
        expiry: async () => {
          throw new Error("the disk is full");
        },
      },
      pollingIntervalSeconds: 0.5,
    });
    try {
      const nightly = await jobs.sendNow("nightly");
      const expiry = await jobs.sendNow("expiry");
      const until = Date.now() + 15_000;
      while (lines.filter((line) => line.msg === "job").length < 2 && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(lines.find((line) => line.jobId === nightly)).toMatchObject({
        level: 30,
        job: "nightly",
        outcome: "completed",
      });
      const failed = lines.find((line) => line.jobId === expiry)!;
      expect(failed).toMatchObject({
        level: 50,
        job: "expiry",
        outcome: "failed",
        err: { message: "the disk is full" },
      });
      expect(typeof failed.ms).toBe("number");
    } finally {
      await jobs.stop();
    }
  });
});
