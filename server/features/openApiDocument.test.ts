/* eslint-disable @typescript-eslint/no-explicit-any -- the document is JSON whose shape each test asserts as it reads it. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCalls } from "../../card-schemas/apiCalls";
import { operationIdOf } from "../platform/http/openApiOperationId";
import { startTestApp, type TestApp } from "../test/testApp";
import { routes } from "./routes";

const PUBLIC_URL = "https://outchi.example";

let t: TestApp;
let document: any;
beforeAll(async () => {
  t = await startTestApp({ config: { publicUrl: PUBLIC_URL } });
  const answer = await t.client().get("/api/openapi.json");
  expect(answer.status).toBe(200);
  document = answer.body;
});
afterAll(() => t.close());

const operationOf = (call: string) => {
  const [method, path] = call.split(" ") as [string, string];
  return document.paths[path.replace(/:(\w+)/g, "{$1}")]?.[method.toLowerCase()];
};

/** What a local `$ref` points at in the document, or undefined. */
function follow(ref: string): unknown {
  return ref
    .slice(2)
    .split("/")
    .map((segment) => decodeURIComponent(segment).replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce<any>((node, segment) => node?.[segment], document);
}

function refsIn(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => refsIn(item, out));
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string") out.push(value);
      else if (key !== "examples" && key !== "const" && key !== "enum") refsIn(value, out);
    }
  }
  return out;
}

describe("GET /api/openapi.json", () => {
  it("names each app's own public address, though the apps of one process share the route table", async () => {
    const other = await startTestApp({ config: { publicUrl: "https://other.outchi.example" } });
    try {
      const answer = await other.client().get("/api/openapi.json");
      expect(answer.body.servers).toEqual([
        { url: "https://other.outchi.example", description: expect.any(String) },
      ]);
    } finally {
      await other.close();
    }
  });

  it("documents every route of the table with its policy, operationId and the card schemas", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers).toEqual([{ url: PUBLIC_URL, description: expect.any(String) }]);
    for (const definition of routes) {
      const operation = operationOf(definition.call);
      expect(operation, definition.call).toBeDefined();
      expect(operation["x-policy"]).toBe(definition.policy);
      expect(operation["x-call"]).toBe(definition.call);
      expect(operation.operationId).toBe(operationIdOf(definition.call));
    }
    expect(document.components.schemas.dailyQueue).toBeDefined();
    expect(document.components.schemas.TASK).toBeDefined();
  });

  it("holds every schema it uses, each `$ref` a pointer inside it", () => {
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(routes.length);
    expect(refs.filter((ref) => !ref.startsWith("#/components/") || follow(ref) === undefined)).toEqual([]);
    // No schema keeps the draft-07 file's identity, which would move its references' base.
    const identified = Object.entries(document.components.schemas).filter(
      ([, schema]: [string, any]) => "$id" in schema || "$schema" in schema,
    );
    expect(identified.map(([name]) => name)).toEqual([]);
  });

  it("gives each call its pieces as components: the path's parameters, the query, the body and the answer", () => {
    for (const definition of routes) {
      const contract = apiCalls[definition.call];
      const operation = operationOf(definition.call);
      const id = operationIdOf(definition.call);
      const success = operation.responses[String(definition.status ?? 200)];
      const [content] = Object.values(success.content as Record<string, { schema: any }>);
      const answer = definition.raw ? content!.schema : content!.schema.properties.value;
      expect(answer, definition.call).toEqual({ $ref: `#/components/schemas/${id}.answer` });
      const names = [...definition.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const inPath = (operation.parameters ?? []).filter((p: any) => p.in === "path");
      expect(
        inPath.map((p: any) => p.name),
        definition.call,
      ).toEqual(names);
      expect(inPath.every((p: any) => p.required && p.schema)).toBe(true);
      if (contract.body) {
        expect(operation.requestBody.content["application/json"].schema).toEqual({
          $ref: `#/components/schemas/${id}.body`,
        });
      }
    }
  });

  it("names the query's fields, those of a query of alternatives too", () => {
    const query = (call: string) =>
      operationOf(call)
        .parameters.filter((p: any) => p.in === "query")
        .map((p: any) => [p.name, p.required]);
    expect(query("GET /api/patient/dailyActivity")).toEqual([
      ["date", false],
      ["from", false],
      ["to", false],
    ]);
    expect(query("POST /api/patient/uploads")).toContainEqual(["access", true]);
  });

  it("takes an upload's bytes as its body, not JSON", () => {
    for (const call of ["POST /api/patient/uploads", "POST /api/pro/:proId/uploads"]) {
      const body = operationOf(call).requestBody;
      expect(body.required).toBe(true);
      expect(Object.keys(body.content)).toContain("application/octet-stream");
      expect(body.content["application/json"]).toBeUndefined();
    }
  });

  it("answers each route's failures as the failure envelope, as its policy and contract imply", () => {
    const statuses = (call: string) =>
      Object.keys(operationOf(call).responses)
        .filter((status) => status !== "200" && status !== "201")
        .sort();
    // Any call may come with a query string the input checks refuse.
    expect(statuses("GET /api/health")).toEqual(["400", "503", "default"]);
    expect(statuses("GET /api/auth/me")).toEqual(["400", "401", "503", "default"]);
    expect(statuses("PUT /api/patient/language")).toEqual([
      "400",
      "401",
      "403",
      "409",
      "413",
      "503",
      "default",
    ]);
    expect(statuses("GET /api/patient/study/:studyId/conditions")).toEqual([
      "400",
      "401",
      "403",
      "404",
      "503",
      "default",
    ]);
    expect(statuses("POST /api/auth/login")).toContain("429");
    expect(statuses("POST /api/patient/uploads")).toContain("429");
    // What the handler declares: a link's 410, a signed-in route's own limit; a client key's 422.
    expect(statuses("POST /api/auth/password/reset")).toContain("410");
    expect(statuses("POST /api/auth/password/change")).toContain("429");
    expect(statuses("POST /api/patient/rewards/buy/:shopObjectId")).toContain("422");
    expect(statuses("PUT /api/patient/language")).not.toContain("422");
    for (const response of Object.values(document.components.responses) as any[]) {
      expect(response.content["application/json"].schema).toEqual({ $ref: "#/components/schemas/failure" });
    }
    expect(document.components.schemas.failure.required).toEqual(["success", "error", "message"]);
  });

  it("asks for the session cookie where the policy needs a signed-in caller", () => {
    expect(document.components.securitySchemes.session).toMatchObject({
      type: "apiKey",
      in: "cookie",
      name: "sid",
    });
    for (const definition of routes) {
      const { security } = operationOf(definition.call);
      const needed = !["public", "guest"].includes(definition.policy);
      expect(
        security.some((requirement: object) => Object.keys(requirement).length === 0),
        definition.call,
      ).toBe(!needed);
    }
  });
});
