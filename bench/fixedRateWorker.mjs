// Runs loadtest (an open-loop generator: requests leave on schedule whether or not earlier ones
// have answered) in its own thread: first a warm-up, unreported, so that neither the server nor
// this generator is measured cold, then the measured run, whose result it posts back.
import { parentPort, workerData } from "node:worker_threads";
import { loadTest } from "loadtest";

const { url, headers, seconds, rate, warmupSeconds } = workerData;
const run = (maxSeconds, requestsPerSecond) =>
  loadTest({ url, headers, maxSeconds, requestsPerSecond, agentKeepAlive: true, quiet: true });

await run(warmupSeconds, Math.ceil(rate / 2));
parentPort.postMessage({ started: true });
const result = await run(seconds, rate);
parentPort.postMessage({
  requests: result.totalRequests,
  errors: result.totalErrors,
  rps: result.effectiveRps,
  p50: result.percentiles["50"],
  p99: result.percentiles["99"],
});
