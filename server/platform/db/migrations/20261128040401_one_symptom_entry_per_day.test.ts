import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../../test/testDb";
import { migrationSource } from "./index";

const NAME = "20261128040401_one_symptom_entry_per_day";

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

describe(NAME, () => {
  it("merges a day's duplicate entries into the latest, keeping every detail and intake, then allows one", async () => {
    const { db } = testDb;
    await db.migrate.down({ migrationSource, name: NAME });
    await db("users").insert({ id: "u1", email: "one@example.org", passwordHash: "x" });
    await db("symptoms").insert([{ id: "MIGRAINE" }, { id: "ECZEMA" }]);
    await db("medications").insert({ id: "ibuprofen", name: "Ibuprofen" });
    const event = (id: string, symptom: string, at: string, rest: Record<string, unknown>) => ({
      id,
      userId: "u1",
      symptom,
      date: "2025-03-10",
      intensity: 1,
      createdAt: at,
      ...rest,
      variables: JSON.stringify(rest.variables ?? {}),
    });
    await db("symptomEvents").insert([
      event("first", "MIGRAINE", "2025-03-10T08:00:00Z", {
        intensity: 2,
        duration: 60,
        variables: { comment: "morning", triggers: ["stress"] },
      }),
      event("second", "MIGRAINE", "2025-03-10T12:00:00Z", {
        intensity: 3,
        variables: { migraineType: "WITH_AURA", triggers: ["sleep"] },
      }),
      event("latest", "MIGRAINE", "2025-03-10T18:00:00Z", {
        intensity: 4,
        variables: { comment: "evening" },
      }),
      event("alone", "ECZEMA", "2025-03-10T09:00:00Z", { intensity: 1 }),
    ]);
    await db("medicationIntakes").insert({
      id: "intake",
      userId: "u1",
      medicationId: "ibuprofen",
      datetime: "2025-03-10T08:30:00Z",
      crisisId: "first",
    });

    await db.migrate.up({ migrationSource, name: NAME });

    const rows = await db("symptomEvents").where({ userId: "u1" }).orderBy("id");
    expect(rows.map((row: { id: string }) => row.id)).toEqual(["alone", "latest"]);
    expect(rows[1]).toMatchObject({
      intensity: 4,
      duration: 60,
      variables: { comment: "evening", migraineType: "WITH_AURA", triggers: ["stress", "sleep"] },
    });
    expect((await db("medicationIntakes").where({ id: "intake" }).first()).crisisId).toBe("latest");
    await expect(
      db("symptomEvents").insert(event("again", "MIGRAINE", "2025-03-10T20:00:00Z", { intensity: 1 })),
    ).rejects.toThrow(/symptom_events_one_per_day/);
  });
});
