/**
 * docs/features/analysis.md: the correlations between a patient's symptoms and their daily values over a
 * 30-day window, told honestly. Each pair (symptom, value) is tested at two lags, the same day and
 * the next day (the value on day d against the symptom on day d+1), with Spearman's ρ and its
 * p-value (engine/analysis/rankCorrelation.ts); a test needs MIN_PAIRED_DAYS days with both; across all the
 * tests of the patient, Benjamini–Hochberg keeps the false discoveries under FALSE_DISCOVERY_RATE
 * (engine/analysis/falseDiscovery.ts). Only what passes is shown; the confidence is 1 − the adjusted p-value.
 */
import type { CorrelationLag, CorrelationView } from "../../card-schemas";
import { addDays } from "../shared/dates";
import { benjaminiHochberg } from "./falseDiscovery";
import { rankCorrelationPValue, spearman } from "./rankCorrelation";

/** Correlations look back 30 days (docs/features/analysis.md). */
export const CORRELATION_WINDOW_DAYS = 30;
/**
 * Fewer days with both values than this and a pair is not tested. At 10 days the t-approximation of
 * ρ's p-value holds (engine/analysis/rankCorrelation.ts), and only |ρ| ≥ 0.64 can pass even a single test:
 * below it, a finding would rest on a handful of days.
 */
export const MIN_PAIRED_DAYS = 10;
/** The false discovery rate Benjamini–Hochberg holds across all of a patient's tests. */
export const FALSE_DISCOVERY_RATE = 0.05;
/** Each pair is tested the same day and the value's day against the symptom's next day. */
export const CORRELATION_LAGS = ["sameDay", "nextDay"] as const satisfies readonly CorrelationLag[];
/** The list shows 3 correlations free, 100 with a paid author link (docs/features/analysis.md). */
export const FREE_CORRELATIONS = 3;
export const PAID_CORRELATIONS = 100;

const LAG_DAYS: Record<CorrelationLag, number> = { sameDay: 0, nextDay: 1 };

export interface DayValue {
  date: string;
  value: number;
}

/** A symptom and a daily value of one patient, with their records in the window. */
export interface CorrelationPair {
  symptom: string;
  dataValue: string;
  values: readonly DayValue[];
  intensities: readonly DayValue[];
}

/** One test of a pair at a lag: Spearman's ρ, its two-sided p-value and the days it rests on. */
export type CorrelationTest = Pick<CorrelationView, "lag" | "correlation" | "pValue" | "pairedDays">;

/** A test that passed: its Benjamini–Hochberg adjusted p-value and the confidence 1 − that. */
export type CorrelationFinding = Pick<CorrelationPair, "symptom" | "dataValue"> &
  CorrelationTest &
  Pick<CorrelationView, "adjustedPValue" | "confidenceScore">;

/** One value per day: the highest of the day (a symptom's worst moment counts). */
export function byDay(values: readonly DayValue[]): Map<string, number> {
  const days = new Map<string, number>();
  for (const { date, value } of values) {
    const seen = days.get(date);
    if (seen === undefined || value > seen) days.set(date, value);
  }
  return days;
}

/** The value of day d beside the symptom of day d + lag, for each day that has both. */
export function pairDays(
  values: readonly DayValue[],
  intensities: readonly DayValue[],
  lag: CorrelationLag,
): { xs: number[]; ys: number[] } {
  const symptomByDay = byDay(intensities);
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [date, value] of [...byDay(values)].sort(([a], [b]) => a.localeCompare(b))) {
    const intensity = symptomByDay.get(LAG_DAYS[lag] === 0 ? date : addDays(date, LAG_DAYS[lag]));
    if (intensity === undefined) continue;
    xs.push(value);
    ys.push(intensity);
  }
  return { xs, ys };
}

/** The test of one pair at one lag; null below MIN_PAIRED_DAYS or when a series is flat. */
export function testCorrelation(
  values: readonly DayValue[],
  intensities: readonly DayValue[],
  lag: CorrelationLag,
): CorrelationTest | null {
  const { xs, ys } = pairDays(values, intensities, lag);
  if (xs.length < MIN_PAIRED_DAYS) return null;
  const rho = spearman(xs, ys);
  if (rho === null) return null;
  return { lag, correlation: rho, pValue: rankCorrelationPValue(rho, xs.length), pairedDays: xs.length };
}

/** Which pair was tested at which lag. */
export type TestedPair = Pick<CorrelationFinding, "symptom" | "dataValue" | "lag">;

/**
 * Every pair at every lag, then Benjamini–Hochberg across all those tests: the findings whose
 * adjusted p-value is at most FALSE_DISCOVERY_RATE, strongest first, and the tests that ran (none:
 * not enough data; some but no finding: no association found). A ρ of zero is never a finding.
 * `tests` holds every test with its adjusted p-value, found or not (the job queue stores them all).
 */
export function findCorrelations(pairs: readonly CorrelationPair[]): {
  tested: TestedPair[];
  found: CorrelationFinding[];
  tests: CorrelationFinding[];
} {
  const raw: (CorrelationTest & Pick<CorrelationPair, "symptom" | "dataValue">)[] = [];
  for (const { symptom, dataValue, values, intensities } of pairs) {
    for (const lag of CORRELATION_LAGS) {
      const test = testCorrelation(values, intensities, lag);
      if (test) raw.push({ symptom, dataValue, ...test });
    }
  }
  const adjusted = benjaminiHochberg(raw.map((test) => test.pValue));
  const tests = raw.map((test, index) => ({
    ...test,
    adjustedPValue: adjusted[index]!,
    confidenceScore: 1 - adjusted[index]!,
  }));
  const found = tests.filter(isFinding).sort(byStrength);
  return { tested: raw.map(({ symptom, dataValue, lag }) => ({ symptom, dataValue, lag })), found, tests };
}

/** A test that passes: adjusted p-value within the false discovery rate, and a ρ other than zero. */
export function isFinding(test: Pick<CorrelationFinding, "adjustedPValue" | "correlation">): boolean {
  return test.adjustedPValue <= FALSE_DISCOVERY_RATE && test.correlation !== 0;
}

/** Strongest |ρ| first, then the smaller adjusted p-value, then by pair and lag: one order always. */
export function byStrength(
  a: Pick<CorrelationFinding, "symptom" | "dataValue" | "lag" | "correlation" | "adjustedPValue">,
  b: Pick<CorrelationFinding, "symptom" | "dataValue" | "lag" | "correlation" | "adjustedPValue">,
): number {
  return (
    Math.abs(b.correlation) - Math.abs(a.correlation) ||
    a.adjustedPValue - b.adjustedPValue ||
    `${a.symptom}_${a.dataValue}_${a.lag}`.localeCompare(`${b.symptom}_${b.dataValue}_${b.lag}`)
  );
}
