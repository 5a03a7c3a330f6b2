import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../platform/db/models";
import {
  createDataValues,
  createMedications,
  createPatient,
  createPro,
  createSymptoms,
  MEAL_PHOTO,
  signIn,
} from "../../test/factories";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import { TINY_PNG } from "../../test/pictures";
import { startTestStorage, type TestStorage } from "../../test/testStorage";

// A real picture: the server decodes every upload.
const PNG = TINY_PNG;

let t: TestApp;
let storage: TestStorage;
let pro: User;
let client: TestClient;

beforeAll(async () => {
  storage = await startTestStorage("local disk");
  t = await startTestApp({ now: () => new Date("2026-11-26T10:00:00Z"), config: storage.config });
  pro = await createPro(t.deps);
  client = await signIn(t.client(), t.deps, pro);
  await createSymptoms(t.deps, ["MIGRAINE"]);
  await createMedications(t.deps, ["PARACETAMOL"]);
  await createDataValues(t.deps, [
    MEAL_PHOTO,
    {
      value: "sleepQuality",
      category: "SLEEP",
      type: "INTENSITY",
      maxIntensity: 5,
      rewards: 1,
      extra: { labels: { en: "Sleep quality" } },
    },
  ]);
});
afterAll(async () => {
  await t.close();
  await storage.close();
});

/** A patient linked to `autorId` (by default the pro's) with `status` and `end`, and some tracked data. */
async function linked(options: { autorId?: string; status?: string; end?: string; consent?: boolean } = {}) {
  const user = await createPatient(t.deps);
  await t.db("users").where({ id: user.id }).update({ name: "Camille" });
  const autorId = options.autorId ?? (pro.authorId as string);
  await t.db("authorLinks").insert({
    id: `${user.id}_${autorId}`,
    userId: user.id,
    authorId: autorId,
    status: options.status ?? "VALIDATED",
    end: options.end ?? "2026-12-26",
  });
  await t.db("symptomEvents").insert([
    { id: `${user.id}-1`, userId: user.id, symptom: "MIGRAINE", intensity: 2, date: "2026-11-20" },
    { id: `${user.id}-2`, userId: user.id, symptom: "MIGRAINE", intensity: 4, date: "2026-11-24" },
    { id: `${user.id}-3`, userId: user.id, symptom: "MIGRAINE", intensity: 5, date: "2026-06-01" },
  ]);
  await t.db("medicationIntakes").insert([
    {
      id: `${user.id}-m1`,
      userId: user.id,
      medicationId: "PARACETAMOL",
      datetime: new Date("2026-11-24T08:00:00Z"),
    },
    {
      id: `${user.id}-m2`,
      userId: user.id,
      medicationId: "PARACETAMOL",
      datetime: new Date("2026-11-24T20:00:00Z"),
    },
  ]);
  await t.db("dailyActivities").insert({
    id: `${user.id}-a1`,
    userId: user.id,
    value: "sleepQuality",
    intensity: 3,
    date: "2026-11-25",
  });
  if (options.consent) {
    await t.db("patientInfo").insert({ id: user.id, phone: "+33612345678" });
    await t
      .db("consents")
      .insert({ id: `${user.id}_NUMERO_CALL`, userId: user.id, consentId: "NUMERO_CALL" });
  }
  return { user, patientClient: await signIn(t.client(), t.deps, user) };
}

const base = (userId: string) => `/api/pro/${pro.authorId}/user/${userId}`;

/** Every call under …/user/{userId}, with the body its writes take. */
const CALLS: [string, (userId: string) => string, unknown?][] = [
  ["GET", (u) => `${base(u)}/data/`],
  ["GET", (u) => `${base(u)}/data/symptoms`],
  ["GET", (u) => `${base(u)}/getImageDailyActivity/any-entry`],
  ["GET", (u) => `${base(u)}/outchiIAHelp/`],
  ["PUT", (u) => `${base(u)}/connection/`, { status: "ENDED" }],
  ["PUT", (u) => `${base(u)}/callStatus/`, { callStatus: "NONE" }],
];

