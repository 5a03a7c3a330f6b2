import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, type TestClient } from "../../test/testApp";
import { createAccount } from "../accounts/createAccount";
import {
  createCard,
  createPatient,
  createProgram,
  createPro,
  signIn,
  TEST_PASSWORD,
} from "../../test/factories";
import { routes } from "../routes";
import { readsRawBody } from "../../platform/http/bodyParser";

let t: TestApp;
let client: TestClient;
/** The pro routes' caller: the pro policy answers 403 to anyone else before reading the body. */
let proClient: TestClient;
/** The admin routes' caller, for the same reason. */
let adminClient: TestClient;
const params: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date("2025-03-10T10:00:00Z") });
  const user = await createPatient(t.deps);
  client = await signIn(t.client(), t.deps, user);
  params.studyId = await createProgram(t.deps);
  params.notificationId = await createCard(t.deps, user, { date: "2025-03-10" });
  const pro = await createPro(t.deps);
  proClient = await signIn(t.client(), t.deps, pro);
  params.proId = pro.authorId ?? "";
  const admin = await createAccount(t.db, {
    email: "admin-writes@test.outchi",
    password: TEST_PASSWORD,
    role: "admin",
    language: "en",
  });
  adminClient = await signIn(t.client(), t.deps, admin);
});
afterAll(() => t.close());

/** Everything a write could change. */
async function snapshot() {
  const tables = [
    "users",
    "sessions",
    "notifications",
    "ledgerEntries",
    "bankAccounts",
    "userMetadata",
    "studySubscriptions",
    "rateLimits",
    "authors",
    "dailyActivities",
    "userSymptoms",
    "symptomEvents",
    "medicationIntakes",
    "personalGoals",
    "questionnaireRecords",
    "authorLinks",
    "powerUses",
    "chatMessages",
    "communityAnswers",
    "storedFiles",
    "socialEvents",
    "patientInfo",
    "consents",
    "authorShopItems",
    "authorMessages",
    "payouts",
    "idempotencyKeys",
    "programDrafts",
    "programVersions",
  ];
  const rows = await Promise.all(tables.map((table) => t.db(table).select()));
  return JSON.stringify(rows, (_key, value) => (value instanceof Date ? value.toISOString() : value));
}

const writeRoutes = routes.filter((definition) => definition.method !== "GET");

describe("malformed bodies on every write route", () => {
  it("covers the write routes", () => {
    expect(writeRoutes.length).toBeGreaterThanOrEqual(5);
  });

  for (const definition of writeRoutes) {
    it(`${definition.method} ${definition.path} answers 400 and changes nothing`, async () => {
      const path = definition.path.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? "x");
      const before = await snapshot();
      const bodies: Array<{ rawBody?: string; body?: unknown; code: string }> = [
        { rawBody: "{ definitely not json", code: "MALFORMED_BODY" },
        { rawBody: '{"value": ', code: "MALFORMED_BODY" },
        { body: ["an", "array"], code: "VALIDATION_FAILED" },
        { body: { unexpected: { nested: true } }, code: "VALIDATION_FAILED" },
        { rawBody: "plain text", code: "VALIDATION_FAILED" },
      ];
      // Upload routes read bytes, not JSON: whatever is not a picture is NOT_AN_IMAGE.
      const raw = readsRawBody(path);
      for (const { rawBody, body, code: jsonCode } of bodies) {
        const code = raw ? "NOT_AN_IMAGE" : jsonCode;
        const headers = rawBody === "plain text" ? { "Content-Type": "text/plain" } : undefined;
        // The patient's upload also says who may see the picture; the author's media is always protected.
        const target = raw && definition.policy === "patient" ? `${path}?access=protected` : path;
        const caller =
          definition.policy === "pro" ? proClient : definition.policy === "admin" ? adminClient : client;
        const answer = await caller.request(definition.method, target, body, { rawBody, headers });
        expect(answer.status, `${JSON.stringify(rawBody ?? body)}`).toBe(400);
        expect(answer.body.success).toBe(false);
        expect(answer.body.error).toBe(code);
      }
      expect(await snapshot()).toBe(before);
    });
  }
});
