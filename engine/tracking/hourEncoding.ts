/** docs/features/tracking.md: an HOUR value is stored as minutes since midnight (0 to 1439). */

/** An hour, in the minutes times are stored in. */
export const MINUTES_PER_HOUR = 60;
export const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;
/** The last minute of a day, 23:59. */
export const LAST_MINUTE_OF_DAY = MINUTES_PER_DAY - 1;

const HOUR_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of a `HH:MM` time (24-hour clock), or undefined when it is not one. */
export function hourToMinutes(hour: string): number | undefined {
  const match = HOUR_PATTERN.exec(hour);
  if (!match) return undefined;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The `HH:MM` time of a number of minutes since midnight. */
export function minutesToHour(minutes: number): string {
  if (!isMinuteOfDay(minutes)) throw new RangeError(`not a minute of the day: ${minutes}`);
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** True for a whole number of minutes from 0 (00:00) to 1439 (23:59). */
export function isMinuteOfDay(minutes: number): boolean {
  return Number.isInteger(minutes) && minutes >= 0 && minutes <= LAST_MINUTE_OF_DAY;
}
