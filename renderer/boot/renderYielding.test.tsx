import { afterEach, describe, expect, it } from "vitest";
import type { Root } from "react-dom/client";
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
});
