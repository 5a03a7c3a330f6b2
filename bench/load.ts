/**
 * autocannon in a worker thread, so the load generator does not share the server's event loop: as
 * many requests as the connections can make. A fixed rate is bench/fixedRate.ts.
 */
import autocannon from "autocannon";

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
}

export async function load(options: {
  url: string;
  headers?: Record<string, string>;
  seconds: number;
  connections: number;
}): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    headers: options.headers,
    duration: options.seconds,
    connections: options.connections,
    workers: 1,
  });
  // A throughput made of failed answers would flatter the route: such a run is not a figure.
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${options.url}: ${failed} of ${result.requests.total} requests failed`);
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}
