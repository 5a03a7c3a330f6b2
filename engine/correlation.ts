/**
 * Seed 003 §3, §5, §9: the correlation between a symptom and a daily value, Pearson's r over the
 * days that have both, within a 30-day window; with a confidence from how many days there were.
 */
import type { CorrelationView } from "../card-schemas";

/** Correlations look back 30 days (seed 003 §9). */
export const CORRELATION_WINDOW_DAYS = 30;
/** Fewer paired days than this and there is nothing to compute: "not enough data". */
export const MIN_PAIRED_DAYS = 2;
/** The list shows 3 correlations free, 100 with a paid author link (seed 003 §6, §9). */
export const FREE_CORRELATIONS = 3;
export const PAID_CORRELATIONS = 100;

export interface DayValue {
  date: string;
  value: number;
}

/** Pearson's r (−1..1), the share of the window's days that had both values (0..1), and those days. */
export type CorrelationResult = Pick<CorrelationView, "correlation" | "confidenceScore" | "pairedDays">;

/** Pearson's r of two equally long series; null when one of them does not vary or is too short. */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = Math.min(xs.length, ys.length);
  if (n < MIN_PAIRED_DAYS) return null;
  let sumX = 0;
  let sumY = 0;
  for (let i = 0; i < n; i++) {
    sumX += xs[i] as number;
    sumY += ys[i] as number;
  }
  const meanX = sumX / n;
  const meanY = sumY / n;
  let covariance = 0;
  let varianceX = 0;
  let varianceY = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] as number) - meanX;
    const dy = (ys[i] as number) - meanY;
    covariance += dx * dy;
    varianceX += dx * dx;
    varianceY += dy * dy;
  }
  if (varianceX === 0 || varianceY === 0) return null;
  const r = covariance / Math.sqrt(varianceX * varianceY);
  return Math.max(-1, Math.min(1, r));
}

/** One value per day: the highest of the day (a symptom's worst moment counts). */
export function byDay(values: readonly DayValue[]): Map<string, number> {
  const days = new Map<string, number>();
  for (const { date, value } of values) {
    const seen = days.get(date);
    if (seen === undefined || value > seen) days.set(date, value);
  }
  return days;
}

/**
 * The correlation of a daily value with a symptom's intensity over the days that have both; null
 * with fewer than MIN_PAIRED_DAYS such days or when either series is flat. Correlations of zero are
 * not worth showing (seed 003 §5), so they are null too.
 */
export function correlationOf(
  dailyValues: readonly DayValue[],
  symptomIntensities: readonly DayValue[],
): CorrelationResult | null {
  const values = byDay(dailyValues);
  const intensities = byDay(symptomIntensities);
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [date, value] of [...values].sort(([a], [b]) => a.localeCompare(b))) {
    const intensity = intensities.get(date);
    if (intensity === undefined) continue;
    xs.push(value);
    ys.push(intensity);
  }
  const r = pearson(xs, ys);
  if (r === null || r === 0) return null;
  return {
    correlation: r,
    confidenceScore: Math.min(1, xs.length / CORRELATION_WINDOW_DAYS),
    pairedDays: xs.length,
  };
}
