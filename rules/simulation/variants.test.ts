import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { reportOf } from './report.ts';
import { emptyTally, type SimulationTally } from './simulation.ts';
import { addSample, emptyMoments } from './stats.ts';
import { comparedRates, differenceWords, figureDifferences, sweepVariants, variantDifferences, VariantError } from './variants.ts';

describe('sweepVariants (issue 23: one value varied)', () => {
  const base = { field: { width: 900 }, players: ['red', 'blue'], factions: [{ evasion: 1 }, { evasion: 0 }] };

  it('gives a copy of the data per value, labelled path=value, dots and [n] stepping into lists', () => {
    const variants = sweepVariants(base, 'factions[1].evasion=0, 2,3');
    assert.deepEqual(
      variants.map((variant) => variant.label),
      ['factions[1].evasion=0', 'factions[1].evasion=2', 'factions[1].evasion=3'],
    );
    assert.deepEqual(variants.map((variant) => (variant.data as typeof base).factions[1]?.evasion), [0, 2, 3]);
    assert.equal(base.factions[1]?.evasion, 0, 'the base is left as it was');
    assert.deepEqual((sweepVariants(base, 'players.1="green"')[0]?.data as typeof base).players, ['red', 'green']);
    assert.equal((sweepVariants(base, 'field.width=wide')[0]?.data as { field: { width: unknown } }).field.width, 'wide', 'text that is no JSON stays text');
  });

  it('refuses a path the data does not hold, naming where it stops, and a spec it cannot read', () => {
    assert.throws(() => sweepVariants(base, 'field.depth=3'), (error: unknown) => error instanceof VariantError && error.message === '--sweep: field.depth is not in the data: field has no "depth".');
    assert.throws(() => sweepVariants(base, 'factions[2].evasion=1'), /factions has no item 2/);
    for (const spec of ['field.width', '=1', 'field.width=', 'field.width=1,,2']) assert.throws(() => sweepVariants(base, spec), VariantError, spec);
  });
});

describe('variantDifferences (issue 23: variants side by side)', () => {
  function tally(wins: number, games: number, lengths: Record<string, number>): SimulationTally {
    return { ...emptyTally(), games, seats: { a: { hard: { games, wins } }, b: { heuristic: { games, wins: games - wins } } }, lengths };
  }
  const facts = { game: 'g', title: 'G', lengthUnit: 'rounds', figures: [] };

  it("gives each bot's win rate and the mean length against the first variant, with intervals that hold the difference", () => {
    const variants = [
      { label: 'a.json', tally: tally(50, 100, { '10': 50, '12': 50 }) },
      { label: 'b.json', tally: tally(70, 100, { '12': 50, '14': 50 }) },
    ].map((variant) => ({ ...variant, report: reportOf(facts, ['hard', 'heuristic'], variant.tally) }));
    const differences = variantDifferences(variants);
    assert.deepEqual(
      differences.map((difference) => [difference.variant, difference.against, difference.figure]),
      [
        ['b.json', 'a.json', 'win rate of hard'],
        ['b.json', 'a.json', 'win rate of heuristic'],
        ['b.json', 'a.json', 'mean length'],
      ],
    );
    const [hard, heuristic, length] = differences;
    assert.ok(hard && heuristic && length);
    assert.ok(Math.abs(hard.difference - 0.2) < 1e-9 && hard.low > 0.05 && hard.low < 0.2 && hard.high > 0.2 && hard.high < 0.35, JSON.stringify(hard));
    assert.ok(Math.abs(heuristic.difference + 0.2) < 1e-9);
    assert.equal(length.difference, 2);
    assert.ok(length.low < 2 && length.high > 2);
    assert.match(differenceWords(hard), /^win rate of hard: \+20\.0 points \(\+\d+\.\d to \+\d+\.\d\)$/);
    assert.match(differenceWords(length), /^mean length: \+2\.0 \(\+1\.\d to \+2\.\d\)$/);
  });
});

describe('comparedRates (issue 23: what a comparison follows)', () => {
  const facts = { game: 'g', title: 'G', lengthUnit: 'rounds', figures: [] };
  const mirror = (redWins: number): SimulationTally => ({ ...emptyTally(), games: 100, seats: { red: { heuristic: { games: 100, wins: redWins } }, blue: { heuristic: { games: 100, wins: 100 - redWins } } }, lengths: { '10': 100 } });

  it("follows each seat in a mirror match, where the one bot's rate is its fair share whatever the data", () => {
    const variants = [
      { label: 'A', tally: mirror(50) },
      { label: 'B', tally: mirror(65) },
    ].map((variant) => ({ ...variant, report: reportOf(facts, ['heuristic'], variant.tally) }));
    assert.deepEqual(comparedRates(variants[0]?.report ?? reportOf(facts, [], emptyTally())).map((row) => row.seat), ['red', 'blue']);
    const differences = variantDifferences(variants);
    assert.deepEqual(differences.map((difference) => difference.figure), ['win rate of seat red', 'win rate of seat blue', 'mean length']);
    assert.ok(Math.abs((differences[0]?.difference ?? 0) - 0.15) < 1e-9);
    assert.match(differenceWords(differences[0] ?? { variant: '', against: '', figure: '', difference: 0, low: 0, high: 0 }), /^win rate of seat red: \+15\.0 points/);
  });
});

describe('figureDifferences (issue 23: the game’s own figures of two versions)', () => {
  const facts = { game: 'g', title: 'G', lengthUnit: 'rounds', figures: [{ id: 'damage', label: 'damage per hit', per: 'hit' }] };
  const withDamage = (values: readonly number[]): SimulationTally => {
    const moments = emptyMoments();
    for (const value of values) addSample(moments, value);
    return { ...emptyTally(), games: 1, figures: { damage: { '': moments } } };
  };

  it('gives the difference of the means with an interval that holds it, wider for fewer samples', () => {
    const variants = [
      { label: 'A', tally: withDamage(Array.from({ length: 100 }, (_, index) => 2 + (index % 3))) },
      { label: 'B', tally: withDamage(Array.from({ length: 100 }, (_, index) => 3 + (index % 3))) },
    ].map((variant) => ({ ...variant, report: reportOf(facts, ['heuristic'], variant.tally) }));
    const [damage, ...more] = figureDifferences(variants);
    assert.equal(more.length, 0);
    assert.ok(damage !== undefined);
    assert.equal(damage.figure, 'damage per hit');
    assert.ok(Math.abs(damage.difference - 1) < 1e-9);
    assert.ok(damage.low > 0.7 && damage.low < 1 && damage.high > 1 && damage.high < 1.3, JSON.stringify(damage));
    assert.match(differenceWords(damage), /^damage per hit: \+1\.0 \(\+0\.\d to \+1\.\d\)$/);
  });
});
