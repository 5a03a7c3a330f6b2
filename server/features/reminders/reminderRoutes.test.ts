import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/testApp";
import { createPatient, createPro, signIn } from "../../test/factories";
import { unsubscribeLink } from "./unsubscribeLink";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date("2026-11-28T10:00:00Z") });
});
afterAll(() => t.close());

async function patient() {
  const user = await createPatient(t.deps);
  return { user, client: await signIn(t.client(), t.deps, user) };
}

const subscription = (endpoint: string) => ({
  endpoint,
  expirationTime: null,
  keys: {
    p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
    auth: "tBHItJI5svbpez7KI4CCXg",
  },
});

describe("GET, PUT /api/patient/reminders", () => {
  it("answers the defaults, then what was saved, and the profile's dailyMail is the e-mail setting", async () => {
    const { client } = await patient();
    const first = await client.get("/api/patient/reminders");
    expect(first.status).toBe(200);
    expect(first.body.value).toEqual({ email: false, push: false, time: "19:00" });

    const saved = await client.put("/api/patient/reminders", { email: true, push: true, time: "07:45" });
    expect(saved.status).toBe(200);
    expect(saved.body.value).toEqual({ email: true, push: true, time: "07:45" });
    expect((await client.get("/api/patient/reminders")).body.value).toEqual({
      email: true,
      push: true,
      time: "07:45",
    });
    expect((await client.get("/api/patient/profile")).body.value.patientInfo.dailyMail).toBe(true);
  });

  it("follows the profile form's dailyMail, which is the same setting", async () => {
    const { user, client } = await patient();
    await client.put("/api/patient/reminders", { email: true, push: false, time: "20:00" });
    await t.db("patientInfo").where({ id: user.id }).update({ dailyMail: false });
    expect((await client.get("/api/patient/reminders")).body.value).toEqual({
      email: false,
      push: false,
      time: "20:00",
    });
  });

  it("refuses a time that is not HH:MM on 24 hours (400)", async () => {
    const { client } = await patient();
    for (const time of ["24:00", "7:30", "19h00"]) {
      const answer = await client.put("/api/patient/reminders", { email: true, push: false, time });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe("VALIDATION_FAILED");
    }
  });

  it("needs a signed-in patient (401, 403)", async () => {
    const signedOut = await t.client().get("/api/patient/reminders");
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.error).toBe("NOT_SIGNED_IN");
    const pro = await signIn(t.client(), t.deps, await createPro(t.deps));
    const refused = await pro.get("/api/patient/reminders");
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe("FORBIDDEN");
  });
});

describe("Web Push", () => {
  it("gives the VAPID public key to anyone, the same every time", async () => {
    const answer = await t.client().get("/api/push/publicKey");
    expect(answer.status).toBe(200);
    expect(answer.body.value.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect((await t.client().get("/api/push/publicKey")).body.value).toEqual(answer.body.value);
  });

  it("keeps a browser's subscription once per endpoint, following the latest account", async () => {
    const first = await patient();
    const second = await patient();
    const endpoint = "https://push.example.test/send/abc";
    expect(
      (await first.client.post("/api/patient/push/subscription", { subscription: subscription(endpoint) }))
        .status,
    ).toBe(200);
    expect(
      (await first.client.post("/api/patient/push/subscription", { subscription: subscription(endpoint) }))
        .body.value,
    ).toEqual({});
    expect((await t.db("pushSubscriptions").where({ endpoint })).map((row) => row.userId)).toEqual([
      first.user.id,
    ]);
    await second.client.post("/api/patient/push/subscription", { subscription: subscription(endpoint) });
    expect((await t.db("pushSubscriptions").where({ endpoint })).map((row) => row.userId)).toEqual([
      second.user.id,
    ]);
  });

  it("refuses a subscription that is not a browser's (400)", async () => {
    const { client } = await patient();
    const answer = await client.post("/api/patient/push/subscription", {
      subscription: { endpoint: "http://push.example.test/x", keys: { p256dh: "a", auth: "b" } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe("VALIDATION_FAILED");
  });
});

describe("POST /api/reminders/unsubscribe", () => {
  it("turns the e-mail reminder off from the mail's link, signed out, and again changes nothing", async () => {
    const { user, client } = await patient();
    await client.put("/api/patient/reminders", { email: true, push: true, time: "19:00" });
    const link = new URL(await unsubscribeLink(t.db, t.deps.config, user.id));
    expect(link.pathname).toBe("/app/guest/reminders/unsubscribe");
    const token = link.searchParams.get("token")!;

    const guest = t.client();
    const answer = await guest.post("/api/reminders/unsubscribe", { token });
    expect(answer.status).toBe(200);
    expect((await client.get("/api/patient/reminders")).body.value).toEqual({
      email: false,
      push: true,
      time: "19:00",
    });
    expect((await guest.post("/api/reminders/unsubscribe", { token })).status).toBe(200);
  });

  it("refuses a token the server did not sign (400 UNSUBSCRIBE_LINK_INVALID)", async () => {
    const { user } = await patient();
    const forged = `${Buffer.from(user.id).toString("base64url")}.${"A".repeat(43)}`;
    for (const token of [forged, "nonsense", "a.b.c"]) {
      const answer = await t.client().post("/api/reminders/unsubscribe", { token });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe("UNSUBSCRIBE_LINK_INVALID");
    }
  });
});
