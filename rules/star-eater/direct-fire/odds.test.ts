import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RuleViolation } from '../../engine/index.ts';
import { DIRECT_FIRE_DIE_SIDES, directFireOdds, doesRollHit, rollToBeat, type DirectFireMatchup } from '../index.ts';

const FACES: readonly number[] = Array.from({ length: DIRECT_FIRE_DIE_SIDES }, (_, index) => index + 1);

/**
 * The rulebook's formula, `roll > 6 + evasion − accuracy`, worked in exact big-integer arithmetic,
 * so that the oracle shares no code (and no floating-point rounding) with the code under test.
 */
function hitsByTheBook(roll: number, { accuracy, evasion }: DirectFireMatchup): boolean {
  return BigInt(roll) > 6n + BigInt(evasion) - BigInt(accuracy);
}

function hitFacesByTheBook(matchup: DirectFireMatchup): number[] {
  return FACES.filter((face) => hitsByTheBook(face, matchup));
}

/** Every accuracy/evasion pair of the grid: small values face by face, then the far ends. */
function matchupGrid(values: readonly number[]): DirectFireMatchup[] {
  return values.flatMap((accuracy) => values.map((evasion) => ({ accuracy, evasion })));
}

const SMALL_STATS: readonly number[] = Array.from({ length: 41 }, (_, index) => index - 20);
const LARGE_STATS: readonly number[] = [-1_000_000_000, -1_000_000, -1000, -13, -12, 0, 12, 13, 1000, 1_000_000, 1_000_000_000];
const EXTREME_STATS: readonly number[] = [
  Number.MIN_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER + 1,
  -1,
  0,
  1,
  Number.MAX_SAFE_INTEGER - 1,
  Number.MAX_SAFE_INTEGER,
];

/** Checks every face and the summary odds of one matchup against the big-integer oracle. */
function assertMatchesTheBook(matchup: DirectFireMatchup): void {
  const label = `accuracy ${String(matchup.accuracy)} against evasion ${String(matchup.evasion)}`;
  for (const face of FACES) {
    assert.equal(doesRollHit(face, matchup), hitsByTheBook(face, matchup), `${label}, face ${String(face)}`);
  }
  const hitFaces = hitFacesByTheBook(matchup);
  const odds = directFireOdds(matchup);
  assert.equal(odds.hits, hitFaces.length, `${label}: hits`);
  assert.equal(odds.minimumRoll, hitFaces[0] ?? null, `${label}: minimumRoll`);
  assert.equal(odds.probability, hitFaces.length / 12, `${label}: probability`);
  assert.equal(odds.sides, 12, `${label}: sides`);
}

function assertStatsViolation(action: () => unknown, stat: 'accuracy' | 'evasion'): void {
  assert.throws(action, (error: unknown) => {
    assert.ok(error instanceof RuleViolation, `expected a RuleViolation, got ${String(error)}`);
    assert.equal(error.rule, 'star-eater/direct-fire.stats');
    assert.match(error.message, new RegExp(`\\b${stat}\\b`));
    return true;
  });
}

