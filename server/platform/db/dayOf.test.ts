import { describe, expect, it } from "vitest";
import { dayOf } from "./dayOf";

describe("dayOf", () => {
  it("reads a date column the way either driver hands it back", () => {
    expect(dayOf(new Date("2026-11-27T00:00:00Z"))).toBe("2026-11-27");
    expect(dayOf("2026-11-27")).toBe("2026-11-27");
    expect(dayOf("2026-11-27T00:00:00.000Z")).toBe("2026-11-27");
  });
});
