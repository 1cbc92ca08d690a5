import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { playout } from '../engine/index.ts';
import { heuristicPiratesBot, randomPiratesBot, type SteamPiratesBot } from './bots.ts';
import { ruleset } from './ruleset.ts';

/** A bot per seat: the heuristic one for `heuristic`, random for the others. */
function mixed(heuristic: string): SteamPiratesBot {
  return (state, player, random) => (player === heuristic ? heuristicPiratesBot : randomPiratesBot)(state, player, random);
}

describe('steam-pirates bots', () => {
  it('the heuristic bot plays only legal commands and finishes games of 2, 3 and 4 pirates', () => {
    for (const players of [['a', 'b'], ['a', 'b', 'c'], ['a', 'b', 'c', 'd']]) {
      const result = playout(ruleset, ruleset.initialState({ seed: players.length, players }), heuristicPiratesBot, { seed: 5, maxCommands: 2_000 });
      assert.notEqual(result.outcome, null, `${String(players.length)} pirates`);
    }
  });

  it('is the same move for the same state and randomness', () => {
    const state = ruleset.initialState({ seed: 3, players: ['a', 'b'] });
    const random = [1, 2, 3, 4] as const;
    assert.deepEqual(heuristicPiratesBot(state, 'a', random), heuristicPiratesBot(state, 'a', random));
  });

  it('beats random bots: wins at least 8 of 10 duels, seats alternating', () => {
    let wins = 0;
    for (let game = 0; game < 10; game++) {
      const players = game % 2 === 0 ? ['smart', 'dumb'] : ['dumb', 'smart'];
      const result = playout(ruleset, ruleset.initialState({ seed: 100 + game, players, firstPlayer: players[0] }), mixed('smart'), { seed: game, maxCommands: 2_000 });
      if (result.outcome?.winners.includes('smart') === true) wins += 1;
    }
    assert.ok(wins >= 8, `won ${String(wins)} of 10`);
  });
});
