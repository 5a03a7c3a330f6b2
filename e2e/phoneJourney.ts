/**
 * The set-up most journeys share: the app on a database of its own (appServer.ts), Chromium and
 * one phone page (phonePage), screenshots on failure (failureShots.ts), and the browser and the
 * server closed after the file.
 */
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { startAppServer, type AppServer } from "./appServer";
import { launchChromium, phonePage } from "./browser";
import { screenshotsOnFailure } from "./failureShots";

export interface PhoneJourney {
  server: AppServer;
  browser: Browser;
  page: Page;
  /** What the page logs as errors (consoleErrorsOf). */
  consoleErrors: string[];
}

/**
 * Call once at the top of a journey file. `started` is handed what the file's beforeAll started,
 * to keep in the file's own variables (its promise awaited, if it returns one); `options` go to
 * phonePage (a time zone, no touch…).
 */
export function phoneJourney(
  started: (journey: PhoneJourney) => unknown,
  options: BrowserContextOptions = {},
): void {
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  screenshotsOnFailure();
  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchChromium();
    await started({ server, browser, ...(await phonePage(browser, options)) });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}
