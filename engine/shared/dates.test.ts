import { describe, expect, it } from "vitest";
import { addDays, dayDiff, isDay, localClock, localDay } from "./dates";

describe("dates", () => {
  it("reads the patient's wall clock in their time zone", () => {
    const instant = new Date("2026-11-28T18:05:00Z");
    expect(localClock(instant, "Europe/Paris")).toBe("19:05");
    expect(localClock(instant, "America/New_York")).toBe("13:05");
    expect(localClock(new Date("2026-11-28T23:30:00Z"), "UTC")).toBe("23:30");
    expect(localClock(new Date("2026-11-28T00:00:00Z"), "UTC")).toBe("00:00");
  });

  it("adds days across month, year and leap day", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("counts whole days across a daylight-saving change", () => {
    // Europe's clocks go forward on 2026-03-29 and back on 2026-10-25.
    expect(dayDiff("2026-03-28", "2026-03-30")).toBe(2);
    expect(dayDiff("2026-10-24", "2026-10-26")).toBe(2);
    expect(dayDiff("2026-11-21", "2026-11-14")).toBe(-7);
  });

  it("takes the patient's local day, not the server's", () => {
    const lateEvening = new Date("2026-11-21T23:30:00Z");
    expect(localDay(lateEvening, "Europe/Paris")).toBe("2026-11-22");
    expect(localDay(lateEvening, "America/New_York")).toBe("2026-11-21");
    // 00:30 in Paris on the night the clocks go back is still 22:30 UTC the day before.
    expect(localDay(new Date("2026-10-24T22:30:00Z"), "Europe/Paris")).toBe("2026-10-25");
  });

  it("turns the day at local midnight when asked every second, in each zone apart", () => {
    // Paris's midnight is 23:00 UTC in winter: the last second before it and the first after.
    expect(localDay(new Date("2026-11-21T22:59:59.999Z"), "Europe/Paris")).toBe("2026-11-21");
    expect(localDay(new Date("2026-11-21T22:59:30Z"), "America/New_York")).toBe("2026-11-21");
    expect(localDay(new Date("2026-11-21T23:00:00Z"), "Europe/Paris")).toBe("2026-11-22");
    expect(localDay(new Date("2026-11-21T23:00:01Z"), "America/New_York")).toBe("2026-11-21");
    // Before 1980 some zones were seconds off the minute (Monrovia, -0:44:30, until 1972).
    expect(localDay(new Date("1971-06-01T00:44:29Z"), "Africa/Monrovia")).toBe("1971-05-31");
    expect(localDay(new Date("1971-06-01T00:44:31Z"), "Africa/Monrovia")).toBe("1971-06-01");
  });

  it("accepts only real days", () => {
    expect(isDay("2026-02-29")).toBe(false);
    expect(isDay("2028-02-29")).toBe(true);
    expect(isDay("2026-1-1")).toBe(false);
    expect(isDay("0000-01-01")).toBe(false);
    expect(isDay("0001-01-01")).toBe(true);
  });
});
