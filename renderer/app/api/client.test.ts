import { describe, expect, expectTypeOf, it } from "vitest";
import type { BankAnswer, CommunityAnswerView, User } from "../../../card-schemas";
import { SCHEMA_VERSION } from "../../../card-schemas/version";
import { fail, mockApi, ok } from "../../test/mockApi";
import { ApiError, createApiClient, type CallInput } from "./client";

const user: User = { id: "u1", email: "a@b.c", role: "patient", language: "en", timeZone: "UTC" };
const communityAnswer: CommunityAnswerView = {
  questionId: "q/1 é",
  answer: "yes",
  answersCount: 1,
  createdAt: "2026-11-25T10:00:00.000Z",
  updatedAt: "2026-11-25T10:00:00.000Z",
};

describe("createApiClient", () => {
  it("unwraps the envelope and sends the schema version on a read, without the CSRF header", async () => {
    const { api, calls } = mockApi({ "GET /api/patient/bank": () => ok({ amount: 5, allTimeAmount: 9 }) });
    await expect(api.call("GET /api/patient/bank")).resolves.toEqual({ amount: 5, allTimeAmount: 9 });
    expect(calls[0]?.headers["X-Schema-Version"]).toBe(String(SCHEMA_VERSION));
    expect(calls[0]?.headers["X-Requested-With"]).toBeUndefined();
  });

  it("answers the first read of a URL that came with the page from it, and asks every later one", async () => {
    const fetch = (_input: RequestInfo | URL) =>
      Promise.resolve(Response.json({ success: true, value: { amount: 7, allTimeAmount: 9 } }));
    const asked: string[] = [];
    const pageAnswers = new Map<string, unknown>([
      ["/api/patient/bank", { amount: 5, allTimeAmount: 9 }],
      ["/api/patient/personalGoals?status=INPROGRESS", { items: [] }],
    ]);
    const api = createApiClient({
      pageAnswers,
      fetch: (input) => {
        asked.push(String(input));
        return fetch(input);
      },
    });
    await expect(api.call("GET /api/patient/bank")).resolves.toEqual({ amount: 5, allTimeAmount: 9 });
    await expect(api.call("GET /api/patient/bank")).resolves.toEqual({ amount: 7, allTimeAmount: 9 });
    // Another query is another URL: only the one the page answered is taken.
    await api.call("GET /api/patient/personalGoals", { query: { status: "DONE" } });
    expect(asked).toEqual(["/api/patient/bank", "/api/patient/personalGoals?status=DONE"]);
    expect([...pageAnswers.keys()]).toEqual(["/api/patient/personalGoals?status=INPROGRESS"]);
  });

  it("sends the CSRF header and a JSON body on writes", async () => {
    const { api, calls } = mockApi({ "POST /api/auth/login": () => ok({ user }) });
    await api.call("POST /api/auth/login", { body: { email: "a@b.c", password: "x" } });
    expect(calls[0]?.headers["X-Requested-With"]).toBe("fetch");
    expect(calls[0]?.body).toEqual({ email: "a@b.c", password: "x" });
  });

  it("sends the CSRF header on a GET that asks for it", async () => {
    const { api, calls } = mockApi({ "GET /api/patient/luckyOutchi": () => ok({ reward: 5, bonus: false }) });
    await api.call("GET /api/patient/luckyOutchi", {}, { csrf: true });
    expect(calls[0]?.headers["X-Requested-With"]).toBe("fetch");
  });

  it("turns a failed envelope into an ApiError with code, status and details", async () => {
    const details = [{ path: "/password", message: "too short" }];
    const { api } = mockApi({
      "POST /api/auth/signup": () => fail(400, "VALIDATION_FAILED", "The request is not valid", details),
    });
    const error = await api
      .call("POST /api/auth/signup", { body: { email: "a@b.c", password: "x", language: "fr" } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "VALIDATION_FAILED",
      details,
      serverMessage: "The request is not valid",
    });
  });

  it("reports a network failure as NETWORK_ERROR with status 0", async () => {
    const api = createApiClient({ fetch: () => Promise.reject(new TypeError("Failed to fetch")) });
    await expect(api.call("GET /api/health")).rejects.toMatchObject({ status: 0, code: "NETWORK_ERROR" });
  });

  it("reports an answer that is not an envelope as BAD_RESPONSE", async () => {
    const api = createApiClient({ fetch: async () => new Response("<html>", { status: 502 }) });
    await expect(api.call("GET /api/health")).rejects.toMatchObject({ status: 502, code: "BAD_RESPONSE" });
  });

  it("includes the session cookie", async () => {
    let credentials: RequestCredentials | undefined;
    const api = createApiClient({
      fetch: async (_input, init) => {
        credentials = init?.credentials;
        return new Response(JSON.stringify({ success: true, value: 1 }));
      },
    });
    await api.call("GET /api/auth/me");
    expect(credentials).toBe("include");
  });

  it("builds the path from the key's parameters and the query, and sends a write's body", async () => {
    const { api, calls } = mockApi({
      "POST /api/patient/communityQuestions/:id/answers": () => ok(communityAnswer),
    });
    await api.call("POST /api/patient/communityQuestions/:id/answers", {
      params: { id: "q/1 é" },
      body: { text: "yes" },
    });
    expect(calls[0]?.path).toBe("/api/patient/communityQuestions/q%2F1%20%C3%A9/answers");
    expect(calls[0]?.params).toEqual({ id: "q/1 é" });
  });

  it("sends `{}` as the body of a write that takes none, and no body on a read or a delete", async () => {
    const { api, calls } = mockApi({
      "POST /api/auth/logout": () => ok({}),
      "DELETE /api/patient/personalGoals/:id": () => ok({ id: "g1" }),
    });
    await api.call("POST /api/auth/logout");
    await api.call("DELETE /api/patient/personalGoals/:id", { params: { id: "g1" } });
    expect(calls.map((call) => call.body)).toEqual([{}, undefined]);
  });

  it("sends an action's call as the content wrote it, with the CSRF header", async () => {
    const { api, calls } = mockApi({
      "POST /api/patient/study/validate/:subId": () => ok({ rewards: 0, success: true, status: "DONE" }),
    });
    await api.actionCall("POST", "/api/patient/study/validate/s1");
    expect(calls[0]).toMatchObject({ method: "POST", body: {}, headers: { "X-Requested-With": "fetch" } });
  });

  it("types each call by its contract (tsc checks this test)", async () => {
    const { api } = mockApi({});
    expectTypeOf(api.call<"GET /api/patient/bank">).returns.resolves.toEqualTypeOf<BankAnswer>();
    expectTypeOf<CallInput<"GET /api/patient/todo">>().toEqualTypeOf<{
      params?: Record<string, never>;
      query?: { date?: string };
      body?: Record<string, never>;
    }>();
    expectTypeOf<CallInput<"GET /api/patient/personalGoals/:id">["params"]>().toEqualTypeOf<{ id: string }>();
    const login = { body: { email: "a@b.c" } };
    // @ts-expect-error a call no contract declares
    await expect(api.call("GET /api/patient/nothing")).rejects.toMatchObject({ code: "NOT_FOUND" });
    // @ts-expect-error the login body needs its password
    await expect(api.call("POST /api/auth/login", login)).rejects.toMatchObject({ code: "NOT_FOUND" });
    // @ts-expect-error the path's parameter is required
    await expect(api.call("GET /api/patient/personalGoals/:id")).rejects.toThrow(/no value for :id/);
  });

  it("types the mocks' answers by the same contract (tsc checks this test)", () => {
    const short = { amount: 5 };
    // @ts-expect-error a mock's answer must be its call's
    expect(() => mockApi({ "GET /api/patient/bank": () => ok(short) })).not.toThrow();
    expect(() =>
      // @ts-expect-error a mock's answer takes no field its call's answer lacks
      mockApi({ "GET /api/patient/bank": () => ok({ amount: 5, allTimeAmount: 9, more: 1 }) }),
    ).not.toThrow();
  });
});
