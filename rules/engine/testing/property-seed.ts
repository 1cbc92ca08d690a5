/**
 * One seed for every fast-check property of a run, loaded before the tests (`npm run test:rules`
 * imports this first). By default the seed is fixed, so `npm test` explores the same cases every
 * time and a property that failed once fails again, on any machine. `PROPERTY_SEED=<number>`
 * replays a run whose seed was printed; `PROPERTY_SEED=random` draws a new one and prints it (the
 * soak does), so a rare counter-example found once can be replayed. A property that fails also
 * names its own seed and path in fast-check's message.
 */
import fc from 'fast-check';

/** The seed `npm test` uses: any fixed number would do. */
export const DEFAULT_PROPERTY_SEED = 20_261_128;

/** The seed PROPERTY_SEED asks for; an unreadable value is an error, not a silent default. */
export function readPropertySeed(raw: string | undefined, draw: () => number = () => Math.floor(Math.random() * 2 ** 31)): number {
  if (raw === undefined || raw === '') return DEFAULT_PROPERTY_SEED;
  if (raw === 'random') return draw();
  if (!/^-?\d+$/.test(raw) || !Number.isSafeInteger(Number(raw))) throw new Error(`PROPERTY_SEED must be a whole number or "random"; got "${raw}".`);
  return Number(raw);
}

/** The seed of this run, read once (a random one is drawn once). */
export const PROPERTY_SEED_IN_USE = readPropertySeed(process.env.PROPERTY_SEED);
fc.configureGlobal({ seed: PROPERTY_SEED_IN_USE });
if (PROPERTY_SEED_IN_USE !== DEFAULT_PROPERTY_SEED) process.stdout.write(`fast-check seed ${String(PROPERTY_SEED_IN_USE)}: PROPERTY_SEED=${String(PROPERTY_SEED_IN_USE)} npm run test:rules replays this run\n`);
