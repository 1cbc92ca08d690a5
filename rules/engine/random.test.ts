import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { drawInt, gameSeed, rollDie, seedRandom, shuffle, RuleViolation, type RandomState } from './index.ts';

function drawMany(random: RandomState, count: number, from: number, to: number): number[] {
  const values: number[] = [];
  let current = random;
  for (let index = 0; index < count; index++) {
    const draw = drawInt(current, from, to);
    values.push(draw.value);
    current = draw.random;
  }
  return values;
}

describe('seeded randomness', () => {
  it('draws the same numbers from the same seed and different ones from another', () => {
    assert.deepEqual(drawMany(seedRandom(42), 20, 1, 12), drawMany(seedRandom(42), 20, 1, 12));
    assert.notDeepEqual(drawMany(seedRandom(42), 20, 1, 12), drawMany(seedRandom(43), 20, 1, 12));
  });

  it('keeps its whole state as JSON numbers and never mutates the state it was given', () => {
    const random = seedRandom(7);
    const copy = JSON.parse(JSON.stringify(random)) as RandomState;
    drawInt(random, 1, 6);
    assert.deepEqual(random, copy);
    assert.deepEqual(drawInt(copy, 1, 6), drawInt(random, 1, 6));
  });

  it('stays inside the range and reaches every value in it', () => {
    const values = drawMany(seedRandom(1), 2000, 1, 12);
    assert.ok(values.every((value) => value >= 1 && value <= 12));
    assert.equal(new Set(values).size, 12);
  });

  it('refuses a seed that is not a whole number', () => {
    assert.throws(() => seedRandom(1.5), (error: unknown) => error instanceof RuleViolation && error.rule === 'engine/setup.seed');
    assert.throws(() => seedRandom(Number.NaN), RuleViolation);
  });
});

describe('rollDie', () => {
  it('uses a forced face without touching the generator', () => {
    const random = seedRandom(5);
    assert.deepEqual(rollDie(random, 12, 9), { value: 9, random });
  });

  it('refuses a forced face the die does not have', () => {
    for (const face of [0, 13, 2.5, Number.NaN]) {
      assert.throws(() => rollDie(seedRandom(5), 12, face), (error: unknown) => error instanceof RuleViolation && error.rule === 'engine/forced-roll');
    }
  });
});

describe('shuffle', () => {
  it('returns a permutation of its input, the same for the same seed', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f'];
    const first = shuffle(seedRandom(3), items);
    assert.deepEqual([...first.value].sort(), items);
    assert.deepEqual(shuffle(seedRandom(3), items), first);
    assert.deepEqual(items, ['a', 'b', 'c', 'd', 'e', 'f'], 'the input is left alone');
  });
});

describe('gameSeed', () => {
  /** How often each pair of the first two d6 rolls comes over games 0 to 5,999 of a run. */
  function pairsSeen(seedOf: (index: number) => number): Map<string, number> {
    const pairs = new Map<string, number>();
    for (let index = 0; index < 6000; index++) {
      const first = rollDie(seedRandom(seedOf(index)), 6);
      const pair = `${String(first.value)}${String(rollDie(first.random, 6).value)}`;
      pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
    }
    return pairs;
  }

  it('deals a run of games apart: neighbouring seeds roll in step, hashed ones as fair dice would', () => {
    assert.equal(pairsSeen((index) => 1 + index).size, 18);
    const hashed = pairsSeen((index) => gameSeed(1, index));
    assert.equal(hashed.size, 36);
    // About 167 each: fair dice stay within 110 to 225 here (over 4 standard deviations).
    assert.ok(Math.min(...hashed.values()) > 110 && Math.max(...hashed.values()) < 225, JSON.stringify([...hashed]));
  });

  it('is the same for the same run and game, different across either, and always a seed', () => {
    assert.equal(gameSeed(7, 3), gameSeed(7, 3));
    const seeds = new Set<number>();
    for (const seed of [-1, 0, 1, 2, 2 ** 40]) for (let index = 0; index < 50; index++) seeds.add(gameSeed(seed, index));
    assert.equal(seeds.size, 250);
    assert.ok([...seeds].every((seed) => Number.isSafeInteger(seed)));
  });
});
