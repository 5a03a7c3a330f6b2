import { describe, expect, it } from "vitest";
import {
  A_MONDAY,
  addMonths,
  firstDayOf,
  isMonth,
  lastDayOf,
  monthGrid,
  calendarMonth,
  weekdayColumn,
} from "./monthCalendar";

describe("the calendar's month", () => {
  it("is the month of a day, and moves back and forth across years", () => {
    expect(calendarMonth("2026-11-26")).toBe("2026-11");
    expect(addMonths("2026-11", 1)).toBe("2026-12");
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2026-03", -14)).toBe("2025-01");
  });

  it("knows its first and last days, leap years included", () => {
    expect(firstDayOf("2026-11")).toBe("2026-11-01");
    expect(lastDayOf("2026-11")).toBe("2026-11-30");
    expect(lastDayOf("2028-02")).toBe("2028-02-29");
    expect(lastDayOf("2026-02")).toBe("2026-02-28");
    expect(lastDayOf("2026-12")).toBe("2026-12-31");
  });

  it("refuses what is not a month", () => {
    expect(isMonth("2026-11")).toBe(true);
    expect(isMonth("2026-13")).toBe(false);
    expect(isMonth("2026-1")).toBe(false);
    expect(() => addMonths("2026-13", 1)).toThrow(RangeError);
    expect(() => calendarMonth("2026-11")).toThrow(RangeError);
  });
});

describe("monthGrid", () => {
  it("starts the week on Monday", () => {
    expect(weekdayColumn(A_MONDAY)).toBe(0);
    expect(weekdayColumn("2026-11-01")).toBe(6); // a Sunday
    expect(weekdayColumn("2026-11-26")).toBe(3); // a Thursday
  });

  it("puts blanks before the first day and after the last, in full weeks", () => {
    // November 2026 starts on a Sunday: six blanks, then 30 days, then six blanks (6 rows).
    const weeks = monthGrid("2026-11");
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, "2026-11-01"]);
    expect(weeks[1]![0]).toBe("2026-11-02");
    expect(weeks[5]).toEqual(["2026-11-30", null, null, null, null, null, null]);
    expect(weeks.flat().filter((day) => day !== null)).toHaveLength(30);
  });

  it("needs only four rows for a February starting on Monday", () => {
    const weeks = monthGrid("2027-02");
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]).toBe("2027-02-01");
    expect(weeks[3]![6]).toBe("2027-02-28");
  });
});
