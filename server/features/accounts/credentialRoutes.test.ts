import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startOtherProcess, startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import { createPatient, TEST_PASSWORD } from "../../test/factories";
import { mailsTo, type SentMail } from "../../test/outbox";
import type { MailKind } from "../../platform/mail/mailTexts";
import { emailRateKey } from "../../core/rateLimit";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db("rateLimits").delete();
});

const NEW_PASSWORD = "a brand new password";

/** The latest email of `kind` sent to `to`, and its link's token. */
async function latestLink(to: string, kind: MailKind): Promise<{ mail: SentMail; token: string }> {
  const mail = (await mailsTo(t.db, to)).filter((m) => m.kind === kind).at(-1);
  const token = mail?.link.searchParams.get("token");
  if (!mail || !token) throw new Error(`no ${kind} link was sent to ${to}`);
  return { mail, token };
}

/** A client signed in through the API with the test password. */
async function signedIn(email: string, client: TestClient = t.client()): Promise<TestClient> {
  const login = await client.post("/api/auth/login", { email, password: TEST_PASSWORD });
  expect(login.status).toBe(200);
  return client;
}

const login = (email: string, password: string) => t.client().post("/api/auth/login", { email, password });

describe("a forgotten password", () => {
  it("answers any address the same, and mails a one-hour reset link only to an account", async () => {
    const user = await createPatient(t.deps, { language: "fr" });
    const known = await t
      .client()
      .post("/api/auth/password/forgot", { email: ` ${user.email.toUpperCase()} ` });
    const unknown = await t.client().post("/api/auth/password/forgot", { email: "nobody-here@example.org" });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual({ success: true, value: { email: user.email } });
    expect(Object.keys(unknown.body.value)).toEqual(Object.keys(known.body.value));
    expect(await mailsTo(t.db, "nobody-here@example.org")).toEqual([]);

    const { mail, token } = await latestLink(user.email, "resetPassword");
    expect(mail).toMatchObject({ language: "fr", subject: "Choisissez un nouveau mot de passe Outchi" });
    expect(mail.link.origin + mail.link.pathname).toBe("http://localhost:3000/app/guest/auth/reset");
    const link = await t.db("accountLinks").where({ userId: user.id }).first();
    expect(link.tokenHash).not.toBe(token);
    expect(new Date(link.expiresAt).getTime() - new Date(link.createdAt).getTime()).toBe(3_600_000);
  });

  it("resets the password once: every session of the account ends, this client is signed in", async () => {
    const user = await createPatient(t.deps);
    const first = await signedIn(user.email);
    const second = await signedIn(user.email);
    expect((await second.get("/api/auth/me")).status).toBe(200);

    await t.client().post("/api/auth/password/forgot", { email: user.email });
    const { token } = await latestLink(user.email, "resetPassword");
    const resetter = t.client();
    const reset = await resetter.post("/api/auth/password/reset", { token, password: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(reset.body.value.user).toMatchObject({ id: user.id, email: user.email });
    expect(reset.headers.getSetCookie().join(";")).toMatch(/sid=/);

    for (const ended of [first, second]) {
      const me = await ended.get("/api/auth/me");
      expect([me.status, me.body.error]).toEqual([401, "NOT_SIGNED_IN"]);
    }
    expect((await resetter.get("/api/auth/me")).body.value.user.id).toBe(user.id);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);

    const again = await t.client().post("/api/auth/password/reset", { token, password: "yet another one" });
    expect([again.status, again.body.error]).toEqual([410, "RESET_LINK_USED"]);
    expect(again.headers.getSetCookie()).toEqual([]);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses an expired link (410), a token never issued (400) and a short password (400), changing nothing", async () => {
    const user = await createPatient(t.deps);
    await t.client().post("/api/auth/password/forgot", { email: user.email });
    const { token } = await latestLink(user.email, "resetPassword");

    const short = await t.client().post("/api/auth/password/reset", { token, password: "short" });
    expect([short.status, short.body.details]).toEqual([
      400,
      [expect.objectContaining({ path: "/password" })],
    ]);
    const invalid = await t
      .client()
      .post("/api/auth/password/reset", { token: "nope", password: NEW_PASSWORD });
    expect([invalid.status, invalid.body.error]).toEqual([400, "RESET_LINK_INVALID"]);

    await t
      .db("accountLinks")
      .where({ userId: user.id })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    const late = await t.client().post("/api/auth/password/reset", { token, password: NEW_PASSWORD });
    expect([late.status, late.body.error]).toEqual([410, "RESET_LINK_EXPIRED"]);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("mails at most 3 links per email in an hour (429 after), whoever asks", async () => {
    const user = await createPatient(t.deps);
    for (let ask = 1; ask <= 3; ask++) {
      expect((await t.client().post("/api/auth/password/forgot", { email: user.email })).status).toBe(202);
    }
    const blocked = await t.client().post("/api/auth/password/forgot", { email: user.email });
    expect([blocked.status, blocked.body.error]).toEqual([429, "RATE_LIMITED"]);
    expect((await mailsTo(t.db, user.email)).filter((m) => m.kind === "resetPassword")).toHaveLength(3);
  });
});

describe.runIf(process.env.DATABASE_URL)("sessions cached by another server process", () => {
  it("end at once when the password changes, as revocations travel through the database", async () => {
    const one = await startTestApp({ liveThroughDatabase: true });
    const other = await startOtherProcess(one);
    try {
      const user = await createPatient(one.deps);
      const mine = await one.client().post("/api/auth/login", { email: user.email, password: TEST_PASSWORD });
      expect(mine.status).toBe(200);
      const elsewhere = other.client();
      await elsewhere.post("/api/auth/login", { email: user.email, password: TEST_PASSWORD });
      // Read once, so the other process answers it from its cache.
      expect((await elsewhere.get("/api/auth/me")).status).toBe(200);
      const client = one
        .client()
        .useSession(mine.headers.getSetCookie()[0]!.split(";")[0]!.slice("sid=".length));
      const changed = await client.post("/api/auth/password/change", {
        currentPassword: TEST_PASSWORD,
        password: NEW_PASSWORD,
      });
      expect(changed.status).toBe(200);
      await expect
        .poll(async () => (await elsewhere.get("/api/auth/me")).status, { timeout: 3000 })
        .toBe(401);
      expect((await client.get("/api/auth/me")).status).toBe(200);
    } finally {
      await other.close();
      await one.close();
    }
  });
});

describe("changing the password", () => {
  it("needs the current password, ends every other session and the reset links already sent", async () => {
    const user = await createPatient(t.deps);
    const mine = await signedIn(user.email);
    const elsewhere = await signedIn(user.email);
    await t.client().post("/api/auth/password/forgot", { email: user.email });
    const { token } = await latestLink(user.email, "resetPassword");

    const wrong = await mine.post("/api/auth/password/change", {
      currentPassword: "not the password",
      password: NEW_PASSWORD,
    });
    expect([wrong.status, wrong.body.error]).toEqual([403, "WRONG_PASSWORD"]);
    expect((await elsewhere.get("/api/auth/me")).status).toBe(200);

    const changed = await mine.post("/api/auth/password/change", {
      currentPassword: TEST_PASSWORD,
      password: NEW_PASSWORD,
    });
    expect([changed.status, changed.body.value]).toEqual([200, {}]);
    expect((await mine.get("/api/auth/me")).status).toBe(200);
    expect((await elsewhere.get("/api/auth/me")).status).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
    const stale = await t.client().post("/api/auth/password/reset", { token, password: "yet another one" });
    expect([stale.status, stale.body.error]).toEqual([410, "RESET_LINK_USED"]);
  });

  it("answers 401 without a session and 400 for a new password out of 8 to 128 characters", async () => {
    const body = { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD };
    expect((await t.client().post("/api/auth/password/change", body)).status).toBe(401);
    const user = await createPatient(t.deps);
    const client = await signedIn(user.email);
    for (const password of ["short", "x".repeat(129)]) {
      const answer = await client.post("/api/auth/password/change", { ...body, password });
      expect([answer.status, answer.body.details]).toEqual([
        400,
        [expect.objectContaining({ path: "/password" })],
      ]);
    }
  });
});

describe("changing the email", () => {
  it("changes the address only once the link mailed to the new one is followed", async () => {
    const user = await createPatient(t.deps, { language: "it" });
    const client = await signedIn(user.email);
    const wrong = await client.post("/api/auth/email/change", {
      password: "nope nope",
      email: "new@example.org",
    });
    expect([wrong.status, wrong.body.error]).toEqual([403, "WRONG_PASSWORD"]);
    const same = await client.post("/api/auth/email/change", { password: TEST_PASSWORD, email: user.email });
    expect([same.status, same.body.details]).toEqual([400, [expect.objectContaining({ path: "/email" })]]);

    const asked = await client.post("/api/auth/email/change", {
      password: TEST_PASSWORD,
      email: "New@Example.org",
    });
    expect([asked.status, asked.body.value]).toEqual([202, { email: "new@example.org" }]);
    expect((await client.get("/api/auth/me")).body.value.user.email).toBe(user.email);
    const { mail, token } = await latestLink("new@example.org", "verifyEmailChange");
    expect(mail).toMatchObject({ language: "it", subject: "Conferma il tuo nuovo indirizzo Outchi" });
    expect(mail.link.pathname).toBe("/app/guest/auth/email");

    // Followed anywhere, even by a guest: the link proves the new address.
    const verified = await t.client().post("/api/auth/email/verify", { token });
    expect(verified.status).toBe(200);
    expect(verified.body.value.user).toMatchObject({ id: user.id, email: "new@example.org" });
    expect(verified.headers.getSetCookie()).toEqual([]);
    expect((await client.get("/api/auth/me")).body.value.user.email).toBe("new@example.org");
    expect((await login("new@example.org", TEST_PASSWORD)).status).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);

    const again = await t.client().post("/api/auth/email/verify", { token });
    expect([again.status, again.body.error]).toEqual([410, "EMAIL_LINK_USED"]);
    const invalid = await t.client().post("/api/auth/email/verify", { token: "nope" });
    expect([invalid.status, invalid.body.error]).toEqual([400, "EMAIL_LINK_INVALID"]);
  });

  it("answers an address that has an account as a free one, and tells its owner instead", async () => {
    const user = await createPatient(t.deps);
    const owner = await createPatient(t.deps, { language: "es" });
    const client = await signedIn(user.email);
    const free = await client.post("/api/auth/email/change", {
      password: TEST_PASSWORD,
      email: "free@example.org",
    });
    const taken = await client.post("/api/auth/email/change", {
      password: TEST_PASSWORD,
      email: owner.email,
    });
    expect([free.status, taken.status]).toEqual([202, 202]);
    expect(Object.keys(taken.body.value)).toEqual(Object.keys(free.body.value));
    const [note, ...others] = await mailsTo(t.db, owner.email);
    expect(others).toEqual([]);
    expect(note).toMatchObject({ kind: "emailChangeAttempt", language: "es" });
    expect(note!.link.href).toBe("http://localhost:3000/app/guest/auth");
    expect(await t.db("accountLinks").where({ email: owner.email }).first()).toBeUndefined();
  });

  it("refuses a link past 24 hours with 410 EMAIL_LINK_EXPIRED, and 409 EMAIL_TAKEN once the address got an account", async () => {
    const user = await createPatient(t.deps);
    const client = await signedIn(user.email);
    await client.post("/api/auth/email/change", { password: TEST_PASSWORD, email: "late@example.org" });
    const late = await latestLink("late@example.org", "verifyEmailChange");
    const row = await t.db("accountLinks").where({ email: "late@example.org" }).first();
    expect(new Date(row.expiresAt).getTime() - new Date(row.createdAt).getTime()).toBe(86_400_000);
    await t
      .db("accountLinks")
      .where({ email: "late@example.org" })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await t.client().post("/api/auth/email/verify", { token: late.token });
    expect([expired.status, expired.body.error]).toEqual([410, "EMAIL_LINK_EXPIRED"]);

    await client.post("/api/auth/email/change", { password: TEST_PASSWORD, email: "raced@example.org" });
    const raced = await latestLink("raced@example.org", "verifyEmailChange");
    await createPatient(t.deps, { email: "raced@example.org" });
    const taken = await t.client().post("/api/auth/email/verify", { token: raced.token });
    expect([taken.status, taken.body.error]).toEqual([409, "EMAIL_TAKEN"]);
    expect((await client.get("/api/auth/me")).body.value.user.email).toBe(user.email);
  });
});

describe("guesses spread over many addresses", () => {
  let proxied: TestApp;
  beforeAll(async () => {
    // Behind a proxy, the client's address is X-Forwarded-For's, as in a deployment.
    proxied = await startTestApp({ config: { trustProxy: true } });
  });
  afterAll(() => proxied.close());

  const from = (ip: string) => ({ headers: { "X-Forwarded-For": ip } });

  it("counts the address our proxy appended, whatever the client wrote before it", async () => {
    const answers: number[] = [];
    for (let n = 1; n <= 11; n++) {
      const answer = await proxied
        .client()
        .post(
          "/api/auth/password/forgot",
          { email: `nobody-${n}@test.outchi` },
          from(`10.9.8.${n}, 198.51.100.99`),
        );
      answers.push(answer.status);
    }
    expect(answers).toEqual([...Array(10).fill(202), 429]);
  });

  it("300 wrong guesses from 30 addresses leave the right password useless without the emailed link, and the owner gets in", async () => {
    const user = await createPatient(proxied.deps);
    const answers: string[] = [];
    for (let address = 1; address <= 30; address++) {
      const client = proxied.client();
      for (let guess = 1; guess <= 10; guess++) {
        const answer = await client.post(
          "/api/auth/login",
          { email: user.email, password: `guess ${address}-${guess}` },
          from(`203.0.113.${address}`),
        );
        answers.push(`${answer.status} ${answer.body.error}`);
      }
    }
    // Five informative answers, then only the answer that any password gets.
    expect(answers.slice(0, 5)).toEqual(Array(5).fill("401 INVALID_CREDENTIALS"));
    expect(new Set(answers.slice(5))).toEqual(new Set(["403 SIGN_IN_LINK_REQUIRED"]));

    // The right password from a fresh address: the very same answer, no session.
    const client = proxied.client();
    const right = await client.post(
      "/api/auth/login",
      { email: user.email, password: TEST_PASSWORD },
      from("198.51.100.7"),
    );
    expect([right.status, right.body.error]).toEqual([403, "SIGN_IN_LINK_REQUIRED"]);
    expect(right.headers.getSetCookie()).toEqual([]);
    expect((await client.get("/api/auth/me")).status).toBe(401);

    // Its owner, the only one reading the mailbox, follows the emailed link: signed in, once.
    const mails = (await mailsTo(proxied.db, user.email)).filter((m) => m.kind === "signInLink");
    expect(mails).toHaveLength(1);
    const token = mails[0]!.link.searchParams.get("token")!;
    expect(mails[0]!.link.pathname).toBe("/app/guest/auth/signin");
    const followed = await client.post("/api/auth/login/link", { token });
    expect(followed.status).toBe(200);
    expect((await client.get("/api/auth/me")).body.value.user.id).toBe(user.id);
    const again = await proxied.client().post("/api/auth/login/link", { token });
    expect([again.status, again.body.error]).toEqual([410, "SIGN_IN_LINK_USED"]);

    // Another account is not touched, and no count names the address.
    const other = await createPatient(proxied.deps);
    expect(
      (
        await proxied
          .client()
          .post("/api/auth/login", { email: other.email, password: TEST_PASSWORD }, from("198.51.100.7"))
      ).status,
    ).toBe(200);
    const keys: Array<{ key: string }> = await proxied.db("rateLimits").select("key");
    expect(keys.filter((row) => row.key.includes("@"))).toEqual([]);
    const emailKey = await emailRateKey(proxied.db, user.email);
    expect(keys.some((row) => row.key === `login-failures:${emailKey}`)).toBe(true);
  }, 120_000);

  it("does not count the owner's right passwords against the account", async () => {
    const user = await createPatient(proxied.deps);
    for (let attempt = 1; attempt <= 7; attempt++) {
      const answer = await proxied
        .client()
        .post("/api/auth/login", { email: user.email, password: TEST_PASSWORD }, from("192.0.2.1"));
      expect(answer.status, `attempt ${attempt}`).toBe(200);
    }
  });
});

describe("the password that deleting the account asks for", () => {
  it("is no oracle: after 5 wrong ones in the hour, even the right one answers 429 and nothing is deleted", async () => {
    const user = await createPatient(t.deps);
    const client = await signedIn(user.email);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await client.request("DELETE", "/api/patient/account", { password: `wrong ${attempt}!` });
      expect([wrong.status, wrong.body.error]).toEqual([403, "WRONG_PASSWORD"]);
    }
    const right = await client.request("DELETE", "/api/patient/account", { password: TEST_PASSWORD });
    expect([right.status, right.body.error]).toEqual([429, "RATE_LIMITED"]);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await t.db("users").where({ id: user.id }).first()).toBeDefined();
    // The same count guards the other checks of the password.
    const change = await client.post("/api/auth/password/change", {
      currentPassword: TEST_PASSWORD,
      password: NEW_PASSWORD,
    });
    expect(change.status).toBe(429);
  });

  it("leaves no row that names the person once the account is deleted", async () => {
    const email = "leaving@example.org";
    const client = t.client();
    await client.post("/api/auth/signup", {
      email,
      password: TEST_PASSWORD,
      language: "en",
      name: "Leaving Person",
    });
    const signup = (await mailsTo(t.db, email)).at(-1)!;
    expect(
      (await client.post("/api/auth/verify", { token: signup.link.searchParams.get("token") })).status,
    ).toBe(200);
    const me = (await client.get("/api/auth/me")).body.value.user;
    await login(email, "a wrong password");
    await t.client().post("/api/auth/password/forgot", { email });
    await client.post("/api/auth/email/change", { password: TEST_PASSWORD, email: "moved@example.org" });
    const { token } = await latestLink("moved@example.org", "verifyEmailChange");
    expect((await t.client().post("/api/auth/email/verify", { token })).status).toBe(200);
    await client.post("/api/auth/password/forgot", { email: "moved@example.org" });
    await login("moved@example.org", "another wrong one");
    const emailKeys = [await emailRateKey(t.db, email), await emailRateKey(t.db, "moved@example.org")];
    const keys = async () => (await t.db("rateLimits").select("key")).map((row: { key: string }) => row.key);
    expect((await keys()).filter((key) => emailKeys.some((part) => key.includes(part)))).not.toEqual([]);

    const deleted = await client.request("DELETE", "/api/patient/account", { password: TEST_PASSWORD });
    expect(deleted.status).toBe(200);

    for (const address of [email, "moved@example.org"]) {
      expect(await t.db("pendingSignups").where({ email: address })).toEqual([]);
      expect(await t.db("outbox").where({ to: address })).toEqual([]);
    }
    expect(await t.db("accountLinks").where({ userId: me.id })).toEqual([]);
    expect(
      (await keys()).filter((key) => key.includes(me.id) || emailKeys.some((part) => key.includes(part))),
    ).toEqual([]);
    // No table of the app holds the addresses, the name or the id anywhere in a row.
    const { rows } = await t.db.raw<{ rows: Array<{ tableName: string }> }>(
      `select table_name as "tableName" from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    for (const { tableName } of rows) {
      for (const trace of [email, "moved@example.org", "Leaving Person", me.id]) {
        const found = await t.db.raw<{ rows: unknown[] }>(
          `select 1 from ?? as row where row::text ilike ? limit 1`,
          [tableName, `%${trace}%`],
        );
        expect(found.rows, `${tableName} holds ${trace}`).toEqual([]);
      }
    }
  });
});
