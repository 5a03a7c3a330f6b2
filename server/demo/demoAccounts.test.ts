import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/testApp";
import { signIn } from "../test/factories";
import { checkCredentials } from "../features/accounts/checkCredentials";
import { createAccount } from "../features/accounts/createAccount";
import { loadContent } from "../features/contentLoader";
import { DEMO_RATABLE_PROGRAM_ID } from "./demoRatings";
import { User } from "../platform/db/models";
import {
  DEMO_FOLLOWER_EMAIL,
  DEMO_FOLLOWER_REWARDS,
  DEMO_PATIENT_EMAIL,
  DEMO_PATIENT_REWARDS,
  DEMO_PRO_AUTHOR_ID,
  DEMO_PRO_EMAIL,
  ensureDemoAccounts,
  DEMO_ADMIN_EMAIL,
  DEMO_CATALOGUE_PROS,
  TOUR_PROGRAM_ID,
} from "./demoAccounts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await loadContent(t.db, t.deps.config.contentDir);
  await t.deps.catalog.reload();
});
afterAll(() => t.close());

describe("ensureDemoAccounts", () => {
  it("creates a patient following the tour, a pro, a follower waiting for the pro and an admin once, named, with random passwords kept hashed", async () => {
    const created = await ensureDemoAccounts(t.deps);
    expect(created.map((account) => [account.role, account.email])).toEqual([
      ["patient", DEMO_PATIENT_EMAIL],
      ["pro", DEMO_PRO_EMAIL],
      ["patient", DEMO_FOLLOWER_EMAIL],
      ["admin", DEMO_ADMIN_EMAIL],
      ...DEMO_CATALOGUE_PROS.map((pro) => ["pro", pro.email]),
    ]);
    const names = [];
    for (const account of created) {
      expect(account.password.length).toBeGreaterThanOrEqual(16);
      const user = await checkCredentials(t.db, account.email, account.password);
      names.push(user.name);
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(user.passwordHash).not.toContain(account.password);
    }
    expect(names).toEqual([
      "Camille",
      "Demo Pro",
      "Noah",
      "Demo Admin",
      ...DEMO_CATALOGUE_PROS.map((pro) => pro.name),
    ]);
    // Every author of the content has a pro who answers its follows and messages.
    expect(await t.db("authors").whereNull("userId").pluck("id")).toEqual([]);
    for (const [index, pro] of DEMO_CATALOGUE_PROS.entries()) {
      const owner = await checkCredentials(t.db, pro.email, created[4 + index]?.password ?? "");
      expect([owner.role, owner.authorId]).toEqual(["pro", pro.authorId]);
    }
    // The admin works the moderation queue.
    const admin = await checkCredentials(t.db, DEMO_ADMIN_EMAIL, created[3]?.password ?? "");
    const moderator = await signIn(t.client(), t.deps, admin);
    expect((await moderator.get("/api/admin/moderation")).status).toBe(200);
    const patient = await checkCredentials(t.db, DEMO_PATIENT_EMAIL, created[0]?.password ?? "");
    expect(
      await t.db("studySubscriptions").where({ userId: patient.id, studyId: TOUR_PROGRAM_ID }).first(),
    ).toMatchObject({
      status: "INPROGRESS",
    });
    // Migraine tracked over two weeks, so that home shows a symptom's card with its chart.
    expect(await t.db("userSymptoms").where({ userId: patient.id }).pluck("symptom")).toEqual(["MIGRAINE"]);
    expect(Number((await t.db("symptomEvents").where({ userId: patient.id }).count("* as n"))[0]?.n)).toBe(6);
    // Rewards to spend in the shop, and a profile complete enough to claim the first award.
    const patientClient = await signIn(t.client(), t.deps, patient);
    expect((await patientClient.get("/api/patient/bank")).body.value.amount).toBe(DEMO_PATIENT_REWARDS);
    const awards = (await patientClient.get("/api/patient/awards")).body.value;
    expect(JSON.stringify(awards)).toContain('"status":"CLAIMABLE"');
    expect(await t.db("authorLinks").where({ userId: patient.id })).toEqual([]);
    // The follower's paid month of the demo author waits: the demo pro has an invitation to
    // validate, and then the follower's two weeks of migraine to read.
    const follower = await checkCredentials(t.db, DEMO_FOLLOWER_EMAIL, created[2]?.password ?? "");
    expect(
      await t.db("authorLinks").where({ userId: follower.id }).select("authorId", "status", "followPrice"),
    ).toEqual([{ authorId: DEMO_PRO_AUTHOR_ID, status: "TO_VALIDATE", followPrice: 500 }]);
    expect(Number((await t.db("bankAccounts").where({ userId: follower.id }).first("amount"))?.amount)).toBe(
      DEMO_FOLLOWER_REWARDS - 500,
    );
    expect(Number((await t.db("symptomEvents").where({ userId: follower.id }).count("* as n"))[0]?.n)).toBe(
      6,
    );
    expect(await ensureDemoAccounts(t.deps)).toEqual([]);

    // The demo pro's area starts with the demo content's program, published, of every kind of card.
    const pro = await checkCredentials(t.db, DEMO_PRO_EMAIL, created[1]?.password ?? "");
    expect(pro.authorId).toBe(DEMO_PRO_AUTHOR_ID);
    const author = await signIn(t.client(), t.deps, pro);
    const programs = (await author.get(`/api/pro/${DEMO_PRO_AUTHOR_ID}/program`)).body.value.items;
    expect(programs).toMatchObject([
      { id: "micro-breaks", status: "INPROGRESS", versions: [{ version: 1 }] },
      { id: "stress-reset", status: "INPROGRESS", versions: [{ version: 1 }] },
    ]);
    // A program with subscription conditions (docs/features/accounts.md) is authored there too.
    const stress = (await author.get(`/api/pro/${DEMO_PRO_AUTHOR_ID}/program/stress-reset`)).body.value;
    expect(stress.draft.subscriptionConditions).toEqual([
      { type: "consent", consent: "STRESS_RESET_FOLLOW_UP" },
      { type: "quest", formCategory: "STRESS_SCREENING" },
    ]);
    const { draft } = (await author.get(`/api/pro/${DEMO_PRO_AUTHOR_ID}/program/micro-breaks`)).body.value;
    const types = new Set(draft.actionsJournal.map((action: { taskType: string }) => action.taskType));
    expect([...types].sort()).toEqual(["CHOICE", "CUSTOM_ACTIVITY_CARD", "DEFAULT"]);
  });

  it("shows Noah's rating on the tour's public page, and lets Camille rate the program she finished once", async () => {
    await ensureDemoAccounts(t.deps);
    const ratings = (await t.client().get(`/api/guest/program/${TOUR_PROGRAM_ID}/ratings`)).body.value;
    expect(ratings).toMatchObject({ groupName: `rating_${TOUR_PROGRAM_ID}`, count: 1, average: 5 });
    expect(ratings.items[0].pseudo).toBe("Noah");
    const camille = await User.query(t.db).findOne({ email: DEMO_PATIENT_EMAIL });
    const client = await signIn(t.client(), t.deps, camille!);
    const state = async (studyId: string) =>
      (await client.get(`/api/patient/study/${studyId}/rating`)).body.value.state;
    expect(await state(DEMO_RATABLE_PROGRAM_ID)).toBe("CAN_RATE");
    expect(await state(TOUR_PROGRAM_ID)).toBe("NOT_FINISHED");
    // The program she finished deals her no card: her deck is the tour's.
    expect(
      await t
        .db("notifications")
        .where({ userId: camille!.id, globalnotificationId: DEMO_RATABLE_PROGRAM_ID }),
    ).toEqual([]);
  });

  it("gives a pro an author of their own when the one asked for is taken", async () => {
    const other = await createAccount(t.db, {
      email: "second-pro@test.outchi",
      password: "a long enough password",
      role: "pro",
      language: "en",
      authorId: DEMO_PRO_AUTHOR_ID,
    });
    expect(other.authorId).toBeTruthy();
    expect(other.authorId).not.toBe(DEMO_PRO_AUTHOR_ID);
    const owned = await t.db("authors").where({ userId: other.id }).select("id");
    expect(owned).toEqual([{ id: other.authorId }]);
  });
});
