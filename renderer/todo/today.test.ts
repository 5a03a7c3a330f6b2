import { describe, expect, it } from "vitest";
import { localDay } from "../../engine/dates";
import { today } from "./today";

describe("today", () => {
  it("is the day of the browser's own time zone, as the engine reads it", () => {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const instant of ["2026-01-01T00:30:00Z", "2026-03-29T01:30:00Z", "2026-12-31T23:59:59Z"]) {
      const now = new Date(instant);
      expect(today(now)).toBe(localDay(now, timeZone));
    }
  });

  it("pads months and days to two digits", () => {
    expect(today(new Date(2026, 0, 5, 12))).toBe("2026-01-05");
  });
});
