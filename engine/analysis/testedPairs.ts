/**
 * The pairs a patient's correlations tested (docs/features/analysis.md): each (symptom, data value)
 * once, whatever its lags, so a reader sees every factor that was looked at, the association found
 * or not, and the days it rests on.
 */

/** One stored test of a pair at one lag, as the correlations job keeps it. */
export interface PairTest {
  symptom: string;
  dataValue: string;
  pairedDays: number;
  found: boolean;
}

/** A pair tested at one lag or more: its most paired days, and whether any lag found an association. */
export interface TestedPair {
  symptom: string;
  dataValue: string;
  pairedDays: number;
  found: boolean;
}

/** Every pair once, associations first, then in the order the tests came. */
export function testedPairs(tests: readonly PairTest[]): TestedPair[] {
  const pairs = new Map<string, TestedPair>();
  for (const test of tests) {
    const key = `${test.symptom}\u0000${test.dataValue}`;
    const known = pairs.get(key);
    pairs.set(key, {
      symptom: test.symptom,
      dataValue: test.dataValue,
      pairedDays: Math.max(known?.pairedDays ?? 0, test.pairedDays),
      found: (known?.found ?? false) || test.found,
    });
  }
  const all = [...pairs.values()];
  return [...all.filter((pair) => pair.found), ...all.filter((pair) => !pair.found)];
}
