/**
 * Screenshots only when a journey fails: every page still open in the browsers the file launched
 * (launchChromium), as it stood when the test failed, in test-results/screenshots as
 * `<file>-<test name>.png`, numbered `-1`, `-2`… when several are open (a patient and a pro).
 */
import { mkdirSync } from "node:fs";
import { basename } from "node:path";
import { afterEach } from "vitest";
import { launchedBrowsers } from "./browser";

const SHOTS = "test-results/screenshots";

/** A file name's part: letters, digits, dots and dashes only, short enough for any file system. */
const slug = (text: string) =>
  text
    .replace(/[^\w.-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120);

/**
 * Call once at the top of a journey file. An afterEach hook: the runner marks the test failed
 * before afterEach runs, and afterEach runs before onTestFinished, so pages a test closes in
 * onTestFinished are still there to shoot.
 */
export function screenshotsOnFailure(): void {
  afterEach(async ({ task }) => {
    if (task.result?.state !== "fail") return;
    const pages = launchedBrowsers().flatMap((browser) =>
      browser.contexts().flatMap((context) => context.pages()),
    );
    if (pages.length === 0) return;
    mkdirSync(SHOTS, { recursive: true });
    const name = `${slug(basename(task.file.name, ".test.ts"))}-${slug(task.name)}`;
    for (const [i, page] of pages.entries()) {
      const path = `${SHOTS}/${name}${pages.length > 1 ? `-${i + 1}` : ""}.png`;
      try {
        await page.screenshot({ path, fullPage: true, timeout: 10_000 });
        console.error(`screenshot of ${page.url()}: ${path}`);
      } catch (error) {
        // A page that crashed or closed meanwhile: the test's own error says more than this one.
        console.error(`no screenshot of ${page.url()}: ${(error as Error).message}`);
      }
    }
  });
}
