/**
 * The installable app (docs/features/offline.md) in Chromium against the built server: the manifest
 * and the service worker are served, the worker installs and precaches the shell, Chromium finds
 * nothing that keeps the app from being installed, and once the network is gone a reload of the
 * deck still boots the app, from the stored shell. What the deck then shows of its day is the
 * offline data's part (its own journey).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { SESSION_ELEMENT_ID } from "../card-schemas/sessionElement";
import { startAppServer, type AppServer } from "./appServer";
import { CHROMIUM_ARGS, CHROMIUM_PATH, openLive, PHONE } from "./browser";
import { signInAsDemo } from "./demoSignIn";

let server: AppServer;
let profile: string;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startAppServer();
  // A profile on disk, with its service workers: Chromium installs no app from a private window,
  // which every other journey's context is.
  profile = mkdtempSync(join(tmpdir(), "outchi-installable-"));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: PHONE,
    hasTouch: true,
    reducedMotion: "reduce",
    serviceWorkers: "allow",
  });
  page = context.pages()[0] ?? (await context.newPage());
  page.on("pageerror", (error) => console.error("page error:", error.message));
});

afterAll(async () => {
  await context?.close();
  await server?.stop();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

/** What Chromium says keeps the page from being installed (its own check, DevTools' Application panel). */
async function installabilityErrors(on: Page): Promise<string[]> {
  const cdp = await context.newCDPSession(on);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  await cdp.detach();
  return installabilityErrors.map((error) => error.errorId);
}

/** Every URL the worker's caches hold, by cache. */
function cachedUrls(on: Page): Promise<Record<string, string[]>> {
  return on.evaluate(async () => {
    const byCache: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      byCache[name] = (await (await caches.open(name)).keys()).map(
        (request) => new URL(request.url).pathname,
      );
    }
    return byCache;
  });
}

describe("the installable app", () => {
  it("serves the manifest, its icons and the service worker at the root", async () => {
    const manifest = await page.request.get(`${server.url}/manifest.webmanifest`);
    expect(manifest.status()).toBe(200);
    const { icons, start_url } = (await manifest.json()) as {
      icons: Array<{ src: string }>;
      start_url: string;
    };
    expect(start_url).toBe("/app/patient/tasks");
    for (const icon of icons) {
      const file = await page.request.get(`${server.url}${icon.src}`);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()["content-type"]).toBe("image/png");
    }
    const worker = await page.request.get(`${server.url}/sw.js`);
    expect(worker.status()).toBe(200);
    expect(await worker.text()).toContain("/push-sw.js");
  });

  it("installs the worker once the deck is up, which precaches the shell and the deck's code", async () => {
    await signInAsDemo(page, server, "patient");
    await openLive(page, `${server.url}/app/patient/tasks`);
    const scriptURL = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL,
    );
    expect(scriptURL).toBe(`${server.url}/sw.js`);
    const caches = await cachedUrls(page);
    const precache = Object.entries(caches).find(([name]) => name.includes("precache"))?.[1] ?? [];
    expect(precache).toContain("/index.html");
    expect(precache).toContain("/icons/icon-512.png");
    expect(precache.some((url) => /^\/assets\/TasksPage-[\w-]+\.js$/.test(url))).toBe(true);
    for (const language of ["fr", "en", "it", "es"]) {
      expect(precache.filter((url) => url.startsWith(`/assets/${language}-`)).length).toBeGreaterThanOrEqual(
        2,
      );
    }
  });

  it("has nothing that keeps Chromium from installing it, once the worker serves the page", async () => {
    await openLive(page, `${server.url}/app/patient/tasks`);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${server.url}/sw.js`,
    );
    expect(await installabilityErrors(page)).toEqual([]);
  });

  it("keeps no answer of the API, only the build's files and our pictures, the deck's among them", async () => {
    const byCache = await cachedUrls(page);
    const stored = Object.values(byCache).flat();
    expect(stored.filter((url) => url.startsWith("/api/") && !url.startsWith("/api/files/"))).toEqual([]);
    // The deck names its cards' pictures to the worker (app/offline/warmPictures.ts), which keeps them.
    const pictures = byCache["outchi-pictures"] ?? [];
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures.filter((url) => !/^\/(media|api\/files)\//.test(url))).toEqual([]);
  });

  it("boots the app from the stored shell when a reload of the deck finds no network", async () => {
    await context.setOffline(true);
    try {
      const response = await page.reload();
      expect(response?.fromServiceWorker()).toBe(true);
      // The shell, not a page the server drew: it carries no session, which the app reads where it keeps it.
      expect(await page.locator(`#${SESSION_ELEMENT_ID}`).count()).toBe(0);
      // Its #root comes empty: what fills it is the app's code, from the worker's caches, with the
      // answers the last visit kept (app/offline/queryPersistence.ts): the deck, its cards.
      await page.locator("html[data-live]").waitFor({ state: "attached" });
      await page.getByTestId("card").first().waitFor();
    } finally {
      await context.setOffline(false);
    }
  });
});
