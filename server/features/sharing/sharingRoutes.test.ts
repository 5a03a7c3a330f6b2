import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../platform/db/models";
import {
  createCard,
  createMedications,
  createPatient,
  createPro,
  createSymptoms,
  signIn,
} from "../../test/factories";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";

let now = new Date("2026-11-26T10:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    now: () => now,
    // Addresses come from X-Forwarded-For, so that tests speak from several; links from PUBLIC_URL.
    config: { trustProxy: true, publicUrl: "https://outchi.example" },
  });
  await createSymptoms(t.deps, ["MIGRAINE"]);
  await createMedications(t.deps, ["PARACETAMOL"]);
  await t.db("questionnaires").insert({
    id: "mood-check",
    type: "MOOD",
    period: 7,
    definition: JSON.stringify({
      title: { en: "Mood check", fr: "Bilan d’humeur", it: "Umore", es: "Ánimo" },
    }),
  });
});
afterAll(() => t.close());

async function patient(): Promise<{ user: User; client: TestClient }> {
  const user = await createPatient(t.deps);
  return { user, client: await signIn(t.client(), t.deps, user) };
}

const shares = { symptoms: true, medicationIntakes: true, triggers: true, questionnaires: true };
const create = (client: TestClient, value: object) => client.post("/api/patient/connexion/", { value });
const external = (key: string, body: object = {}, ip = "203.0.113.1") =>
  t.client().post(`/api/external/${key}`, body, { headers: { "X-Forwarded-For": ip } });

async function withData(user: User): Promise<void> {
  await t.db("symptomEvents").insert([
    {
      id: `${user.id}-e2`,
      userId: user.id,
      symptom: "MIGRAINE",
      intensity: 4,
      date: "2026-11-20",
      variables: JSON.stringify({ triggers: ["stress", "sleep"] }),
    },
    // Before the shared period (90 days before the connection was made).
    { id: `${user.id}-e3`, userId: user.id, symptom: "MIGRAINE", intensity: 5, date: "2026-08-01" },
  ]);
  await t.db("medicationIntakes").insert({
    id: `${user.id}-i1`,
    userId: user.id,
    medicationId: "PARACETAMOL",
    datetime: new Date("2026-11-21T08:00:00Z"),
  });
  await t.db("questionnaireRecords").insert({
    id: `${user.id}-q1`,
    userId: user.id,
    questionnaireId: "mood-check",
    formCategory: "MOOD",
    datetime: new Date("2026-11-22T08:00:00Z"),
    score: 12,
    answers: "{}",
  });
}

describe("POST /api/patient/connexion/", () => {
  it("makes a connection with a long random key, DONE, expiring 90 days ahead by default, its password hashed", async () => {
    const { user, client } = await patient();
    const answer = await create(client, { name: "Dr Martin", ...shares, password: "a good password" });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe("DONE");
    const connection = answer.body.value;
    expect(connection).toMatchObject({
      name: "Dr Martin",
      status: "CREATED",
      shares,
      expirationDate: "2027-02-24",
      hasPassword: true,
    });
    expect(connection.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(connection.link).toBe(`https://outchi.example/app/external/${connection.key}`);
    expect(connection.key).not.toContain(connection.id);
    expect(connection.key).not.toContain(user.id);
    const row = await t.db("connections").where({ id: connection.id }).first();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const other = (await create(client, { name: "Dr Martin", ...shares })).body.value;
    expect(other.key).not.toBe(connection.key);
    expect(other.hasPassword).toBe(false);
  });

  it("keeps the expiration date given, and refuses one before today or a short password (400)", async () => {
    const { client } = await patient();
    const given = await create(client, { name: "Mum", ...shares, expirationDate: "2026-12-31" });
    expect(given.body.value.expirationDate).toBe("2026-12-31");
    const past = await create(client, { name: "Mum", ...shares, expirationDate: "2026-11-25" });
    expect(past.status).toBe(400);
    expect(past.body.details[0].path).toBe("/value/expirationDate");
    const short = await create(client, { name: "Mum", ...shares, password: "short" });
    expect(short.status).toBe(400);
    const missing = await client.post("/api/patient/connexion/", { value: { name: "Mum" } });
    expect(missing.status).toBe(400);
    const blank = await create(client, { name: "   ", ...shares });
    expect(blank.status).toBe(400);
    expect(blank.body.details[0].path).toBe("/value/name");
  });

  it("makes one connection for a key sent twice, refuses another body under it (422), and keeps no password", async () => {
    const { user, client } = await patient();
    const body = { value: { name: "Dr Roy", ...shares, password: "a good password" }, key: "share-key-1" };
    const [first, retry] = await Promise.all([
      client.post("/api/patient/connexion/", body),
      client.post("/api/patient/connexion/", body),
    ]);
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.body.value).toEqual(first.body.value);
    const other = await client.post("/api/patient/connexion/", {
      ...body,
      value: { ...body.value, name: "Mum" },
    });
    expect([other.status, other.body.error]).toEqual([422, "IDEMPOTENCY_KEY_REUSED"]);
    expect(await t.db("connections").where({ userId: user.id }).count("* as n").first()).toEqual({
      n: 1,
    });
    const kept = await t.db("idempotencyKeys").where({ userId: user.id }).first();
    expect(JSON.stringify(kept)).not.toContain("a good password");
    // Without a key, each call is a connection of its own.
    await create(client, { name: "Mum", ...shares });
    await create(client, { name: "Mum", ...shares });
    expect(await t.db("connections").where({ userId: user.id }).count("* as n").first()).toEqual({
      n: 3,
    });
  });

  it("answers 401 without a session and 403 to a pro", async () => {
    expect((await create(t.client(), { name: "x", ...shares })).status).toBe(401);
    const pro = await signIn(t.client(), t.deps, await createPro(t.deps));
    expect((await create(pro, { name: "x", ...shares })).status).toBe(403);
  });
});

