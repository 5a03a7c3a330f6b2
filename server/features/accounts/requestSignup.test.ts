/**
 * Signing up with an address that has an account answers as for a new one (authRoutes.test.ts) and
 * takes as long: the password is hashed either way, before the address is looked up
 * (requestSignup.ts). Counted rather than timed: a timing under a loaded machine's noise proves
 * nothing either way.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp } from "../../test/testApp";
import { createPatient } from "../../test/factories";
import * as passwords from "./passwords";

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signUp = (email: string) =>
  t.client().post("/api/auth/signup", { email, password: "long enough password", language: "en" });

describe("signing up", () => {
  it("hashes the password for an address that has an account as for a new one", async () => {
    const owner = await createPatient(t.deps);
    // The server projects share their modules between files (vitest.config.ts): a spy on the
    // module everyone imports, not a mock of it, which a file loaded earlier would not see.
    const hashed = vi.spyOn(passwords, "hashPassword");
    try {
      expect((await signUp("new-address@example.org")).status).toBe(202);
      expect(hashed.mock.calls).toEqual([["long enough password"]]);

      hashed.mockClear();
      expect((await signUp(owner.email)).status).toBe(202);
      expect(hashed.mock.calls).toEqual([["long enough password"]]);
    } finally {
      hashed.mockRestore();
    }
  });
});
