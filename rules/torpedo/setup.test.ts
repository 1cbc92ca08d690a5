import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RuleViolation } from '../engine/index.ts';
import { DEFAULT_FIELD, SAMPLE_DIMENSIONS, ruleset, type TorpedoSetup } from './index.ts';

function setupRefusal(setup: unknown): RuleViolation {
  try {
    ruleset.initialState(setup as TorpedoSetup);
  } catch (error) {
    if (error instanceof RuleViolation) return error;
    throw error;
  }
  return assert.fail(`${JSON.stringify(setup)} was accepted`);
}

describe('torpedo/setup.players', () => {
  it('the default game is red against blue; two to five players may sit down, in the order given', () => {
    assert.deepEqual(ruleset.initialState({ seed: 1 }).players, ['red', 'blue']);
    assert.deepEqual(ruleset.initialState({ seed: 1, players: ['a', 'b', 'c', 'd', 'e'] }).players, ['a', 'b', 'c', 'd', 'e']);
  });

  it('one player, six, a name twice or a name that is not a plain word is refused, naming the field', () => {
    const cases: [unknown, string][] = [
      [['solo'], 'players'],
      [['a', 'b', 'c', 'd', 'e', 'f'], 'players'],
      [['red', 'red'], 'players[1]'],
      [['red', 'blue moon'], 'players[1]'],
      [['red', ''], 'players[1]'],
    ];
    for (const [players, field] of cases) {
      const violation = setupRefusal({ seed: 1, players });
      assert.equal(violation.rule, 'torpedo/setup.players', JSON.stringify(players));
      assert.equal(violation.field, field);
    }
  });

  it('a field the setup does not know is named, so a typo is caught', () => {
    assert.equal(setupRefusal({ seed: 1, player: ['a', 'b'] }).field, 'player');
  });
});

describe('torpedo/setup.stash', () => {
  it('each player starts with five small, five medium and five large pieces, all unplayed, none dead', () => {
    const state = ruleset.initialState({ seed: 1 });
    for (const player of state.players) {
      const pieces = state.unplayed[player] ?? [];
      assert.equal(pieces.length, 15);
      assert.deepEqual(pieces.slice(0, 5).map((piece) => piece.id), [1, 2, 3, 4, 5].map((n) => `${player}-small-${String(n)}`));
      assert.deepEqual(['small', 'medium', 'large'].map((size) => pieces.filter((piece) => piece.size === size).length), [5, 5, 5]);
      assert.deepEqual(state.dead[player], []);
    }
    assert.deepEqual(state.table, []);
  });

  it('perSize gives a shorter game: 1 to 5 of each size', () => {
    assert.equal(ruleset.initialState({ seed: 1, perSize: 1 }).unplayed.red?.length, 3);
    const violation = setupRefusal({ seed: 1, perSize: 6 });
    assert.equal(violation.rule, 'torpedo/setup.stash');
    assert.equal(violation.field, 'perSize');
  });
});

describe('torpedo/setup.field', () => {
  it('the default field is a 34-inch card table: 860 × 860 mm; another may be given', () => {
    assert.deepEqual(ruleset.initialState({ seed: 1 }).field, DEFAULT_FIELD);
    assert.deepEqual(ruleset.initialState({ seed: 1, field: { width: 900, height: 600 } }).field, { width: 900, height: 600 });
  });

  it('a bad field is refused, naming the side', () => {
    const violation = setupRefusal({ seed: 1, field: { width: 900, height: 0 } });
    assert.equal(violation.rule, 'torpedo/setup.field');
    assert.equal(violation.field, 'field.height');
    assert.equal(setupRefusal({ seed: 1, field: { width: 900, height: 600, depth: 3 } }).field, 'field.depth');
  });
});

describe('torpedo/pieces.dimensions', () => {
  it('the game uses the sample dimensions unless given others, checked field by field', () => {
    assert.deepEqual(ruleset.initialState({ seed: 1 }).dims, SAMPLE_DIMENSIONS);
    const violation = setupRefusal({ seed: 1, dims: { ...SAMPLE_DIMENSIONS, large: { width: 25, length: 40, shoulder: 40 } } });
    assert.equal(violation.rule, 'torpedo/pieces.dimensions');
    assert.equal(violation.field, 'dims.large.shoulder');
  });
});

describe('torpedo/real-time.free', () => {
  it('the free mode is the default; the rounds mode is asked for by name, and nothing else', () => {
    assert.equal(ruleset.initialState({ seed: 1 }).mode, 'free');
    assert.equal(ruleset.initialState({ seed: 1, mode: 'rounds' }).mode, 'rounds');
    assert.equal(setupRefusal({ seed: 1, mode: 'turns' }).field, 'mode');
  });
});
