import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openLiveStream, REOPEN_FIRST_MS } from "./liveStream";

/** A stand-in EventSource whose events the test sends. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  send(name: string, data: string, lastEventId = "") {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new MessageEvent(name, { data, lastEventId }));
  }
  fail(closed: boolean) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event("error"));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("openLiveStream", () => {
  it("after a failure that closed the stream, opens it again asking for what it missed", () => {
    const received: string[] = [];
    const live: boolean[] = [];
    const stop = openLiveStream("/api/patient/stream", {
      events: { chat: (data) => received.push(data) },
      onLive: (up) => live.push(up),
    });
    const first = FakeEventSource.opened[0]!;
    expect(first.url).toBe("/api/patient/stream");
    first.send("ready", "{}", "4");
    first.send("chat", "a", "5");
    // A cut EventSource reconnects by itself: nothing to do.
    first.fail(false);
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    // A 503 closes it for good: a new one, after a wait, from the last id received.
    first.fail(true);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(REOPEN_FIRST_MS);
    const second = FakeEventSource.opened[1]!;
    expect(second.url).toBe("/api/patient/stream?lastEventId=5");
    second.send("ready", "{}", "5");
    second.send("chat", "b", "6");
    expect(received).toEqual(["a", "b"]);
    expect(live).toEqual([true, false, false, true]);
    stop();
    second.fail(true);
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it("waits longer after each failure in a row", () => {
    openLiveStream("/s", { events: {} });
    FakeEventSource.opened[0]!.fail(true);
    vi.advanceTimersByTime(REOPEN_FIRST_MS);
    FakeEventSource.opened[1]!.fail(true);
    vi.advanceTimersByTime(REOPEN_FIRST_MS);
    expect(FakeEventSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(REOPEN_FIRST_MS);
    expect(FakeEventSource.opened).toHaveLength(3);
  });
});
