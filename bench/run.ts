/**
 * npm run bench: the performance figures of the issues, measured side by side in one run on this
 * machine. It prints figures and targets; it never fails a build (timing is not a test).
 * `npm run bench -- lighthouse bundle` runs only the parts named (server, bundle, render, lighthouse,
 * installable, charts).
 */
import { startBenchApp } from "./benchApp";
import { cardRender } from "./cardRender";
import { databaseCostPerRead } from "./databaseCost";
import { chartChunk, chartDraw } from "./charts";
import { deckBundle, type ScriptSet } from "./deckBundle";
import { installability } from "./installability";
import { lighthouseScores } from "./lighthouse";
import { middlewareOverhead } from "./middlewareOverhead";
import { moduleWeights } from "./moduleWeights";
import { todoLatency } from "./todoLatency";
import { validationCost } from "./validationCost";

process.env.DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/test";

const rows: [string, string, string][] = [];
/** Lines printed after the table: file lists, failing audits. */
const details: string[] = [];
/** Each figure is printed as soon as it is measured, and all of them again, aligned, at the end. */
function report(row: [string, string, string]) {
  rows.push(row);
  console.log(`${row[0]}: ${row[1]} [${row[2]}]`);
}
const ms = (value: number) => `${value.toFixed(1)} ms`;
const verdict = (ok: boolean) => (ok ? "met" : "MISSED");

async function server() {
  const app = await startBenchApp();
  try {
    const overhead = await middlewareOverhead(app);
    report([
      "full middleware stack ÷ Koa with @koa/router, one trivial route (req/s)",
      `${overhead.app.rps.toFixed(0)} / ${overhead.router.rps.toFixed(0)} = ${overhead.ratio.toFixed(2)}`,
      `≥ 0.9 ${verdict(overhead.ratio >= 0.9)}`,
    ]);
    report([
      "  full stack logging each request ÷ the same stack with its log silent (req/s)",
      `${overhead.app.rps.toFixed(0)} / ${overhead.silent.rps.toFixed(0)} = ${overhead.logRatio.toFixed(2)}`,
      `≥ 0.95 ${verdict(overhead.logRatio >= 0.95)}`,
    ]);
    report([
      "  for reference, the app's routing, session, policy and envelope alone (no outer layers) ÷ Koa with @koa/router",
      `${overhead.core.rps.toFixed(0)} / ${overhead.router.rps.toFixed(0)} = ${(overhead.core.rps / overhead.router.rps).toFixed(2)}`,
      "no target",
    ]);
    report([
      "  for reference, the full stack ÷ bare node:http",
      `${overhead.app.rps.toFixed(0)} / ${overhead.bare.rps.toFixed(0)} = ${(overhead.app.rps / overhead.bare.rps).toFixed(2)}`,
      "no target",
    ]);
    report([
      "  for reference, plain Koa (one middleware) ÷ bare",
      `${overhead.koa.rps.toFixed(0)} / ${overhead.bare.rps.toFixed(0)} = ${(overhead.koa.rps / overhead.bare.rps).toFixed(2)}`,
      "no target",
    ]);

    const todo = await todoLatency(app);
    report([
      `GET /api/patient/todo, ${todo.cards} cards, 1,000 req/s on PostgreSQL (median of 3 runs)`,
      `p50 ${ms(todo.p50)}, p99 ${ms(todo.p99)} (runs ${todo.p99s.map((p99) => p99.toFixed(0)).join(", ")}), ${todo.errors} errors, ${todo.queriesPerRequest.toFixed(2)} queries/req, ${todo.rps.toFixed(0)} req/s, ${todo.connectionsOpened} connections opened while measured`,
      `p50 ≤ 10, p99 ≤ 20, 0, ≤ 4 ${verdict(todo.p50 <= 10 && todo.p99 <= 20 && todo.errors === 0 && todo.queriesPerRequest <= 4)}`,
    ]);
    const deckShare = todo.maxRps / todo.trivialRps;
    report([
      "  saturated (40 connections): the deck's read ÷ the trivial route, same stack (req/s)",
      `${todo.maxRps.toFixed(0)} / ${todo.trivialRps.toFixed(0)} = ${deckShare.toFixed(2)}`,
      `≥ 0.3 ${verdict(deckShare >= 0.3)}`,
    ]);
    report([
      "  for reference, the deck's read in brotli, as browsers ask for it ÷ uncompressed, saturated (req/s)",
      `${todo.compressedRps.toFixed(0)} / ${todo.maxRps.toFixed(0)} = ${(todo.compressedRps / todo.maxRps).toFixed(2)}`,
      "no target",
    ]);

    const databaseUs = await databaseCostPerRead(app);
    report([
      "  PostgreSQL CPU per read of the deck (its backends' CPU over 2,000 reads)",
      databaseUs === undefined ? "not measurable here (no /proc)" : `${databaseUs.toFixed(0)} µs`,
      databaseUs === undefined ? "≤ 200 µs" : `≤ 200 µs ${verdict(databaseUs <= 200)}`,
    ]);

    const doc = await (
      await fetch(`${app.url}/api/patient/todo`, { headers: { Cookie: app.cookie } })
    ).json();
    const cost = validationCost(doc.value);
    report([
      "ajv ÷ JSON.stringify, same document",
      `${cost.validateUs.toFixed(1)} µs / ${cost.stringifyUs.toFixed(1)} µs = ${cost.ratio.toFixed(2)}`,
      `≤ 0.5 ${verdict(cost.ratio <= 0.5)}`,
    ]);
  } finally {
    await app.close();
  }
}

