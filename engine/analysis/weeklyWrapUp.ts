/**
 * docs/features/analysis.md: the weekly wrap-up, a patient's "value analyses" over the last 6 days, of
 * two types, each scored as a percent and shown top 5 by score.
 *
 * Six days carry no statistics: nothing here is a test, each score is a plain description of the
 * days, and the card says so (the 30-day correlations are where associations are tested).
 *
 * - WEEKLY_WRAP_UP, per data value: how regularly the patient recorded it, the percent of the 6
 *   days with an entry of it (5 days of 6 → 83). An entry counts when it says the value happened:
 *   an intensity above 0, or no intensity at all (a value recorded by its presence).
 * - SYMPTOM_WEEKLY_WRAP_UP, per symptom and data value: how much lower the symptom was on the days
 *   the value happened than on the other days the symptom was recorded, as a percent of the other
 *   days' mean ((mean without − mean with) / mean without; 3 without and 1.5 with → 50). A symptom
 *   day is a day with an event of it (its highest intensity, as for the correlations); a day
 *   without an event is not a day without the symptom. Both sides need WRAP_UP_MIN_DAYS_EACH_SIDE
 *   days; only values with a lower symptom (score above 0) are kept: "the values that went with a
 *   lower intensity". A value recorded on every symptom day has no other days to compare with.
 */
import type { DayValue } from "./correlation";
import { byDay } from "./correlation";
import { WRAP_UP_WINDOW_DAYS } from "./analysisWindows";
import { addDays } from "../shared/dates";

/** The wrap-up shows the 5 best scores of each type (docs/features/analysis.md). */
export const WRAP_UP_TOP = 5;
/** A symptom comparison needs this many days with the value and as many without it. */
export const WRAP_UP_MIN_DAYS_EACH_SIDE = 2;

export const WRAP_UP_TYPES = ["WEEKLY_WRAP_UP", "SYMPTOM_WEEKLY_WRAP_UP"] as const;
export type WrapUpType = (typeof WRAP_UP_TYPES)[number];

/** One value analysis (docs/features/analysis.md): `symptom` is null for a WEEKLY_WRAP_UP. */
export interface WrapUpScore {
  id: string;
  type: WrapUpType;
  value: string;
  symptom: string | null;
  /** 0 to 100. */
  score: number;
  /** The days the score rests on: the days recorded, or the symptom days compared. */
  days: number;
}

/** A day's entry of a data value; `intensity` null for a value recorded by its presence. */
export interface ValueEntry {
  value: string;
  date: string;
  intensity: number | null;
}

/** A day's symptom event. */
export interface SymptomEntry {
  symptom: string;
  date: string;
  intensity: number;
}

/** The window of the wrap-up that ends on `today`: 6 days, both ends included. */
export function wrapUpWindow(today: string): { from: string; to: string } {
  return { from: addDays(today, -(WRAP_UP_WINDOW_DAYS - 1)), to: today };
}

/** True when the entry says the value happened that day. */
export function happened(entry: Pick<ValueEntry, "intensity">): boolean {
  return entry.intensity === null || entry.intensity > 0;
}

const percent = (part: number) => Math.max(0, Math.min(100, Math.round(part * 100)));

/** The days, within the window, on which each value happened. */
function daysByValue(entries: readonly ValueEntry[], window: { from: string; to: string }) {
  const days = new Map<string, Set<string>>();
  for (const entry of entries) {
    if (entry.date < window.from || entry.date > window.to || !happened(entry)) continue;
    const set = days.get(entry.value) ?? new Set<string>();
    set.add(entry.date);
    days.set(entry.value, set);
  }
  return days;
}

const mean = (xs: readonly number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;

/** Every score of both types over the 6 days ending `today`, best first within each type. */
export function weeklyWrapUp(
  values: readonly ValueEntry[],
  symptoms: readonly SymptomEntry[],
  today: string,
): WrapUpScore[] {
  const window = wrapUpWindow(today);
  const valueDays = daysByValue(values, window);
  const scores: WrapUpScore[] = [];
  for (const [value, days] of valueDays) {
    scores.push({
      id: `WEEKLY_WRAP_UP__${value}`,
      type: "WEEKLY_WRAP_UP",
      value,
      symptom: null,
      score: percent(days.size / WRAP_UP_WINDOW_DAYS),
      days: days.size,
    });
  }
  const symptomIds = [...new Set(symptoms.map((s) => s.symptom))];
  for (const symptom of symptomIds) {
    const intensityByDay = byDay(
      symptoms
        .filter((s) => s.symptom === symptom && s.date >= window.from && s.date <= window.to)
        .map((s): DayValue => ({ date: s.date, value: s.intensity })),
    );
    for (const [value, days] of valueDays) {
      const withValue: number[] = [];
      const without: number[] = [];
      for (const [date, intensity] of intensityByDay) (days.has(date) ? withValue : without).push(intensity);
      if (withValue.length < WRAP_UP_MIN_DAYS_EACH_SIDE || without.length < WRAP_UP_MIN_DAYS_EACH_SIDE)
        continue;
      const base = mean(without);
      if (base === 0) continue;
      const score = percent((base - mean(withValue)) / base);
      if (score <= 0) continue;
      scores.push({
        id: `SYMPTOM_WEEKLY_WRAP_UP_${symptom}_${value}`,
        type: "SYMPTOM_WEEKLY_WRAP_UP",
        value,
        symptom,
        score,
        days: withValue.length + without.length,
      });
    }
  }
  return scores.sort(byScore);
}

/** Best score first, then more days, then by id: the same order on every run. */
export function byScore(a: WrapUpScore, b: WrapUpScore): number {
  return a.type.localeCompare(b.type) || b.score - a.score || b.days - a.days || a.id.localeCompare(b.id);
}

/** The top WRAP_UP_TOP of one type, from scores in `byScore` order. */
export function topOf(scores: readonly WrapUpScore[], type: WrapUpType): WrapUpScore[] {
  return scores.filter((s) => s.type === type).slice(0, WRAP_UP_TOP);
}
