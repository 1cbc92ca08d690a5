import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RuleViolation } from '../engine/index.ts';
import { ruleset } from './ruleset.ts';
import { view } from './view.ts';
import { PLAYER_IDS, SETUP_LIMITS, attackReach, maxPerPlayer, movableSteamwork, moveReach, playerIds } from './queries.ts';
import { gamePreset } from './presets.ts';
import { playAll } from './test-support.ts';
import type { SteamworkState } from './model.ts';

function opened(name: Parameters<typeof gamePreset>[0]): SteamworkState {
  const preset = gamePreset(name);
  return playAll(ruleset.initialState(preset.setup), preset.opening);
}

describe('steamwork-arena/setup.placement', () => {
  it('player ids by seat, and the setup limits every setup the rules accept keeps', () => {
    assert.deepEqual(playerIds(3), ['red', 'blue', 'green']);
    assert.deepEqual(playerIds(4), [...PLAYER_IDS]);
    for (const count of [1, 5, 2.5]) {
      assert.throws(() => playerIds(count), (error: unknown) => error instanceof RuleViolation && error.field === 'players' && error.rule === 'steamwork-arena/setup.placement');
    }
    for (let players = SETUP_LIMITS.players.min; players <= SETUP_LIMITS.players.max; players++) {
      for (let perPlayer = SETUP_LIMITS.perPlayer.min; perPlayer <= SETUP_LIMITS.perPlayer.max; perPlayer++) {
        const setup = { seed: 1, players: playerIds(players), perPlayer };
        if (perPlayer <= maxPerPlayer(players)) assert.doesNotThrow(() => ruleset.initialState(setup));
        else assert.throws(() => ruleset.initialState(setup), RuleViolation);
      }
    }
    assert.deepEqual([2, 3, 4].map(maxPerPlayer), [3, 2, 1]);
    assert.equal(maxPerPlayer(5), 0);
  });
});

describe('steamwork-arena/round.act', () => {
  it('movable, move reach and attack reach: the acting steamwork for its own player only, never throwing on a view', () => {
    const state = opened('ranged-example-1');
    assert.equal(movableSteamwork(state), 'harriet');
    assert.equal(movableSteamwork(view(state, 'harriet')), 'harriet');
    assert.equal(movableSteamwork(view(state, 'ozzie')), null);
    assert.equal(moveReach(state, 'harriet'), 2);
    // Mode B, 4 energy and attack 4: 4 energy of range reach 16 inches.
    assert.equal(attackReach(state, 'harriet'), 16);
    assert.equal(attackReach(view(state, 'ozzie'), 'harriet'), null);
    assert.equal(attackReach(state, 'ozzie'), null);
    const moved = playAll(state, [{ type: 'move', player: 'harriet', to: { x: 10, y: 12 } }]);
    assert.equal(movableSteamwork(moved), null);
    assert.equal(attackReach(moved, 'harriet'), 16);
    const bidding = ruleset.initialState({ seed: 1 });
    assert.equal(movableSteamwork(bidding), null);
    assert.equal(attackReach(bidding, 'red'), null);
  });
});
