/**
 * npm run bench: the performance figures of the issues, measured side by side in one run on this
 * machine. It prints figures and targets; it never fails a build (timing is not a test).
 */
import { startBenchApp } from "./benchApp";
import { cardRender } from "./cardRender";
import { deckBundle } from "./deckBundle";
import { middlewareOverhead } from "./middlewareOverhead";
import { todoLatency } from "./todoLatency";
import { validationCost } from "./validationCost";

process.env.DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/test";

const rows: [string, string, string][] = [];
/** Each figure is printed as soon as it is measured, and all of them again, aligned, at the end. */
function report(row: [string, string, string]) {
  rows.push(row);
  console.log(`${row[0]}: ${row[1]} [${row[2]}]`);
}
const ms = (value: number) => `${value.toFixed(1)} ms`;
const verdict = (ok: boolean) => (ok ? "met" : "MISSED");

const app = await startBenchApp();
try {
  const overhead = await middlewareOverhead(app);
  report([
    "middleware stack ÷ bare node:http (req/s)",
    `${overhead.app.rps.toFixed(0)} / ${overhead.bare.rps.toFixed(0)} = ${overhead.ratio.toFixed(2)}`,
    `≥ 0.70 ${verdict(overhead.ratio >= 0.7)}`,
  ]);
  report([
    "  for reference, plain Koa (one middleware) ÷ bare",
    `${overhead.koa.rps.toFixed(0)} / ${overhead.bare.rps.toFixed(0)} = ${(overhead.koa.rps / overhead.bare.rps).toFixed(2)}`,
    "no target",
  ]);

  const todo = await todoLatency(app);
  report([
    `GET /api/patient/todo, ${todo.cards} cards, 1,000 req/s on PostgreSQL`,
    `p50 ${ms(todo.p50)}, p99 ${ms(todo.p99)}, ${todo.errors} errors, ${todo.queriesPerRequest.toFixed(2)} queries/req, ${todo.rps.toFixed(0)} req/s`,
    `p50 ≤ 10, p99 ≤ 50, 0, ≤ 4 ${verdict(todo.p50 <= 10 && todo.p99 <= 50 && todo.errors === 0 && todo.queriesPerRequest <= 4)}`,
  ]);
  report([
    "  for reference, the same route saturated (40 connections)",
    `${todo.maxRps.toFixed(0)} req/s`,
    "no target",
  ]);

  const doc = await (await fetch(`${app.url}/api/patient/todo`, { headers: { Cookie: app.cookie } })).json();
  const cost = validationCost(doc.value);
  report([
    "ajv ÷ JSON.stringify, same document",
    `${cost.validateUs.toFixed(1)} µs / ${cost.stringifyUs.toFixed(1)} µs = ${cost.ratio.toFixed(2)}`,
    `≤ 0.5 ${verdict(cost.ratio <= 0.5)}`,
  ]);
} finally {
  await app.close();
}

const bundle = await deckBundle();
report([
  "deck JS, gzip (all scripts loaded by /app/patient/tasks)",
  `${bundle.totalKb.toFixed(1)} KB in ${bundle.scripts.length} files`,
  `≤ 150 KB ${verdict(bundle.totalKb <= 150)}`,
]);

const render = await cardRender();
report([
  "100 task cards rendered in headless Chromium (median)",
  `${ms(render.medianMs)} (first run ${ms(render.firstMs)})`,
  `≤ 30 ms ${verdict(render.medianMs <= 30)}`,
]);

const width = Math.max(...rows.map((r) => r[0].length));
console.log(`\nbench (${new Date().toISOString()}, node ${process.version})`);
for (const [name, figure, target] of rows) console.log(`${name.padEnd(width)}  ${figure}  [${target}]`);
for (const s of bundle.scripts) console.log(`  ${s.url}  ${(s.gzip / 1024).toFixed(1)} KB`);
process.exit(0);
