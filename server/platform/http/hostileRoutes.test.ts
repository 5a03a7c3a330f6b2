/**
 * Input an attacker would send, generated from the route table: every write route gets each hostile
 * body, every route with a path parameter each hostile id, every query each hostile value, and every
 * day or instant field each impossible date. None may answer 500 or write anything.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readsRawBody } from "./bodyParser";
import { MAX_JSON_DEPTH } from "./hostileInput";
import { compileInput, compileQuery } from "./inputValidator";
import type { AnyRoute, JsonSchema } from "./route";
import { createAccount } from "../../features/accounts/createAccount";
import { createPatient, createPro, signIn, TEST_PASSWORD } from "../../test/factories";
import { inlinedPiece } from "../../test/inlinedSchema";
import { startTestApp, type TestApp, type TestClient, type TestResponse } from "../../test/testApp";
import { routes } from "../../features/routes";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const NUL = "a\u0000b";
const LONE_SURROGATE = "a\ud800b";
const BAD_DAYS = ["0000-01-01", "10000-01-01", "2026-02-30", "2025-02-29"];
const BAD_INSTANTS = [
  "2026-06-30T23:59:60Z",
  "0000-01-01T00:00:00Z",
  "10000-01-01T00:00:00Z",
  "9999-12-31T23:00:00-02:00",
  "0001-01-01T00:30:00+01:00",
  "2026-02-30T10:00:00Z",
];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = JsonSchema & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  enum?: Json[];
  const?: Json;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  minProperties?: number;
  additionalProperties?: boolean | Schema;
};

/** Strings tried in turn for a string field with a pattern or a length: the first that fits is used. */
const STRING_CANDIDATES = [
  "a",
  "A",
  "1",
  "sample",
  "SAMPLE",
  "FR",
  "abcdefgh",
  "0123456789abcdef".repeat(2),
  "12:00",
  "https://push.example/a",
];

function typeOf(schema: Schema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== "null") : schema.type;
}

/** The first branch of a oneOf/anyOf, else the schema itself. */
function branch(schema: Schema): Schema {
  return schema.oneOf?.[0] ?? schema.anyOf?.[0] ?? schema;
}

/** The body and query schemas of a route's call, references inlined. */
const bodyOf = (definition: AnyRoute) => inlinedPiece(definition.call, "body") as Schema | undefined;
const queryOf = (definition: AnyRoute) => inlinedPiece(definition.call, "query") as Schema | undefined;

/**
 * A small value the schema accepts: required properties only (the first ones when it asks for
 * more), the first enum value, the minimum.
 */
function sampleOf(schema: Schema): Json {
  const chosen = branch(schema);
  if (chosen.const !== undefined) return chosen.const;
  if (chosen.enum) return chosen.enum[0]!;
  switch (typeOf(chosen)) {
    case "object": {
      const required = chosen.required ?? [];
      const optional = Object.keys(chosen.properties ?? {}).filter((name) => !required.includes(name));
      const names = [
        ...required,
        ...optional.slice(0, Math.max(0, (chosen.minProperties ?? 0) - required.length)),
      ];
      return Object.fromEntries(names.map((name) => [name, sampleOf(chosen.properties?.[name] ?? {})]));
    }
    case "array":
      return chosen.minItems ? [sampleOf(chosen.items ?? {})] : [];
    case "integer":
    case "number":
      return chosen.minimum ?? 1;
    case "boolean":
      return true;
    case "string":
      if (chosen.format === "date") return "2026-01-15";
      if (chosen.format === "date-time") return "2026-01-15T10:00:00Z";
      if (chosen.format === "email") return "someone@test.outchi";
      return (
        STRING_CANDIDATES.find(
          (text) =>
            (!chosen.pattern || new RegExp(chosen.pattern, "u").test(text)) &&
            text.length >= (chosen.minLength ?? 0) &&
            text.length <= (chosen.maxLength ?? Infinity),
        ) ?? "a"
      );
    default:
      return {};
  }
}

