import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDb, type TestDb } from "../../test/testDb";
import { createAccount } from "../../features/accounts/createAccount";
import { Realtime } from "../realtime";
import { REFRESH_AHEAD_MS, SESSION_CACHE_MS, SessionStore } from "./sessionStore";

describe("SessionStore", () => {
  let testDb: TestDb;
  let now = 1_000_000;
  let queries = 0;
  let store: SessionStore;
  let userId: string;

  beforeAll(async () => {
    testDb = await createTestDb();
    testDb.db.on("query", () => queries++);
    store = new SessionStore(testDb.db, { clock: () => now });
    const user = await createAccount(testDb.db, {
      email: "cache@test.outchi",
      password: "correct horse battery",
      role: "patient",
      language: "en",
    });
    userId = user.id;
  });
  afterAll(() => testDb.destroy());

  it("reads a session once, then trusts it for SESSION_CACHE_MS", async () => {
    const token = await store.open(userId);
    const before = queries;
    expect((await store.userOf(token))?.id).toBe(userId);
    const afterFirst = queries;
    expect(afterFirst).toBeGreaterThan(before);
    expect((await store.userOf(token))?.id).toBe(userId);
    expect(queries).toBe(afterFirst);
    now += SESSION_CACHE_MS + 1;
    expect((await store.userOf(token))?.id).toBe(userId);
    expect(queries).toBeGreaterThan(afterFirst);
  });

  it("forgets a closed session at once", async () => {
    const token = await store.open(userId);
    expect(await store.userOf(token)).toBeDefined();
    await store.close(token);
    expect(await store.userOf(token)).toBeUndefined();
  });

  it("finds a session read a moment ago without waiting, and none it has not read", async () => {
    const token = await store.open(userId);
    expect(store.cached(token)).toBeUndefined();
    await store.userOf(token);
    expect(store.cached(token)?.id).toBe(userId);
    now += SESSION_CACHE_MS;
    expect(store.cached(token)).toBeUndefined();
  });

  it("reads a session once for requests that arrive together", async () => {
    const token = await store.open(userId);
    const before = queries;
    const users = await Promise.all([store.userOf(token), store.userOf(token), store.userOf(token)]);
    expect(users.map((user) => user?.id)).toEqual([userId, userId, userId]);
    // One select (the session, its user and author together); the touch is not due yet.
    expect(queries - before).toBe(1);
  });

  it("does not keep what a read found when the session closed during the read", async () => {
    const token = await store.open(userId);
    const reading = store.userOf(token);
    await store.close(token);
    await reading;
    expect(store.cached(token)).toBeUndefined();
    expect(await store.userOf(token)).toBeUndefined();
  });

  it("without a realtime connection, stops a session closed through another store within SESSION_CACHE_MS", async () => {
    // Two stores on one database that cannot hear each other: each has its own cache.
    const other = new SessionStore(testDb.db, { clock: () => now });
    const token = await store.open(userId);
    expect((await store.userOf(token))?.id).toBe(userId);
    expect((await other.userOf(token))?.id).toBe(userId);
    await other.close(token);
    expect(await other.userOf(token)).toBeUndefined();
    now += SESSION_CACHE_MS;
    expect(await store.userOf(token)).toBeUndefined();
  });

  it("reads a session in use again before it expires, so that no request waits for it", async () => {
    const token = await store.open(userId);
    await store.userOf(token);
    const afterRead = queries;
    now += SESSION_CACHE_MS - REFRESH_AHEAD_MS;
    expect(store.cached(token)?.id).toBe(userId);
    await vi.waitFor(() => expect(queries).toBe(afterRead + 1));
    // The second read started at `now`: it is trusted until then plus SESSION_CACHE_MS.
    now += SESSION_CACHE_MS - REFRESH_AHEAD_MS;
    expect(store.cached(token)?.id).toBe(userId);
  });

  it("drops a session closed through another process when it reads it ahead", async () => {
    const other = new SessionStore(testDb.db, { clock: () => now });
    const token = await store.open(userId);
    await store.userOf(token);
    await other.close(token);
    now += SESSION_CACHE_MS - REFRESH_AHEAD_MS;
    // Still within the bound: served once more while the database is asked again.
    expect(store.cached(token)).toBeDefined();
    await vi.waitFor(() => expect(store.cached(token)).toBeUndefined());
  });

  it("never caches an unknown token", async () => {
    const unknown = "A".repeat(43);
    expect(await store.userOf(unknown)).toBeUndefined();
    expect(await store.userOf(unknown)).toBeUndefined();
  });
});

// Two server processes on one PostgreSQL: each has its own store and its own LISTEN connection.
describe.runIf(process.env.DATABASE_URL)("SessionStore on two processes", () => {
  let testDb: TestDb;
  let realtimes: Realtime[];
  let here: SessionStore;
  let there: SessionStore;

  beforeAll(async () => {
    testDb = await createTestDb();
    realtimes = [new Realtime(testDb.db, testDb.url), new Realtime(testDb.db, testDb.url)];
    here = new SessionStore(testDb.db, { realtime: realtimes[0] });
    there = new SessionStore(testDb.db, { realtime: realtimes[1] });
    await vi.waitFor(() => expect(realtimes.every((realtime) => realtime.listening)).toBe(true));
  });
  afterAll(async () => {
    for (const realtime of realtimes) await realtime.close();
    await testDb.destroy();
  });

  async function newUser(email: string) {
    const user = await createAccount(testDb.db, {
      email,
      password: "correct horse battery",
      role: "patient",
      language: "en",
    });
    return user.id;
  }

  it("stops a session signed out on one process on the other at once", async () => {
    const userId = await newUser("two-processes@test.outchi");
    const token = await here.open(userId);
    expect((await there.userOf(token))?.id).toBe(userId);
    expect(there.cached(token)?.id).toBe(userId);
    await here.close(token);
    await vi.waitFor(() => expect(there.cached(token)).toBeUndefined(), { timeout: 1_000 });
    expect(await there.userOf(token)).toBeUndefined();
  });

  it("stops every session of an account deleted on one process on the other at once", async () => {
    const userId = await newUser("deleted@test.outchi");
    const tokens = [await here.open(userId), await here.open(userId)];
    for (const token of tokens) expect((await there.userOf(token))?.id).toBe(userId);
    await testDb.db("users").where({ id: userId }).delete();
    await here.userChanged(userId);
    await vi.waitFor(
      () => expect(tokens.map((token) => there.cached(token))).toEqual([undefined, undefined]),
      {
        timeout: 1_000,
      },
    );
    for (const token of tokens) expect(await there.userOf(token)).toBeUndefined();
  });

  it("trusts no cached session while it cannot hear the other processes", async () => {
    const userId = await newUser("deaf@test.outchi");
    const lone = new Realtime(testDb.db, testDb.url);
    const store = new SessionStore(testDb.db, { realtime: lone });
    await vi.waitFor(() => expect(lone.listening).toBe(true));
    const token = await store.open(userId);
    await store.userOf(token);
    expect(store.cached(token)?.id).toBe(userId);
    await lone.close();
    expect(store.cached(token)).toBeUndefined();
    expect((await store.userOf(token))?.id).toBe(userId);
    expect(store.cached(token)).toBeUndefined();
  });
});
