import net from "node:net";
import type { AddressInfo } from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { readConfig } from "../../config";
import { createDb, type Db } from "../db/connection";
import { isDatabaseUnavailable } from "../db/databaseUnavailable";
import { migrateLatest } from "../db/migrate";
import { createTestDb } from "../../test/testDb";
import { answerChecker } from "../../test/answerCheck";
import { TestClient } from "../../test/testApp";

/** A port nothing listens on: bound by us, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs `check` against the app served over `db`, then stops it. */
async function withApp(db: Db, check: (client: TestClient) => Promise<void>): Promise<void> {
  const answers = answerChecker();
  const app = createApp({
    db,
    config: readConfig({}),
    checkAnswer: answers.check,
    checkFailure: answers.checkFailure,
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    await check(new TestClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  } finally {
    server.close();
    await app.deps.realtime.close();
  }
  answers.assertNoDrift();
}

async function expectUnavailable(client: TestClient) {
  const login = await client.post("/api/auth/login", { email: "someone@example.com", password: "password1" });
  expect([login.status, login.body?.error]).toEqual([503, "DATABASE_UNAVAILABLE"]);
  expect(login.headers.get("retry-after")).toBe("5");
  const health = await client.get("/api/health");
  expect([health.status, health.body?.error]).toEqual([503, "DATABASE_UNAVAILABLE"]);
  expect(health.headers.get("retry-after")).toBe("5");
}

describe("a database outage", () => {
  it("answers 503 DATABASE_UNAVAILABLE with Retry-After when PostgreSQL refuses connections", async () => {
    const db = createDb({ databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/outchi` });
    try {
      await withApp(db, expectUnavailable);
    } finally {
      await db.destroy();
    }
  });

  it("answers 503 DATABASE_UNAVAILABLE with Retry-After once the embedded database is closed", async () => {
    const db = createDb();
    await migrateLatest(db);
    try {
      await withApp(db, async (client) => {
        await (db.client.config.connection as { pglite: PGlite }).pglite.close();
        await expectUnavailable(client);
      });
    } finally {
      await db.destroy().catch(() => undefined);
    }
  });

  it.runIf(process.env.DATABASE_URL)(
    "counts a connection terminated by the server (pg_terminate_backend) as an outage",
    async () => {
      const { db, destroy } = await createTestDb();
      const admin = createDb({ databaseUrl: process.env.DATABASE_URL, poolMax: 1 });
      try {
        const failure = await db
          .transaction(async (trx) => {
            const { rows } = await trx.raw<{ rows: Array<{ pid: number }> }>(
              "select pg_backend_pid() as pid",
            );
            await admin.raw("select pg_terminate_backend(?)", [rows[0]!.pid]);
            await trx.raw("select 1");
          })
          .then(
            () => undefined,
            (err: unknown) => err,
          );
        expect(failure).toBeDefined();
        expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
        // The pool drops the dead connection: the next call works again.
        expect((await db.raw("select 1 as one")).rows).toEqual([{ one: 1 }]);
      } finally {
        await admin.destroy();
        await destroy();
      }
    },
  );

  it.runIf(process.env.DATABASE_URL)(
    "answers 503 with Retry-After while the database refuses new connections (ALLOW_CONNECTIONS false)",
    async () => {
      const test = await createTestDb();
      const name = new URL(test.url!).pathname.slice(1);
      await test.db.destroy();
      const admin = createDb({ databaseUrl: process.env.DATABASE_URL, poolMax: 1 });
      const db = createDb({ databaseUrl: test.url });
      try {
        await admin.raw(`alter database "${name}" with allow_connections false`);
        await withApp(db, expectUnavailable);
      } finally {
        await db.destroy();
        await admin.raw(`alter database "${name}" with allow_connections true`);
        await admin.destroy();
        await test.destroy().catch(() => undefined);
      }
    },
  );

  it.runIf(process.env.DATABASE_URL)(
    "answers 503 with Retry-After within its wait bound while the database stalls, rather than hanging",
    async () => {
      const test = await createTestDb();
      const db = createDb({ databaseUrl: test.url, waitLimitMs: 500 });
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      // A stall: every statement that reads the accounts waits behind this lock until it is released.
      let locked: () => void = () => undefined;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      const stall = test.db.transaction(async (trx) => {
        await trx.raw("lock table users in access exclusive mode");
        locked();
        await held;
      });
      try {
        await lockTaken;
        await withApp(db, async (client) => {
          const started = Date.now();
          const login = await client.post("/api/auth/login", {
            email: "someone@example.com",
            password: "password1",
          });
          expect([login.status, login.body?.error]).toEqual([503, "DATABASE_UNAVAILABLE"]);
          expect(login.headers.get("retry-after")).toBe("5");
          expect(Date.now() - started).toBeLessThan(4_000);
        });
      } finally {
        release();
        await stall;
        await db.destroy();
        await test.destroy();
      }
    },
  );

  it("counts node-postgres's own errors of a cut connection, which carry no code, as an outage", () => {
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("ROLLBACK - Connection terminated unexpectedly"))).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error("ROLLBACK - Client has encountered a connection error and is not queryable"),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error("Client was closed and is not queryable"))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Connection terminated by a bug of ours, elsewhere"))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("Connection terminated"), { code: "42P01" }))).toBe(
      false,
    );
  });

  it("does not count a query's own error as an outage", async () => {
    const { db, destroy } = await createTestDb();
    try {
      const failure = await db.raw("select * from no_such_table").catch((err: unknown) => err);
      expect(isDatabaseUnavailable(failure, db)).toBe(false);
    } finally {
      await destroy();
    }
  });
});
