import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiSchemas } from "../../card-schemas/registry";
import { createAjv } from "../../card-schemas/validators";
import { startTestApp, type TestApp } from "../test/testApp";
import { createPatient, TEST_PASSWORD } from "../test/factories";

const ajv = createAjv();
/** Asserts that `value` is what the route's answer schema describes. */
function expectSchema(schema: { $id: string }, value: unknown) {
  const validate = ajv.getSchema(schema.$id)!;
  expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signup = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: "long enough password",
  language: "en",
  ...extra,
});

describe("accounts", () => {
  it("signs up, knows who is signed in, signs out", async () => {
    const client = t.client();
    const created = await client.post("/api/auth/signup", signup("Someone@Example.org"));
    expect(created.status).toBe(201);
    expect(created.body.value.user).toMatchObject({
      email: "someone@example.org",
      role: "patient",
      language: "en",
    });
    expect(created.body.value.user.passwordHash).toBeUndefined();
    const cookie = created.headers.getSetCookie().join(";");
    expect(cookie).toMatch(/sid=/);
    expect(cookie.toLowerCase()).toMatch(/httponly/);
    expect(cookie.toLowerCase()).toMatch(/samesite=lax/);

    const me = await client.get("/api/auth/me");
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ success: true, value: { user: created.body.value.user } });

    expect((await client.post("/api/auth/logout")).status).toBe(200);
    const after = await client.get("/api/auth/me");
    expect(after.status).toBe(401);
    expect(after.body.error).toBe("NOT_SIGNED_IN");
  });

  it("creates a pro account with its author", async () => {
    const client = t.client();
    const created = await client.post(
      "/api/auth/signup",
      signup("pro@example.org", { accountType: "pro", name: "Dr Who" }),
    );
    expect(created.status).toBe(201);
    expect(created.body.value.user.role).toBe("pro");
    expect(created.body.value.user.authorId).toEqual(expect.any(String));
    const me = await client.get("/api/auth/me");
    expect(me.body.value.user.authorId).toBe(created.body.value.user.authorId);
  });

  it("logs in with the right credentials", async () => {
    const user = await createPatient(t.deps);
    const client = t.client();
    const login = await client.post("/api/auth/login", {
      email: user.email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(login.body.value.user.id).toBe(user.id);
    expect((await client.get("/api/auth/me")).body.value.user.id).toBe(user.id);
  });

  it("refuses a password shorter than 8 or longer than 128 characters with 400", async () => {
    for (const password of ["short", "x".repeat(129)]) {
      const answer = await t.client().post("/api/auth/signup", signup("len@example.org", { password }));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe("VALIDATION_FAILED");
      expect(answer.body.details).toEqual([expect.objectContaining({ path: "/password" })]);
    }
  });

  it("refuses a second account on the same email with 409", async () => {
    expect((await t.client().post("/api/auth/signup", signup("twice@example.org"))).status).toBe(201);
    const again = await t.client().post("/api/auth/signup", signup("TWICE@Example.org"));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("EMAIL_TAKEN");
  });

  it("refuses wrong credentials with 401, the same for an unknown email", async () => {
    const user = await createPatient(t.deps);
    for (const body of [
      { email: user.email, password: "wrong password!" },
      { email: "nobody@example.org", password: TEST_PASSWORD },
    ]) {
      const answer = await t.client().post("/api/auth/login", body);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ success: false, error: "INVALID_CREDENTIALS" });
    }
  });

  it("rate-limits the 11th sign-in attempt for one email with 429", async () => {
    const user = await createPatient(t.deps);
    const client = t.client();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const answer = await client.post("/api/auth/login", { email: user.email, password: "wrong password!" });
      expect(answer.status).toBe(401);
    }
    const blocked = await client.post("/api/auth/login", { email: user.email, password: TEST_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe("RATE_LIMITED");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another email from the same address is not affected.
    const other = await createPatient(t.deps);
    expect(
      (await client.post("/api/auth/login", { email: other.email, password: TEST_PASSWORD })).status,
    ).toBe(200);
  });

  it("refuses a cookie-authenticated write without X-Requested-With with 403", async () => {
    const client = t.client();
    await client.post("/api/auth/signup", signup("csrf@example.org"));
    const answer = await client.post("/api/auth/logout", {}, { noCsrfHeader: true });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe("CSRF_HEADER_MISSING");
    // The session survived the refused call.
    expect((await client.get("/api/auth/me")).status).toBe(200);
  });

  it("answers 400 for malformed JSON and 413 for a body over the cap", async () => {
    const malformed = await t.client().post("/api/auth/login", undefined, { rawBody: "{ not json" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe("MALFORMED_BODY");
    const huge = await t.client().post("/api/auth/login", { email: "a@b.c", password: "x".repeat(200_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe("TOO_LARGE");
  });
});

describe("the name given at sign-up", () => {
  it("is kept trimmed and shown by sign-up, me and session", async () => {
    const client = t.client();
    const created = await client.post(
      "/api/auth/signup",
      signup("named@example.org", { name: "  Camille " }),
    );
    expect(created.status).toBe(201);
    expect(created.body.value.user.name).toBe("Camille");
    expectSchema(apiSchemas.user, created.body.value.user);
    const me = await client.get("/api/auth/me");
    expect(me.body.value.user.name).toBe("Camille");
    expectSchema(apiSchemas.user, me.body.value.user);
    expect((await client.get("/api/auth/session")).body.value.user).toEqual(me.body.value.user);
  });

  it("is optional: without one, the user has no name", async () => {
    const created = await t.client().post("/api/auth/signup", signup("nameless@example.org"));
    expect(created.status).toBe(201);
    expect(created.body.value.user).not.toHaveProperty("name");
  });

  it("names a pro's author too", async () => {
    const created = await t
      .client()
      .post("/api/auth/signup", signup("named-pro@example.org", { accountType: "pro", name: "Dr Lea" }));
    expect(created.body.value.user.name).toBe("Dr Lea");
    const author = await t.db("authors").where({ id: created.body.value.user.authorId }).first("name");
    expect(author.name).toBe("Dr Lea");
  });

  it("refuses an empty, blank, multi-line or over-50-character name with 400, creating nothing", async () => {
    for (const name of ["", "   ", "Ca\nmille", "x".repeat(51)]) {
      const answer = await t.client().post("/api/auth/signup", signup("badname@example.org", { name }));
      expect(answer.status, JSON.stringify(name)).toBe(400);
      expect(answer.body.error).toBe("VALIDATION_FAILED");
      expect(answer.body.details).toEqual([expect.objectContaining({ path: "/name" })]);
    }
    expect(await t.db("users").where({ email: "badname@example.org" }).first()).toBeUndefined();
    const fifty = await t
      .client()
      .post("/api/auth/signup", signup("badname@example.org", { name: "x".repeat(50) }));
    expect(fifty.status).toBe(201);
  });
});

describe("GET /api/auth/session", () => {
  it("answers 200 with user null for a guest, and for a cookie whose session is gone", async () => {
    const guest = await t.client().get("/api/auth/session");
    expect(guest.status).toBe(200);
    expect(guest.body).toEqual({ success: true, value: { user: null } });
    expectSchema(apiSchemas.session, guest.body.value);

    const stale = await t.client().useSession("no-such-session").get("/api/auth/session");
    expect(stale.status).toBe(200);
    expect(stale.body.value).toEqual({ user: null });
  });

  it("answers the signed-in user, as /api/auth/me does, until sign-out", async () => {
    const client = t.client();
    await client.post("/api/auth/signup", signup("session@example.org", { name: "Sam" }));
    const session = await client.get("/api/auth/session");
    expect(session.status).toBe(200);
    expect(session.body.value).toEqual((await client.get("/api/auth/me")).body.value);
    expect(session.body.value.user).toMatchObject({ email: "session@example.org", name: "Sam" });
    expectSchema(apiSchemas.session, session.body.value);

    await client.post("/api/auth/logout");
    expect((await client.get("/api/auth/session")).body.value).toEqual({ user: null });
    expect((await client.get("/api/auth/me")).status).toBe(401);
  });
});
