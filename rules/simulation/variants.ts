/**
 * Variants of a game's data, played on the same seeds (common random numbers) and set side by side
 * (issue 23): `--compare a.json b.json` reads them from files, `--sweep 'path=1,2,3'` varies one
 * value of the data. Their differences come with 95 % intervals.
 */
import type { SimulationReport, WinRate } from './report.ts';
import type { SimulationTally } from './simulation.ts';
import { rateOf, type Rate } from './stats.ts';

export interface Variant {
  /** How reports and CSV rows name it: a file name, or `path=value` for a sweep. */
  label: string;
  data: unknown;
}

/** A sweep or a comparison the data cannot take: said plainly (the command line exits 2). */
export class VariantError extends Error {
  override readonly name = 'VariantError';
}

/**
 * The variants of `base` a sweep spec asks for: `factions[0].evasion=0,1,2` (dots and `[n]` both
 * step into lists), each value JSON where it reads as JSON (numbers, true, "text"), else the text.
 * The path must exist in the data already: a sweep varies a value, it does not add one.
 */
export function sweepVariants(base: unknown, spec: string): Variant[] {
  const equals = spec.indexOf('=');
  if (equals <= 0 || equals === spec.length - 1) throw new VariantError(`--sweep takes path=value,value,…; got "${spec}".`);
  const path = spec.slice(0, equals).trim();
  const steps = pathSteps(path);
  const values = spec
    .slice(equals + 1)
    .split(',')
    .map((text) => text.trim());
  if (values.some((text) => text === '')) throw new VariantError(`--sweep: a value is empty in "${spec}".`);
  return values.map((text) => ({ label: `${path}=${text}`, data: withValueAt(base, steps, path, readValue(text)) }));
}

function pathSteps(path: string): (string | number)[] {
  const steps: (string | number)[] = [];
  for (const part of path.split('.')) {
    const match = /^([^[\]]*)((?:\[\d+\])*)$/.exec(part);
    if (match === null) throw new VariantError(`--sweep: cannot read the path "${path}".`);
    const [, key = '', indexes = ''] = match;
    if (key !== '') steps.push(/^\d+$/.test(key) ? Number(key) : key);
    for (const index of indexes.matchAll(/\[(\d+)\]/g)) steps.push(Number(index[1]));
  }
  if (steps.length === 0) throw new VariantError(`--sweep: the path is empty.`);
  return steps;
}

function readValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A copy of `base` with `value` at `steps`; refuses a path the data does not hold, naming where it stops. */
function withValueAt(base: unknown, steps: readonly (string | number)[], path: string, value: unknown): unknown {
  const copy = structuredClone(base);
  let node: unknown = copy;
  steps.forEach((step, index) => {
    const reached = steps.slice(0, index).join('.') || 'the data';
    const holder = node as Record<string | number, unknown> | unknown[] | null;
    const has = Array.isArray(holder) ? typeof step === 'number' && step < holder.length : typeof holder === 'object' && holder !== null && Object.hasOwn(holder, step);
    if (!has) throw new VariantError(`--sweep: ${path} is not in the data: ${reached} has no ${typeof step === 'number' ? `item ${String(step)}` : `"${step}"`}.`);
    if (index === steps.length - 1) (holder as Record<string | number, unknown>)[step] = value;
    else node = (holder as Record<string | number, unknown>)[step];
  });
  return copy;
}

/** A difference of a variant's figure from the first variant's, with its 95 % interval. */
export interface Difference {
  variant: string;
  against: string;
  /** `win rate of <bot>` or `mean length`. */
  figure: string;
  difference: number;
  low: number;
  high: number;
}

/**
 * The win rates a comparison or a sweep follows: each bot's over every seat; in a mirror match
 * (one bot in every seat), where a bot's rate is its fair share whatever the data, each seat's.
 */
export function comparedRates(report: SimulationReport): WinRate[] {
  const mirror = new Set(report.bots).size === 1;
  return report.winRates.filter((row) => (mirror ? row.bot === null : row.seat === null));
}

