/**
 * The `date` format (YYYY-MM-DD, a day that exists) and the `date-time` format (an instant), without
 * regular expressions: every card carries two days and the expression's match arrays were a third of
 * the cost of validating a deck. Both keep to the years 0001 to 9999, which both databases store
 * alike: PostgreSQL wrote year 10000 as `+010000-…` and the embedded database failed on it, and
 * year 0 does not exist in either.
 */

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const ZERO = 48;
const MINUTES_IN_DAY = 1440;

function digits(value: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const digit = value.charCodeAt(i) - ZERO;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
}

/** True when the first ten characters of `value` are `YYYY-MM-DD` naming a day of years 0001 to 9999. */
function startsWithDay(value: string): boolean {
  if (value[4] !== "-" || value[7] !== "-") return false;
  const year = digits(value, 0, 4);
  const month = digits(value, 5, 7);
  const day = digits(value, 8, 10);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}

/** True for `YYYY-MM-DD` naming a day of the Gregorian calendar, years 0001 to 9999. */
export function isCalendarDay(value: string): boolean {
  return value.length === 10 && startsWithDay(value);
}

/** Minutes east of UTC of an offset `Z` or `±HH:MM` starting at `at`, or undefined when malformed. */
function offsetMinutes(value: string, at: number): number | undefined {
  const sign = value[at];
  if ((sign === "Z" || sign === "z") && value.length === at + 1) return 0;
  if ((sign !== "+" && sign !== "-") || value.length !== at + 6 || value[at + 3] !== ":") return undefined;
  const hours = digits(value, at + 1, at + 3);
  const minutes = digits(value, at + 4, at + 6);
  if (hours < 0 || hours > 23 || minutes < 0 || minutes > 59) return undefined;
  return (sign === "-" ? -1 : 1) * (hours * 60 + minutes);
}

/**
 * True for an RFC 3339 instant, `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`, on a real day, with no
 * leap second (JavaScript and PostgreSQL have none: `23:59:60` was read as the next day on one and
 * refused by the other), that falls in UTC within years 0001 to 9999 (`9999-12-31T23:00:00-02:00`
 * is year 10000).
 */
export function isInstant(value: string): boolean {
  if (value.length < 20 || !startsWithDay(value)) return false;
  const separator = value[10];
  if ((separator !== "T" && separator !== "t") || value[13] !== ":" || value[16] !== ":") return false;
  const hour = digits(value, 11, 13);
  const minute = digits(value, 14, 16);
  const second = digits(value, 17, 19);
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return false;
  let at = 19;
  if (value[at] === ".") {
    const fractionStart = ++at;
    while (at < value.length && digits(value, at, at + 1) >= 0) at++;
    if (at === fractionStart) return false;
  }
  const offset = offsetMinutes(value, at);
  if (offset === undefined) return false;
  // Only the first and the last day of the range can leave it once moved to UTC.
  const utcMinute = hour * 60 + minute - offset;
  if (value.startsWith("0001-01-01") && utcMinute < 0) return false;
  if (value.startsWith("9999-12-31") && utcMinute >= MINUTES_IN_DAY) return false;
  return true;
}
