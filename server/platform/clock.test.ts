import { describe, expect, it } from "vitest";
import { appClock } from "./clock";

describe("appClock", () => {
  it("is the machine's clock without a start", () => {
    let machine = 1_000;
    const now = appClock(undefined, () => machine);
    expect(now().getTime()).toBe(1_000);
    machine = 5_000;
    expect(now().getTime()).toBe(5_000);
  });

  it("starts at the demo's instant and runs on at the machine's pace", () => {
    let machine = Date.parse("2026-11-28T04:00:00Z");
    const now = appClock(new Date("2026-12-02T17:05:00Z"), () => machine);
    expect(now().toISOString()).toBe("2026-12-02T17:05:00.000Z");
    machine += 90_000;
    expect(now().toISOString()).toBe("2026-12-02T17:06:30.000Z");
  });
});