describe("GET and DELETE /api/patient/connexion/", () => {
  it("lists the patient's own, newest first, EXPIRED once the date is past; a deleted one goes", async () => {
    const { client } = await patient();
    const soon = (await create(client, { name: "Soon", ...shares, expirationDate: "2026-11-27" })).body.value;
    now = new Date("2026-11-26T10:01:00Z");
    const later = (await create(client, { name: "Later", ...shares })).body.value;
    now = new Date("2026-11-26T10:00:00Z");
    await patient().then(({ client: stranger }) => create(stranger, { name: "Not mine", ...shares }));
    const list = await client.get("/api/patient/connexion/");
    expect(list.status).toBe(200);
    expect(list.body.value.items.map((c: { id: string }) => c.id)).toEqual([later.id, soon.id]);
    expect(list.body.value.items[0].link).toBe(`https://outchi.example/app/external/${later.key}`);

    now = new Date("2026-11-28T10:00:00Z");
    try {
      const statuses = (await client.get("/api/patient/connexion/")).body.value.items.map(
        (c: { status: string }) => c.status,
      );
      expect(statuses).toEqual(["CREATED", "EXPIRED"]);
    } finally {
      now = new Date("2026-11-26T10:00:00Z");
    }

    expect((await client.delete(`/api/patient/connexion/${soon.id}`)).status).toBe(200);
    const after = (await client.get("/api/patient/connexion/")).body.value.items;
    expect(after.map((c: { id: string }) => c.id)).toEqual([later.id]);
    expect((await client.delete(`/api/patient/connexion/${soon.id}`)).status).toBe(404);
  });

  it("answers 404 for another patient's connection and 401 without a session", async () => {
    const { client } = await patient();
    const mine = (await create(client, { name: "Mine", ...shares })).body.value;
    const { client: stranger } = await patient();
    expect((await stranger.delete(`/api/patient/connexion/${mine.id}`)).status).toBe(404);
    expect((await stranger.get(`/api/patient/connexion/${mine.id}/accessLog`)).status).toBe(404);
    expect((await t.client().get("/api/patient/connexion/")).status).toBe(401);
    expect((await t.client().delete(`/api/patient/connexion/${mine.id}`)).status).toBe(401);
  });
});

