import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../test/testDb";
import { Realtime, type RealtimeEvent } from "./realtime";

/**
 * A TCP relay in front of the real PostgreSQL: stopping it cuts every connection through it and
 * refuses new ones, as an outage does, without touching the server others use.
 */
class Relay {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    const server = net.createServer((socket) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const end of [socket, upstream]) {
        this.sockets.add(end);
        end.on("error", () => undefined);
        end.on("close", () => {
          this.sockets.delete(end);
          socket.destroy();
          upstream.destroy();
        });
      }
      socket.pipe(upstream).pipe(socket);
    });
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server?.close(resolve));
    this.server = undefined;
  }
}

// Embedded, events are passed in-process: there is no connection to lose, so nothing to test there.
describe.runIf(process.env.DATABASE_URL)("Realtime on PostgreSQL", () => {
  let testDb: TestDb;
  let relay: Relay;
  let relayed: Realtime;
  let publisher: Realtime;

  beforeAll(async () => {
    testDb = await createTestDb();
    const url = new URL(testDb.url!);
    relay = new Relay({ host: url.hostname, port: Number(url.port || 5432) });
    await relay.start();
    url.hostname = "127.0.0.1";
    url.port = String(relay.port);
    relayed = new Realtime(testDb.db, url.toString());
    publisher = new Realtime(testDb.db, testDb.url);
  });
  afterAll(async () => {
    await relayed.close();
    await publisher.close();
    await relay.stop();
    await testDb.destroy();
  });

  it("listens again after an outage of several seconds, and open streams hear what follows", async () => {
    const heard: RealtimeEvent[] = [];
    const unsubscribe = await relayed.subscribe("patient-1", (event) => heard.push(event));
    try {
      expect(relayed.listenerPid).toBeDefined();
      await relay.stop();
      await expect.poll(() => relayed.listenerPid, { interval: 50 }).toBeUndefined();
      // Longer than the first retry (1 s), which fails: the relay refuses connections.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(relayed.listenerPid).toBeUndefined();
      await relay.start();
      await expect.poll(() => relayed.listenerPid, { timeout: 10_000, interval: 100 }).toBeDefined();

      await publisher.publish({ userId: "patient-1", type: "reward", id: "entry-1" });
      await expect
        .poll(() => heard, { timeout: 5_000, interval: 50 })
        .toEqual([{ userId: "patient-1", type: "reward", id: "entry-1" }]);
    } finally {
      unsubscribe();
    }
  }, 20_000);
});
