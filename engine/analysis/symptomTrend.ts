/**
 * A recurring symptom's card on home (docs/features/analysis.md): its intensity over the last 30 days
 * (2592e6 ms), the average intensity and the week-over-week change.
 */
import { addDays } from "../shared/dates";

/** Days in the window of a symptom card (docs/features/analysis.md: 2592e6 ms). */
export const SYMPTOM_WINDOW_DAYS = 30;
/** A week, for the week-over-week percentage. */
export const WEEK_DAYS = 7;

export interface IntensityEvent {
  /** The event's day (YYYY-MM-DD). */
  date: string;
  /** 0–5. */
  intensity: number;
}

export interface SymptomTrend {
  /** One entry per day of the window, oldest first: the day's mean intensity, null without an event. */
  series: Array<{ date: string; intensity: number | null }>;
  /** Mean of the days that have a value, one decimal; null without any. */
  average: number | null;
  /**
   * Change of the last 7 days' mean over the 7 days before, in whole percent; null when either
   * week has no event or the week before averaged 0 (no percentage of nothing).
   */
  weekOverWeek: number | null;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** The trend of one symptom from its events, for the window ending `today` (the patient's day). */
export function symptomTrend(events: readonly IntensityEvent[], today: string): SymptomTrend {
  const byDay = new Map<string, number[]>();
  for (const event of events) byDay.set(event.date, [...(byDay.get(event.date) ?? []), event.intensity]);
  const series = Array.from({ length: SYMPTOM_WINDOW_DAYS }, (_, index) => {
    const date = addDays(today, index - (SYMPTOM_WINDOW_DAYS - 1));
    const dayMean = mean(byDay.get(date) ?? []);
    return { date, intensity: dayMean === null ? null : round1(dayMean) };
  });
  const valuesOf = (days: typeof series) =>
    days.flatMap((day) => (day.intensity === null ? [] : [day.intensity]));
  const average = mean(valuesOf(series));
  const thisWeek = mean(valuesOf(series.slice(-WEEK_DAYS)));
  const weekBefore = mean(valuesOf(series.slice(-2 * WEEK_DAYS, -WEEK_DAYS)));
  const weekOverWeek =
    thisWeek === null || weekBefore === null || weekBefore === 0
      ? null
      : Math.round(((thisWeek - weekBefore) / weekBefore) * 100);
  return { series, average: average === null ? null : round1(average), weekOverWeek };
}
