/** After a failure that closed the stream, the first wait before opening it again, doubling up to the last. */
export const REOPEN_FIRST_MS = 1_000;
export const REOPEN_MAX_MS = 30_000;

export interface LiveStreamHandlers {
  /** Each named event's data, as the server sent it. */
  events: Record<string, (data: string) => void>;
  /** Whether the stream is up: from its `ready` until an error. */
  onLive?: (live: boolean) => void;
}

/**
 * A server stream (`text/event-stream`) that never gives up. EventSource reconnects by itself,
 * sending `Last-Event-ID`, after a cut; but an answer that is not a stream (a 503 while the
 * database is down) closes it for good. Then this opens a new one after a growing delay, asking
 * with `?lastEventId=` (a new EventSource cannot send the header) for every event it missed.
 * Silent where there is no EventSource. The returned function closes it.
 */
export function openLiveStream(path: string, handlers: LiveStreamHandlers): () => void {
  if (typeof EventSource === "undefined") return () => {};
  let lastEventId = "";
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wait = REOPEN_FIRST_MS;
  let stopped = false;

  const open = () => {
    const url = lastEventId ? `${path}?lastEventId=${encodeURIComponent(lastEventId)}` : path;
    const current = new EventSource(url, { withCredentials: true });
    source = current;
    current.addEventListener("ready", (message) => {
      wait = REOPEN_FIRST_MS;
      lastEventId = (message as MessageEvent).lastEventId || lastEventId;
      handlers.onLive?.(true);
    });
    current.addEventListener("error", () => {
      handlers.onLive?.(false);
      if (stopped || current.readyState !== EventSource.CLOSED) return;
      timer = setTimeout(open, wait);
      wait = Math.min(wait * 2, REOPEN_MAX_MS);
    });
    for (const [name, handle] of Object.entries(handlers.events)) {
      current.addEventListener(name, (message) => {
        const { data, lastEventId: id } = message as MessageEvent<string>;
        if (id) lastEventId = id;
        handle(data);
      });
    }
  };

  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}
