/**
 * GET /api/patient/todo for a patient with 5 programs and 20 cards, at a fixed 1,000 req/s.
 * Targets: p50 ≤ 10 ms, p99 ≤ 50 ms, no errors, ≤ 4 SQL queries per request.
 */
import { fixedRate } from "./fixedRate";
import { load } from "./load";
import type { BenchApp } from "./benchApp";

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
  const saturated = await load({ url, headers, seconds: 5, connections: 40 });
  return {
    ...result,
    cards: document.value.cards.length,
    queriesPerRequest: queries / result.requests,
    maxRps: saturated.rps,
  };
}
