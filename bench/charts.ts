/**
 * The charts bench: the time the day chart (renderer/ui/charts/dayChartPlot.ts, the module
 * DayChart loads lazily) takes to draw a year of daily points in headless Chromium, and the size of
 * the production chunk holding uPlot, which must not be among the deck's first-card scripts.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { launchChromium } from "../e2e/browser";
import { deckBundle } from "./deckBundle";

const DAYS = 365;
const RUNS = 15;

declare global {
  interface Window {
    dayChart: typeof import("../renderer/ui/charts/dayChartPlot");
    drawYear: () => Promise<number>;
  }
}

/** The chart module as one script for a small page (its CSS left out: it does not change the drawing's cost). */
async function chartScript(): Promise<string> {
  const result = await build({
    entryPoints: ["renderer/ui/charts/dayChartPlot.ts"],
    bundle: true,
    format: "iife",
    globalName: "dayChart",
    minify: true,
    write: false,
    loader: { ".css": "empty" },
  });
  return result.outputFiles[0]!.text;
}

/** Median and first time (ms) to draw 365 days, one series, at the analysis cards' size (300 px high). */
export async function chartDraw(): Promise<{ medianMs: number; firstMs: number }> {
  const script = await chartScript();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.setContent(
      `<!doctype html><html><body><div id="plot" style="width:360px"></div></body></html>`,
    );
    await page.addScriptTag({ content: script });
    // tsx keeps function names with an `__name` helper that the page does not have.
    await page.addScriptTag({ content: "window.__name = (fn) => fn;" });
    const times = await page.evaluate(
      async ({ days, runs }) => {
        const points = Array.from({ length: days }, (_, index) => ({
          date: new Date(Date.UTC(2025, 10, 27) + index * 86_400_000).toISOString().slice(0, 10),
          value: Math.round((2.5 + 2.5 * Math.sin(index / 9)) * 10) / 10,
        }));
        const element = document.getElementById("plot")!;
        const out: number[] = [];
        for (let run = 0; run < runs; run++) {
          const start = performance.now();
          const destroy = window.dayChart.drawDayChart(element, {
            series: [{ name: "Migraine", points }],
            formatDay: (day) => day.slice(5),
            formatValue: (value) => value.toLocaleString("en"),
            width: 360,
            height: 300,
            yDomain: [0, 5],
          });
          // uPlot commits its drawing in a microtask: wait for it, not for the next frame.
          await Promise.resolve();
          out.push(performance.now() - start);
          destroy();
        }
        return out;
      },
      { days: DAYS, runs: RUNS },
    );
    const sorted = [...times].sort((a, b) => a - b);
    return { medianMs: sorted[Math.floor(sorted.length / 2)]!, firstMs: times[0]! };
  } finally {
    await browser.close();
  }
}

/** The production chunks holding uPlot, their gzip size, and whether the deck's first card loads any. */
export async function chartChunk(): Promise<{ files: string[]; gzipKb: number; inFirstCard: boolean }> {
  const { firstCard } = await deckBundle();
  const dir = join("dist", "assets");
  // uPlot's own class names mark its code in whichever chunk the bundler put it.
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".js"))
    .filter((name) => readFileSync(join(dir, name), "utf8").includes("u-over"))
    .map((name) => `/assets/${name}`);
  if (files.length === 0) throw new Error("no production chunk holds uPlot");
  const gzip = files.reduce(
    (sum, path) => sum + gzipSync(readFileSync(join("dist", path)), { level: 9 }).length,
    0,
  );
  const first = new Set(firstCard.scripts.map((script) => script.path));
  return { files, gzipKb: gzip / 1024, inFirstCard: files.some((path) => first.has(path)) };
}
