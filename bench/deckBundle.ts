/**
 * The JavaScript of the deck (/app/patient/tasks), compressed as a server sends it (gzip -9 and
 * brotli -11 of the built files), as Chromium loads the production build: the scripts requested
 * until the first card answers taps — the server draws it (renderer/app/ssr), the app then runs
 * (html[data-live]) with it on screen; its budget is in run.ts — and the ones requested after it, until
 * the network is idle (the cards around it, loaded when the browser is idle).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { launchChromium, PHONE } from "../e2e/browser";
import { startAppServer } from "../e2e/appServer";
import { productionBuild } from "./productionBuild";

export interface Script {
  path: string;
  gzip: number;
  brotli: number;
}

export interface ScriptSet {
  scripts: Script[];
  gzipKb: number;
  brotliKb: number;
}

declare global {
  interface Window {
    firstCardAt?: number;
  }
}

function compressed(path: string): Script {
  const file = readFileSync(join("dist", path));
  return {
    path,
    gzip: gzipSync(file, { level: 9 }).length,
    brotli: brotliCompressSync(file, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

function setOf(paths: string[]): ScriptSet {
  const scripts = paths.map(compressed);
  const kb = (key: "gzip" | "brotli") => scripts.reduce((sum, s) => sum + s[key], 0) / 1024;
  return { scripts, gzipKb: kb("gzip"), brotliKb: kb("brotli") };
}

export async function deckBundle(): Promise<{ firstCard: ScriptSet; after: ScriptSet }> {
  await productionBuild();
  const server = await startAppServer();
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const headers = { "X-Requested-With": "fetch" };
    const email = `bench-${Date.now()}@bench.outchi`;
    const signup = await page.request.post(`${server.url}/api/auth/signup`, {
      headers,
      data: { email, password: "bench password 1", language: "en" },
    });
    if (!signup.ok()) throw new Error(`sign-up answered ${signup.status()}`);
    // The emailed link activates the account and signs in.
    const token = new URL(await server.mailLink(email)).searchParams.get("token");
    const verify = await page.request.post(`${server.url}/api/auth/verify`, { headers, data: { token } });
    if (!verify.ok()) throw new Error(`following the sign-up link answered ${verify.status()}`);
    // The tour: a first deck with one card of every task type.
    const subscribe = await page.request.post(`${server.url}/api/patient/study/subscribe/tour`, {
      headers,
      data: {},
    });
    if (!subscribe.ok()) throw new Error(`subscribing to tour answered ${subscribe.status()}`);
    // The moment the app runs with the card on screen drawn (not its loading placeholder), on the
    // page's clock.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (
          document.documentElement.hasAttribute("data-live") &&
          document.querySelector('[data-slide-current="true"] article.card:not(.card--loading)')
        ) {
          window.firstCardAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ["data-live"],
      });
    });
    await page.goto(`${server.url}/app/patient/tasks`, { waitUntil: "networkidle" });
    const requested = await page.evaluate(() => ({
      firstCardAt: window.firstCardAt,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
    }));
    const { firstCardAt } = requested;
    if (firstCardAt === undefined) throw new Error("the deck never drew its first card");
    return {
      firstCard: setOf(requested.scripts.filter((s) => s.startTime <= firstCardAt).map((s) => s.path)),
      after: setOf(requested.scripts.filter((s) => s.startTime > firstCardAt).map((s) => s.path)),
    };
  } finally {
    await browser?.close();
    await server.stop();
  }
}
