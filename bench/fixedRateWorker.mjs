// Runs loadtest (an open-loop generator: requests leave on schedule whether or not earlier ones
// have answered) in its own thread and posts its result back.
import { parentPort, workerData } from "node:worker_threads";
import { loadTest } from "loadtest";

const { url, headers, seconds, rate } = workerData;
const result = await loadTest({
  url,
  headers,
  maxSeconds: seconds,
  requestsPerSecond: rate,
  agentKeepAlive: true,
  quiet: true,
});
parentPort.postMessage({
  requests: result.totalRequests,
  errors: result.totalErrors,
  rps: result.effectiveRps,
  p50: result.percentiles["50"],
  p99: result.percentiles["99"],
});
