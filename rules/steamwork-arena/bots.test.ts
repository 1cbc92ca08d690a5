import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { playout, randomBot } from '../engine/index.ts';
import { ruleset } from './ruleset.ts';
import { heuristicBot, type SteamworkBot } from './bots.ts';
import type { SteamworkSetup } from './setup.ts';
import type { SteamworkState } from './model.ts';

function playGame(setup: SteamworkSetup, bots: SteamworkBot | Record<string, SteamworkBot>, seed = setup.seed): { state: SteamworkState; commands: number } {
  const played = playout(ruleset, ruleset.initialState(setup), bots, { seed, maxCommands: 40_000 });
  return { state: played.state, commands: played.commands.length };
}

describe('steamwork-arena/reckoning.winner', () => {
  it('the heuristic bot beats the random bot in most duels, and games between heuristic bots end', () => {
    let wins = 0;
    for (let seed = 0; seed < 20; seed += 1) {
      const { state } = playGame({ seed }, { red: heuristicBot, blue: randomBot(ruleset) });
      if (state.outcome?.winners.includes('red') === true) wins += 1;
    }
    assert.ok(wins >= 15, `heuristic won ${wins} of 20`);
    for (const setup of [{ seed: 1 }, { seed: 2, players: ['red', 'blue', 'green'] }, { seed: 3, perPlayer: 3 }, { seed: 4, secretCustomisation: true }]) {
      const { state } = playGame(setup, heuristicBot);
      assert.notEqual(state.outcome, null, `no outcome for ${JSON.stringify(setup)}`);
    }
  });

  it('plays the same game again from the same seeds, and another game from another bot seed', () => {
    const first = playGame({ seed: 5 }, { red: heuristicBot, blue: heuristicBot }, 1);
    const second = playGame({ seed: 5 }, { red: heuristicBot, blue: heuristicBot }, 1);
    const other = playGame({ seed: 5 }, { red: heuristicBot, blue: heuristicBot }, 2);
    assert.deepEqual(second.state, first.state);
    assert.notDeepEqual(other.state, first.state);
  });
});
