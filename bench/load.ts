/** autocannon in a worker thread, so the load generator does not share the server's event loop. */
import autocannon from "autocannon";

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function load(options: {
  url: string;
  headers?: Record<string, string>;
  seconds: number;
  connections: number;
  /** A fixed rate for all connections together; absent means as fast as possible. */
  overallRate?: number;
}): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    headers: options.headers,
    duration: options.seconds,
    connections: options.connections,
    overallRate: options.overallRate,
    workers: 1,
  });
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
