/**
 * docs/features/analysis.md: the intensity scale 0–5 has 6 colours. A symptom calendar colours each day with its
 * highest intensity (a symptom's worst moment counts, as for correlations).
 */
import { byDay, type DayValue } from "./correlation";
import { SYMPTOM_INTENSITY_MAX, SYMPTOM_INTENSITY_MIN } from "../tracking";

/** The colours of the intensity scale, one per intensity from 0 to 5 (docs/features/analysis.md). */
export const INTENSITY_LEVELS = SYMPTOM_INTENSITY_MAX - SYMPTOM_INTENSITY_MIN + 1;

/** The colour index (0 to 5) of an intensity: rounded to the nearest whole, held inside the scale. */
export function intensityLevel(intensity: number): number {
  const rounded = Math.round(intensity);
  return Math.min(SYMPTOM_INTENSITY_MAX, Math.max(SYMPTOM_INTENSITY_MIN, rounded)) - SYMPTOM_INTENSITY_MIN;
}

/** One coloured day of a symptom calendar. */
export interface CalendarIntensity {
  date: string;
  /** The day's highest intensity, 0 to 5. */
  intensity: number;
}

/** The days with an event, oldest first, each with its highest intensity. */
export function calendarIntensities(events: readonly DayValue[]): CalendarIntensity[] {
  return [...byDay(events)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, intensity]) => ({ date, intensity }));
}