describe("POST /api/external/:key/export", () => {
  const download = (key: string, body: object, ip = "203.0.113.1") =>
    t.client().post(`/api/external/${key}/export`, body, { headers: { "X-Forwarded-For": ip } });

  it("downloads what the connection shares over its period as a FHIR R4 Bundle, logged like a read", async () => {
    const { user, client } = await patient();
    await withData(user);
    const some = (
      await create(client, {
        name: "Dr Fhir",
        symptoms: true,
        medicationIntakes: true,
        triggers: false,
        questionnaires: false,
        password: "the right one",
      })
    ).body.value;
    expect((await download(some.key, { format: "fhir" })).status).toBe(401);
    const wrong = await download(some.key, { format: "fhir", password: "nope nope" });
    expect([wrong.status, wrong.body.error, wrong.body.details]).toEqual([
      401,
      "WRONG_PASSWORD",
      [{ triesLeft: 4 }],
    ]);
    const answer = await download(some.key, { format: "fhir", password: "the right one" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toContain("application/fhir+json");
    const disposition = answer.headers.get("Content-Disposition") ?? "";
    expect(disposition).toMatch(
      /^attachment; filename="outchi-patient-[a-z0-9-]+-2026-08-28-2026-11-26\.fhir\.json"$/,
    );
    const bundle = answer.body as {
      resourceType: string;
      type: string;
      entry: Array<{ resource: Record<string, unknown> }>;
    };
    expect([bundle.resourceType, bundle.type]).toEqual(["Bundle", "collection"]);
    const resources = bundle.entry.map((entry) => entry.resource);
    const kinds = resources.map((resource) => resource.resourceType).sort();
    // The symptom of 2026-11-20 (the one of August is before the period) and the intake; no
    // questionnaire, trigger nor daily value: the connection does not share them.
    expect(kinds).toEqual(["MedicationStatement", "Observation", "Patient"]);
    expect(JSON.stringify(bundle)).not.toContain(user.email);
    const log = (await client.get(`/api/patient/connexion/${some.id}/accessLog`)).body.value.items;
    expect(log.map((a: { outcome: string }) => a.outcome)).toEqual([
      "SUCCESS",
      "WRONG_PASSWORD",
      "PASSWORD_REQUIRED",
    ]);
  });

  it("downloads it as a PDF, and keeps the read's lock and gone rules", async () => {
    const { user, client } = await patient();
    await withData(user);
    const all = (await create(client, { name: "Dr Pdf", ...shares })).body.value;
    const answer = await download(all.key, { format: "pdf", language: "fr" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/pdf");
    const file = await (
      await fetch(`${t.url}/api/external/${all.key}/export`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.1" },
        body: JSON.stringify({ format: "pdf" }),
      })
    ).arrayBuffer();
    expect(Buffer.from(file).subarray(0, 5).toString()).toBe("%PDF-");
    expect(answer.headers.get("Content-Disposition")).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect((await download(all.key, { format: "csv" })).status).toBe(400);
    await client.delete(`/api/patient/connexion/${all.id}`);
    expect((await download(all.key, { format: "pdf" })).status).toBe(410);
    expect((await download("no-such-key", { format: "pdf" })).status).toBe(404);
  });
});

describe("POST /api/external/:key", () => {
  it("shows only the kinds switched on, over the shared period, and marks the connection ACTIVE", async () => {
    const { user, client } = await patient();
    await withData(user);
    // The trigger card that offered "stress" gives its words; "sleep" has none.
    await createCard(t.deps, user, {
      date: "2026-11-20",
      parameters: {
        taskType: "SYMMTOM_TRIGGER_CARD",
        taskParameters: { symptom: "MIGRAINE", triggers: [{ id: "stress", label: "Stress" }] },
      },
    });
    const all = (await create(client, { name: "Dr Martin", ...shares })).body.value;
    const answer = await external(all.key);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({
      name: "Dr Martin",
      // No name in the profile nor at sign-up: the e-mail's part before the @, never the address.
      patient: user.email.split("@")[0],
      from: "2026-08-28",
      to: "2026-11-26",
      symptoms: [{ name: "MIGRAINE", label: "MIGRAINE en", points: [{ date: "2026-11-20", value: 4 }] }],
      medicationIntakes: [
        { name: "PARACETAMOL", label: "PARACETAMOL en", points: [{ date: "2026-11-21", value: 1 }] },
      ],
      triggers: [
        { name: "sleep", label: "sleep", points: [{ date: "2026-11-20", value: 1 }] },
        { name: "stress", label: "Stress", points: [{ date: "2026-11-20", value: 1 }] },
      ],
      questionnaires: [
        { name: "mood-check", label: "Mood check", points: [{ date: "2026-11-22", value: 12 }] },
      ],
    });
    expect(JSON.stringify(answer.body.value)).not.toContain(user.email);
    // The profile's first name once given, and the labels in the reader's language.
    await t.db("patientInfo").insert({ id: user.id, firstName: "Camille" });
    const inFrench = (await external(all.key, { language: "fr" })).body.value;
    expect(inFrench.patient).toBe("Camille");
    expect(inFrench.symptoms[0].label).toBe("MIGRAINE fr");
    expect(inFrench.medicationIntakes[0].label).toBe("PARACETAMOL fr");
    expect(inFrench.questionnaires[0].label).toBe("Bilan d’humeur");
    const list = (await client.get("/api/patient/connexion/")).body.value.items;
    expect(list[0].status).toBe("ACTIVE");

    const some = (
      await create(client, {
        name: "Mum",
        symptoms: true,
        medicationIntakes: false,
        triggers: false,
        questionnaires: false,
      })
    ).body.value;
    const partial = (await external(some.key)).body.value;
    expect(Object.keys(partial).sort()).toEqual(["from", "name", "patient", "symptoms", "to"]);
  });

  it("answers 401 for a missing or wrong password with the tries left, then 429 for 15 minutes after 5 wrong ones, and logs every read", async () => {
    const { client } = await patient();
    const locked = (await create(client, { name: "Dr Lock", ...shares, password: "the right one" })).body
      .value;
    const missing = await external(locked.key);
    expect(missing.status).toBe(401);
    expect(missing.body.error).toBe("PASSWORD_REQUIRED");
    // Not a guess: it does not count towards the lock.
    for (let i = 0; i < 5; i++) {
      const wrong = await external(locked.key, { password: `wrong ${i}` });
      expect(wrong.status).toBe(401);
      expect(wrong.body.error).toBe("WRONG_PASSWORD");
      expect(wrong.body.details).toEqual([{ triesLeft: 4 - i }]);
    }
    // Five wrong: even the right password is refused now.
    const refused = await external(locked.key, { password: "the right one" });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe("RATE_LIMITED");
    expect(Number(refused.headers.get("Retry-After"))).toBe(15 * 60);

    now = new Date("2026-11-26T10:15:00Z");
    try {
      const open = await external(locked.key, { password: "the right one" });
      expect(open.status).toBe(200);
    } finally {
      now = new Date("2026-11-26T10:00:00Z");
    }

    const log = await client.get(`/api/patient/connexion/${locked.id}/accessLog`);
    expect(log.status).toBe(200);
    expect(log.body.value.items.map((a: { outcome: string }) => a.outcome)).toEqual([
      "SUCCESS",
      "RATE_LIMITED",
      ...Array(5).fill("WRONG_PASSWORD"),
      "PASSWORD_REQUIRED",
    ]);
    const [first] = log.body.value.items;
    expect(first.ipHash).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(first.ipHash).not.toContain("127.0.0.1");
  });

  it("locks out the guessing address only: the doctor's address still opens the key", async () => {
    const { client } = await patient();
    const locked = (await create(client, { name: "Dr Safe", ...shares, password: "the right one" })).body
      .value;
    for (let i = 0; i < 5; i++) await external(locked.key, { password: `stranger ${i}` }, "198.51.100.7");
    const stranger = await external(locked.key, { password: "the right one" }, "198.51.100.7");
    expect(stranger.status).toBe(429);
    const doctor = await external(locked.key, { password: "a typo" }, "203.0.113.9");
    expect([doctor.status, doctor.body.details]).toEqual([401, [{ triesLeft: 4 }]]);
    expect((await external(locked.key, { password: "the right one" }, "203.0.113.9")).status).toBe(200);
  });

  it("locks the key for everyone after 50 wrong passwords from many addresses within 15 minutes", async () => {
    const { user, client } = await patient();
    const locked = (await create(client, { name: "Dr Crowd", ...shares, password: "the right one" })).body
      .value;
    // 49 guesses already logged from 49 addresses (argon2 on each would only slow the test).
    await t.db("connectionAccesses").insert(
      Array.from({ length: 49 }, (_, i) => ({
        connectionId: locked.id,
        userId: user.id,
        at: new Date(now.getTime() - 60_000),
        ipHash: `bot-${i}`,
        outcome: "WRONG_PASSWORD",
      })),
    );
    const last = await external(locked.key, { password: "wrong" }, "198.51.100.50");
    expect([last.status, last.body.details]).toEqual([401, [{ triesLeft: 0 }]]);
    const doctor = await external(locked.key, { password: "the right one" }, "203.0.113.10");
    expect(doctor.status).toBe(429);
    expect(Number(doctor.headers.get("Retry-After"))).toBe(14 * 60);
  });

  it("counts guesses sent together one by one: five wrong, then locked", async () => {
    const { client } = await patient();
    const locked = (await create(client, { name: "Dr Rush", ...shares, password: "the right one" })).body
      .value;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => external(locked.key, { password: `guess ${i}` })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it("answers 410 for an expired or deleted connection (logged) and 404 for an unknown key", async () => {
    const { client } = await patient();
    const deleted = (await create(client, { name: "Gone", ...shares })).body.value;
    await client.delete(`/api/patient/connexion/${deleted.id}`);
    const gone = await external(deleted.key);
    expect(gone.status).toBe(410);
    expect(gone.body.error).toBe("CONNECTION_GONE");

    const expiring = (await create(client, { name: "Old", ...shares, expirationDate: "2026-11-26" })).body
      .value;
    expect((await external(expiring.key)).status).toBe(200);
    now = new Date("2026-11-27T10:00:00Z");
    try {
      expect((await external(expiring.key)).status).toBe(410);
    } finally {
      now = new Date("2026-11-26T10:00:00Z");
    }
    const log = (await client.get(`/api/patient/connexion/${expiring.id}/accessLog`)).body.value.items;
    expect(log.map((a: { outcome: string }) => a.outcome)).toEqual(["GONE", "SUCCESS"]);

    expect((await external("not-a-key-of-anyone")).status).toBe(404);
    expect((await external("x", { password: "p", extra: 1 })).status).toBe(400);
  });
});
