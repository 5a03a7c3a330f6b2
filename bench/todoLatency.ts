/**
 * GET /api/patient/todo for a patient with 5 programs and 20 cards, at a fixed 1,000 req/s, three
 * runs of 10 s: the figures are the median run's, since one run's p99 on this two-core machine
 * moves from 5 to 600 ms with whatever else the machine does in those seconds (all three are shown).
 * Targets: p50 ≤ 10 ms, p99 ≤ 20 ms, no errors, ≤ 4 SQL queries per request. Then saturated, in
 * turn with the trivial route through the same stack (GET /api/auth/me), over three rounds: the
 * deck's read ÷ that route (target ≥ 0.3) says what the deck adds to the stack on this machine,
 * whatever else it is running; and in the same rounds the deck asked for in brotli, as browsers do.
 */
import { fixedRate, type FixedRateResult } from "./fixedRate";
import { load, type LoadResult } from "./load";
import type { BenchApp } from "./benchApp";

const ROUNDS = 3;
const RATE_RUNS = 3;

const medianRps = (results: LoadResult[]) =>
  results.map((r) => r.rps).sort((a, b) => a - b)[Math.floor(results.length / 2)]!;

/** Resolves once the app has answered every request it received (at most 30 s). */
async function answered(app: BenchApp): Promise<void> {
  const until = Date.now() + 30_000;
  while (app.inFlight() > 0) {
    if (Date.now() > until) throw new Error(`${app.inFlight()} requests still unanswered after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export async function todoLatency(app: BenchApp) {
  const url = `${app.url}/api/patient/todo`;
  const headers = { Cookie: app.cookie, "X-Schema-Version": "1" };
  const first = await fetch(url, { headers });
  const document = (await first.json()) as { value: { cards: unknown[] } };
  if (!first.ok) throw new Error(`GET /api/patient/todo answered ${first.status}`);

  // The route's code compiled and the database pool grown before anything is measured, as the
  // middleware figures warm theirs up: the first fixed-rate warm-up on a cold route served fewer
  // than the 1,000 req/s it sent, and left a backlog of about a thousand requests in flight.
  await load({ url, headers, seconds: 3, connections: 20 });
  const runs: FixedRateResult[] = [];
  let queries = 0;
  let connections = 0;
  for (let run = 0; run < RATE_RUNS; run++) {
    let queriesBefore = 0;
    let connectionsBefore = 0;
    runs.push(
      await fixedRate({
        url,
        headers,
        seconds: 10,
        rate: 1000,
        warmupSeconds: 1,
        settled: () => answered(app),
        onMeasuring: () => {
          queriesBefore = app.queryCount();
          connectionsBefore = app.connectionsOpened();
        },
      }),
    );
    queries += app.queryCount() - queriesBefore;
    connections += app.connectionsOpened() - connectionsBefore;
  }
  const median = (of: (run: FixedRateResult) => number) =>
    runs.map(of).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
  // How far the route goes when pushed: as many requests as 40 connections can make.
  const trivial = { url: `${app.url}/api/auth/me`, headers };
  const deck: LoadResult[] = [];
  const me: LoadResult[] = [];
  // As a phone asks for it: compressed (brotli), which costs the server more than the rest of the read
  // unless the same answer was compressed lately (server/platform/http/compressedAnswers.ts).
  const compressed: LoadResult[] = [];
  const asBrowsers = { ...headers, "Accept-Encoding": "gzip, deflate, br" };
  for (let round = 0; round < ROUNDS; round++) {
    deck.push(await load({ url, headers, seconds: 3, connections: 40 }));
    me.push(await load({ ...trivial, seconds: 3, connections: 40 }));
    compressed.push(await load({ url, headers: asBrowsers, seconds: 3, connections: 40 }));
  }
  return {
    p50: median((run) => run.p50),
    p99: median((run) => run.p99),
    p99s: runs.map((run) => run.p99),
    rps: median((run) => run.rps),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    cards: document.value.cards.length,
    queriesPerRequest: queries / runs.reduce((sum, run) => sum + run.requests, 0),
    /** Database connections opened while measuring: each one holds requests behind it. */
    connectionsOpened: connections,
    maxRps: medianRps(deck),
    trivialRps: medianRps(me),
    compressedRps: medianRps(compressed),
  };
}
