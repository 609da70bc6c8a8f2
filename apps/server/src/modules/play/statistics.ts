// Statistical tests of the fair stream at 99 % confidence:
// - chi-square goodness of fit of the floats in `bins` equal bins (uniformity);
// - Wald–Wolfowitz runs test above/below 0.5 (independence of successive draws);
// - lag-1 serial correlation (r·√n is standard normal under independence).
// A test "passes" when its statistic is inside the 99 % acceptance region.

/** z of the standard normal at 0.995 (two-sided 99 %) and 0.99 (one-sided). */
export const Z_995 = 2.5758293035489;
export const Z_99 = 2.3263478740408;

/** Upper 99 % quantile of chi-square with `df` degrees of freedom (Wilson–Hilferty). */
export function chiSquareCritical99(df: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + Z_99 * Math.sqrt(a)) ** 3;
}

export interface StreamTests {
  n: number;
  chiSquare: { statistic: number; df: number; critical: number; pass: boolean };
  runs: { runs: number; expected: number; z: number; pass: boolean };
  serial: { r: number; z: number; pass: boolean };
  mean: number;
}

/** Runs the three tests on `n` floats pulled from `next`, in one pass. */
export function testStream(next: () => number, n: number, bins = 1000): StreamTests {
  const counts = new Array<number>(bins).fill(0);
  let sum = 0;
  let sumSq = 0;
  let lagSum = 0;
  let above = 0;
  let runs = 0;
  let previousAbove: boolean | null = null;
  let previous = 0;
  let first = 0;
  for (let i = 0; i < n; i++) {
    const x = next();
    counts[Math.min(bins - 1, Math.floor(x * bins))]! += 1;
    sum += x;
    sumSq += x * x;
    if (i > 0) lagSum += previous * x;
    else first = x;
    const isAbove = x >= 0.5;
    if (isAbove) above++;
    if (isAbove !== previousAbove) runs++;
    previousAbove = isAbove;
    previous = x;
  }
  const expectedCount = n / bins;
  const statistic = counts.reduce((s, c) => s + (c - expectedCount) ** 2 / expectedCount, 0);
  const critical = chiSquareCritical99(bins - 1);

  const n1 = above;
  const n2 = n - above;
  const expectedRuns = (2 * n1 * n2) / n + 1;
  const varRuns = (2 * n1 * n2 * (2 * n1 * n2 - n)) / (n * n * (n - 1));
  const zRuns = (runs - expectedRuns) / Math.sqrt(varRuns);

  const mean = sum / n;
  // Σ (xᵢ − x̄)(xᵢ₊₁ − x̄) over i < n−1, and Σ (xᵢ − x̄)²
  const cross = lagSum - mean * (sum - previous) - mean * (sum - first) + (n - 1) * mean * mean;
  const variance = sumSq - n * mean * mean;
  const r = cross / variance;
  const zSerial = (r + 1 / n) * Math.sqrt(n);

  return {
    n,
    chiSquare: { statistic, df: bins - 1, critical, pass: statistic < critical },
    runs: { runs, expected: expectedRuns, z: zRuns, pass: Math.abs(zRuns) < Z_995 },
    serial: { r, z: zSerial, pass: Math.abs(zSerial) < Z_995 },
    mean,
  };
}
