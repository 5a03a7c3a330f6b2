import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { callKey } from "./callKey";

describe("callKey", () => {
  it("is the call's contract key, then its params and query", () => {
    expect(callKey("GET /api/patient/bank")).toEqual(["GET /api/patient/bank"]);
    expect(callKey("GET /api/patient/todo", { query: { date: "2026-11-27" } })).toEqual([
      "GET /api/patient/todo",
      {},
      { date: "2026-11-27" },
    ]);
  });

  it("invalidates every read of a call by the call's key alone", async () => {
    const client = new QueryClient();
    client.setQueryData(callKey("GET /api/patient/todo", { query: { date: "2026-11-26" } }), 1);
    client.setQueryData(callKey("GET /api/patient/todo", { query: { date: "2026-11-27" } }), 2);
    client.setQueryData(callKey("GET /api/patient/bank"), 3);
    await client.invalidateQueries({ queryKey: callKey("GET /api/patient/todo") });
    const invalidated = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey[0]);
    expect(invalidated).toEqual(["GET /api/patient/todo", "GET /api/patient/todo"]);
  });
});
