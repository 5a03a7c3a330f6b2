/**
 * The time Chromium takes to render 100 task cards (React render, commit and layout), built like
 * the app (production build, same plugins) and measured in the page itself. Target ≤ 16 ms (a frame).
 * Then 100 cards of each type alone, for reference: the type that makes the mix slow.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build, loadConfigFromFile, mergeConfig } from "vite";
import serveStatic from "koa-static";
import Koa from "koa";
import { launchChromium, PHONE } from "../e2e/browser";

/** The first runs warm the JIT; the median of the rest is the figure. */
function steadyMedian(times: number[]): number {
  const steady = times.slice(2).sort((a, b) => a - b);
  return steady[Math.floor(steady.length / 2)]!;
}

export async function cardRender() {
  const outDir = mkdtempSync(join(tmpdir(), "outchi-card-render-"));
  const loaded = await loadConfigFromFile({ command: "build", mode: "production" }, "vite.config.ts");
  await build(
    mergeConfig(loaded!.config, {
      root: resolve("bench/cardRender"),
      logLevel: "warn",
      build: { outDir, emptyOutDir: true, sourcemap: false },
    }),
  );
  const app = new Koa().use(serveStatic(outDir));
  const server = createServer(app.callback());
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  // The page collects garbage between runs, so that each run pays for its own work only.
  const browser = await launchChromium(["--js-flags=--expose-gc"]);
  try {
    const page = await browser.newPage({ viewport: PHONE });
    // A run that throws is not a figure: its error handling would be timed with it.
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await page.waitForFunction(
      () => window.cardRenderMs !== undefined || document.title.startsWith("failed"),
      null,
      {
        timeout: 60_000,
      },
    );
    if (errors.length > 0) throw new Error(`the card render page threw: ${[...new Set(errors)].join("; ")}`);
    const times = (await page.evaluate(() => window.cardRenderMs)) ?? [];
    if (times.length === 0) throw new Error(await page.title());
    const byKind = (await page.evaluate(() => window.cardRenderMsByKind)) ?? {};
    return {
      medianMs: steadyMedian(times),
      firstMs: times[0]!,
      runs: times.length,
      byKindMs: Object.fromEntries(Object.entries(byKind).map(([kind, runs]) => [kind, steadyMedian(runs)])),
    };
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