/** Free-form: any JSON (`data: {}`) or an object with no declared properties. */
function isFreeForm(schema: Schema): boolean {
  const type = typeOf(schema);
  const structured = schema.properties || schema.oneOf || schema.anyOf || schema.$ref || schema.enum;
  return (type === undefined || type === "object") && !structured;
}

/** The paths (as property names) of every string field and every free-form field, in schema order. */
function fieldsOf(schema: Schema, at: string[] = []): Array<{ at: string[]; schema: Schema }> {
  const chosen = branch(schema);
  const found: Array<{ at: string[]; schema: Schema }> = [];
  for (const [name, property] of Object.entries(chosen.properties ?? {})) {
    const inner = branch(property);
    if (inner.properties) found.push(...fieldsOf(inner, [...at, name]));
    else if (typeOf(inner) === "string" || isFreeForm(inner))
      found.push({ at: [...at, name], schema: inner });
  }
  return found;
}

/** `base` with `value` at `at`, creating the objects on the way (optional parents). */
function withValue(base: Json, at: string[], value: Json): Json {
  const copy = structuredClone(base) as Record<string, Json>;
  let node = copy;
  for (const name of at.slice(0, -1)) {
    if (typeof node[name] !== "object" || node[name] === null) node[name] = {};
    node = node[name] as Record<string, Json>;
  }
  node[at[at.length - 1]!] = value;
  return copy;
}

const pointer = (at: string[]) => `/${at.join("/")}`;

/** A URL for `path` with each parameter given `id` (already encoded). */
/**
 * The route's path with `id` in its parameters; a pro route's `:proId` is the signed-in pro's own
 * author (`keepOwner`), so that its other parameters and its body are what is tested.
 */
const urlOf = (definition: AnyRoute, id = "x1", keepOwner = true) =>
  definition.path.replace(/:\w+/g, (name) => (keepOwner && ownsProId(definition, name) ? proAuthorId : id));
const ownsProId = (definition: AnyRoute, name: string) => definition.policy === "pro" && name === ":proId";

/** Every hostile body of a write route: where the hostile part sits, and the body. */
/** Where the deep value goes in the body's text. */
const DEEP = "(deep)";

/** Every hostile body of a write route as JSON text: its name, and the path its refusal must name. */
function hostileBodies(definition: AnyRoute): Array<{ name: string; path: string; body: string }> {
  const schema = bodyOf(definition) ?? { type: "object" };
  const sample = sampleOf(schema);
  const fields = fieldsOf(schema);
  // A string field takes the hostile text itself; a free-form one, an object holding it.
  const text = fields.find((field) => !isFreeForm(field.schema));
  const free = fields.find((field) => isFreeForm(field.schema));
  const spots = [
    text ? { at: text.at, wrap: false } : undefined,
    free ? { at: free.at, wrap: true } : undefined,
  ].filter((spot) => spot !== undefined);
  if (spots.length === 0) spots.push({ at: ["hostile"], wrap: false });
  const bodies: Array<{ name: string; path: string; body: string }> = [];
  for (const { at, wrap } of spots) {
    for (const [what, bad] of [
      ["NUL", NUL],
      ["lone surrogate", LONE_SURROGATE],
    ] as const) {
      bodies.push({
        name: `${what} in ${pointer(at)}`,
        path: wrap ? pointer([...at, "note"]) : pointer(at),
        body: JSON.stringify(withValue(sample, at, wrap ? { note: bad } : bad)),
      });
    }
    // As text: JSON.stringify itself runs out of stack on 5,000 levels.
    const deep = `${"[".repeat(5000)}"bottom"${"]".repeat(5000)}`;
    // The value at `at` is level 2 or more; the refused array is the one at level MAX_JSON_DEPTH + 1.
    const depthAt = at.length + 1;
    bodies.push({
      name: `5,000 levels in ${pointer(at)}`,
      path: `${pointer(at)}${"/0".repeat(MAX_JSON_DEPTH + 1 - depthAt)}`,
      body: JSON.stringify(withValue(sample, at, DEEP)).replace(`"${DEEP}"`, deep),
    });
  }
  for (const key of ["\u0000key", "\udc00key"]) {
    bodies.push({
      name: `${JSON.stringify(key)} as a key`,
      path: "/\uFFFDkey",
      body: JSON.stringify(withValue(sample, [key], 1)),
    });
  }
  return bodies;
}

