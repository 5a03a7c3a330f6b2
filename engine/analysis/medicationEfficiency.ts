/**
 * docs/features/analysis.md: the days with intakes and the average efficiency of the intakes
 * (each rated 0 to MEDICATION_EFFICIENCY_MAX, or not rated).
 */
import { MEDICATION_EFFICIENCY_MAX } from "../tracking";

/** The efficiency scale's top, for the card's scale. */
export const EFFICIENCY_SCALE_MAX = MEDICATION_EFFICIENCY_MAX;

/** An intake on the patient's local day, with its efficiency when the patient rated it. */
export interface DayIntake {
  date: string;
  efficiency: number | null;
}

/** One day of the medication calendar. */
export interface IntakeDay {
  date: string;
  /** How many intakes that day. */
  intakes: number;
  /** The mean efficiency of the day's rated intakes, one decimal; null when none was rated. */
  efficiency: number | null;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The mean of the rated efficiencies, one decimal; null when none was rated. */
export function averageEfficiency(efficiencies: readonly (number | null)[]): number | null {
  const rated = efficiencies.filter((value): value is number => value !== null);
  if (rated.length === 0) return null;
  return round1(rated.reduce((sum, value) => sum + value, 0) / rated.length);
}

/** The days with at least one intake, oldest first. */
export function intakeDays(intakes: readonly DayIntake[]): IntakeDay[] {
  const days = new Map<string, Array<number | null>>();
  for (const { date, efficiency } of intakes) days.set(date, [...(days.get(date) ?? []), efficiency]);
  return [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, efficiencies]) => ({
      date,
      intakes: efficiencies.length,
      efficiency: averageEfficiency(efficiencies),
    }));
}