/**
 * The deck's JS until its first card answers taps, gzip: what it measured (140.3 KB, 2026-11-29)
 * and a little room for what is coming (the offline outbox).
 */
const FIRST_CARD_KB = 144;

async function bundle() {
  const { firstCard, after } = await deckBundle();
  const kb = (set: ScriptSet) =>
    `gzip ${set.gzipKb.toFixed(1)} KB, brotli ${set.brotliKb.toFixed(1)} KB in ${set.scripts.length} files`;
  report([
    "deck JS for the first card (scripts requested until it answers taps)",
    kb(firstCard),
    `gzip ≤ ${FIRST_CARD_KB} KB ${verdict(firstCard.gzipKb <= FIRST_CARD_KB)}`,
  ]);
  report(["  loaded after it (the cards around it)", kb(after), "no target"]);
  // What the large files of the first card are made of: the libraries a budget cannot go below.
  for (const s of firstCard.scripts.filter((script) => script.gzip > 20 * 1024)) {
    const weights = moduleWeights(`dist${s.path}`).slice(0, 10);
    details.push(
      `  deck JS, first card: ${s.path} by package (gzip of each alone): ${weights.map((w) => `${w.module} ${(w.gzip / 1024).toFixed(1)} KB`).join(", ")}`,
    );
  }
  for (const [name, set] of [
    ["first card", firstCard],
    ["after", after],
  ] as const) {
    for (const s of set.scripts) {
      details.push(
        `  deck JS, ${name}: ${s.path}  gzip ${(s.gzip / 1024).toFixed(1)} KB, brotli ${(s.brotli / 1024).toFixed(1)} KB`,
      );
    }
  }
}

async function render() {
  const result = await cardRender();
  report([
    "100 task cards rendered in headless Chromium (median)",
    `${ms(result.medianMs)} (first run ${ms(result.firstMs)})`,
    `≤ 16 ms ${verdict(result.medianMs <= 16)}`,
  ]);
  report([
    "  for reference, 100 cards of one type (median)",
    Object.entries(result.byKindMs)
      .map(([kind, median]) => `${kind.replace(/Card$/, "")} ${ms(median)}`)
      .join(", "),
    "no target",
  ]);
}

async function lighthouse() {
  for (const page of await lighthouseScores()) {
    const { performance, accessibility, seo } = page.scores;
    const bestPractices = page.scores["best-practices"];
    report([
      `Lighthouse mobile, ${page.name} (median of 3): perf / a11y / best practices / SEO`,
      `${performance} / ${accessibility} / ${bestPractices} / ${seo}`,
      `100 / 100 / 100 / ≥ 95 ${verdict(performance === 100 && accessibility === 100 && bestPractices === 100 && seo >= 95)}`,
    ]);
    report([
      `  LCP, TBT, CLS`,
      `${(page.lcpMs / 1000).toFixed(2)} s, ${page.tbtMs.toFixed(0)} ms, ${page.cls.toFixed(3)}`,
      `≤ 1.8 s, ≤ 100 ms, ≤ 0.02 ${verdict(page.lcpMs <= 1800 && page.tbtMs <= 100 && page.cls <= 0.02)}`,
    ]);
    report([`  longest task`, `${page.longestTaskMs.toFixed(0)} ms`, "no target"]);
    details.push(
      `  Lighthouse ${page.name} (${page.path}), failing audits: ${page.failing.map((a) => (a.displayValue ? `${a.id} (${a.displayValue})` : a.id)).join(", ") || "none"}; report ${page.report}`,
    );
  }
}

async function installable() {
  const result = await installability();
  report([
    "installable app: Chromium's installability errors (Lighthouse 12 has no PWA category)",
    result.errors.join(", ") || "none",
    `none ${verdict(result.errors.length === 0)}`,
  ]);
  report([
    "  precached by the service worker as it installs (after the first screen)",
    `${result.precachedFiles} files, brotli ${result.precachedBrotliKb.toFixed(1)} KB`,
    "no target",
  ]);
}

async function charts() {
  const draw = await chartDraw();
  report([
    "day chart, 365 daily points drawn with uPlot in headless Chromium (median)",
    `${ms(draw.medianMs)} (first run ${ms(draw.firstMs)})`,
    `≤ 16 ms ${verdict(draw.medianMs <= 16)}`,
  ]);
  const chunk = await chartChunk();
  report([
    "chart chunk (uPlot), gzip; loaded with the deck's first card?",
    `${chunk.gzipKb.toFixed(1)} KB in ${chunk.files.length} files; ${chunk.inFirstCard ? "yes" : "no"}`,
    `≤ 30 KB, no ${verdict(chunk.gzipKb <= 30 && !chunk.inFirstCard)}`,
  ]);
  for (const file of chunk.files) details.push(`  chart chunk: ${file}`);
}

const parts: Record<string, () => Promise<void>> = {
  server,
  bundle,
  render,
  lighthouse,
  installable,
  charts,
};
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !Object.hasOwn(parts, name));
if (unknown.length > 0) {
  console.error(`unknown bench part ${unknown.join(", ")}; the parts are ${Object.keys(parts).join(", ")}`);
  process.exit(1);
}
for (const [name, part] of Object.entries(parts)) {
  if (chosen.length === 0 || chosen.includes(name)) await part();
}

const width = Math.max(...rows.map((r) => r[0].length));
console.log(`\nbench (${new Date().toISOString()}, node ${process.version})`);
for (const [name, figure, target] of rows) console.log(`${name.padEnd(width)}  ${figure}  [${target}]`);
for (const line of details) console.log(line);
process.exit(0);
