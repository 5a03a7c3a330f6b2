import { afterEach, describe, expect, it, vi } from "vitest";
import { nextTask } from "./nextTask";

afterEach(() => vi.unstubAllGlobals());

describe("nextTask", () => {
  it("resolves after the current task, not among its microtasks", async () => {
    let resumed = false;
    void nextTask().then(() => (resumed = true));
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(resumed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(resumed).toBe(true);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yieldTask });
    await nextTask();
    expect(yieldTask).toHaveBeenCalledOnce();
  });
});
