import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCHEMA_VERSION } from "../../../card-schemas/version";
import { startTestApp, type TestApp } from "../../test/testApp";

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({
    config: {
      publicUrl: "https://outchi.example",
      assistant: { url: "https://assistant.example", model: "m", apiKey: "sk-secret", timeoutMs: 1000 },
    },
  });
});
afterAll(() => t.close());

describe("GET /config.json", () => {
  it("answers the client configuration itself, kept 5 minutes, to anyone", async () => {
    const answer = await t.client().get("/config.json");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=300");
    expect(answer.body).toEqual({
      schemaVersion: SCHEMA_VERSION,
      languages: ["fr", "en", "it", "es"],
      publicUrl: "https://outchi.example",
      features: { assistant: true, payments: false, surveys: false, environment: false, email: false },
    });
  });

  it("says which services are set up, never how to reach them", async () => {
    const text = JSON.stringify((await t.client().get("/config.json")).body);
    expect(text).not.toContain("sk-secret");
    expect(text).not.toContain("assistant.example");
  });
});