describe("GET /api/pro/{proId}/user", () => {
  it("lists the patients whose link is valid today, with the call status of those who consented", async () => {
    const valid = await linked({ consent: true });
    const quiet = await linked();
    const past = await linked({ end: "2026-11-25" });
    const waiting = await linked({ status: "TO_VALIDATE" });
    const answer = await client.get(`/api/pro/${pro.authorId}/user`);
    expect(answer.status).toBe(200);
    const items = answer.body.value.items as { userId: string }[];
    expect(items).toContainEqual({
      userId: valid.user.id,
      name: "Camille",
      end: "2026-12-26",
      payed: false,
      autorNotification: true,
      call: { status: "NONE", phone: "+33612345678" },
    });
    expect(items.find((i) => i.userId === quiet.user.id)).toMatchObject({ call: null });
    const ids = items.map((i) => i.userId);
    expect(ids).not.toContain(past.user.id);
    expect(ids).not.toContain(waiting.user.id);
  });

  it("answers 401 without a session, 403 to a patient and to another pro", async () => {
    const path = `/api/pro/${pro.authorId}/user`;
    expect((await t.client().get(path)).status).toBe(401);
    const patient = await signIn(t.client(), t.deps, await createPatient(t.deps));
    expect((await patient.get(path)).status).toBe(403);
    const other = await signIn(t.client(), t.deps, await createPro(t.deps));
    expect((await other.get(path)).body.error).toBe("FORBIDDEN");
  });
});

