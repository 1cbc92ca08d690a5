/**
 * The arithmetic of a simulation's figures: running sums that merge (a worker's share of the games
 * adds to another's in any order) and what a reader is shown of them — a rate with its confidence
 * interval, a mean with its spread, a distribution's quantiles and bars.
 */

/** A running sum of one measured value: mergeable, JSON, no samples kept. */
export interface Moments {
  count: number;
  sum: number;
  sumOfSquares: number;
  min: number;
  max: number;
}

export function emptyMoments(): Moments {
  return { count: 0, sum: 0, sumOfSquares: 0, min: Infinity, max: -Infinity };
}

/** Adds one sample in place (the tally being built is the caller's own). */
export function addSample(moments: Moments, value: number): void {
  moments.count += 1;
  moments.sum += value;
  moments.sumOfSquares += value * value;
  if (value < moments.min) moments.min = value;
  if (value > moments.max) moments.max = value;
}

export function mergeMoments(a: Moments, b: Moments): Moments {
  return {
    count: a.count + b.count,
    sum: a.sum + b.sum,
    sumOfSquares: a.sumOfSquares + b.sumOfSquares,
    min: Math.min(a.min, b.min),
    max: Math.max(a.max, b.max),
  };
}

export interface Spread {
  count: number;
  mean: number;
  /** The sample standard deviation; 0 with fewer than two samples. */
  deviation: number;
  min: number;
  max: number;
}

/** Mean and spread of the samples summed; null when there were none. */
export function spreadOf(moments: Moments): Spread | null {
  const { count, sum, sumOfSquares, min, max } = moments;
  if (count === 0) return null;
  const mean = sum / count;
  // Rounding can leave a hair below zero when every sample is equal.
  const variance = count < 2 ? 0 : Math.max(0, (sumOfSquares - count * mean * mean) / (count - 1));
  return { count, mean, deviation: Math.sqrt(variance), min, max };
}

export interface Rate {
  wins: number;
  games: number;
  /** wins / games; 0 when no games were played. */
  rate: number;
  /** The 95 % Wilson score interval: honest near 0 and 1 and for few games, unlike mean ± 2 SE. */
  low: number;
  high: number;
}

/** The 95 % two-sided normal quantile. */
const Z95 = 1.959963984540054;

export function rateOf(wins: number, games: number): Rate {
  if (games === 0) return { wins, games, rate: 0, low: 0, high: 1 };
  const rate = wins / games;
  const zz = Z95 * Z95;
  const centre = (rate + zz / (2 * games)) / (1 + zz / games);
  const half = (Z95 / (1 + zz / games)) * Math.sqrt((rate * (1 - rate)) / games + zz / (4 * games * games));
  // At 0 and at every game won the interval reaches the end exactly; rounding would stop a hair short.
  return { wins, games, rate, low: wins === 0 ? 0 : Math.max(0, centre - half), high: wins === games ? 1 : Math.min(1, centre + half) };
}

/** How many games had each length: `{ "188": 12, … }`, keyed by the length as a string so it stays JSON. */
export type Counts = Record<string, number>;

export function addCount(counts: Counts, value: number): void {
  const key = String(value);
  counts[key] = (counts[key] ?? 0) + 1;
}

export function mergeCounts(a: Readonly<Counts>, b: Readonly<Counts>): Counts {
  const merged: Counts = { ...a };
  for (const [key, count] of Object.entries(b)) merged[key] = (merged[key] ?? 0) + count;
  return merged;
}

export interface Distribution {
  count: number;
  min: number;
  median: number;
  /** Nine games in ten were this long or shorter. */
  p90: number;
  max: number;
  mean: number;
  /** Equal-width bars from min to max, at most `maxBars` of them, each with its lower bound and the games in it. */
  bars: { from: number; to: number; count: number }[];
}

/** Quantiles and bars of the counted values; null when nothing was counted. */
export function distributionOf(counts: Readonly<Counts>, maxBars = 20): Distribution | null {
  const values = Object.entries(counts)
    .map(([key, count]) => [Number(key), count] as const)
    .sort((a, b) => a[0] - b[0]);
  const first = values[0];
  const last = values[values.length - 1];
  if (first === undefined || last === undefined) return null;
  const count = values.reduce((total, [, n]) => total + n, 0);
  const quantile = (fraction: number): number => {
    const rank = Math.max(1, Math.ceil(fraction * count));
    let seen = 0;
    for (const [value, n] of values) {
      seen += n;
      if (seen >= rank) return value;
    }
    return last[0];
  };
  const mean = values.reduce((total, [value, n]) => total + value * n, 0) / count;
  const span = last[0] - first[0] + 1;
  const width = Math.max(1, Math.ceil(span / maxBars));
  const bars = Array.from({ length: Math.ceil(span / width) }, (_, index) => ({ from: first[0] + index * width, to: first[0] + (index + 1) * width - 1, count: 0 }));
  for (const [value, n] of values) {
    const bar = bars[Math.floor((value - first[0]) / width)];
    if (bar) bar.count += n;
  }
  return { count, min: first[0], median: quantile(0.5), p90: quantile(0.9), max: last[0], mean, bars };
}
