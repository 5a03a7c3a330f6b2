import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiSchemas } from "../../../card-schemas/registry";
import { createAjv } from "../../../card-schemas/validators";
import { startOtherProcess, startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import { createPatient, TEST_PASSWORD } from "../../test/factories";
import { latestSignupToken, mailsTo } from "../../test/outbox";

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
// Every test signs up from 127.0.0.1: each starts with fresh counters, the limits' own tests too.
beforeEach(async () => {
  await t.db("rateLimits").delete();
});

const signup = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: "long enough password",
  language: "en",
  ...extra,
});

/** Signs up through the API and follows the emailed link; the answer of the verify call. */
async function signUpAndVerify(client: TestClient, email: string, extra: Record<string, unknown> = {}) {
  const asked = await client.post("/api/auth/signup", signup(email, extra));
  expect(asked.status).toBe(202);
  const token = await latestSignupToken(t.db, email.trim().toLowerCase());
  return client.post("/api/auth/verify", { token });
}

describe("accounts", () => {
  it("signs up by email link: no session until the link is followed, then signed in", async () => {
    const client = t.client();
    const asked = await client.post(
      "/api/auth/signup",
      signup("Someone@Example.org", { language: "it", nextPage: "/app/patient/program" }),
    );
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ success: true, value: { email: "someone@example.org" } });
    expect(asked.headers.getSetCookie()).toEqual([]);
    expect((await client.get("/api/auth/me")).status).toBe(401);

    const [mail] = await mailsTo(t.db, "someone@example.org");
    expect(mail).toMatchObject({
      kind: "verifySignup",
      language: "it",
      subject: "Attiva il tuo account Outchi",
    });
    expect(mail!.link.origin + mail!.link.pathname).toBe("http://localhost:3000/app/guest/auth/verify");
    expect(mail!.link.searchParams.get("nextPage")).toBe("/app/patient/program");
    // Only the token's hash is kept.
    const token = mail!.link.searchParams.get("token")!;
    expect(await t.db("pendingSignups").where({ tokenHash: token }).first()).toBeUndefined();

    const verified = await client.post("/api/auth/verify", { token });
    expect(verified.status).toBe(200);
    expect(verified.body.value.user).toMatchObject({
      email: "someone@example.org",
      role: "patient",
      language: "it",
    });
    expect(verified.body.value.user.passwordHash).toBeUndefined();
    expectSchema(apiSchemas.user, verified.body.value.user);
    const cookie = verified.headers.getSetCookie().join(";");
    expect(cookie).toMatch(/sid=/);
    expect(cookie.toLowerCase()).toMatch(/httponly/);
    expect(cookie.toLowerCase()).toMatch(/samesite=lax/);

    const me = await client.get("/api/auth/me");
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ success: true, value: { user: verified.body.value.user } });
    const login = await t
      .client()
      .post("/api/auth/login", { email: "someone@example.org", password: "long enough password" });
    expect(login.status).toBe(200);

    expect((await client.post("/api/auth/logout")).status).toBe(200);
    const after = await client.get("/api/auth/me");
    expect(after.status).toBe(401);
    expect(after.body.error).toBe("NOT_SIGNED_IN");
  });

  it("creates a pro account with its author", async () => {
    const client = t.client();
    const created = await signUpAndVerify(client, "pro@example.org", { accountType: "pro", name: "Dr Who" });
    expect(created.status).toBe(200);
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

  it("refuses a time zone the server does not know with 400 naming it, and sends no email", async () => {
    const answer = await t
      .client()
      .post("/api/auth/signup", signup("zone@example.org", { timeZone: "Mars/Olympus" }));
    expect([answer.status, answer.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    expect(answer.body.details).toEqual([expect.objectContaining({ path: "/timeZone" })]);
    expect(await mailsTo(t.db, "zone@example.org")).toEqual([]);
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
      // Past 5 failures the account's sign-in needs its emailed link (credentialRoutes.test.ts).
      expect(answer.status).toBe(attempt <= 5 ? 401 : 403);
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
    await signUpAndVerify(client, "csrf@example.org");
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

describe("sign-up tells nobody which emails have an account", () => {
  it("answers an existing email exactly as a new one, and tells the owner in their language", async () => {
    const owner = await createPatient(t.deps, { language: "fr" });
    const fresh = await t.client().post("/api/auth/signup", signup("fresh@example.org"));
    const taken = await t
      .client()
      .post("/api/auth/signup", signup(owner.email.toUpperCase(), { nextPage: "/app/patient/tasks" }));
    for (const answer of [fresh, taken]) {
      expect(answer.status).toBe(202);
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
    expect(taken.body).toEqual({ success: true, value: { email: owner.email } });
    expect(Object.keys(taken.body.value)).toEqual(Object.keys(fresh.body.value));

    const [mail, ...others] = await mailsTo(t.db, owner.email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      kind: "signupAttempt",
      language: "fr",
      subject: "Une inscription a été tentée avec votre adresse",
    });
    expect(mail!.link.href).toBe("http://localhost:3000/app/guest/auth?nextPage=%2Fapp%2Fpatient%2Ftasks");
    // Nothing to activate, and the owner's password is unchanged.
    expect(await t.db("pendingSignups").where({ email: owner.email }).first()).toBeUndefined();
    const login = await t.client().post("/api/auth/login", { email: owner.email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
  });
});

describe("the sign-up link", () => {
  it("works once: 410 SIGNUP_LINK_USED after", async () => {
    await t.client().post("/api/auth/signup", signup("once@example.org"));
    const token = await latestSignupToken(t.db, "once@example.org");
    expect((await t.client().post("/api/auth/verify", { token })).status).toBe(200);
    const again = await t.client().post("/api/auth/verify", { token });
    expect(again.status).toBe(410);
    expect(again.body.error).toBe("SIGNUP_LINK_USED");
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(await t.db("users").where({ email: "once@example.org" })).toHaveLength(1);
  });

  it("refuses a token never issued with 400 SIGNUP_LINK_INVALID", async () => {
    const answer = await t.client().post("/api/auth/verify", { token: "not-a-token" });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe("SIGNUP_LINK_INVALID");
  });

  it("refuses a link past 24 hours with 410 SIGNUP_LINK_EXPIRED, creating nothing", async () => {
    await t.client().post("/api/auth/signup", signup("late@example.org"));
    const token = await latestSignupToken(t.db, "late@example.org");
    const pending = await t.db("pendingSignups").where({ email: "late@example.org" }).first();
    expect(new Date(pending.expiresAt).getTime() - new Date(pending.createdAt).getTime()).toBe(
      24 * 60 * 60 * 1000,
    );
    await t
      .db("pendingSignups")
      .where({ email: "late@example.org" })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    const answer = await t.client().post("/api/auth/verify", { token });
    expect(answer.status).toBe(410);
    expect(answer.body.error).toBe("SIGNUP_LINK_EXPIRED");
    expect(await t.db("users").where({ email: "late@example.org" }).first()).toBeUndefined();
  });

  it("leaves a pending account unable to sign in: 401 for a wrong password, 403 EMAIL_NOT_VERIFIED for the right one", async () => {
    await t.client().post("/api/auth/signup", signup("pending@example.org"));
    const wrong = await t
      .client()
      .post("/api/auth/login", { email: "pending@example.org", password: "wrong password!" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe("INVALID_CREDENTIALS");
    const right = await t
      .client()
      .post("/api/auth/login", { email: "pending@example.org", password: "long enough password" });
    expect(right.status).toBe(403);
    expect(right.body.error).toBe("EMAIL_NOT_VERIFIED");
    expect(right.headers.getSetCookie()).toEqual([]);
  });

  it("sends a fresh link to a pending email; each activates its own credentials, the first followed closes the others", async () => {
    await t.client().post("/api/auth/signup", signup("again@example.org", { password: "first password 1" }));
    const first = await latestSignupToken(t.db, "again@example.org");
    await t.client().post("/api/auth/signup", signup("again@example.org", { password: "second password 2" }));
    const second = await latestSignupToken(t.db, "again@example.org");
    expect(second).not.toBe(first);
    expect((await mailsTo(t.db, "again@example.org")).map((m) => m.kind)).toEqual([
      "verifySignup",
      "verifySignup",
    ]);

    expect((await t.client().post("/api/auth/verify", { token: second })).status).toBe(200);
    const login = (password: string) =>
      t.client().post("/api/auth/login", { email: "again@example.org", password });
    expect((await login("second password 2")).status).toBe(200);
    expect((await login("first password 1")).status).toBe(401);
    const stale = await t.client().post("/api/auth/verify", { token: first });
    expect(stale.status).toBe(410);
    expect(stale.body.error).toBe("SIGNUP_LINK_USED");
  });

  it("refuses a nextPage outside the app with 400", async () => {
    for (const nextPage of ["https://evil.example/app/", "//evil.example", "/app/\\evil", "/app/a b"]) {
      const answer = await t.client().post("/api/auth/signup", signup("next@example.org", { nextPage }));
      expect(answer.status, nextPage).toBe(400);
      expect(answer.body.details).toEqual([expect.objectContaining({ path: "/nextPage" })]);
    }
  });
});

describe("per-address limits, shared by every server process", () => {
  it("refuses the 11th sign-up from one address in an hour with 429, before hashing or mailing", async () => {
    const other = await startOtherProcess(t);
    try {
      for (let attempt = 1; attempt <= 10; attempt++) {
        // Alternating processes: the count lives in the database.
        const client = attempt % 2 ? t.client() : other.client();
        const answer = await client.post("/api/auth/signup", signup(`limit-${attempt}@example.org`));
        expect(answer.status, `attempt ${attempt}`).toBe(202);
      }
      for (const client of [t.client(), other.client()]) {
        const blocked = await client.post("/api/auth/signup", signup("limit-11@example.org"));
        expect(blocked.status).toBe(429);
        expect(blocked.body.error).toBe("RATE_LIMITED");
        const retryAfter = Number(blocked.headers.get("retry-after"));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(3600);
      }
      expect(await mailsTo(t.db, "limit-11@example.org")).toEqual([]);
      expect(await t.db("pendingSignups").where({ email: "limit-11@example.org" }).first()).toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it("refuses the 31st sign-in from one address in 15 minutes with 429, whatever the emails", async () => {
    const other = await startOtherProcess(t);
    try {
      for (let attempt = 1; attempt <= 30; attempt++) {
        const client = attempt % 2 ? t.client() : other.client();
        const answer = await client.post("/api/auth/login", {
          email: `spray-${attempt}@example.org`,
          password: "wrong password!",
        });
        expect(answer.status, `attempt ${attempt}`).toBe(401);
      }
      const user = await createPatient(t.deps);
      for (const client of [t.client(), other.client()]) {
        const blocked = await client.post("/api/auth/login", { email: user.email, password: TEST_PASSWORD });
        expect(blocked.status).toBe(429);
        expect(blocked.body.error).toBe("RATE_LIMITED");
        const retryAfter = Number(blocked.headers.get("retry-after"));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(900);
      }
    } finally {
      await other.close();
    }
  });
});

describe("the name given at sign-up", () => {
  it("is kept trimmed and shown by sign-up, me and session", async () => {
    const client = t.client();
    const created = await signUpAndVerify(client, "named@example.org", { name: "  Camille " });
    expect(created.status).toBe(200);
    expect(created.body.value.user.name).toBe("Camille");
    expectSchema(apiSchemas.user, created.body.value.user);
    const me = await client.get("/api/auth/me");
    expect(me.body.value.user.name).toBe("Camille");
    expectSchema(apiSchemas.user, me.body.value.user);
    expect((await client.get("/api/auth/session")).body.value.user).toEqual(me.body.value.user);
  });

  it("is optional: without one, the user has no name", async () => {
    const created = await signUpAndVerify(t.client(), "nameless@example.org");
    expect(created.status).toBe(200);
    expect(created.body.value.user).not.toHaveProperty("name");
  });

  it("names a pro's author too", async () => {
    const created = await signUpAndVerify(t.client(), "named-pro@example.org", {
      accountType: "pro",
      name: "Dr Lea",
    });
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
    expect(await t.db("pendingSignups").where({ email: "badname@example.org" }).first()).toBeUndefined();
    expect(await mailsTo(t.db, "badname@example.org")).toEqual([]);
    const fifty = await signUpAndVerify(t.client(), "badname@example.org", { name: "x".repeat(50) });
    expect(fifty.status).toBe(200);
    expect(fifty.body.value.user.name).toBe("x".repeat(50));
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
    await signUpAndVerify(client, "session@example.org", { name: "Sam" });
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
