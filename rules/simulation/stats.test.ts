import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { addCount, addSample, distributionOf, emptyMoments, mergeCounts, mergeMoments, rateOf, spreadOf, type Counts } from './stats.ts';

function momentsOf(values: readonly number[]): ReturnType<typeof emptyMoments> {
  const moments = emptyMoments();
  for (const value of values) addSample(moments, value);
  return moments;
}

describe('simulation statistics', () => {
  it('gives the mean and sample deviation of what was added', () => {
    const spread = spreadOf(momentsOf([2, 4, 4, 4, 5, 5, 7, 9]));
    assert.ok(spread);
    assert.equal(spread.mean, 5);
    assert.ok(Math.abs(spread.deviation - Math.sqrt(32 / 7)) < 1e-12);
    assert.equal(spread.min, 2);
    assert.equal(spread.max, 9);
    assert.equal(spreadOf(emptyMoments()), null);
    assert.equal(spreadOf(momentsOf([3]))?.deviation, 0);
  });

  it('merges running sums into what one sum of every sample gives', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 })), fc.array(fc.integer({ min: -50, max: 50 })), (a, b) => {
        assert.deepEqual(mergeMoments(momentsOf(a), momentsOf(b)), momentsOf([...a, ...b]));
      }),
      { seed: 13 },
    );
  });

  it('gives the 95 % Wilson interval around a rate, inside 0 to 1', () => {
    // 81 of 263: the textbook example, interval 0.2553 to 0.3662.
    const rate = rateOf(81, 263);
    assert.ok(Math.abs(rate.low - 0.2553) < 5e-4 && Math.abs(rate.high - 0.3662) < 5e-4, `${String(rate.low)}–${String(rate.high)}`);
    assert.equal(rateOf(0, 10).low, 0);
    assert.equal(rateOf(10, 10).high, 1);
    assert.ok(rateOf(10, 10).low > 0.69 && rateOf(10, 10).low < 0.73);
    assert.deepEqual(rateOf(0, 0), { wins: 0, games: 0, rate: 0, low: 0, high: 1 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (games, fraction) => {
        const wins = Math.floor(games * fraction);
        const { low, high, rate: r } = rateOf(wins, games);
        assert.ok(low >= 0 && low <= r + 1e-12 && r <= high + 1e-12 && high <= 1);
      }),
      { seed: 14 },
    );
  });

  it('tells a distribution by its quantiles and bars that hold every game', () => {
    const counts: Counts = {};
    for (let length = 1; length <= 100; length++) addCount(counts, length);
    const distribution = distributionOf(counts, 10);
    assert.ok(distribution);
    assert.equal(distribution.count, 100);
    assert.equal(distribution.median, 50);
    assert.equal(distribution.p90, 90);
    assert.equal(distribution.mean, 50.5);
    assert.equal(distribution.bars.length, 10);
    assert.deepEqual(distribution.bars[0], { from: 1, to: 10, count: 10 });
    assert.equal(distributionOf({}), null);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1 }), fc.integer({ min: 1, max: 40 }), (lengths, maxBars) => {
        const tally: Counts = {};
        for (const length of lengths) addCount(tally, length);
        const result = distributionOf(mergeCounts(tally, {}), maxBars);
        assert.ok(result);
        assert.ok(result.bars.length <= maxBars);
        assert.equal(result.bars.reduce((total, bar) => total + bar.count, 0), lengths.length);
        assert.ok(result.min <= result.median && result.median <= result.p90 && result.p90 <= result.max);
      }),
      { seed: 15 },
    );
  });
});
