/**
 * The points of an analysis chart: one per day that has records, the mean of that day's values
 * (as home's symptom card, engine/analysis/symptomTrend.ts), oldest first.
 */
import type { DayValue } from "./correlation";

const round1 = (value: number) => Math.round(value * 10) / 10;

/** One point per day with a value: the day's mean, one decimal, days in order. */
export function dailyMeans(values: readonly DayValue[]): DayValue[] {
  const days = new Map<string, { sum: number; count: number }>();
  for (const { date, value } of values) {
    const day = days.get(date) ?? { sum: 0, count: 0 };
    days.set(date, { sum: day.sum + value, count: day.count + 1 });
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, { sum, count }]) => ({ date, value: round1(sum / count) }));
}
