/**
 * Spearman's rank correlation and its p-value, for the correlations of docs/features/analysis.md (engine/analysis/correlation.ts).
 *
 * Ties (a symptom's intensity 0–5 repeats a lot) take the average of the ranks they span, and ρ is
 * Pearson's r of those ranks, which is Spearman's ρ with the tie correction built in.
 *
 * The p-value is two-sided, the mean of two classic approximations of ρ's null distribution: the
 * t-approximation (t = ρ·√((n−2)/(1−ρ²)), Student's t with n−2 degrees of freedom) and the normal one
 * (z = ρ·√(n−1)), after Iman & Conover (1978), who average the two. Alone, the t is liberal in the
 * far tail that Benjamini–Hochberg reaches with a dozen tests (1.1 to 1.4 times the nominal rate at
 * p ≤ 0.004 for 12 to 27 pairs, measured) and the normal conservative; their mean stays at or under
 * the nominal rate from 10 pairs on, with or without ties (which is why MIN_PAIRED_DAYS is 10). It
 * copes with ties, where exact tables do not, and costs nothing, where a permutation test on every
 * pair of every patient at every read would. engine/analysis/correlation.simulation.test.ts measures the
 * resulting false-positive rate and power on the app's 0–5 scales.
 */

/** The rank of each value (1 = smallest), ties sharing the average of the ranks they span. */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks = new Array<number>(values.length);
  let start = 0;
  while (start < order.length) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end++;
    // Positions start..end (0-based) hold ranks start+1..end+1: their average.
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) ranks[order[k]!.index] = rank;
    start = end + 1;
  }
  return ranks;
}

/** Pearson's r of two equally long series; null when one of them does not vary. */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = Math.min(xs.length, ys.length);
  let sumX = 0;
  let sumY = 0;
  for (let i = 0; i < n; i++) {
    sumX += xs[i]!;
    sumY += ys[i]!;
  }
  const meanX = sumX / n;
  const meanY = sumY / n;
  let covariance = 0;
  let varianceX = 0;
  let varianceY = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i]! - meanX;
    const dy = ys[i]! - meanY;
    covariance += dx * dy;
    varianceX += dx * dx;
    varianceY += dy * dy;
  }
  if (n < 2 || varianceX === 0 || varianceY === 0) return null;
  return Math.max(-1, Math.min(1, covariance / Math.sqrt(varianceX * varianceY)));
}

/** Spearman's ρ (ties by average ranks); null when a series is flat or shorter than 2. */
export function spearman(xs: readonly number[], ys: readonly number[]): number | null {
  const n = Math.min(xs.length, ys.length);
  return pearson(averageRanks(xs.slice(0, n)), averageRanks(ys.slice(0, n)));
}

/** Two-sided p-value of a rank correlation `rho` over `n` pairs (mean of the t and normal approximations; n ≥ 3). */
export function rankCorrelationPValue(rho: number, n: number): number {
  if (n < 3) throw new RangeError(`a p-value needs at least 3 pairs, not ${n}`);
  if (Math.abs(rho) >= 1) return 0;
  return (studentTPValue(rho, n) + normalPValue(rho, n)) / 2;
}

/** P(|T| ≥ |t|) for t = ρ·√((n−2)/(1−ρ²)), Student's t with n−2 df: I_{df/(df+t²)}(df/2, 1/2). */
export function studentTPValue(rho: number, n: number): number {
  const df = n - 2;
  const t2 = (rho * rho * df) / (1 - rho * rho);
  return Math.min(1, regularizedBeta(df / (df + t2), df / 2, 0.5));
}

/** P(|Z| ≥ |z|) for z = ρ·√(n−1), a standard normal. */
export function normalPValue(rho: number, n: number): number {
  return Math.min(1, erfc((Math.abs(rho) * Math.sqrt(n - 1)) / Math.SQRT2));
}

/** The complementary error function (Chebyshev fit, relative error under 1.2e-7), for x ≥ 0. */
export function erfc(x: number): number {
  const t = 1 / (1 + 0.5 * x);
  const poly =
    -1.26551223 +
    t *
      (1.00002368 +
        t *
          (0.37409196 +
            t *
              (0.09678418 +
                t *
                  (-0.18628806 +
                    t *
                      (0.27886807 +
                        t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  return t * Math.exp(-x * x + poly);
}

/** ln Γ(x) for x > 0 (Lanczos, g = 7, 9 terms: about 15 significant digits). */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  const z = x - 1;
  let sum = c[0]!;
  for (let i = 1; i < c.length; i++) sum += c[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** The regularized incomplete beta function I_x(a, b), by its continued fraction (Lentz). */
export function regularizedBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  // The fraction converges fast for x < (a+1)/(a+b+2); otherwise use I_x(a,b) = 1 − I_{1−x}(b,a).
  if (x > (a + 1) / (a + b + 2)) return 1 - regularizedBeta(1 - x, b, a);
  return (front * betaFraction(x, a, b)) / a;
}

function betaFraction(x: number, a: number, b: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-14) break;
  }
  return h;
}
