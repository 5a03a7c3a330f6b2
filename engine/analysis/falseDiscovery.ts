/**
 * Benjamini–Hochberg: with many pairs tested, keep the expected share of false findings among the
 * findings at most q (FALSE_DISCOVERY_RATE in engine/analysis/correlation.ts).
 */

/**
 * The BH-adjusted p-value of each p-value, in the same order: p·m/rank, made monotone from the
 * largest down and capped at 1. A test is a finding at rate q when its adjusted value is ≤ q.
 */
export function benjaminiHochberg(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const order = pValues.map((p, index) => ({ p, index })).sort((a, b) => a.p - b.p);
  const adjusted = new Array<number>(m);
  let running = 1;
  for (let rank = m; rank >= 1; rank--) {
    const { p, index } = order[rank - 1]!;
    running = Math.min(running, (p * m) / rank);
    adjusted[index] = running;
  }
  return adjusted;
}
