/**
 * A server process stopping (SIGTERM, server/platform/stopOnSignals.ts): it says it is no longer
 * ready, takes no new connection, ends its live streams so their clients reconnect to another
 * process (they resume from their last event id), and lets the requests in flight finish, up to
 * `graceMs`; past it, the connections still open are cut.
 */
import type { Server } from "node:http";
import type { Lifecycle } from "../lifecycle";
import type { Realtime } from "../realtime";

/** How long the requests in flight may take to finish once the process is told to stop. */
export const SHUTDOWN_GRACE_MS = 10_000;

export async function drainServer(
  server: Server,
  deps: { lifecycle: Lifecycle; realtime: Realtime },
  graceMs = SHUTDOWN_GRACE_MS,
): Promise<void> {
  deps.lifecycle.stop();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  deps.realtime.endStreams();
  // Keep-alive connections waiting for a next request would hold the close until they time out.
  server.closeIdleConnections();
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const grace = setTimeout(() => server.closeAllConnections(), graceMs);
  try {
    await closed;
  } finally {
    clearInterval(idle);
    clearTimeout(grace);
  }
}
