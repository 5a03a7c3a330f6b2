/**
 * The installable app (docs/features/offline.md) as Chromium sees it on the production build:
 * Lighthouse 12 has no PWA category any more, so the check is Chromium's own
 * (`Page.getInstallabilityErrors`, DevTools' Application panel) on a page its service worker
 * serves, in a profile on disk (a private window is never installable). With it, what the worker
 * precaches as it installs, compressed as the server sends it: what a first visit downloads after
 * its first screen.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE } from "../e2e/browser";
import { startAppServer } from "../e2e/appServer";
import { productionBuild } from "./productionBuild";

export interface Installability {
  /** Chromium's reasons not to install the app; none is the target. */
  errors: string[];
  precachedFiles: number;
  precachedBrotliKb: number;
}

export async function installability(): Promise<Installability> {
  await productionBuild();
  const server = await startAppServer();
  const profile = mkdtempSync(join(tmpdir(), "outchi-bench-install-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: PHONE,
    serviceWorkers: "allow",
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // Any page of the app registers the worker once it is up; the sign-in page needs no account.
    const url = `${server.url}/app/guest/auth`;
    await page.goto(url);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.goto(url);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    const precached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.includes("precache"));
      if (!name) return [];
      return (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    });
    const bytes = precached
      .map((path) => readFileSync(join("dist", path)))
      .reduce(
        (sum, file) =>
          sum + brotliCompressSync(file, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
        0,
      );
    return {
      errors: installabilityErrors.map((error) => error.errorId),
      precachedFiles: precached.length,
      precachedBrotliKb: bytes / 1024,
    };
  } finally {
    await context.close();
    await server.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}
