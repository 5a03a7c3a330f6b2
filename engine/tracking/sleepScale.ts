/**
 * docs/features/tracking.md: the sleep chart puts the times of a night
 * (docs/features/tracking.md daily activity entries: bedtime, sleep time, wake-up, get-up, each stored as minutes
 * since midnight, engine/tracking/hourEncoding.ts) on one continuous axis, so that 23:30 comes before 00:30:
 * a time before noon belongs to the morning after the night's start and counts 1440 minutes more.
 */
import { MINUTES_PER_DAY } from "./hourEncoding";

/** docs/features/tracking.md: the offset of a time after midnight on the sleep axis. */
export const SLEEP_CHART_OFFSET_MINUTES = 1440;
/** Times before noon (12:00) are the night's morning; from noon on, its evening. */
export const NIGHT_PIVOT_MINUTES = 12 * 60;

/** The daily activity entries (their `value` key) that are times of the night, in the night's order. */
export const SLEEP_TIME_ENTRIES = ["bedtime", "sleeptime", "wakeup", "getup"] as const;
/** The entry holding the minutes spent awake in bed (no-sleep duration). */
export const NO_SLEEP_ENTRY = "noSleepDuration";
/** The screen entries, in minutes: screens off before sleep, screen in the evening's environment. */
export const SCREEN_ENTRIES = ["screenOffBeforeSleep", "environmentScreen"] as const;

/** Where a time of the night (minutes since midnight) sits on the sleep axis. */
export function toSleepAxis(minutesOfDay: number): number {
  return minutesOfDay < NIGHT_PIVOT_MINUTES ? minutesOfDay + SLEEP_CHART_OFFSET_MINUTES : minutesOfDay;
}

/** The time of day (minutes since midnight) of a point of the sleep axis, for its labels. */
export function fromSleepAxis(axisMinutes: number): number {
  return ((axisMinutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}
