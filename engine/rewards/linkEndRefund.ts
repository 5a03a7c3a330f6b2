/**
 * What a pro who ends a paid author link gives back (docs/features/authors.md, "Linked patients"):
 * the unused days of the paid period, pro rata of what was paid for it, floored to whole rewards.
 */
import { dayDiff } from "../shared/dates";

export interface PaidPeriod {
  /** Rewards the patient paid for the period (what reached the pro). */
  paid: number;
  /** The period's first paid day (YYYY-MM-DD). */
  from: string;
  /** The link's last valid day (YYYY-MM-DD). */
  end: string;
}

/**
 * The refund of a paid link ended on `today` (the patient's day): today and every day after it up
 * to `end` are unused, out of the days from `from` to `end`. Nothing when nothing was paid or no
 * day is left; everything when the link ends on (or before) its first paid day.
 */
export function linkEndRefund(period: PaidPeriod, today: string): number {
  const total = dayDiff(period.from, period.end) + 1;
  if (period.paid <= 0 || total <= 0) return 0;
  const unused = Math.min(total, dayDiff(today, period.end) + 1);
  if (unused <= 0) return 0;
  return Math.floor((period.paid * unused) / total);
}
