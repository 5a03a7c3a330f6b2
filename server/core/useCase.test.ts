import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../test/testDb";
import { Conflict, NotFound } from "./errors";
import { runUseCase } from "./useCase";

let testDb: TestDb;
let n = 0;

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

const newId = () => `use-case-user-${n++}`;
const exists = async (id: string) => !!(await testDb.db("users").where({ id }).first("id"));
const insertUser = (id: string) => (trx: Knex.Transaction) =>
  trx("users").insert({ id, email: `${id}@test.outchi`, passwordHash: "x" });

describe("runUseCase", () => {
  it("loads, authorizes, decides and writes in that order, then runs after commit what the commit made visible", async () => {
    const id = newId();
    const steps: string[] = [];
    const result = await runUseCase(testDb.db, {
      load: async () => {
        steps.push("load");
        return { id };
      },
      authorize: () => {
        steps.push("authorize");
        return true;
      },
      decide: (loaded) => {
        steps.push("decide");
        return { email: `${loaded.id}@test.outchi` };
      },
      write: async (trx, decision) => {
        steps.push("write");
        await trx("users").insert({ id, email: decision.email, passwordHash: "x" });
        return id;
      },
      afterCommit: async (written) => {
        steps.push(`afterCommit:${await exists(written)}`);
      },
    });
    expect(result).toBe(id);
    expect(steps).toEqual(["load", "authorize", "decide", "write", "afterCommit:true"]);
  });

  it("answers 404 when the policy refuses, and neither decides, writes nor runs after commit", async () => {
    const id = newId();
    const steps: string[] = [];
    await expect(
      runUseCase(testDb.db, {
        load: async (trx) => {
          await insertUser(id)(trx);
          return null;
        },
        authorize: () => false,
        decide: () => steps.push("decide"),
        write: async () => steps.push("write"),
        afterCommit: () => void steps.push("afterCommit"),
      }),
    ).rejects.toBeInstanceOf(NotFound);
    expect(steps).toEqual([]);
    expect(await exists(id)).toBe(false);
  });

  it("rolls back what was written before a refusal, and runs nothing after commit", async () => {
    const id = newId();
    let afterCommit = false;
    await expect(
      runUseCase(testDb.db, {
        load: async () => null,
        write: async (trx) => {
          await insertUser(id)(trx);
          throw new Conflict("TOO_SOON", "refused after the insert");
        },
        afterCommit: () => {
          afterCommit = true;
        },
      }),
    ).rejects.toMatchObject({ code: "TOO_SOON" });
    expect(afterCommit).toBe(false);
    expect(await exists(id)).toBe(false);
  });

  it("runs the whole transaction again from load after a serialization failure", async () => {
    const id = newId();
    let loads = 0;
    let afterCommits = 0;
    await runUseCase(testDb.db, {
      load: async () => ++loads,
      write: async (trx, _decision, attempt) => {
        await insertUser(id)(trx);
        if (attempt === 1) throw Object.assign(new Error("could not serialize access"), { code: "40001" });
      },
      afterCommit: () => {
        afterCommits++;
      },
    });
    expect(loads).toBe(2);
    expect(afterCommits).toBe(1);
    expect(await exists(id)).toBe(true);
  });

  it("with a client key, runs once: the same request again answers the first answer and runs nothing after commit", async () => {
    const id = newId();
    const request = { userId: id, key: "use-case-key-0001", route: "POST /api/test", body: { n: 1 } };
    await testDb.db("users").insert({ id, email: `${id}@test.outchi`, passwordHash: "x" });
    let loads = 0;
    let afterCommits = 0;
    const steps = {
      load: async () => ++loads,
      write: async (trx: Knex.Transaction) => {
        await trx("users")
          .where({ id })
          .update({ name: `run ${loads}` });
        return { loads };
      },
      afterCommit: () => {
        afterCommits++;
      },
    };
    expect(await runUseCase(testDb.db, steps, { idempotency: request })).toEqual({ loads: 1 });
    expect(await runUseCase(testDb.db, steps, { idempotency: request })).toEqual({ loads: 1 });
    expect([loads, afterCommits]).toEqual([1, 1]);
    await expect(
      runUseCase(testDb.db, steps, { idempotency: { ...request, body: { n: 2 } } }),
    ).rejects.toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED" });
    expect(loads).toBe(1);
  });
});
