import { describe, expect, it } from "vitest";
import { taskStrip } from "./taskStrip";

describe("taskStrip", () => {
  it("lists the 7 days ending today, days without cards at 0", () => {
    const strip = taskStrip("2026-11-26", [
      { date: "2026-11-26", dealt: 4, done: 1 },
      { date: "2026-11-21", dealt: 3, done: 3 },
      { date: "2026-11-19", dealt: 9, done: 9 },
    ]);
    expect(strip).toHaveLength(7);
    expect(strip[0]).toEqual({ date: "2026-11-20", dealt: 0, done: 0 });
    expect(strip[1]).toEqual({ date: "2026-11-21", dealt: 3, done: 3 });
    expect(strip[6]).toEqual({ date: "2026-11-26", dealt: 4, done: 1 });
  });
});
