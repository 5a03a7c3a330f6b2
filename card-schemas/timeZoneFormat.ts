/**
 * The `time-zone` format: an IANA time zone name (`Europe/Paris`) that this runtime knows, so that
 * every day computed in it (engine/shared/dates.ts `localDay`) can be.
 */

/** True when `timeZone` is a time zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}
