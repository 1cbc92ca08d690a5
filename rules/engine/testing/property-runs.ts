/**
 * How many runs a property test makes. The defaults keep `npm run test:rules` quick on a 2-core
 * machine; `PROPERTY_RUNS_SCALE=10 npm run test:rules` runs every property ten times as often
 * (a fraction such as 0.1 runs fewer), for a long soak before a release or after a rules change.
 */
export function propertyRuns(defaultRuns: number): number {
  const scale = Number(process.env.PROPERTY_RUNS_SCALE ?? '1');
  if (!Number.isFinite(scale) || scale <= 0) return defaultRuns;
  return Math.max(1, Math.round(defaultRuns * scale));
}
