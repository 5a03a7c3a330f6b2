import { describe, expect, it } from "vitest";
import { isCalendarDay } from "./dayFormat";

describe("isCalendarDay", () => {
  it("accepts days that exist, leap days included", () => {
    for (const day of ["2026-11-21", "2028-02-29", "2000-02-29", "2026-12-31", "2026-01-01"]) {
      expect(isCalendarDay(day)).toBe(true);
    }
  });

  it("refuses days that do not exist and other shapes", () => {
    for (const day of [
      "2025-02-29",
      "1900-02-29",
      "2026-02-30",
      "2026-04-31",
      "2026-13-01",
      "2026-00-10",
      "2026-01-00",
      "2026-1-01",
      "2026/01/01",
      "2026-01-01T00:00",
      "abcd-ef-gh",
      "",
    ]) {
      expect(isCalendarDay(day)).toBe(false);
    }
  });
});
