import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDb, type TestDb } from "../../test/testDb";
import { createAccount } from "../../features/accounts/accounts";
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
    store = new SessionStore(testDb.db, () => now);
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

  it("stops a session closed through another process within SESSION_CACHE_MS", async () => {
    // Two server processes on one database: each has its own store (and cache).
    const other = new SessionStore(testDb.db, () => now);
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
    const other = new SessionStore(testDb.db, () => now);
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
