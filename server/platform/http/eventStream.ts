/**
 * A server-sent event stream over one request (the patient's and the pro's live streams): a first
 * `ready` event once listening, each event of the reader's realtime key as the caller writes it, a
 * comment line now and then so proxies keep it open, and the subscription dropped when it closes.
 */
import type { Context } from "koa";
import { PassThrough } from "node:stream";
import type { Realtime, RealtimeEvent } from "../realtime";

/** A comment line now and then keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/** One server-sent event: its name, its JSON data and, when given, its id. */
export function sseEvent(event: string, data: unknown, id?: string): string {
  return `event: ${event}\n${id === undefined ? "" : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`;
}

/**
 * Opens the stream of `key`'s events on `ctx`: `write` turns each event into what the stream sends
 * (a serialized event, or null to send nothing). Answers the stream, for the route to return.
 */
export async function openEventStream(
  ctx: Context,
  realtime: Realtime,
  key: string,
  write: (event: RealtimeEvent) => Promise<string | null>,
): Promise<PassThrough> {
  const stream = new PassThrough();
  const unsubscribe = await realtime.subscribe(key, (event) => {
    write(event).then(
      (text) => void (text && stream.write(text)),
      (err: Error) => console.error("stream event failed:", err.message),
    );
  });
  const heartbeat = setInterval(() => stream.write(": ping\n\n"), HEARTBEAT_MS);
  const end = () => {
    clearInterval(heartbeat);
    unsubscribe();
    stream.end();
  };
  ctx.req.on("close", end);
  ctx.req.socket.setTimeout(0);
  ctx.req.socket.setNoDelay(true);
  ctx.set("Content-Type", "text/event-stream; charset=utf-8");
  ctx.set("X-Accel-Buffering", "no");
  stream.write(`retry: 5000\n${sseEvent("ready", {})}`);
  return stream;
}
