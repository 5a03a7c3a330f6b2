/**
 * A client generated from the served OpenAPI document alone (@hey-api/openapi-ts: a function per
 * operationId over fetch) calls a running app: the health, a sign-in with the session cookie it
 * sets, reads and a write of the signed-in patient, and failures read as the document's failure
 * schema.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createClient as generateClient } from "@hey-api/openapi-ts";
import Ajv2020 from "ajv/dist/2020";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPatient, createProgram, TEST_PASSWORD } from "../test/factories";
import { startTestApp, type TestApp } from "../test/testApp";

/* eslint-disable @typescript-eslint/no-explicit-any -- the generated client is imported at run time, untyped here. */
type Call = (options?: Record<string, unknown>) => Promise<{ data?: any; error?: any; response: Response }>;
type Sdk = Record<string, Call>;

let t: TestApp;
let folder: string;
let sdk: Sdk;
let isFailure: (value: unknown) => boolean;

beforeAll(async () => {
  t = await startTestApp();
  const document = (await t.client().get("/api/openapi.json")).body;
  folder = await mkdtemp(path.join(tmpdir(), "openapi-client-"));
  await generateClient({
    input: document,
    output: { path: folder },
    plugins: ["@hey-api/client-fetch", "@hey-api/sdk", "@hey-api/typescript"],
    logs: { level: "silent" },
  });
  const load = (file: string) => import(/* @vite-ignore */ pathToFileURL(path.join(folder, file)).href);
  sdk = (await load("sdk.gen.ts")) as Sdk;
  // The generated client's server is PUBLIC_URL; this one listens on a random port.
  (await load("client.gen.ts")).client.setConfig({ baseUrl: t.url });
  // The failure envelope as the document writes it, its references resolved inside the document.
  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  ajv.addSchema(document, "openapi.json");
  isFailure = ajv.compile({ $ref: "openapi.json#/components/schemas/failure" });
}, 120_000);

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await t.close();
});

/** The session token of a sign-in's answer, from its Set-Cookie. */
function sessionOf(response: Response): string | undefined {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("sid="));
  return cookie?.split(";")[0]?.slice("sid=".length);
}

describe("a client generated from /api/openapi.json", () => {
  it("reads the health of a running app", async () => {
    const { data, response } = await sdk.getHealth!();
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ success: true, value: { status: "ok", database: "ok" } });
  });

  it("signs in, then reads and writes as the patient with the session cookie", async () => {
    const patient = await createPatient(t.deps);
    const studyId = await createProgram(t.deps);
    const signedIn = await sdk.postAuthLogin!({ body: { email: patient.email, password: TEST_PASSWORD } });
    expect(signedIn.response.status).toBe(200);
    expect(signedIn.data.value.user.id).toBe(patient.id);
    const auth = sessionOf(signedIn.response);
    expect(auth).toBeTruthy();

    const me = await sdk.getAuthMe!({ auth });
    expect(me.data.value.user.email).toBe(patient.email);
    const conditions = await sdk.getPatientStudyByStudyIdConditions!({ auth, path: { studyId } });
    expect(conditions.response.status).toBe(200);
    const language = await sdk.putPatientLanguage!({
      auth,
      body: { language: "fr" },
      headers: { "X-Requested-With": "fetch" },
    });
    expect(language.data.value.user.language).toBe("fr");
  });

  it("reads its failures as the document's failure schema", async () => {
    const anonymous = await sdk.getAuthMe!();
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.error).toMatchObject({ success: false, error: "NOT_SIGNED_IN" });
    expect(isFailure(anonymous.error)).toBe(true);

    const patient = await createPatient(t.deps);
    const signedIn = await sdk.postAuthLogin!({ body: { email: patient.email, password: TEST_PASSWORD } });
    const auth = sessionOf(signedIn.response);
    const missing = await sdk.getPatientStudyByStudyIdConditions!({
      auth,
      path: { studyId: "no-such-program" },
    });
    expect(missing.response.status).toBe(404);
    expect(isFailure(missing.error)).toBe(true);

    const invalid = await sdk.putPatientLanguage!({
      auth,
      body: { language: "klingon" },
      headers: { "X-Requested-With": "fetch" },
    });
    expect(invalid.response.status).toBe(400);
    expect(invalid.error).toMatchObject({ error: "VALIDATION_FAILED" });
    expect(isFailure(invalid.error)).toBe(true);
    expect(isFailure({ success: false, error: "lower case", message: "x" })).toBe(false);
  });
});