describe("a linked patient's data", () => {
  it("serves the overview's daily series and goals, and audits the read for the patient", async () => {
    const { user, patientClient } = await linked();
    await t.db("personalGoals").insert({
      id: `${user.id}-g`,
      userId: user.id,
      dataValue: "sleepQuality",
      typeOfGoal: "AVERAGE_MORE",
      start: "2026-11-20",
      end: "2026-12-20",
      value: 4,
    });
    const answer = await client.get(`${base(user.id)}/data/`);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({
      userId: user.id,
      name: "Camille",
      from: "2026-10-28",
      to: "2026-11-26",
      symptoms: [
        {
          key: "MIGRAINE",
          label: "MIGRAINE en",
          points: [
            { date: "2026-11-20", value: 2 },
            { date: "2026-11-24", value: 4 },
          ],
        },
      ],
      intakes: [{ key: "PARACETAMOL", points: [{ date: "2026-11-24", value: 2 }] }],
      dailyValues: [
        { key: "sleepQuality", label: "Sleep quality", points: [{ date: "2026-11-25", value: 3 }] },
      ],
      questionnaires: [],
      goals: [{ label: "Sleep quality", typeOfGoal: "AVERAGE_MORE", value: 4, end: "2026-12-20" }],
      pictures: [],
    });
    const reads = await patientClient.get("/api/patient/profile/dataAccess");
    expect(reads.status).toBe(200);
    expect(reads.body.value.items).toEqual([
      {
        id: expect.any(String),
        at: "2026-11-26T10:00:00.000Z",
        autorId: pro.authorId,
        authorName: expect.any(String),
        what: "DATA",
        detail: null,
      },
    ]);
  });

  it("serves one kind over 90 days, 400 for a kind that is not one", async () => {
    const { user, patientClient } = await linked();
    const answer = await client.get(`${base(user.id)}/data/symptoms`);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ kind: "symptoms", from: "2026-08-29", to: "2026-11-26" });
    expect(answer.body.value.series[0].points).toHaveLength(2);
    const bad = await client.get(`${base(user.id)}/data/passwords`);
    expect([bad.status, bad.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    const reads = (await patientClient.get("/api/patient/profile/dataAccess")).body.value.items;
    expect(reads.map((r: { what: string; detail: string }) => [r.what, r.detail])).toEqual([
      ["SERIES", "symptoms"],
    ]);
  });

  it("serves a private picture through the storage adapter, never cached, and audits it", async () => {
    const { user, patientClient } = await linked();
    const uploaded = await patientClient.request(
      "POST",
      "/api/patient/uploads?access=private&value=mealPhoto",
      undefined,
      {
        rawBody: PNG,
        headers: { "Content-Type": "image/png" },
      },
    );
    expect(uploaded.status).toBe(201);
    const overview = (await client.get(`${base(user.id)}/data/`)).body.value;
    expect(overview.pictures).toEqual([
      { id: uploaded.body.value.dailyActivity.id, date: "2026-11-26", value: "mealPhoto" },
    ]);
    const picture = await client.get(`${base(user.id)}/getImageDailyActivity/${overview.pictures[0].id}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/png");
    expect(picture.headers.get("cache-control")).toBe("private, no-store");
    const reads = (await patientClient.get("/api/patient/profile/dataAccess")).body.value.items;
    expect(reads.map((r: { what: string }) => r.what).sort()).toEqual(["DATA", "PICTURE"]);
    const sleep = await client.get(`${base(user.id)}/getImageDailyActivity/${user.id}-a1`);
    expect([sleep.status, sleep.body.error]).toEqual([404, "NOT_FOUND"]);
  });

  it("summarizes the patient's recent data with the built-in assistant, in the pro's language, audited", async () => {
    const { user, patientClient } = await linked();
    await t.db("userSymptoms").insert({ id: `${user.id}_MIGRAINE`, userId: user.id, symptom: "MIGRAINE" });
    const answer = await client.get(`${base(user.id)}/outchiIAHelp/`);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ builtIn: true, generatedAt: "2026-11-26T10:00:00.000Z" });
    expect(answer.body.value.text).toContain("MIGRAINE en: 2 check-ins, average intensity 3/5");
    const reads = (await patientClient.get("/api/patient/profile/dataAccess")).body.value.items;
    expect(reads.map((r: { what: string }) => r.what)).toEqual(["SUMMARY"]);
  });

  it("answers 404 for a patient whose link is past, waiting, another author's, or none, and audits nothing", async () => {
    const other = await createPro(t.deps);
    const patients = [
      await linked({ end: "2026-11-25" }),
      await linked({ status: "TO_VALIDATE" }),
      await linked({ status: "REJECTED" }),
      await linked({ autorId: other.authorId as string }),
    ];
    for (const { user } of patients) {
      for (const [method, path, body] of CALLS) {
        const answer = await client.request(method, path(user.id), body);
        expect([method, path(user.id), answer.status, answer.body?.error]).toEqual([
          method,
          path(user.id),
          404,
          "NOT_FOUND",
        ]);
      }
    }
    const ids = patients.map((p) => p.user.id);
    expect(await t.db("proDataReads").whereIn("userId", ids)).toEqual([]);
  });

  it("answers 401 without a session, 403 to a patient and to another pro, on every call", async () => {
    const { user } = await linked();
    const patient = await signIn(t.client(), t.deps, user);
    const other = await signIn(t.client(), t.deps, await createPro(t.deps));
    for (const [method, path, body] of CALLS) {
      expect((await t.client().request(method, path(user.id), body)).status).toBe(401);
      expect((await patient.request(method, path(user.id), body)).status).toBe(403);
      expect((await other.request(method, path(user.id), body)).status).toBe(403);
    }
    expect(await t.db("proDataReads").where({ userId: user.id })).toEqual([]);
  });
});

describe("PUT …/user/{userId}/callStatus/ and …/connection/", () => {
  it("sets the call status of a patient who consented; 409 NO_CALL_CONSENT otherwise", async () => {
    const { user } = await linked({ consent: true });
    const answer = await client.put(`${base(user.id)}/callStatus/`, { callStatus: "TO_CALL" });
    expect(answer.status).toBe(200);
    expect(answer.body.value.call).toEqual({ status: "TO_CALL", phone: "+33612345678" });
    expect((await t.db("authorLinks").where({ userId: user.id }).first()).callStatus).toBe("TO_CALL");
    const bad = await client.put(`${base(user.id)}/callStatus/`, { callStatus: "MAYBE" });
    expect([bad.status, bad.body.error]).toEqual([400, "VALIDATION_FAILED"]);
    const quiet = await linked();
    const refused = await client.put(`${base(quiet.user.id)}/callStatus/`, { callStatus: "TO_CALL" });
    expect([refused.status, refused.body.error]).toEqual([409, "NO_CALL_CONSENT"]);
  });

  it("ends the link: the pro no longer sees the patient", async () => {
    const { user } = await linked();
    const answer = await client.put(`${base(user.id)}/connection/`, { status: "ENDED" });
    expect(answer.body.value).toEqual({ userId: user.id, status: "CANCELED", refund: 0 });
    expect((await client.get(`${base(user.id)}/data/`)).status).toBe(404);
    const list = (await client.get(`/api/pro/${pro.authorId}/user`)).body.value.items;
    expect(list.map((i: { userId: string }) => i.userId)).not.toContain(user.id);
    expect((await client.put(`${base(user.id)}/connection/`, { status: "ENDED" })).status).toBe(404);
  });
});

describe("GET /api/patient/profile/dataAccess", () => {
  it("shows a patient only the reads of their own data", async () => {
    const read = await linked();
    await client.get(`${base(read.user.id)}/data/`);
    const { patientClient } = await linked();
    expect((await patientClient.get("/api/patient/profile/dataAccess")).body.value.items).toEqual([]);
  });

  it("answers 401 without a session and 403 to a pro", async () => {
    expect((await t.client().get("/api/patient/profile/dataAccess")).status).toBe(401);
    expect((await client.get("/api/patient/profile/dataAccess")).status).toBe(403);
  });
});