/** How a difference names a compared rate: `win rate of hard`, or in a mirror match `win rate of seat red`. */
export function rateName(row: WinRate): string {
  return row.seat === null ? `win rate of ${row.bot ?? ''}` : `win rate of seat ${row.seat}`;
}

/**
 * Each variant after the first against the first: every compared win rate (each bot's, or each
 * seat's in a mirror match; Newcombe's interval for a difference of two proportions, from their
 * Wilson intervals) and the mean game length (normal). The games share their seeds, so the
 * intervals, which ignore that, are if anything too wide.
 */
export function variantDifferences(variants: readonly { label: string; report: SimulationReport; tally: SimulationTally }[]): Difference[] {
  const [first, ...rest] = variants;
  if (first === undefined) return [];
  const before = new Map(comparedRates(first.report).map((row) => [rateName(row), row]));
  return rest.flatMap((variant) => {
    const rates = comparedRates(variant.report).flatMap((a) => {
      const b = before.get(rateName(a));
      if (b === undefined) return [];
      return [{ variant: variant.label, against: first.label, figure: rateName(a), ...rateDifference(rateOf(a.wins, a.games), rateOf(b.wins, b.games)) }];
    });
    const length = meanDifference(variant.tally.lengths, first.tally.lengths);
    return length === null ? rates : [...rates, { variant: variant.label, against: first.label, figure: 'mean length', ...length }];
  });
}

function rateDifference(a: Rate, b: Rate): { difference: number; low: number; high: number } {
  const difference = a.rate - b.rate;
  return {
    difference,
    low: difference - Math.hypot(a.rate - a.low, b.high - b.rate),
    high: difference + Math.hypot(a.high - a.rate, b.rate - b.low),
  };
}

const Z95 = 1.959963984540054;

function meanDifference(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): { difference: number; low: number; high: number } | null {
  const moments = (counts: Readonly<Record<string, number>>): { n: number; mean: number; variance: number } => {
    const entries = Object.entries(counts).map(([value, count]) => [Number(value), count] as const);
    const n = entries.reduce((total, [, count]) => total + count, 0);
    const mean = entries.reduce((total, [value, count]) => total + value * count, 0) / Math.max(1, n);
    const variance = n < 2 ? 0 : entries.reduce((total, [value, count]) => total + count * (value - mean) ** 2, 0) / (n - 1);
    return { n, mean, variance };
  };
  const [x, y] = [moments(a), moments(b)];
  if (x.n === 0 || y.n === 0) return null;
  const difference = x.mean - y.mean;
  const half = Z95 * Math.sqrt(x.variance / x.n + y.variance / y.n);
  return { difference, low: difference - half, high: difference + half };
}

/**
 * Each of the game's own figures of every variant after the first against the first: the difference
 * of the means over every sample, with a normal 95 % interval (Welch's, as for the mean length).
 * Named by the figure's label: `damage per hit on the enemy warship`.
 */
export function figureDifferences(variants: readonly { label: string; report: SimulationReport }[]): Difference[] {
  const [first, ...rest] = variants;
  if (first === undefined) return [];
  return rest.flatMap((variant) =>
    variant.report.figures.flatMap((figure) => {
      const a = figure.all;
      const b = first.report.figures.find((entry) => entry.id === figure.id)?.all ?? null;
      if (a === null || b === null) return [];
      const difference = a.mean - b.mean;
      const half = Z95 * Math.sqrt(a.deviation ** 2 / a.count + b.deviation ** 2 / b.count);
      return [{ variant: variant.label, against: first.label, figure: figure.label, difference, low: difference - half, high: difference + half }];
    }),
  );
}

/** A difference in words: `win rate of hard: +6.0 points (−1.2 to +13.1)`. */
export function differenceWords(difference: Difference): string {
  const points = difference.figure.startsWith('win rate');
  const scale = points ? 100 : 1;
  const unit = points ? ' points' : '';
  const signed = (value: number): string => `${value >= 0 ? '+' : '−'}${Math.abs(value * scale).toFixed(1)}`;
  return `${difference.figure}: ${signed(difference.difference)}${unit} (${signed(difference.low)} to ${signed(difference.high)})`;
}
