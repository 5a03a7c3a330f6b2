import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/testApp";

let t: TestApp;
let root: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "outchi-manifest-"));
  fs.mkdirSync(path.join(root, "dist"), { recursive: true });
  fs.writeFileSync(path.join(root, "dist", "sw.js"), "self.addEventListener('fetch', () => {});");
  t = await startTestApp({ config: { distDir: path.join(root, "dist") } });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe("GET /manifest.webmanifest and /sw.js", () => {
  it("answers the installable app's manifest in the reader's language, opening on the deck", async () => {
    const response = await fetch(`${t.url}/manifest.webmanifest`, {
      headers: { "Accept-Language": "it-IT,en;q=0.5" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get("Vary")).toMatch(/Accept-Language/);
    const manifest = (await response.json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: "Outchi",
      short_name: "Outchi",
      lang: "it",
      start_url: "/app/patient/tasks",
      scope: "/",
      display: "standalone",
      theme_color: "#4338ca",
    });
    expect(manifest.description).toMatch(/programmi di salute/);
    const icons = manifest.icons as Array<{ sizes: string; purpose: string }>;
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    const french = await fetch(`${t.url}/manifest.webmanifest`).then(
      (r) => r.json() as Promise<{ lang: string }>,
    );
    expect(french.lang).toBe("fr");
  });

  it("serves the built service worker from the root, revalidated on every check", async () => {
    const response = await fetch(`${t.url}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/javascript/);
    expect(response.headers.get("Cache-Control")).toBe("no-cache");
    expect(await response.text()).toContain("addEventListener");
  });
});
