import { describe, expect, it } from "vitest";
import {
  hourToMinutes,
  isMinuteOfDay,
  LAST_MINUTE_OF_DAY,
  MINUTES_PER_DAY,
  minutesToHour,
} from "./hourEncoding";

describe("hour encoding (docs/features/tracking.md: minutes since midnight)", () => {
  it("stores an hour as minutes since midnight", () => {
    expect(hourToMinutes("00:00")).toBe(0);
    expect(hourToMinutes("07:30")).toBe(450);
    expect(hourToMinutes("22:30")).toBe(1350);
    expect(hourToMinutes("23:59")).toBe(1439);
    expect(MINUTES_PER_DAY).toBe(1440);
    expect(LAST_MINUTE_OF_DAY).toBe(1439);
  });

  it("reads minutes back as HH:MM", () => {
    expect(minutesToHour(0)).toBe("00:00");
    expect(minutesToHour(450)).toBe("07:30");
    expect(minutesToHour(1350)).toBe("22:30");
    expect(minutesToHour(1439)).toBe("23:59");
    expect(() => minutesToHour(1440)).toThrow(RangeError);
  });

  it("refuses what is no time of day", () => {
    for (const bad of ["24:00", "7:30", "12:60", "noon", ""]) expect(hourToMinutes(bad)).toBeUndefined();
    expect(isMinuteOfDay(-1)).toBe(false);
    expect(isMinuteOfDay(1440)).toBe(false);
    expect(isMinuteOfDay(12.5)).toBe(false);
  });
});
