import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/testApp";
import { checkCredentials } from "./accounts";
import { loadContent } from "./contentLoader";
import { DEMO_PATIENT_EMAIL, DEMO_PRO_EMAIL, ensureDemoAccounts, TOUR_PROGRAM_ID } from "./demoAccounts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await loadContent(t.db, t.deps.config.contentDir);
  await t.deps.catalog.reload();
});
afterAll(() => t.close());

describe("ensureDemoAccounts", () => {
  it("creates a patient following the tour and a pro once, named, with random passwords kept hashed", async () => {
    const created = await ensureDemoAccounts(t.deps);
    expect(created.map((account) => [account.role, account.email])).toEqual([
      ["patient", DEMO_PATIENT_EMAIL],
      ["pro", DEMO_PRO_EMAIL],
    ]);
    const names = [];
    for (const account of created) {
      expect(account.password.length).toBeGreaterThanOrEqual(16);
      const user = await checkCredentials(t.db, account.email, account.password);
      names.push(user.name);
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(user.passwordHash).not.toContain(account.password);
    }
    expect(names).toEqual(["Camille", "Demo Pro"]);
    const patient = await checkCredentials(t.db, DEMO_PATIENT_EMAIL, created[0]?.password ?? "");
    expect(
      await t
        .db("studySubscriptions")
        .where({ patientusersId: patient.id, studyId: TOUR_PROGRAM_ID })
        .first(),
    ).toMatchObject({
      status: "INPROGRESS",
    });
    expect(await ensureDemoAccounts(t.deps)).toEqual([]);
  });
});
