import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../test/testDb";
import { migrationSource } from "./migrations";

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

describe("migrations", () => {
  it("create every table and roll back cleanly", async () => {
    const { db } = testDb;
    for (const table of [
      "users",
      "notifications",
      "ledger_entries",
      "rate_limits",
      "medication_intakes",
      "pending_signups",
      "outbox",
    ]) {
      expect(await db.schema.hasTable(table)).toBe(true);
    }
    await db.migrate.rollback({ migrationSource }, true);
    expect(await db.schema.hasTable("users")).toBe(false);
    await db.migrate.latest({ migrationSource });
    expect(await db.schema.hasTable("users")).toBe(true);
  });

  it("refuse a negative balance and an out-of-range lucky counter", async () => {
    const { db } = testDb;
    await db("users").insert({ id: "u1", email: "a@b.c", passwordHash: "x" });
    await expect(db("bankAccounts").insert({ userId: "u1", amount: -1 })).rejects.toThrow(/check/);
    await expect(db("userMetadata").insert({ userId: "u1", luckyOutchi: 7 })).rejects.toThrow(/check/);
  });
});
