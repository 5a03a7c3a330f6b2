import { describe, expect, it } from "vitest";
import { isCalendarDay, isInstant } from "./dayFormat";

describe("isCalendarDay", () => {
  it("accepts days that exist, leap days included", () => {
    for (const day of [
      "2026-11-21",
      "2028-02-29",
      "2000-02-29",
      "2026-12-31",
      "2026-01-01",
      "0001-01-01",
      "9999-12-31",
    ]) {
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
      "0000-01-01",
      "10000-01-01",
      "+10000-01-01",
      "-0001-01-01",
      "abcd-ef-gh",
      "",
    ]) {
      expect(isCalendarDay(day)).toBe(false);
    }
  });
});

describe("isInstant", () => {
  it("accepts RFC 3339 instants in UTC or with an offset, with or without a fraction", () => {
    for (const instant of [
      "2026-11-21T10:00:00Z",
      "2026-11-21T10:00:00.123Z",
      "2026-11-21T10:00:00.123456789+01:00",
      "2026-11-21t23:59:59z",
      "2028-02-29T00:00:00-05:30",
      "0001-01-01T00:00:00Z",
      "0001-01-01T01:00:00+01:00",
      "9999-12-31T23:59:59Z",
      "9999-12-31T22:59:59-01:00",
    ]) {
      expect(isInstant(instant), instant).toBe(true);
    }
  });

  it("refuses leap seconds, days that do not exist, and instants outside years 0001 to 9999 in UTC", () => {
    for (const instant of [
      "2026-06-30T23:59:60Z",
      "2026-02-30T10:00:00Z",
      "2025-02-29T10:00:00Z",
      "0000-01-01T00:00:00Z",
      "10000-01-01T00:00:00Z",
      "+010000-01-01T00:00:00Z",
      "0001-01-01T00:30:00+01:00",
      "9999-12-31T23:00:00-02:00",
    ]) {
      expect(isInstant(instant), instant).toBe(false);
    }
  });

  it("refuses other shapes", () => {
    for (const instant of [
      "2026-11-21",
      "2026-11-21T10:00Z",
      "2026-11-21T10:00:00",
      "2026-11-21 10:00:00Z",
      "2026-11-21T24:00:00Z",
      "2026-11-21T10:60:00Z",
      "2026-11-21T10:00:00.Z",
      "2026-11-21T10:00:00+0100",
      "2026-11-21T10:00:00+24:00",
      "2026-11-21T10:00:00+01:60",
      "2026-11-21T10:00:00Zjunk",
      "2026-11-21T10:00:00\u0000Z",
      "",
    ]) {
      expect(isInstant(instant), instant).toBe(false);
    }
  });
});
