/**
 * The JavaScript a browser downloads to open the deck (/app/patient/tasks), gzip-compressed, as
 * Chromium loads it from the built app. Target ≤ 150 KB in all, React included.
 */
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { build } from "vite";
import { launchChromium, PHONE } from "../renderer/e2e/browser";
import { startAppServer } from "../renderer/e2e/appServer";

export async function deckBundle() {
  await build({ logLevel: "warn" });
  const server = await startAppServer();
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const signup = await page.request.post(`${server.url}/api/auth/signup`, {
      headers: { "X-Requested-With": "fetch" },
      data: { email: `bench-${Date.now()}@bench.outchi`, password: "bench password 1", language: "en" },
    });
    if (!signup.ok()) throw new Error(`sign-up answered ${signup.status()}`);
    const scripts: { url: string; gzip: number }[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      const body = await response.body();
      scripts.push({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length });
    });
    await page.goto(`${server.url}/app/patient/tasks`, { waitUntil: "networkidle" });
    await page.getByTestId("deck").waitFor();
    return { scripts, totalKb: scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024 };
  } finally {
    await browser?.close();
    await server.stop();
  }
}
