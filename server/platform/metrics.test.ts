import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/testApp";
import { readConfig } from "../config";
import { serveMetrics } from "./metrics";

const TOKEN = "a-metrics-token-of-24-characters";
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { metricsToken: TOKEN } });
});
afterAll(() => t.close());

const scrape = (headers: Record<string, string> = {}) => fetch(`${t.url}/metrics`, { headers });

describe("GET /metrics", () => {
  it("answers only the operator's token", async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape({ Authorization: "Bearer not-the-token-not-the-token" })).status).toBe(401);
    const answer = await scrape({ Authorization: `Bearer ${TOKEN}` });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it("tells request durations by route and status, the pool, the queues, the jobs, the streams and the mails", async () => {
    await t.client().get("/api/health");
    await t.client().post("/api/auth/signup", {
      email: "someone@example.org",
      password: "a long enough password",
      language: "en",
    });
    await t.deps.jobs.start({ work: false });
    const text = await (await scrape({ Authorization: `Bearer ${TOKEN}` })).text();
    expect(text).toMatch(
      /outchi_http_request_duration_seconds_count\{method="GET",route="GET \/api\/health",status="200"\} [1-9]/,
    );
    expect(text).toContain('outchi_jobs_queued{queue="reminders"} 0');
    expect(text).toMatch(/outchi_live_streams \d+/);
    expect(text).toContain("# TYPE outchi_db_pool_connections gauge");
    expect(text).toContain("# TYPE outchi_job_runs_total counter");
    expect(text).toContain('outchi_mails_total{kind="verifySignup",outcome="sent"} 1');
    // A path's key never becomes a label: routes are patterns.
    expect(text).not.toMatch(/route="\/api\//);
  });

  it("is not there at all without a token", async () => {
    const bare = await startTestApp();
    try {
      expect((await fetch(`${bare.url}/metrics`)).status).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it("answers on METRICS_PORT without a token, and nothing else there", async () => {
    const server = await serveMetrics(t.deps.metrics, 0);
    try {
      const { port } = server.address() as { port: number };
      const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain("outchi_http_request_duration_seconds");
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});

describe("METRICS_TOKEN and METRICS_PORT", () => {
  it("refuse a short token and the app's own port", () => {
    expect(() => readConfig({ METRICS_TOKEN: "short" })).toThrow(/24 characters/);
    expect(() => readConfig({ PORT: "3000", METRICS_PORT: "3000" })).toThrow(/other than PORT/);
    expect(readConfig({ METRICS_PORT: "9464" }).metricsPort).toBe(9464);
  });
});
