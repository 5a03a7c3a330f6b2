/**
 * Calendar days as `YYYY-MM-DD` strings. A patient's day is their local day, so the clock and the
 * time zone come in as arguments; the arithmetic is done on UTC midnights, which have no DST.
 */

import { isCalendarDay } from "../../card-schemas/dayFormat";

const DAY_MS = 86_400_000;

/** True for a real calendar day written `YYYY-MM-DD`, years 0001 to 9999: the schemas' `date` format. */
export const isDay: (value: string) => boolean = isCalendarDay;

function toUtcMidnight(day: string): number {
  if (!isDay(day)) throw new RangeError(`not a day: ${day}`);
  return Date.parse(`${day}T00:00:00Z`);
}

/** The day `n` days after `day` (n may be negative). */
export function addDays(day: string, n: number): string {
  return new Date(toUtcMidnight(day) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function dayDiff(from: string, to: string): number {
  return Math.round((toUtcMidnight(to) - toUtcMidnight(from)) / DAY_MS);
}

// Building a DateTimeFormat costs far more than using one; the set of time zones is small.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The last day found in each time zone and the UTC minute it was found in. Since 1980 every time
 * zone's offset is whole minutes, so a local day never changes within a UTC minute: a server asking
 * for today on every request formats it once a minute per zone, not every time.
 */
const lastDays = new Map<string, { minute: number; day: string }>();
const WHOLE_MINUTE_OFFSETS_FROM = Date.UTC(1980, 0, 1);
const MINUTE_MS = 60_000;

/** The calendar day of `instant` in `timeZone` (an IANA name such as `Europe/Paris`). */
export function localDay(instant: Date, timeZone: string): string {
  const time = instant.getTime();
  const minute = time >= WHOLE_MINUTE_OFFSETS_FROM ? Math.floor(time / MINUTE_MS) : undefined;
  const last = lastDays.get(timeZone);
  if (minute !== undefined && last?.minute === minute) return last.day;
  const parts = dayFormat(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const day = `${part("year")}-${part("month")}-${part("day")}`;
  if (minute !== undefined) lastDays.set(timeZone, { minute, day });
  return day;
}

// The wall clock, as the reminders read it (engine/reminders/dailyReminder.ts).
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time (`HH:MM`) of `instant` in `timeZone`. */
export function localClock(instant: Date, timeZone: string): string {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    clockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${part("hour")}:${part("minute")}`;
}

/**
 * `day` plus `months` calendar months, the day clamped to the month's length (January 31 plus one
 * month is the last day of February).
 */
export function addCalendarMonths(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const target = month - 1 + months;
  const targetYear = year + Math.floor(target / 12);
  const targetMonth = ((target % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return new Date(Date.UTC(targetYear, targetMonth, Math.min(date, lastDay))).toISOString().slice(0, 10);
}
