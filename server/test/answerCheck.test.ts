import { afterEach, describe, expect, it } from "vitest";
import { routes } from "../routes";
import type { AnyRoute } from "../http/route";
import { streamEventProblems } from "./answerCheck";
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
