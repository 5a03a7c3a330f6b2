import { afterEach, describe, expect, it } from "vitest";
import { routes } from "../features/routes";
import type { AnyRoute } from "../platform/http/route";
import { Conflict } from "../core/errors";
import { failureProblems, streamEventProblems } from "./answerCheck";
import { startTestApp, type TestApp } from "./testApp";

const health = routes.find((definition) => definition.call === "GET /api/health") as AnyRoute;
const original = health.handler;
let t: TestApp | undefined;

afterEach(() => {
  health.handler = original;
});

describe("the answer check of the test apps", () => {
  it("lets an answer that keeps to its schema through", async () => {
    t = await startTestApp();
    const answer = await t.client().get("/api/health");
    expect(answer.status).toBe(200);
    await t.close();
  });

  it("fails the call and the test app of a route whose answer drifts from its schema", async () => {
    t = await startTestApp();
    // A route that answers what its contract does not say: a field it does not declare.
    health.handler = async () => ({ status: "ok", database: "ok", uptime: 12 });
    const answer = await t.client().get("/api/health");
    expect(answer.status).toBe(500);
    await expect(t.close()).rejects.toThrow(/GET \/api\/health answered outside its answer schema/);
  });

  it("fails the test app of a route that answers a failure its OpenAPI operation does not list", async () => {
    t = await startTestApp();
    // The health check declares no 409: an outside client generated from the document would not expect it.
    health.handler = async () => {
      throw new Conflict("SOMETHING_ELSE", "A conflict nobody declared");
    };
    expect((await t.client().get("/api/health")).status).toBe(409);
    await expect(t.close()).rejects.toThrow(
      /GET \/api\/health answered 409, which its OpenAPI operation does not list/,
    );
  });

  it("checks a wrong type as well as an extra field", async () => {
    t = await startTestApp();
    health.handler = async () => ({ status: "ok", database: 1 }) as never;
    expect((await t.client().get("/api/health")).status).toBe(500);
    await expect(t.close()).rejects.toThrow(/\/database/);
  });
});

describe("the check of the patient stream's events", () => {
  const reward = { id: "l1", amount: 40, reason: "CPX", reference: "tx-1", balance: 40 };

  it("lets the events of the stream's schema through", () => {
    expect(streamEventProblems("ready", {})).toBeUndefined();
    expect(streamEventProblems("reward", reward)).toBeUndefined();
    expect(streamEventProblems("reward", { ...reward, reference: null })).toBeUndefined();
  });

  it("names an event the schema does not know, a missing field and an extra one", () => {
    expect(streamEventProblems("bonus", {})).toMatch(/does not name: bonus/);
    const { balance: _balance, ...withoutBalance } = reward;
    expect(streamEventProblems("reward", withoutBalance)).toMatch(/balance/);
    expect(streamEventProblems("reward", { ...reward, delta: 40 })).toMatch(/additional properties/);
    expect(streamEventProblems("ready", { at: 1 })).toMatch(/ready event/);
  });
});

describe("the check of failures against the failure schema", () => {
  const failure = (error: string, details?: unknown[]) => ({
    success: false,
    error,
    message: "For people",
    ...(details ? { details } : {}),
  });
  const condition = { type: "cost", success: false, amount: 50 };

  it("lets each code's details through", () => {
    expect(failureProblems(failure("NOT_FOUND"))).toBeUndefined();
    expect(failureProblems(failure("VALIDATION_FAILED", [{ path: "/email", message: "x" }]))).toBeUndefined();
    expect(failureProblems(failure("MISSING_SUBSCRIPTION_CONDITIONS", [condition]))).toBeUndefined();
    expect(failureProblems(failure("QUOTA_EXCEEDED", [{ quota: "pictures", limit: 50 }]))).toBeUndefined();
    expect(failureProblems(failure("STALE_DRAFT", [{ revision: 3 }]))).toBeUndefined();
  });

  it("refuses details of another code's shape, missing details and a loose envelope", () => {
    expect(
      failureProblems(failure("MISSING_SUBSCRIPTION_CONDITIONS", [{ path: "/", message: "x" }])),
    ).toBeDefined();
    expect(failureProblems(failure("MISSING_SUBSCRIPTION_CONDITIONS"))).toMatch(/details/);
    expect(failureProblems(failure("VALIDATION_FAILED", [condition]))).toBeDefined();
    expect(failureProblems(failure("QUOTA_EXCEEDED", [{ quota: "pictures" }]))).toMatch(/limit/);
    expect(failureProblems(failure("STALE_DRAFT", [{ revision: "3" }]))).toMatch(/revision/);
    expect(failureProblems({ ...failure("NOT_FOUND"), hint: "x" })).toMatch(/additional/);
    expect(failureProblems(failure("not found"))).toMatch(/error/);
  });

  it("fails the test app of a route whose failure drifts, leaving its answer as sent", async () => {
    t = await startTestApp();
    health.handler = async () => {
      throw new Conflict("MISSING_SUBSCRIPTION_CONDITIONS", "Not met", [{ path: "/", message: "x" }]);
    };
    const answer = await t.client().get("/api/health");
    expect([answer.status, answer.body.error]).toEqual([409, "MISSING_SUBSCRIPTION_CONDITIONS"]);
    await expect(t.close()).rejects.toThrow(/GET \/api\/health failed outside the failure schema/);
  });
});
