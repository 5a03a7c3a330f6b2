/**
 * A server-sent event stream over one request (the patient's and the pro's live streams): a first
 * `ready` event once listening, then each event stored for the reader (streamLog.ts) as the caller
 * presents it, with its number as the event's `id:`. The stream reads the stored events after the
 * last one it sent whenever realtime wakes it (a notice, the LISTEN connection back after a loss)
 * and at each heartbeat, so none is lost to a lost notice; a client that reconnects with
 * `Last-Event-ID` first receives every event after that id. A comment line now and then keeps
 * proxies from closing it, and the subscription is dropped when it closes.
 */
import type { Context } from "koa";
import { PassThrough } from "node:stream";
import type { Db } from "../db/connection";
import type { Realtime } from "../realtime";
import { streamEventsAfter, streamHead, type StoredStreamEvent } from "../streamLog";

/** A comment line now and then keeps proxies from closing an idle stream; the stored events are read again then too. */
const HEARTBEAT_MS = 25_000;

/** How many stored events one read takes (a client far behind is sent several pages). */
const PAGE = 100;

/** What a stored event says on a stream: its event name and data. */
export interface StreamMessage {
  event: string;
  data: unknown;
}

/** One server-sent event: its name, its JSON data and, when given, its id. */
export function sseEvent(event: string, data: unknown, id?: string): string {
  return `event: ${event}\n${id === undefined ? "" : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`;
}

/**
 * Where the stream starts: after the client's `Last-Event-ID` when it sends one (never past the
 * last stored event, so an id of another database cannot hide what comes), else after the last
 * stored event (a new client is sent what happens from now on).
 */
function startAfter(lastEventId: string, head: number): number {
  return /^\d{1,15}$/.test(lastEventId) ? Math.min(Number(lastEventId), head) : head;
}

/**
 * Opens the stream of `userId`'s stored events on `ctx`: `present` says what each one means to this
 * stream (null: nothing, e.g. another author's chat). Answers the stream, for the route to return.
 */
export async function openEventStream(
  ctx: Context,
  deps: { db: Db; realtime: Realtime },
  userId: string,
  present: (event: StoredStreamEvent) => Promise<StreamMessage | null>,
): Promise<PassThrough> {
  const { db, realtime } = deps;
  // The header a reconnecting EventSource sends, or the query a new one sent after a failure.
  const lastEventId = ctx.get("Last-Event-ID").trim() || String(ctx.query.lastEventId ?? "");
  let sentUpTo = startAfter(lastEventId, await streamHead(db, userId));
  const stream = new PassThrough();
  // Nothing is read before `ready` is sent, and nothing after the request closed.
  let started = false;
  let closed = false;
  let reading: Promise<void> | undefined;
  let readAgain = false;

  /** Sends every stored event after the last one sent, in order, each once. */
  const sendStored = async () => {
    for (;;) {
      const events = await streamEventsAfter(db, userId, sentUpTo, PAGE);
      for (const event of events) {
        const message = await present(event);
        if (closed) return;
        if (message) stream.write(sseEvent(message.event, message.data, String(event.seq)));
        sentUpTo = event.seq;
      }
      if (events.length < PAGE) return;
    }
  };
  // One read at a time: a wake during a read reads again after it.
  const readStored = () => {
    if (!started || closed) return;
    if (reading) {
      readAgain = true;
      return;
    }
    readAgain = false;
    reading = sendStored()
      .catch((err: Error) => console.error("stream events failed:", err.message))
      .finally(() => {
        reading = undefined;
        if (readAgain) readStored();
      });
  };

  const unsubscribe = await realtime.subscribe(userId, readStored);
  const heartbeat = setInterval(() => {
    stream.write(": ping\n\n");
    readStored();
  }, HEARTBEAT_MS);
  const end = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    forgetEnd();
    stream.end();
  };
  // A process that stops ends its streams: their clients reconnect elsewhere.
  const forgetEnd = realtime.onStreamEnd(end);
  ctx.req.on("close", end);
  // Closed while it subscribed: no close event comes any more.
  if (ctx.req.socket.destroyed) {
    end();
    return stream;
  }
  ctx.req.socket.setTimeout(0);
  ctx.req.socket.setNoDelay(true);
  ctx.set("Content-Type", "text/event-stream; charset=utf-8");
  ctx.set("X-Accel-Buffering", "no");
  // `ready` carries where the stream starts: a client that reconnects before any event asks from there.
  stream.write(`retry: 5000\n${sseEvent("ready", {}, String(sentUpTo))}`);
  started = true;
  readStored();
  return stream;
}
