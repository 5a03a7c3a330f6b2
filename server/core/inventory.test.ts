import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../platform/db/transaction";
import { createTestDb, type TestDb } from "../test/testDb";
import { grantItem, heldItems, holds, NotEnoughPower, powerQuantity, usePower } from "./inventory";

let testDb: TestDb;
let n = 0;

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

async function newUser(): Promise<string> {
  const id = `inventory-user-${n++}`;
  await testDb.db("users").insert({ id, email: `${id}@test.outchi`, passwordHash: "x" });
  return id;
}

describe("inventory", () => {
  it("owns an element once, however many times it is granted", async () => {
    const userId = await newUser();
    const head = {
      kind: "PET_HEAD",
      itemId: "cat",
      image: "https://img.test/cat.png",
      source: "SHOP",
    } as const;
    expect(await inTransaction(testDb.db, (trx) => grantItem(trx, userId, head))).toBe(true);
    expect(await inTransaction(testDb.db, (trx) => grantItem(trx, userId, head))).toBe(false);
    expect(await holds(testDb.db, userId, "PET_HEAD", "cat")).toBe(true);
    expect(await holds(testDb.db, userId, "PET_HEAD", "dog")).toBe(false);
    const items = await heldItems(testDb.db, userId);
    expect(items.map(({ kind, itemId, image, quantity }) => ({ kind, itemId, image, quantity }))).toEqual([
      { kind: "PET_HEAD", itemId: "cat", image: "https://img.test/cat.png", quantity: 1 },
    ]);
  });

  it("adds powers up, uses them and refuses to go below zero", async () => {
    const userId = await newUser();
    const tokens = { kind: "POWER", itemId: "ASSISTANT_TOKEN", source: "SHOP" } as const;
    await inTransaction(testDb.db, (trx) => grantItem(trx, userId, { ...tokens, quantity: 10 }));
    await inTransaction(testDb.db, (trx) => grantItem(trx, userId, { ...tokens, quantity: 5 }));
    expect(await powerQuantity(testDb.db, userId, "ASSISTANT_TOKEN")).toBe(15);
    expect(await inTransaction(testDb.db, (trx) => usePower(trx, userId, "ASSISTANT_TOKEN", 14))).toBe(1);
    await expect(
      inTransaction(testDb.db, (trx) => usePower(trx, userId, "ASSISTANT_TOKEN", 2)),
    ).rejects.toBeInstanceOf(NotEnoughPower);
    expect(await powerQuantity(testDb.db, userId, "ASSISTANT_TOKEN")).toBe(1);
    expect(await powerQuantity(testDb.db, userId, "LOST_SERIE")).toBe(0);
    await expect(
      inTransaction(testDb.db, (trx) => usePower(trx, userId, "LOST_SERIE")),
    ).rejects.toMatchObject({
      status: 409,
      code: "NOT_ENOUGH_POWER",
    });
  });

  it("uses the last power once when two uses race", async () => {
    const userId = await newUser();
    await inTransaction(testDb.db, (trx) =>
      grantItem(trx, userId, { kind: "POWER", itemId: "LOST_SERIE", source: "SHOP" }),
    );
    const uses = await Promise.allSettled(
      [1, 2, 3].map(() => inTransaction(testDb.db, (trx) => usePower(trx, userId, "LOST_SERIE"))),
    );
    expect(uses.filter((use) => use.status === "fulfilled")).toHaveLength(1);
    expect(await powerQuantity(testDb.db, userId, "LOST_SERIE")).toBe(0);
  });
});
