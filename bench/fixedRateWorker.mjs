// Runs loadtest (an open-loop generator: requests leave on schedule whether or not earlier ones
// have answered) in its own thread: first a warm-up at the measured rate, unreported, so that
// neither the server nor this generator is measured cold, then the measured run, whose result it
// posts back. At half the rate the server's database pool was still growing to what the full rate
// needs during the first measured run: each connection opened then (7 in one run) held requests
// behind it, and that run's p99 was 60 ms to 1.7 s where the next two, on a grown pool, had 11–16.
import { parentPort, workerData } from "node:worker_threads";
import { loadTest } from "loadtest";

const { url, headers, seconds, rate, warmupSeconds } = workerData;
const run = (maxSeconds, requestsPerSecond) =>
  loadTest({ url, headers, maxSeconds, requestsPerSecond, agentKeepAlive: true, quiet: true });

await run(warmupSeconds, rate);
// loadtest stops sending when its time is up without waiting for the answers: the server is told,
// and the measured run starts once it has answered them all, so that it does not measure them.
parentPort.postMessage({ warmedUp: true });
await new Promise((resolve) => parentPort.once("message", resolve));
parentPort.postMessage({ started: true });
const result = await run(seconds, rate);
parentPort.postMessage({
  requests: result.totalRequests,
  errors: result.totalErrors,
  rps: result.effectiveRps,
  p50: result.percentiles["50"],
  p99: result.percentiles["99"],
});
