/** A linked author's charts of a patient (docs/features/authors.md …/data/): raw entries grouped into daily series. */

export interface SeriesEntry {
  key: string;
  date: string;
  value: number;
}

export interface DailySeries {
  key: string;
  points: { date: string; value: number }[];
}

/**
 * One series per key, one point per day, oldest first. `combine` says how a day's several entries
 * make its point: the mean (intensities, scores, rounded to 2 decimals) or the count (intakes).
 */
export function dailySeries(entries: readonly SeriesEntry[], combine: "mean" | "count"): DailySeries[] {
  const byKey = new Map<string, Map<string, number[]>>();
  for (const { key, date, value } of entries) {
    const days = byKey.get(key) ?? new Map<string, number[]>();
    byKey.set(key, days);
    days.set(date, [...(days.get(date) ?? []), value]);
  }
  return [...byKey.keys()].sort().map((key) => ({
    key,
    points: [...(byKey.get(key) as Map<string, number[]>).entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([date, values]) => ({
        date,
        value:
          combine === "count"
            ? values.length
            : Math.round((values.reduce((sum, v) => sum + v, 0) / values.length) * 100) / 100,
      })),
  }));
}
