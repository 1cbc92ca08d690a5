/**
 * What every section of the bench shares: how figures are printed and how a piece of work is timed.
 */
import { gzipSync } from 'node:zlib';

/** Wall-clock time each timed variant is run for, after its warm-up. */
const MEASURE_MS = 1500;
const WARM_UP_MS = 300;

export function heading(title: string): void {
  console.log(`\n${title}\n${'─'.repeat(title.length)}`);
}

export function row(label: string, ...cells: string[]): void {
  console.log(`  ${label.padEnd(50)}${cells.map((cell) => cell.padStart(13)).join('')}`);
}

export function thousands(value: number): string {
  return Math.round(value).toLocaleString('en-GB');
}

/**
 * Median time of one round of `run`, after warming it up; rounds repeat for about MEASURE_MS (and
 * at least three times). `run` returns a number that is summed up, so the work cannot be skipped.
 */
export function medianRoundMs(run: () => number): number {
  let sink = 0;
  const warmUpEnd = performance.now() + WARM_UP_MS;
  while (performance.now() < warmUpEnd) sink += run();
  const rounds: number[] = [];
  const end = performance.now() + MEASURE_MS;
  while (performance.now() < end || rounds.length < 3) {
    const start = performance.now();
    sink += run();
    rounds.push(performance.now() - start);
  }
  if (sink < 0) console.log(sink);
  rounds.sort((a, b) => a - b);
  return rounds[Math.floor(rounds.length / 2)] ?? Number.NaN;
}

/** Bytes as decimal kilobytes, one decimal. */
export function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** Bytes after gzip -9: what a server that compresses sends. */
export function gzipBytes(content: Uint8Array | string): number {
  return gzipSync(content, { level: 9 }).byteLength;
}
