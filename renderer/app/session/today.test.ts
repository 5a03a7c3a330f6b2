import { describe, expect, it } from "vitest";
import { localDay } from "../../../engine/shared/dates";
import { PAGE_DAY_MS, startWithPageDay, today } from "./today";

describe("today", () => {
  it("is the day of the patient's time zone, not the browser's, near midnight", () => {
    // 23:30 in London is already the next day in Paris and still the day before in New York.
    const now = new Date("2026-11-25T23:30:00Z");
    expect(today("Europe/Paris", now)).toBe("2026-11-26");
    expect(today("America/New_York", now)).toBe("2026-11-25");
    expect(today("Pacific/Kiritimati", new Date("2026-11-25T10:00:00Z"))).toBe("2026-11-26");
  });

  it("is the browser's own day without a time zone, as the engine reads it", () => {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const instant of ["2026-01-01T00:30:00Z", "2026-03-29T01:30:00Z", "2026-12-31T23:59:59Z"]) {
      const now = new Date(instant);
      expect(today(undefined, now)).toBe(localDay(now, timeZone));
    }
  });

  it("is the day the page was answered for while the page starts, then the zone's own day", () => {
    // A page answered just before midnight in Paris, its script running just after.
    const answered = new Date("2026-11-25T22:59:59Z");
    startWithPageDay("2026-11-25", answered);
    try {
      const justAfter = new Date(answered.getTime() + 2_000);
      expect(today("Europe/Paris", justAfter)).toBe("2026-11-25");
      expect(today("Europe/Paris", new Date(answered.getTime() + PAGE_DAY_MS))).toBe("2026-11-26");
      // A guest's day is the browser's own, page or not.
      expect(today(undefined, justAfter)).toBe(
        localDay(justAfter, Intl.DateTimeFormat().resolvedOptions().timeZone),
      );
    } finally {
      startWithPageDay(undefined);
    }
    expect(today("Europe/Paris", new Date("2026-11-25T23:00:01Z"))).toBe("2026-11-26");
  });

  it("pads months and days to two digits", () => {
    expect(today(undefined, new Date(2026, 0, 5, 12))).toBe("2026-01-05");
  });
});
