/**
 * Every number a setup, a designer's dimensions or a widget's players attribute gives has its range:
 * each end accepted, one beyond refused naming the field once with the reason, and the bounds a
 * refusal names accepted (issue 22, point 10).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { RuleViolation } from '../engine/index.ts';
import { boundsNamed, refusedNamingOnce } from '../engine/testing/refusals.ts';
import { initialState, playersOfCount } from './setup.ts';
import { SAMPLE_DIMENSIONS, type Dimensions } from './pieces.ts';

/** The refusal `open` throws: of `rule`, naming `field` once, as `field must be…`, saying `because`. */
function refusal(open: () => unknown, rule: string, field: string, because: RegExp): RuleViolation {
  const violation = refusedNamingOnce(open, rule, field, because);
  assert.ok(violation.message.startsWith(`${field} must be`), violation.message);
  return violation;
}

function withDims(size: 'small' | 'large', side: 'width' | 'length', value: number): unknown {
  const dims: Dimensions = { ...SAMPLE_DIMENSIONS, [size]: { ...SAMPLE_DIMENSIONS[size], [side]: value } };
  return initialState({ seed: 1, dims });
}

describe('torpedo/setup.players', () => {
  it('a count of players is 2 to 5, as the rulebook says, seating the colours in order', () => {
    assert.deepEqual(playersOfCount(2), ['red', 'blue']);
    assert.deepEqual(playersOfCount(5), ['red', 'blue', 'green', 'yellow', 'black']);
    for (const beyond of [1, 6, 'many']) refusal(() => playersOfCount(beyond), 'torpedo/setup.players', 'players', /from 2 to 5 \(the rulebook's "Players: 2 - 5"\)/);
  });
});

describe('torpedo/setup.stash', () => {
  it('perSize is 1 to 5: an Icehouse set has five of each', () => {
    for (const perSize of [1, 5]) assert.doesNotThrow(() => initialState({ seed: 1, perSize }));
    for (const beyond of [0, 6]) refusal(() => initialState({ seed: 1, perSize: beyond }), 'torpedo/setup.stash', 'perSize', /from 1 to 5 \(an Icehouse set has five of each\)/);
  });
});

describe('torpedo/setup.field', () => {
  it('each side of the field is above 0, up to 3000 mm', () => {
    for (const side of [0.01, 3000]) assert.doesNotThrow(() => initialState({ seed: 1, field: { width: side, height: side } }));
    for (const beyond of [0, 3000.01]) {
      refusal(() => initialState({ seed: 1, field: { width: beyond, height: 860 } }), 'torpedo/setup.field', 'field.width', /above 0, up to 3000 \(our limit: the rulebook's field is a card table/);
      refusal(() => initialState({ seed: 1, field: { width: 860, height: beyond } }), 'torpedo/setup.field', 'field.height', /above 0, up to 3000/);
    }
  });
});

describe('torpedo/pieces.dimensions', () => {
  it('a piece\'s width and length are above 0, up to 100 mm', () => {
    // The length must stay above the shoulder (3.87 on a small one): 100 and a width of 0.01 both fit.
    assert.doesNotThrow(() => withDims('small', 'width', 0.01));
    assert.doesNotThrow(() => withDims('large', 'length', 100));
    for (const beyond of [0, 100.01]) {
      refusal(() => withDims('small', 'width', beyond), 'torpedo/pieces.dimensions', 'dims.small.width', /above 0, up to 100 \(our limit: a large pyramid lies 46 mm long\)/);
      refusal(() => withDims('large', 'length', beyond), 'torpedo/pieces.dimensions', 'dims.large.length', /up to 100/);
    }
  });
});

describe('the bounds a refusal names are accepted (issue 22, point 10)', () => {
  it('for the players count and perSize', () => {
    for (const beyond of [-1000, 1000]) {
      const players = refusal(() => playersOfCount(beyond), 'torpedo/setup.players', 'players', /from/);
      const perSize = refusal(() => initialState({ seed: 1, perSize: beyond }), 'torpedo/setup.stash', 'perSize', /from/);
      for (const [violation, open] of [[players, playersOfCount], [perSize, (value: number) => initialState({ seed: 1, perSize: value })]] as const) {
        for (const bound of boundsNamed(violation)) assert.doesNotThrow(() => open(bound), violation.message);
      }
    }
  });

  it('for the field and the dimensions: their top end', () => {
    const field = refusal(() => initialState({ seed: 1, field: { width: 1e9, height: 860 } }), 'torpedo/setup.field', 'field.width', /up to/);
    const most = Number(/up to (\d+)/.exec(field.message)?.[1]);
    assert.doesNotThrow(() => initialState({ seed: 1, field: { width: most, height: 860 } }));
    const dims = refusal(() => withDims('large', 'length', 1e9), 'torpedo/pieces.dimensions', 'dims.large.length', /up to/);
    assert.doesNotThrow(() => withDims('large', 'length', Number(/up to (\d+)/.exec(dims.message)?.[1])));
  });
});
