import { describe, expect, it } from "vitest";
import { callPath, splitCallKey } from "./callPath";

describe("callPath", () => {
  it("keeps a key without parameters or query as its path", () => {
    expect(callPath("GET /api/patient/bank")).toBe("/api/patient/bank");
  });

  it("encodes each path parameter", () => {
    expect(callPath("GET /api/patient/questionnaires/:id/lastRecord", { id: "a/b?c d" })).toBe(
      "/api/patient/questionnaires/a%2Fb%3Fc%20d/lastRecord",
    );
  });

  it("refuses a key whose parameter has no value", () => {
    expect(() => callPath("GET /api/patient/personalGoals/:id", {})).toThrow(/:id/);
  });

  it("serialises the query in order, numbers as text, undefined left out", () => {
    expect(
      callPath(
        "GET /api/patient/airQuality",
        {},
        { lat: 48.85, lon: 2.35, date: "2026-11-25", extra: undefined },
      ),
    ).toBe("/api/patient/airQuality?lat=48.85&lon=2.35&date=2026-11-25");
  });

  it("encodes query values", () => {
    expect(callPath("GET /api/patient/correlations", {}, { symptom: "a&b=c" })).toBe(
      "/api/patient/correlations?symptom=a%26b%3Dc",
    );
  });

  it("adds no question mark when every query value is undefined", () => {
    expect(callPath("GET /api/patient/todo", {}, { date: undefined })).toBe("/api/patient/todo");
  });
});

describe("splitCallKey", () => {
  it("splits a key into its method and path pattern", () => {
    expect(splitCallKey("POST /api/patient/study/validate/:subId")).toEqual({
      method: "POST",
      pattern: "/api/patient/study/validate/:subId",
    });
  });
});
