import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPatient, createPro, signIn } from "../../test/factories";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function patient(): Promise<TestClient> {
  return signIn(t.client(), t.deps, await createPatient(t.deps));
}

describe("GET and PUT /api/patient/patientInfo", () => {
  it("is empty at first", async () => {
    const answer = await (await patient()).get("/api/patient/patientInfo");
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({ phone: null, consent: false, createdAt: null });
  });

  it("stores a French 10-digit number starting with 0 as +33, with the NUMERO_CALL consent", async () => {
    const client = await patient();
    const answer = await client.put("/api/patient/patientInfo", { phone: "06 12 34 56 78", consent: true });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ phone: "+33612345678", consent: true });
    expect((await client.get("/api/patient/patientInfo")).body.value).toMatchObject({
      phone: "+33612345678",
      consent: true,
    });
  });

  it("keeps an international number, and withdraws the consent", async () => {
    const client = await patient();
    await client.put("/api/patient/patientInfo", { phone: "+41791234567", consent: true });
    const answer = await client.put("/api/patient/patientInfo", { phone: "+41791234567", consent: false });
    expect(answer.body.value).toMatchObject({ phone: "+41791234567", consent: false });
  });

  it("answers 400 for a number that is not one, or a consent without a number, and changes nothing", async () => {
    const client = await patient();
    await client.put("/api/patient/patientInfo", { phone: "0612345678", consent: false });
    for (const body of [
      { phone: "612345678", consent: false },
      { phone: "call me", consent: true },
      { phone: null, consent: true },
      { phone: "0612345678" },
      { phone: 612345678, consent: false },
    ]) {
      const answer = await client.put("/api/patient/patientInfo", body);
      expect([JSON.stringify(body), answer.status, answer.body.error]).toEqual([
        JSON.stringify(body),
        400,
        "VALIDATION_FAILED",
      ]);
    }
    expect((await client.get("/api/patient/patientInfo")).body.value).toMatchObject({
      phone: "+33612345678",
      consent: false,
    });
  });

  it("answers 401 without a session and 403 to a pro", async () => {
    const anonymous = await t.client().get("/api/patient/patientInfo");
    expect([anonymous.status, anonymous.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
    const pro = await signIn(t.client(), t.deps, await createPro(t.deps));
    const answer = await pro.put("/api/patient/patientInfo", { phone: "0612345678", consent: true });
    expect([answer.status, answer.body.error]).toEqual([403, "FORBIDDEN"]);
  });
});
