/**
 * GET /api/patient/todo for a patient with 5 programs and 20 cards, at a fixed 1,000 req/s.
 * Targets: p50 ≤ 10 ms, p99 ≤ 20 ms, no errors, ≤ 4 SQL queries per request. Then saturated, in
 * turn with the trivial route through the same stack (GET /api/auth/me), over three rounds: the
 * deck's read ÷ that route (target ≥ 0.3) says what the deck adds to the stack on this machine,
 * whatever else it is running.
 */
import { fixedRate } from "./fixedRate";
import { load, type LoadResult } from "./load";
import type { BenchApp } from "./benchApp";

const ROUNDS = 3;

const medianRps = (results: LoadResult[]) =>
  results.map((r) => r.rps).sort((a, b) => a - b)[Math.floor(results.length / 2)]!;

export async function todoLatency(app: BenchApp) {
  const url = `${app.url}/api/patient/todo`;
  const headers = { Cookie: app.cookie, "X-Schema-Version": "1" };
  const first = await fetch(url, { headers });
  const document = (await first.json()) as { value: { cards: unknown[] } };
  if (!first.ok) throw new Error(`GET /api/patient/todo answered ${first.status}`);

  let queriesBefore = 0;
  const result = await fixedRate({
    url,
    headers,
    seconds: 10,
    rate: 1000,
    warmupSeconds: 3,
    onMeasuring: () => (queriesBefore = app.queryCount()),
  });
  const queries = app.queryCount() - queriesBefore;
  // How far the route goes when pushed: as many requests as 40 connections can make.
  const trivial = { url: `${app.url}/api/auth/me`, headers };
  const deck: LoadResult[] = [];
  const me: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    deck.push(await load({ url, headers, seconds: 3, connections: 40 }));
    me.push(await load({ ...trivial, seconds: 3, connections: 40 }));
  }
  return {
    ...result,
    cards: document.value.cards.length,
    queriesPerRequest: queries / result.requests,
    maxRps: medianRps(deck),
    trivialRps: medianRps(me),
  };
}
