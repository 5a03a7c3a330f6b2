import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/testApp";
import { createPatient } from "../../test/factories";
import { openSession } from "./sessions";
import { drainServer } from "./shutdown";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A second listener of the app: the process the test stops (the test app's own keeps answering). */
async function listen(): Promise<{ server: Server; url: string }> {
  const server: Server = await new Promise((resolve) => {
    const listening = t.app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe("GET /api/health", () => {
  it("says whether the database, the job queue and the file storage answer", async () => {
    const health = async () => (await t.client().get("/api/health")).body.value;
    // The test app's queue is not started: the process could not queue a job.
    expect(await health()).toEqual({ status: "ok", database: "ok", jobs: "unavailable", storage: "ok" });
    await t.deps.jobs.start({ work: false });
    expect(await health()).toEqual({ status: "ok", database: "ok", jobs: "ok", storage: "ok" });
  });
});

describe("a server process told to stop (SIGTERM)", () => {
  it("is no longer ready, ends its live streams, finishes the requests in flight, then closes", async () => {
    expect((await t.client().get("/api/health/ready")).body.value).toEqual({ ready: true });
    const { server, url } = await listen();
    const patient = await createPatient(t.deps);
    const sid = await openSession(t.db, patient.id);

    // A live stream, open and started.
    const stream = await fetch(`${url}/api/patient/stream`, {
      headers: { Cookie: `sid=${sid}`, Accept: "text/event-stream" },
    });
    const reader = stream.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain("event: ready");

    // A request in flight: its headers sent, half of its body still to come.
    const body = JSON.stringify({ email: "nobody@example.org", password: "a long enough password" });
    const answered = new Promise<number>((resolve, reject) => {
      const inFlight = request(
        `${url}/api/auth/login`,
        {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "Content-Length": Buffer.byteLength(body),
            "X-Requested-With": "fetch",
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode!);
        },
      );
      inFlight.on("error", reject);
      inFlight.write(body.slice(0, 10));
      setTimeout(() => inFlight.end(body.slice(10)), 300);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));

    const drained = drainServer(server, t.deps, 5_000);
    const ready = await t.client().get("/api/health/ready");
    expect([ready.status, ready.body.error, ready.headers.get("retry-after")]).toEqual([
      503,
      "NOT_READY",
      "1",
    ]);
    // The stream ends: its client reconnects, elsewhere, from its last event id.
    for (;;) if ((await reader.read()).done) break;
    // The request in flight still gets its answer (a wrong password here), not a cut connection.
    expect(await answered).toBe(401);
    await drained;
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    expect(t.deps.realtime.subscriberCount).toBe(0);
  });
});