describe('star-eater/direct-fire.hit-roll', () => {
  it('the die has twelve faces', () => {
    assert.equal(DIRECT_FIRE_DIE_SIDES, 12);
  });

  it('rollToBeat is 6 + evasion − accuracy', () => {
    assert.equal(rollToBeat({ accuracy: 0, evasion: 0 }), 6);
    assert.equal(rollToBeat({ accuracy: 3, evasion: 1 }), 4);
    assert.equal(rollToBeat({ accuracy: -2, evasion: 5 }), 13);
    assert.equal(rollToBeat({ accuracy: 10, evasion: -3 }), -7);
  });

  it('accuracy 3 against evasion 1: the roll must beat 4, so 5–12 hit, 8/12', () => {
    const matchup = { accuracy: 3, evasion: 1 };
    assert.equal(rollToBeat(matchup), 4);
    assert.deepEqual(
      FACES.filter((face) => doesRollHit(face, matchup)),
      [5, 6, 7, 8, 9, 10, 11, 12],
    );
    assert.deepEqual(directFireOdds(matchup), { hits: 8, sides: 12, probability: 8 / 12, minimumRoll: 5 });
  });

  it('a roll equal to the number to beat misses: it must be greater', () => {
    assert.equal(doesRollHit(6, { accuracy: 0, evasion: 0 }), false);
    assert.equal(doesRollHit(7, { accuracy: 0, evasion: 0 }), true);
  });

  it('matches the formula face by face for every accuracy and evasion from −20 to 20', () => {
    for (const matchup of matchupGrid(SMALL_STATS)) assertMatchesTheBook(matchup);
  });

  it('matches the formula for large stats far beyond the die', () => {
    for (const matchup of matchupGrid(LARGE_STATS)) assertMatchesTheBook(matchup);
  });

  it(
    'matches the formula at the ends of the safe-integer range',
    () => {
      for (const matchup of matchupGrid(EXTREME_STATS)) assertMatchesTheBook(matchup);
    },
  );

  it('each point of accuracy adds one hitting face until all twelve hit', () => {
    const hits = Array.from({ length: 15 }, (_, accuracy) => directFireOdds({ accuracy, evasion: 0 }).hits);
    assert.deepEqual(hits, [6, 7, 8, 9, 10, 11, 12, 12, 12, 12, 12, 12, 12, 12, 12]);
  });

  it('each point of evasion takes one hitting face away until none hit', () => {
    const hits = Array.from({ length: 10 }, (_, evasion) => directFireOdds({ accuracy: 0, evasion }).hits);
    assert.deepEqual(hits, [6, 5, 4, 3, 2, 1, 0, 0, 0, 0]);
  });

  it('minimumRoll is null when no face hits', () => {
    for (const matchup of [
      { accuracy: 0, evasion: 6 },
      { accuracy: -1, evasion: 5 },
      { accuracy: 0, evasion: 100 },
      { accuracy: -50, evasion: 0 },
    ]) {
      assert.deepEqual(directFireOdds(matchup), { hits: 0, sides: 12, probability: 0, minimumRoll: null });
    }
  });

  it('only the 12 hits when the roll must beat 11', () => {
    assert.deepEqual(directFireOdds({ accuracy: 0, evasion: 5 }), { hits: 1, sides: 12, probability: 1 / 12, minimumRoll: 12 });
  });

  it('hits is 12 and minimumRoll 1 when every face hits', () => {
    for (const matchup of [
      { accuracy: 6, evasion: 0 },
      { accuracy: 7, evasion: 1 },
      { accuracy: 100, evasion: 0 },
      { accuracy: 0, evasion: -50 },
    ]) {
      assert.deepEqual(directFireOdds(matchup), { hits: 12, sides: 12, probability: 1, minimumRoll: 1 });
    }
  });

  it('a 1 misses when the roll must beat 1', () => {
    assert.deepEqual(directFireOdds({ accuracy: 5, evasion: 0 }), { hits: 11, sides: 12, probability: 11 / 12, minimumRoll: 2 });
  });
});

describe('star-eater/direct-fire.stats', () => {
  const NOT_WHOLE: readonly number[] = [0.5, -1.5, 3.000001, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.MAX_SAFE_INTEGER + 2];

  it('accepts any whole accuracy and evasion, negative or beyond the die', () => {
    for (const matchup of matchupGrid([-1000, -13, -1, 0, 1, 13, 1000])) {
      assert.doesNotThrow(() => directFireOdds(matchup));
    }
  });

  for (const value of NOT_WHOLE) {
    it(`refuses accuracy ${String(value)} and names accuracy`, () => {
      const matchup = { accuracy: value, evasion: 0 };
      assertStatsViolation(() => rollToBeat(matchup), 'accuracy');
      assertStatsViolation(() => doesRollHit(7, matchup), 'accuracy');
      assertStatsViolation(() => directFireOdds(matchup), 'accuracy');
    });

    it(`refuses evasion ${String(value)} and names evasion`, () => {
      const matchup = { accuracy: 0, evasion: value };
      assertStatsViolation(() => rollToBeat(matchup), 'evasion');
      assertStatsViolation(() => doesRollHit(7, matchup), 'evasion');
      assertStatsViolation(() => directFireOdds(matchup), 'evasion');
    });
  }

  it('shows the refused value in the message', () => {
    assert.throws(() => directFireOdds({ accuracy: 2.5, evasion: 0 }), /2\.5/);
    assert.throws(() => directFireOdds({ accuracy: 0, evasion: Number.NaN }), /NaN/);
  });
});
