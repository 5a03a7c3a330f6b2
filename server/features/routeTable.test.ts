import Router from "@koa/router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCalls, type ApiCallKey } from "../../card-schemas/apiCalls";
import { POLICIES } from "../core/policies";
import { mountRoutes } from "../platform/http/mount";
import { route, type AnyRoute } from "../platform/http/route";
import { inlinedPiece } from "../test/inlinedSchema";
import { startTestApp, type TestApp } from "../test/testApp";
import { routes } from "./routes";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("the route table", () => {
  it("gives every registered route a known policy", () => {
    const byKey = new Map(
      routes.map((definition) => [`${definition.method} ${definition.path}`, definition]),
    );
    const layers = t.app.router.stack;
    expect(layers.length).toBeGreaterThan(0);
    for (const layer of layers) {
      for (const method of layer.methods.filter((m) => m !== "HEAD")) {
        const definition = byKey.get(`${method} ${layer.path}`);
        expect(definition, `${method} ${layer.path} was registered outside the route table`).toBeDefined();
        expect(POLICIES, `${method} ${layer.path}`).toContain(definition?.policy);
      }
    }
    expect(layers.length).toBe(routes.length);
  });

  it("puts every route under /api/ but the client configuration file, and each method and path once", () => {
    const keys = routes.map((definition) => `${definition.method} ${definition.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    // docs/architecture.md: the app fetches its configuration from /config.json.
    const outside = routes.filter((definition) => !definition.path.startsWith("/api/"));
    expect(outside.map((definition) => definition.call)).toEqual(["GET /config.json"]);
  });

  it("refuses to declare or mount a route without a policy", () => {
    const bare = { call: "GET /api/health", summary: "x", tag: "x", handler: async () => ({}) };
    expect(() => route(bare as unknown as AnyRoute)).toThrow(/no policy/);
    const everyone = { ...bare, method: "GET", path: "/api/health", policy: "everyone" };
    expect(() => mountRoutes(new Router(), [everyone as unknown as AnyRoute], t.deps)).toThrow(/policy/);
  });

  it("gives every route a call contract with an answer schema, and every contract a route", () => {
    for (const definition of routes) {
      const contract = apiCalls[definition.call];
      expect(contract?.answer, definition.call).toBeDefined();
      expect(`${definition.method} ${definition.path}`).toBe(definition.call);
      // The params schema names the path's parameters, no more and no fewer.
      const names = [...definition.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const params = inlinedPiece(definition.call, "params");
      expect(Object.keys((params?.properties ?? {}) as object), definition.call).toEqual(names);
      expect(params?.required ?? [], definition.call).toEqual(names);
    }
    expect(Object.keys(apiCalls).sort()).toEqual(routes.map((definition) => definition.call).sort());
  });

  it("refuses to mount a route whose call has no contract", () => {
    const orphan = { ...routes[0]!, call: "GET /api/nowhere" as ApiCallKey, path: "/api/nowhere" };
    expect(() => mountRoutes(new Router(), [orphan], t.deps)).toThrow(/no call/);
  });
});

describe("GET /api/health", () => {
  it("answers ok while the database answers", async () => {
    const answer = await t.client().get("/api/health");
    expect(answer.body).toEqual({
      success: true,
      value: { status: "ok", database: "ok", jobs: "unavailable", storage: "ok" },
    });
  });

  it("answers 503 when the database is unreachable", async () => {
    const { createTestDb } = await import("../test/testDb");
    const { createApp } = await import("../app");
    const { readConfig } = await import("../config");
    const dead = await createTestDb();
    const { answerChecker } = await import("../test/answerCheck");
    const answers = answerChecker();
    const app = createApp({
      db: dead.db,
      config: readConfig({}),
      checkAnswer: answers.check,
      checkFailure: answers.checkFailure,
    });
    await dead.destroy();
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const address = server.address() as { port: number };
      const response = await fetch(`http://127.0.0.1:${address.port}/api/health`);
      expect(response.status).toBe(503);
      expect((await response.json()).error).toBe("DATABASE_UNAVAILABLE");
      expect(response.headers.get("retry-after")).toBe("5");
    } finally {
      server.close();
    }
    answers.assertNoDrift();
  });
});

describe("unknown API paths and internal errors", () => {
  it("answers 404 in the envelope for an unknown API path", async () => {
    const answer = await t.client().get("/api/nothing/here");
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, error: "NOT_FOUND", message: "Not found" });
  });
});
