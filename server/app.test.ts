import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./test/testApp";

let t: TestApp;
let root: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "outchi-app-"));
  fs.mkdirSync(path.join(root, "dist", "assets"), { recursive: true });
  fs.writeFileSync(path.join(root, "dist", "index.html"), "<!doctype html><title>app</title>");
  fs.writeFileSync(path.join(root, "dist", "assets", "main-abc.js"), "console.log(1)");
  fs.mkdirSync(path.join(root, "content", "media"), { recursive: true });
  fs.writeFileSync(
    path.join(root, "content", "media", "cover.svg"),
    "<svg xmlns='http://www.w3.org/2000/svg'/>",
  );
  t = await startTestApp({
    config: { distDir: path.join(root, "dist"), contentDir: path.join(root, "content") },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe("serving the renderer", () => {
  it("sends / to the patient app", async () => {
    const response = await fetch(`${t.url}/`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/app/patient");
  });

  it("answers every /app route with index.html under a CSP that lets it run", async () => {
    for (const route of ["/app", "/app/patient/tasks", "/app/guest/ressources/programs/sleep"]) {
      const response = await fetch(`${t.url}${route}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("<title>app</title>");
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-src https://www.youtube.com");
      expect(csp).toMatch(/img-src 'self' data: blob: https:/);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("serves built assets and content media", async () => {
    const asset = await fetch(`${t.url}/assets/main-abc.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    const media = await fetch(`${t.url}/media/cover.svg`);
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toContain("image/svg+xml");
    expect((await fetch(`${t.url}/media/../../package.json`)).status).toBe(404);
  });

  it("marks API answers as not cacheable, loading nothing and framed by nobody", async () => {
    const response = await fetch(`${t.url}/api/health`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("strict-transport-security")).toContain("max-age=");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });
});
