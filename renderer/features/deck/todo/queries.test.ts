import { describe, expect, it } from "vitest";
import type { ApiClient } from "../../../app/api/client";
import { todoQuery } from "./queries";

describe("todoQuery", () => {
  it("keeps a day's deck fresh for 1 hour, and 5 minutes once unused, under its call's key", () => {
    const query = todoQuery({} as ApiClient, "2026-11-27");
    expect(query.staleTime).toBe(60 * 60 * 1000);
    expect(query.gcTime).toBe(5 * 60 * 1000);
    expect(query.queryKey).toEqual(["GET /api/patient/todo", {}, { date: "2026-11-27" }]);
  });
});
