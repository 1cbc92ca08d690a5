/**
 * The exact odds of the refresh's notoriety check (steam-pirates/refresh.notoriety): seven action
 * dice are rolled, and for each octopus (the wild face) one cube is drawn from the Notorious bag,
 * without replacement, until the bag is empty. How many of one pirate's cubes come out, and what the
 * fines for them cost, follow from two counts: the octopuses rolled (binomial over the die's faces)
 * and, for each number of draws, the cubes of theirs among them (hypergeometric).
 *
 * Probabilities are exact fractions of big integers: with a designer's die of 20 faces and a bag
 * of 40 cubes the denominators pass 2^53, where floating point would round.
 */
import { ACTION_DICE, SAMPLE_ACTION_DIE, type ActionSymbol } from './tables.ts';

/** A probability (or any rational number), always in lowest terms with a positive denominator. */
export interface Fraction {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(numerator: bigint, denominator = 1n): Fraction {
  if (denominator === 0n) throw new RangeError('A fraction cannot have a denominator of 0.');
  const sign = denominator < 0n ? -1n : 1n;
  const divisor = gcd(numerator, denominator) || 1n;
  return { numerator: (sign * numerator) / divisor, denominator: (sign * denominator) / divisor };
}

export const ZERO: Fraction = fraction(0n);
export const ONE: Fraction = fraction(1n);

export function addFractions(a: Fraction, b: Fraction): Fraction {
  return fraction(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
}

export function multiplyFractions(a: Fraction, b: Fraction): Fraction {
  return fraction(a.numerator * b.numerator, a.denominator * b.denominator);
}

export function sumFractions(parts: readonly Fraction[]): Fraction {
  return parts.reduce(addFractions, ZERO);
}

/** The nearest double: for showing a percentage, never for deciding anything. */
export function fractionValue(value: Fraction): number {
  // Scale first so that a huge numerator and denominator do not both overflow to Infinity.
  const scale = 10n ** 18n;
  return Number((value.numerator * scale) / value.denominator) / 1e18;
}

/** n choose k, 0 outside 0 ≤ k ≤ n. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n || n < 0) return 0n;
  let result = 1n;
  const low = Math.min(k, n - k);
  for (let i = 1; i <= low; i++) result = (result * BigInt(n - low + i)) / BigInt(i);
  return result;
}

export interface NotorietyOddsInput {
  /** The pirate's own cubes in the bag. */
  yours: number;
  /** Every other cube in the bag: the Syndicate's and the other pirates'. */
  others: number;
  /** The faces of an action die; default the sample die (one octopus in six). */
  faces?: readonly ActionSymbol[];
  /** Action dice rolled; default 7. */
  dice?: number;
}

export interface NotorietyOdds {
  /** `octopuses[o]`: the chance of exactly o octopuses among the dice, o = 0 … dice. */
  octopuses: Fraction[];
  /** `draws[n]`: the chance that exactly n cubes are drawn (the octopuses, or fewer when the bag runs out). */
  draws: Fraction[];
  /** `yours[k]`: the chance that exactly k of the pirate's cubes are drawn, k = 0 … min(yours, dice). */
  yours: Fraction[];
  /** The chance that at least one of the pirate's cubes is drawn. */
  atLeastOne: Fraction;
  /** How many of the pirate's cubes are drawn on average. */
  expectedYours: Fraction;
}

function readCount(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number, 0 or more; got ${String(value)}.`);
  return value;
}

/**
 * The exact odds of the next notoriety check for one pirate with `yours` cubes in a bag of
 * `yours + others`. Each octopus draws one cube; the draws stop when the bag is empty.
 */
export function notorietyOdds(input: NotorietyOddsInput): NotorietyOdds {
  const yours = readCount(input.yours, 'yours');
  const others = readCount(input.others, 'others');
  const dice = readCount(input.dice ?? ACTION_DICE, 'dice');
  const faces = input.faces ?? SAMPLE_ACTION_DIE;
  if (faces.length === 0) throw new RangeError('An action die needs at least one face.');
  const wild = BigInt(faces.filter((face) => face === 'wild').length);
  const sides = BigInt(faces.length);
  const bag = yours + others;

  // Binomial: o octopuses among the dice, each die an octopus with chance wild / sides.
  const octopuses = Array.from({ length: dice + 1 }, (_, o) => fraction(choose(dice, o) * wild ** BigInt(o) * (sides - wild) ** BigInt(dice - o), sides ** BigInt(dice)));

  const most = Math.min(dice, bag);
  const draws = Array.from({ length: most + 1 }, () => ZERO);
  octopuses.forEach((chance, o) => {
    const n = Math.min(o, bag);
    draws[n] = addFractions(draws[n] ?? ZERO, chance);
  });

  // Hypergeometric: k of the pirate's cubes among n drawn without replacement.
  const yoursDrawn = Array.from({ length: Math.min(yours, dice) + 1 }, () => ZERO);
  draws.forEach((chance, n) => {
    if (chance.numerator === 0n) return;
    const ways = choose(bag, n);
    for (let k = 0; k <= Math.min(n, yours); k++) {
      const given = fraction(choose(yours, k) * choose(others, n - k), ways);
      yoursDrawn[k] = addFractions(yoursDrawn[k] ?? ZERO, multiplyFractions(chance, given));
    }
  });

  return {
    octopuses,
    draws,
    yours: yoursDrawn,
    atLeastOne: sumFractions(yoursDrawn.slice(1)),
    expectedYours: sumFractions(yoursDrawn.map((chance, k) => multiplyFractions(chance, fraction(BigInt(k))))),
  };
}

/** A Trade House a pirate could be forced to sell, and the Gold it brings (its island's cost). */
export interface HouseForSale {
  island: string;
  cost: number;
}

export interface FineOutcome {
  /** The fine owed: the season's gold for each cube drawn. */
  fine: number;
  /** Gold the pirate lacks before selling anything (0 when they can pay). */
  short: number;
  /**
   * The fewest Trade Houses the pirate can sell to pay it all, the costliest first (the pirate
   * chooses which, one at a time, while still short): those houses, or all of them when even
   * that is not enough.
   */
  sold: HouseForSale[];
  /** Gold left after the sales and the fine. */
  goldAfter: number;
  /** What stays unpaid: a pirate with no house left pays the Gold they have, and no more. */
  unpaid: number;
}

/**
 * What a fine of `cubes` × `seasonGold` does to a pirate with `gold` and `houses` when they sell as
 * few houses as they can (steam-pirates/refresh.notoriety): the game asks the pirate for one house
 * at a time while they are short, so a pirate who always sells the costliest house sells this many.
 * Several cubes of one pirate are fined one after another; selling while short of the next fine
 * comes to the same as selling while short of their sum.
 */
export function fineOutcome(cubes: number, seasonGold: number, gold: number, houses: readonly HouseForSale[]): FineOutcome {
  const fine = readCount(cubes, 'cubes') * readCount(seasonGold, 'seasonGold');
  let purse = readCount(gold, 'gold');
  const short = Math.max(0, fine - purse);
  const sold: HouseForSale[] = [];
  const costliestFirst = [...houses].sort((a, b) => b.cost - a.cost);
  for (const house of costliestFirst) {
    if (purse >= fine) break;
    sold.push(house);
    purse += house.cost;
  }
  const paid = Math.min(fine, purse);
  return { fine, short, sold, goldAfter: purse - paid, unpaid: fine - paid };
}
