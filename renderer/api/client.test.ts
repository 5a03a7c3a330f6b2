import { describe, expect, it } from "vitest";
import { SCHEMA_VERSION } from "../../card-schemas/version";
import { fail, mockApi, ok } from "../mocks/mockApi";
import { ApiError, createApiClient } from "./client";

describe("createApiClient", () => {
  it("unwraps the envelope and sends the schema version on a read, without the CSRF header", async () => {
    const { api, calls } = mockApi({ "GET /api/patient/bank": () => ok({ amount: 5, allTimeAmount: 9 }) });
    await expect(api.get("/api/patient/bank")).resolves.toEqual({ amount: 5, allTimeAmount: 9 });
    expect(calls[0]?.headers["X-Schema-Version"]).toBe(String(SCHEMA_VERSION));
    expect(calls[0]?.headers["X-Requested-With"]).toBeUndefined();
  });

  it("sends the CSRF header and a JSON body on writes", async () => {
    const { api, calls } = mockApi({ "POST /api/auth/login": () => ok({ user: { id: "u1" } }) });
    await api.post("/api/auth/login", { email: "a@b.c", password: "x" });
    expect(calls[0]?.headers["X-Requested-With"]).toBe("fetch");
    expect(calls[0]?.body).toEqual({ email: "a@b.c", password: "x" });
  });

  it("sends the CSRF header on a GET that asks for it", async () => {
    const { api, calls } = mockApi({ "GET /api/patient/luckyOutchi": () => ok({ reward: 5, bonus: false }) });
    await api.get("/api/patient/luckyOutchi", { csrf: true });
    expect(calls[0]?.headers["X-Requested-With"]).toBe("fetch");
  });

  it("turns a failed envelope into an ApiError with code, status and details", async () => {
    const details = [{ path: "/password", message: "too short" }];
    const { api } = mockApi({
      "POST /api/auth/signup": () => fail(400, "VALIDATION_FAILED", "The request is not valid", details),
    });
    const error = await api.post("/api/auth/signup", {}).catch((e: unknown) => e);
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
    await expect(api.get("/api/health")).rejects.toMatchObject({ status: 0, code: "NETWORK_ERROR" });
  });

  it("reports an answer that is not an envelope as BAD_RESPONSE", async () => {
    const api = createApiClient({ fetch: async () => new Response("<html>", { status: 502 }) });
    await expect(api.get("/api/health")).rejects.toMatchObject({ status: 502, code: "BAD_RESPONSE" });
  });

  it("includes the session cookie", async () => {
    let credentials: RequestCredentials | undefined;
    const api = createApiClient({
      fetch: async (_input, init) => {
        credentials = init?.credentials;
        return new Response(JSON.stringify({ success: true, value: 1 }));
      },
    });
    await api.get("/api/auth/me");
    expect(credentials).toBe("include");
  });
});
