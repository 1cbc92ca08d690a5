import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { RuleViolation } from './rule-violation.ts';

/**
 * The generator's whole state as four 32-bit integers. It lives inside the game state, so a
 * state is JSON and replaying the same commands draws the same numbers.
 */
export type RandomState = readonly [number, number, number, number];

export interface Draw<T> {
  value: T;
  random: RandomState;
}

export function isValidSeed(seed: unknown): seed is number {
  return typeof seed === 'number' && Number.isSafeInteger(seed);
}

export function seedRandom(seed: number): RandomState {
  if (!isValidSeed(seed)) throw new RuleViolation('engine/setup.seed', `The seed must be a whole number; got ${String(seed)}.`, 'seed');
  return toRandomState(xoroshiro128plus(seed).getState());
}

/**
 * The seed of game `index` of a run of games from `seed` (a simulation's, a playground's): a hash of
 * both, spread over the 32-bit integers, the same for the same pair. Not `seed + index`: the
 * generator seeded from neighbouring integers draws its first numbers in step (on seeds 1 to 6,000
 * the first d6 roll cycles through its faces and the first two rolls take only 18 of their 36
 * pairs), so a run on neighbouring seeds would deal its games alike and toss its coins in turn.
 */
export function gameSeed(seed: number, index: number): number {
  // A seed may pass 32 bits: its high part is mixed in too (nothing for 0 to 2³² − 1).
  const high = Math.floor(seed / 2 ** 32) | 0;
  let hash = Math.imul((seed | 0) ^ 0x5bd1e995, 0x9e3779b1) ^ Math.imul(high, 0xcc9e2d51) ^ Math.imul(index | 0, 0x85ebca77);
  hash = Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d);
  hash = Math.imul(hash ^ (hash >>> 12), 0x297a2d39);
  return (hash ^ (hash >>> 15)) | 0;
}

/** A uniform integer in `from..to` (both included), and the generator state after drawing it. */
export function drawInt(random: RandomState, from: number, to: number): Draw<number> {
  const generator = xoroshiro128plusFromState(random);
  const value = uniformInt(generator, from, to);
  return { value, random: toRandomState(generator.getState()) };
}

/**
 * Rolls one die with `sides` faces. A `forced` face replaces the roll (for what-ifs and worked
 * examples) and leaves the generator untouched, so forcing one roll does not shift later ones.
 */
export function rollDie(random: RandomState, sides: number, forced?: number): Draw<number> {
  if (forced === undefined) return drawInt(random, 1, sides);
  if (!Number.isInteger(forced) || forced < 1 || forced > sides) {
    throw new RuleViolation('engine/forced-roll', `A forced roll of a ${String(sides)}-sided die must be a whole number from 1 to ${String(sides)}; got ${String(forced)}.`);
  }
  return { value: forced, random };
}

/** A shuffled copy of `items` (Fisher–Yates). */
export function shuffle<T>(random: RandomState, items: readonly T[]): Draw<T[]> {
  const shuffled = [...items];
  let current = random;
  for (let last = shuffled.length - 1; last > 0; last--) {
    const pick = drawInt(current, 0, last);
    current = pick.random;
    const swap = shuffled[pick.value] as T;
    shuffled[pick.value] = shuffled[last] as T;
    shuffled[last] = swap;
  }
  return { value: shuffled, random: current };
}

function toRandomState(state: readonly number[]): RandomState {
  const [a = 0, b = 0, c = 0, d = 0] = state;
  return [a, b, c, d];
}
