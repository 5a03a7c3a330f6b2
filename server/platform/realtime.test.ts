import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Relay } from "../test/relay";
import { createTestDb, type TestDb } from "../test/testDb";
import { Realtime } from "./realtime";

// Embedded, notices are passed in-process: there is no connection to lose, so nothing to test there.
describe.runIf(process.env.DATABASE_URL)("Realtime on PostgreSQL", () => {
  let testDb: TestDb;
  let relay: Relay;
  let relayed: Realtime;
  let publisher: Realtime;

  beforeAll(async () => {
    testDb = await createTestDb();
    const through = await Relay.to(testDb.url!);
    relay = through.relay;
    relayed = new Realtime(testDb.db, through.url);
    publisher = new Realtime(testDb.db, testDb.url);
  });
  afterAll(async () => {
    await relayed.close();
    await publisher.close();
    await relay.stop();
    await testDb.destroy();
  });

  it("listens again after an outage of several seconds, wakes every stream then, and each hears what follows", async () => {
    let patientWakes = 0;
    let otherWakes = 0;
    const unsubscribe = await relayed.subscribe("patient-1", () => patientWakes++);
    const unsubscribeOther = await relayed.subscribe("patient-2", () => otherWakes++);
    try {
      expect(relayed.listenerPid).toBeDefined();
      await relay.stop();
      await expect.poll(() => relayed.listenerPid, { interval: 50 }).toBeUndefined();
      // Longer than the first retry (1 s), which fails: the relay refuses connections.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(relayed.listenerPid).toBeUndefined();
      await relay.start();
      await expect.poll(() => relayed.listenerPid, { timeout: 10_000, interval: 100 }).toBeDefined();
      // Notices sent meanwhile were lost: each stream is woken to read what is stored.
      await expect.poll(() => [patientWakes, otherWakes], { timeout: 5_000, interval: 50 }).toEqual([1, 1]);

      await publisher.publish("patient-1");
      await expect.poll(() => patientWakes, { timeout: 5_000, interval: 50 }).toBe(2);
      expect(otherWakes).toBe(1);
    } finally {
      unsubscribe();
      unsubscribeOther();
    }
  }, 20_000);
});
