/**
 * Load at a fixed request rate, as patients' phones make it: each request leaves on its schedule
 * whether or not earlier ones have answered (loadtest's open loop), so a slow answer shows in the
 * latency instead of slowing the load down. autocannon's rate option does not do this: each
 * connection sends its share of the second back to back, then waits for the next second.
 */
import { Worker } from "node:worker_threads";

export interface FixedRateResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

export function fixedRate(options: {
  url: string;
  headers?: Record<string, string>;
  seconds: number;
  rate: number;
  /** Seconds at the same rate before the measured run, in the same generator. */
  warmupSeconds: number;
  /** Resolves once the server has answered every request of the warm-up. */
  settled?: () => Promise<void>;
  /** Called when the measured run starts. */
  onMeasuring?: () => void;
}): Promise<FixedRateResult> {
  const { onMeasuring, settled, ...workerData } = options;
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./fixedRateWorker.mjs", import.meta.url), { workerData });
    worker.on("message", (message: FixedRateResult | { warmedUp: true } | { started: true }) => {
      if ("warmedUp" in message) {
        void (settled?.() ?? Promise.resolve()).then(() => worker.postMessage("measure"), reject);
        return;
      }
      if ("started" in message) return onMeasuring?.();
      resolve(message);
      void worker.terminate();
    });
    worker.once("error", reject);
  });
}
