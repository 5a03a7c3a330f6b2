import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../platform/db/transaction";
import { createTestDb, type TestDb } from "../test/testDb";
import { NotEnoughRewards } from "./errors";
import { credit, debit } from "./ledger";

let testDb: TestDb;
let n = 0;

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

async function newUser(): Promise<string> {
  const id = `ledger-user-${n++}`;
  await testDb.db("users").insert({ id, email: `${id}@test.outchi`, passwordHash: "x" });
  return id;
}

const balance = async (userId: string) =>
  (await testDb.db("bankAccounts").where({ userId }).first("amount", "allTimeAmount")) ?? null;

describe("ledger", () => {
  it("keeps authored credits off real-value debits, and spends them first on the others", async () => {
    const userId = await newUser();
    const move = (run: Parameters<typeof inTransaction>[1]) => inTransaction(testDb.db, run);
    await move((trx) =>
      credit(trx, { userId, delta: 200, reason: "AUTHORED_TASK", idempotencyKey: "a1", authored: true }),
    );
    await move((trx) => credit(trx, { userId, delta: 100, reason: "GIFT_CODE", idempotencyKey: "a2" }));
    const authored = async () =>
      (await testDb.db("bankAccounts").where({ userId }).first("amount", "authoredAmount")) as object;
    expect(await authored()).toEqual({ amount: 300, authoredAmount: 200 });
    await expect(
      move((trx) =>
        debit(trx, { userId, delta: 150, reason: "SHOP", idempotencyKey: "a3", realValue: true }),
      ),
    ).rejects.toBeInstanceOf(NotEnoughRewards);
    await move((trx) =>
      debit(trx, { userId, delta: 100, reason: "SHOP", idempotencyKey: "a4", realValue: true }),
    );
    expect(await authored()).toEqual({ amount: 200, authoredAmount: 200 });
    await move((trx) => debit(trx, { userId, delta: 150, reason: "POWER", idempotencyKey: "a5" }));
    expect(await authored()).toEqual({ amount: 50, authoredAmount: 50 });
  });

  it("credits and debits with a row per movement and the balance after it", async () => {
    const userId = await newUser();
    await inTransaction(testDb.db, (trx) =>
      credit(trx, { userId, delta: 100, reason: "TASK", reference: "c1", idempotencyKey: "k1" }),
    );
    await inTransaction(testDb.db, (trx) =>
      debit(trx, { userId, delta: 30, reason: "PURCHASE", idempotencyKey: "k2" }),
    );
    expect(await balance(userId)).toEqual({ amount: 70, allTimeAmount: 100 });
    const rows = await testDb
      .db("ledgerEntries")
      .where({ userId })
      .orderBy("createdAt")
      .orderBy("balanceAfter", "desc");
    expect(rows.map((row) => [row.delta, row.reason, row.balanceAfter])).toEqual([
      [100, "TASK", 100],
      [-30, "PURCHASE", 70],
    ]);
  });

  it("makes a repeated idempotency key a no-op returning the first entry", async () => {
    const userId = await newUser();
    const first = await inTransaction(testDb.db, (trx) =>
      credit(trx, { userId, delta: 10, reason: "TASK", idempotencyKey: "same" }),
    );
    const second = await inTransaction(testDb.db, (trx) =>
      credit(trx, { userId, delta: 10, reason: "TASK", idempotencyKey: "same" }),
    );
    expect(first.applied).toBe(true);
    expect(second).toEqual({ applied: false, entry: expect.objectContaining({ id: first.entry.id }) });
    expect(await balance(userId)).toEqual({ amount: 10, allTimeAmount: 10 });
  });

  it("never lets the balance go below zero (NOT_ENOUGH_REWARDS) and writes nothing then", async () => {
    const userId = await newUser();
    await inTransaction(testDb.db, (trx) =>
      credit(trx, { userId, delta: 5, reason: "TASK", idempotencyKey: "few" }),
    );
    await expect(
      inTransaction(testDb.db, (trx) =>
        debit(trx, { userId, delta: 6, reason: "PURCHASE", idempotencyKey: "too-much" }),
      ),
    ).rejects.toBeInstanceOf(NotEnoughRewards);
    expect(await balance(userId)).toEqual({ amount: 5, allTimeAmount: 5 });
    expect(await testDb.db("ledgerEntries").where({ idempotencyKey: "too-much" })).toHaveLength(0);
  });

  it("keeps the balance exact under concurrent debits", async () => {
    const userId = await newUser();
    await inTransaction(testDb.db, (trx) =>
      credit(trx, { userId, delta: 100, reason: "TASK", idempotencyKey: "seed" }),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        inTransaction(testDb.db, (trx) =>
          debit(trx, { userId, delta: 10, reason: "PURCHASE", idempotencyKey: `buy-${i}` }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    expect(
      results.filter((r) => r.status === "rejected" && r.reason instanceof NotEnoughRewards),
    ).toHaveLength(10);
    expect(await balance(userId)).toEqual({ amount: 0, allTimeAmount: 100 });
  });

  it("refuses amounts that are not positive integers", async () => {
    const userId = await newUser();
    for (const delta of [0, -5, 1.5]) {
      await expect(
        inTransaction(testDb.db, (trx) =>
          credit(trx, { userId, delta, reason: "TASK", idempotencyKey: `bad-${delta}` }),
        ),
      ).rejects.toThrow(RangeError);
    }
  });
});
