/**
 * The calendars of the analysis cards (docs/features/analysis.md, "Medication calendar"): a
 * month shown as weeks starting on Monday, with blanks before the first day and after the last, and
 * the previous and next month to move to.
 */
import { addDays, isDay } from "../shared/dates";

/** A month written `YYYY-MM`. */
export type Month = string;

/** Days in a week row of the calendar. */
export const WEEK_LENGTH = 7;

/** True for a month written `YYYY-MM`, years 0001 to 9999. */
export function isMonth(value: string): boolean {
  return /^\d{4}-\d{2}$/.test(value) && isDay(`${value}-01`);
}

/** The month a day (`YYYY-MM-DD`) is in. */
export function calendarMonth(day: string): Month {
  if (!isDay(day)) throw new RangeError(`not a day: ${day}`);
  return day.slice(0, 7);
}

function parts(month: Month): { year: number; index: number } {
  if (!isMonth(month)) throw new RangeError(`not a month: ${month}`);
  return { year: Number(month.slice(0, 4)), index: Number(month.slice(5, 7)) - 1 };
}

/** The month `n` months after `month` (n may be negative). */
export function addMonths(month: Month, n: number): Month {
  const { year, index } = parts(month);
  const total = year * 12 + index + n;
  const newYear = Math.floor(total / 12);
  return `${String(newYear).padStart(4, "0")}-${String(total - newYear * 12 + 1).padStart(2, "0")}`;
}

/** The first day of `month`. */
export function firstDayOf(month: Month): string {
  parts(month);
  return `${month}-01`;
}

/** The last day of `month`. */
export function lastDayOf(month: Month): string {
  return addDays(firstDayOf(addMonths(month, 1)), -1);
}

/** Monday 0 … Sunday 6, the calendar's column of `day`. */
export function weekdayColumn(day: string): number {
  // 0001-01-01 was a Monday (proleptic Gregorian, as Date counts).
  const sundayFirst = new Date(`${day}T00:00:00Z`).getUTCDay();
  return (sundayFirst + 6) % WEEK_LENGTH;
}

/**
 * The weeks of `month`, Monday first: each row holds 7 cells, a day of the month or null for the
 * blanks before its first day and after its last, so every row is full.
 */
export function monthGrid(month: Month): Array<Array<string | null>> {
  const first = firstDayOf(month);
  const last = lastDayOf(month);
  const length = Number(last.slice(8, 10));
  const cells: Array<string | null> = [
    ...Array.from({ length: weekdayColumn(first) }, () => null),
    ...Array.from({ length }, (_, index) => addDays(first, index)),
  ];
  while (cells.length % WEEK_LENGTH !== 0) cells.push(null);
  return Array.from({ length: cells.length / WEEK_LENGTH }, (_, row) =>
    cells.slice(row * WEEK_LENGTH, (row + 1) * WEEK_LENGTH),
  );
}

/** A Monday, from which the renderer names the seven columns in the reader's language. */
export const A_MONDAY = "2024-01-01";