/** Every day and instant field of a schema, with its impossible values. */
function dateFields(schema: Schema, at: string[] = []): Array<{ at: string[]; bad: string[] }> {
  const chosen = branch(schema);
  return Object.entries(chosen.properties ?? {}).flatMap(([name, property]) => {
    const inner = branch(property);
    if (inner.properties) return dateFields(inner, [...at, name]);
    if (inner.format === "date") return [{ at: [...at, name], bad: BAD_DAYS }];
    if (inner.format === "date-time") return [{ at: [...at, name], bad: BAD_INSTANTS }];
    return [];
  });
}

function queryString(values: Record<string, Json>, raw: Record<string, string> = {}): string {
  const parts = Object.entries(values)
    .filter(([name]) => !(name in raw))
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`);
  for (const [name, encoded] of Object.entries(raw)) parts.push(`${name}=${encoded}`);
  return `?${parts.join("&")}`;
}

let t: TestApp;
let patient: TestClient;
let pro: TestClient;
let admin: TestClient;
let proAuthorId: string;
let rowsBefore: Record<string, number>;

/** Rows of every table of the schema: nothing hostile may add, change the count of, or remove any. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await t.db
    .select("table_name")
    .from("information_schema.tables")
    .whereRaw("table_schema = current_schema() and table_type = 'BASE TABLE'");
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables as Array<{ table_name: string }>) {
    const [row] = await t.db(table).count({ n: "*" });
    counts[table] = Number(row?.n);
  }
  return counts;
}

/** The ledger and balances, whose every row must stay as it was. */
async function money(): Promise<unknown> {
  return {
    ledger: await t.db("ledger_entries").select().orderBy("id"),
    balances: await t.db("bank_accounts").select().orderBy("user_id"),
  };
}
let moneyBefore: unknown;

/** A refusal: a 4xx in the envelope. With `path`, a 400 VALIDATION_FAILED naming that field. */
function expectRefused(answer: TestResponse, what: string, path?: string) {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
  expect(answer.body?.success, what).toBe(false);
  if (path === undefined) return;
  expect(answer.status, what).toBe(400);
  expect(answer.body.error, what).toBe("VALIDATION_FAILED");
  expect(answer.body.details?.[0]?.path, what).toBe(path);
}

const clientFor = (definition: AnyRoute) =>
  definition.policy === "public" || definition.policy === "guest"
    ? t.client()
    : definition.policy === "pro"
      ? pro
      : definition.policy === "admin"
        ? admin
        : patient;

const writeRoutes = routes.filter(
  (definition) => WRITES.has(definition.method) && !readsRawBody(definition.path),
);
const idRoutes = routes.filter((definition) => definition.path.includes(":"));
const queryRoutes = routes.filter((definition) => queryOf(definition));

beforeAll(async () => {
  t = await startTestApp({
    config: { cpx: { url: "https://cpx.test/", appId: "1", secret: "s3cret" } },
  });
  const user = await createPatient(t.deps);
  patient = await signIn(t.client(), t.deps, user);
  const proUser = await createPro(t.deps);
  proAuthorId = proUser.authorId!;
  pro = await signIn(t.client(), t.deps, proUser);
  const adminUser = await createAccount(t.db, {
    email: "admin-hostile@test.outchi",
    password: TEST_PASSWORD,
    role: "admin",
    language: "en",
  });
  admin = await signIn(t.client(), t.deps, adminUser);
  // The day dealt first: its cards are rows that must stay as they are.
  expect((await patient.get("/api/patient/todo")).status).toBe(200);
  rowsBefore = await rowCounts();
  moneyBefore = await money();
});
afterAll(() => t.close());

describe("the generator", () => {
  it("builds a valid body and query for every route it then spoils", () => {
    for (const definition of routes) {
      const body = bodyOf(definition);
      const query = queryOf(definition);
      if (body) compileInput(body)(sampleOf(body));
      if (query) compileQuery(query)(sampleOf(query) as Record<string, unknown>);
    }
    expect(writeRoutes.length).toBeGreaterThan(10);
    expect(idRoutes.length).toBeGreaterThan(10);
  });
});

describe("hostile bodies on every write route", () => {
  it.each(writeRoutes.map((definition) => [`${definition.method} ${definition.path}`, definition]))(
    "%s answers 400 naming the field",
    async (_name, definition) => {
      for (const { name, path, body } of hostileBodies(definition)) {
        const answer = await clientFor(definition).request(definition.method, urlOf(definition), undefined, {
          rawBody: body,
          headers: { "Content-Type": "application/json" },
        });
        expectRefused(answer, name, path);
      }
    },
  );
});

describe("impossible days and instants", () => {
  const bodyDates = writeRoutes.flatMap((definition) =>
    dateFields(bodyOf(definition) ?? {}).map((field) => ({ definition, ...field })),
  );
  const queryDates = queryRoutes.flatMap((definition) =>
    dateFields(queryOf(definition) ?? {}).map((field) => ({ definition, ...field })),
  );

  it("covers the routes that take days and instants", () => {
    expect(bodyDates.map(({ definition }) => definition.path)).toEqual(
      expect.arrayContaining(["/api/patient/dailyActivity", "/api/patient/medicationIntakes"]),
    );
    expect(queryDates.map(({ definition }) => definition.path)).toEqual(
      expect.arrayContaining(["/api/patient/todo", "/api/patient/dailyActivity"]),
    );
  });

  it.each(
    bodyDates.map((field) => [
      `${field.definition.method} ${field.definition.path} ${pointer(field.at)}`,
      field,
    ]),
  )("%s refuses them with 400 before the database", async (_name, { definition, at, bad }) => {
    const sample = sampleOf(bodyOf(definition) ?? {});
    for (const value of bad) {
      const answer = await patient.request(
        definition.method,
        urlOf(definition),
        withValue(sample, at, value),
      );
      expectRefused(answer, value, pointer(at));
    }
  });

  it.each(
    queryDates.map((field) => [`${field.definition.method} ${field.definition.path} ?${field.at[0]}`, field]),
  )("%s refuses them with 400", async (_name, { definition, at, bad }) => {
    const sample = sampleOf(queryOf(definition) ?? {}) as Record<string, Json>;
    for (const value of bad) {
      const answer = await clientFor(definition).request(
        definition.method,
        `${urlOf(definition)}${queryString({ ...sample, [at[0]!]: value })}`,
      );
      expectRefused(answer, value, pointer(at));
    }
  });
});

describe("hostile path parameters on every route that has one", () => {
  it.each(idRoutes.map((definition) => [`${definition.method} ${definition.path}`, definition]))(
    "%s refuses a NUL with 400 naming the parameter, and never fails on other bytes",
    async (_name, definition) => {
      const body = WRITES.has(definition.method) ? sampleOf(bodyOf(definition) ?? {}) : undefined;
      const params = (definition.path.match(/:\w+/g) ?? []).filter((name) => !ownsProId(definition, name));
      // A pro route with no parameter but its owner gets them there: its policy refuses them (403).
      const keepOwner = params.length > 0;
      const answer = await clientFor(definition).request(
        definition.method,
        urlOf(definition, "%00", keepOwner),
        body,
      );
      expectRefused(answer, `${definition.path} with %00`, keepOwner ? `/${params[0]!.slice(1)}` : undefined);
      // Bytes that are not UTF-8 stay undecoded: a harmless id, which finds nothing.
      for (const id of ["%ED%A0%80", "%", "..%2f..%2fpackage.json", "a%2500"]) {
        const other = await clientFor(definition).request(
          definition.method,
          urlOf(definition, id, keepOwner),
          body,
        );
        expect(other.status, `${definition.path} with ${id}: ${JSON.stringify(other.body)}`).toBeLessThan(
          500,
        );
      }
    },
  );
});

describe("hostile query values", () => {
  it.each(queryRoutes.map((definition) => [`${definition.method} ${definition.path}`, definition]))(
    "%s refuses a NUL in any value or name with 400 naming it",
    async (_name, definition) => {
      const schema = queryOf(definition) ?? {};
      const sample = sampleOf(schema) as Record<string, Json>;
      const url = urlOf(definition);
      for (const name of Object.keys(schema.properties ?? {})) {
        const answer = await clientFor(definition).request(
          definition.method,
          `${url}${queryString(sample, { [name]: "a%00b" })}`,
        );
        expectRefused(answer, `?${name}=a%00b`, `/${name}`);
      }
      const named = await clientFor(definition).request(
        definition.method,
        `${url}${queryString(sample, { "x%00": "1" })}`,
      );
      expectRefused(named, "a NUL in a name", "/x\uFFFD");
    },
  );

  it("refuses a NUL in the query of a route that reads none", async () => {
    expectRefused(await patient.get("/api/patient/bank?x=%00"), "?x=%00", "/x");
  });
});

describe("what the issue found", () => {
  it("refuses a NUL in the email of a sign-in without touching the database", async () => {
    const answer = await t.client().post("/api/auth/login", { email: "a\u0000@x.t", password: "whatever1" });
    expectRefused(answer, "login", "/email");
  });

  it("refuses a NUL id on a public page", async () => {
    expectRefused(await t.client().get("/api/guest/communityQuestions/%00"), "guest", "/id");
  });

  it("refuses a NUL in the name of a pro sign-up", async () => {
    const answer = await t.client().post("/api/auth/signup", {
      email: "pro@test.outchi",
      password: "long enough",
      language: "en",
      accountType: "pro",
      name: "Dr \u0000",
    });
    expectRefused(answer, "signup", "/name");
  });

  it("refuses a NUL in the CPX postback's user id", async () => {
    const answer = await t
      .client()
      .get("/api/cpx/postback?status=1&trans_id=t1&user_id=%00&amount_local=5&hash=" + "0".repeat(32));
    expectRefused(answer, "postback", "/user_id");
  });

  it("lets the deepest body allowed through to the route", async () => {
    let nested: Json = "leaf";
    for (let level = 0; level < MAX_JSON_DEPTH - 3; level++) nested = { x: nested };
    // value (1) → data (2) → … MAX_JSON_DEPTH levels: the check lets it through to the route.
    const answer = await patient.post("/api/patient/notifications/validate/unknown-card", {
      value: { done: true, data: nested },
    });
    expect(answer.status).toBe(404);
  });
});

/** GET `path` exactly as written (fetch would normalize it), as the server answers it. */
function getPath(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
      })
      .on("error", reject);
  });
}

describe("hostile static paths", () => {
  it.each([
    "/assets/%",
    "/media/%",
    "/media/%00",
    "/assets/%00",
    "//evil.test/",
    "/media/..%2f..%2fpackage.json",
    "/media/..%2f..%2f..%2fpackage.json",
    "/assets/..%2f..%2fpackage.json",
    "/..%2fpackage.json",
    "/%2e%2e/package.json",
  ])("%s answers 404 and no file outside the folder", async (path) => {
    const answer = await getPath(path);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toMatch(/"devDependencies"/);
  });
});

describe("after all of it", () => {
  it("nothing was written", async () => {
    expect(await rowCounts()).toEqual(rowsBefore);
    expect(await money()).toEqual(moneyBefore);
  });
});
