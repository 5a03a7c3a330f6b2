import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/testApp";
import { createPatient, signIn } from "../../test/factories";

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("a request of an account deleted meanwhile", () => {
  it("answers a write 401 NOT_SIGNED_IN, not a 500 of the foreign key it breaks", async () => {
    const patient = await createPatient(t.deps);
    const client = await signIn(t.client(), t.deps, patient);
    // The session is read and cached by this process before the account goes from under it, as
    // when a request was already under way on another process.
    expect((await client.get("/api/auth/me")).status).toBe(200);
    await t.db("users").where({ id: patient.id }).delete();
    const post = await client.post("/api/patient/socialEvents", { groupName: "all", message: "Hello" });
    expect([post.status, post.body?.error]).toEqual([401, "NOT_SIGNED_IN"]);
    expect(await t.db("socialEvents").where({ userId: patient.id }).first()).toBeUndefined();
  });
});
