import { useEffect } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { onReportedError } from "../errors/reportError";
import { renderYielding } from "./renderYielding";

/** A component that keeps the main thread busy for `ms`, as a heavy first screen does. */
function Busy({ ms }: { ms: number }) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
  return <span>busy</span>;
}

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
});

describe("renderYielding", () => {
  it("lets a timer run before a long first render is done", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const events: string[] = [];
    setTimeout(() => events.push(`timer ran with ${container.querySelectorAll("span").length} drawn`), 0);

    root = renderYielding(
      container,
      <>
        {Array.from({ length: 20 }, (_, i) => (
          <Busy key={i} ms={10} />
        ))}
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));

    expect(container.querySelectorAll("span")).toHaveLength(20);
    // The render (200 ms of work) had not been committed when the timer ran.
    expect(events).toEqual(["timer ran with 0 drawn"]);
  });

  it("takes a drawn screen over in place, and reports where the browser draws it otherwise", async () => {
    const screen = (text: string) => (
      <main>
        <h1>{text}</h1>
      </main>
    );
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(screen("Today"));
    const heading = container.querySelector("h1");
    const reported: unknown[] = [];
    const stop = onReportedError((error) => reported.push(error));
    try {
      root = renderYielding(container, screen("Today"), { hydrate: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(container.querySelector("h1")).toBe(heading);
      expect(reported).toEqual([]);

      root.unmount();
      container.innerHTML = renderToString(screen("Today"));
      root = renderYielding(container, screen("Tomorrow"), { hydrate: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(container.querySelector("h1")?.textContent).toBe("Tomorrow");
      expect(reported).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it("takes a drawn screen over in slices, letting a timer run before it is done", async () => {
    const events: string[] = [];
    function TakenOver() {
      useEffect(() => void events.push("taken over"), []);
      return null;
    }
    const screen = (
      <>
        {Array.from({ length: 20 }, (_, i) => (
          <Busy key={i} ms={10} />
        ))}
        <TakenOver />
      </>
    );
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(screen);
    events.length = 0;
    setTimeout(() => events.push("timer"), 0);

    root = renderYielding(container, screen, { hydrate: true });
    await new Promise((resolve) => setTimeout(resolve, 1000));

    // The hydration (200 ms of work) had not been committed when the timer ran.
    expect(events).toEqual(["timer", "taken over"]);
  });
});
