import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_PROFILE } from "../../../engine/accounts/profileCompletion";
import type { User } from "../../platform/db/models";
import { createAccount } from "./createAccount";
import { createPatient, signIn, TEST_PASSWORD } from "../../test/factories";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date("2026-11-26T10:00:00Z") });
});
afterAll(() => t.close());

async function patient(): Promise<{ user: User; client: TestClient }> {
  const user = await createPatient(t.deps, { language: "en" });
  return { user, client: await signIn(t.client(), t.deps, user) };
}

const REQUIRED = {
  firstName: "Ana",
  dateOfBirth: "1990-04-02",
  gender: "female",
  country: "FR",
  zipcode: "75011",
};
const form = (fields: Record<string, unknown> = {}) => ({ ...EMPTY_PROFILE, ...REQUIRED, ...fields });

describe("GET, PUT /api/patient/profile and POST /api/patient/profile/update", () => {
  it("is empty at first, at 0 %", async () => {
    const { client } = await patient();
    const answer = await client.get("/api/patient/profile");
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ completion: 0, language: "en" });
    expect(answer.body.value.missing).toHaveLength(9);
  });

  it("saves the form, +33 for a French number, and counts 5 of 9 as 55 %, then 9 of 9 as 100 %", async () => {
    const { client } = await patient();
    const saved = await client.put(
      "/api/patient/profile",
      form({ phone: "06 12 34 56 78", notification: ["TASKS"] }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.value).toMatchObject({
      completion: 55,
      missing: ["cspCode", "weight", "height", "mutuelle"],
      patientInfo: { ...REQUIRED, phone: "+33612345678", notification: ["TASKS"] },
    });
    const full = await client.put(
      "/api/patient/profile",
      form({ cspCode: "RETIRED", weight: 70.5, height: 172, mutuelle: "MGEN" }),
    );
    expect(full.body.value).toMatchObject({ completion: 100, missing: [] });
    const update = await client.post("/api/patient/profile/update");
    expect(update.status).toBe(200);
    expect(update.body.value).toMatchObject({ completion: 100, patientInfo: { weight: 70.5 } });
  });

  it("answers 400 naming each empty required input and a bad telephone, and saves nothing", async () => {
    const { client } = await patient();
    const answer = await client.put(
      "/api/patient/profile",
      form({ firstName: "  ", zipcode: null, phone: "12345", mutuelle: "MGEN" }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe("VALIDATION_FAILED");
    expect(answer.body.details.map((d: { path: string }) => d.path)).toEqual([
      "/firstName",
      "/zipcode",
      "/phone",
    ]);
    expect((await client.get("/api/patient/profile")).body.value.completion).toBe(0);
  });

  it("answers 400 for a value outside its schema (an unknown gender)", async () => {
    const { client } = await patient();
    const answer = await client.put("/api/patient/profile", form({ gender: "robot" }));
    expect([answer.status, answer.body.error]).toEqual([400, "VALIDATION_FAILED"]);
  });

  it("answers 401 without a session", async () => {
    const answer = await t.client().get("/api/patient/profile");
    expect(answer.status).toBe(401);
  });
});

describe("GET, POST /api/patient/consents", () => {
  it("lists the offered consents, gives one once, and cannot withdraw it", async () => {
    const { client } = await patient();
    const first = await client.get("/api/patient/consents");
    expect(first.body.value.items.map((c: { given: boolean }) => c.given)).toEqual([false, false, false]);
    const given = await client.post("/api/patient/consents", { consentID: "RESEARCH" });
    expect(given.status).toBe(200);
    expect(
      given.body.value.items.find((c: { consentID: string }) => c.consentID === "RESEARCH"),
    ).toMatchObject({
      given: true,
    });
    const again = await client.post("/api/patient/consents", { consentID: "RESEARCH" });
    expect(again.body.value).toEqual(given.body.value);
    expect((await client.delete("/api/patient/consents")).status).toBe(404);
  });

  it("answers 400 for a consent the profile does not offer", async () => {
    const { client } = await patient();
    const answer = await client.post("/api/patient/consents", { consentID: "NUMERO_CALL" });
    expect([answer.status, answer.body.error]).toEqual([400, "VALIDATION_FAILED"]);
  });
});

describe("GET, PUT /api/patient/socialProfile and POST /api/patient/socialProfile/title", () => {
  it("starts empty, sharing with ALL, and cuts the pseudo to 30 and the bio to 150", async () => {
    const { user, client } = await patient();
    const first = await client.get("/api/patient/socialProfile");
    expect(first.body.value).toEqual({
      id: user.id,
      pseudo: "",
      bio: "",
      title: null,
      titleLabel: null,
      reactionCounter: 0,
      defaultShare: "ALL",
      titles: [],
    });
    const saved = await client.put("/api/patient/socialProfile", {
      pseudo: "p".repeat(40),
      bio: "b".repeat(160),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.value.pseudo).toHaveLength(30);
    expect(saved.body.value.bio).toHaveLength(150);
  });

  it("answers 409 TITLE_NOT_EARNED for a title not earned, then shows an earned one", async () => {
    const { user, client } = await patient();
    const refused = await client.post("/api/patient/socialProfile/title", { title: "AWARDV2_KNOWLEDGE_1_1" });
    expect([refused.status, refused.body.error]).toEqual([409, "TITLE_NOT_EARNED"]);
    await client.put(
      "/api/patient/profile",
      form({ cspCode: "RETIRED", weight: 70, height: 172, mutuelle: "MGEN" }),
    );
    expect((await client.post("/api/patient/profile/award/claim/AWARDV2_KNOWLEDGE_1_1")).status).toBe(200);
    const chosen = await client.post("/api/patient/socialProfile/title", { title: "AWARDV2_KNOWLEDGE_1_1" });
    expect(chosen.status).toBe(200);
    expect(chosen.body.value).toMatchObject({
      id: user.id,
      title: "AWARDV2_KNOWLEDGE_1_1",
      titleLabel: "Curious",
      titles: [{ id: "AWARDV2_KNOWLEDGE_1_1", label: "Curious" }],
    });
    const none = await client.post("/api/patient/socialProfile/title", { title: null });
    expect(none.body.value.title).toBeNull();
  });

  it("answers 400 for a body outside its schema", async () => {
    const { client } = await patient();
    const answer = await client.put("/api/patient/socialProfile", { pseudo: 12 });
    expect([answer.status, answer.body.error]).toEqual([400, "VALIDATION_FAILED"]);
  });
});

describe("PUT /api/patient/language", () => {
  it("stores the language on the user", async () => {
    const { client } = await patient();
    const answer = await client.put("/api/patient/language", { language: "it" });
    expect(answer.status).toBe(200);
    expect(answer.body.value.user.language).toBe("it");
    expect((await client.get("/api/auth/me")).body.value.user.language).toBe("it");
  });

  it("is the account's language for a pro and an admin too", async () => {
    for (const role of ["pro", "admin"] as const) {
      const user = await createAccount(t.db, {
        email: `language-${role}@test.outchi`,
        password: TEST_PASSWORD,
        role,
        language: "fr",
      });
      const client = await signIn(t.client(), t.deps, user);
      const answer = await client.put("/api/patient/language", { language: "en" });
      expect([answer.status, answer.body.value?.user.language]).toEqual([200, "en"]);
      expect((await client.get("/api/auth/me")).body.value.user.language).toBe("en");
    }
  });

  it("answers 401 without a session", async () => {
    const answer = await t.client().put("/api/patient/language", { language: "en" });
    expect(answer.status).toBe(401);
  });

  it("answers 400 for a language the app does not speak", async () => {
    const { client } = await patient();
    const answer = await client.put("/api/patient/language", { language: "de" });
    expect([answer.status, answer.body.error]).toEqual([400, "VALIDATION_FAILED"]);
  });
});
