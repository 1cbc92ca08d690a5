import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { decideAndCheck, randomBot } from '../engine/index.ts';
import { ruleset } from './ruleset.ts';
import { actingPlayer, heuristicBot, type SteamworkBot } from './bots.ts';
import type { SteamworkSetup } from './setup.ts';
import type { SteamworkState } from './model.ts';

function playGame(setup: SteamworkSetup, bots: Record<string, SteamworkBot>, limit = 40_000): { state: SteamworkState; commands: number } {
  let state = ruleset.initialState(setup);
  let commands = 0;
  while (state.outcome === null && commands < limit) {
    const player = actingPlayer(state);
    if (player === null) break;
    const command = bots[player]?.(state, player) ?? null;
    assert.ok(command !== null, `${player} had nothing to play`);
    state = decideAndCheck(ruleset, state, command).reduce((next, event) => ruleset.evolve(next, event), state);
    commands += 1;
  }
  return { state, commands };
}

describe('steamwork-arena/reckoning.winner', () => {
  it('the heuristic bot beats the random bot in most duels, and games between heuristic bots end', () => {
    let wins = 0;
    for (let seed = 0; seed < 20; seed += 1) {
      const { state } = playGame({ seed }, { red: heuristicBot(seed), blue: randomBot(ruleset, seed + 100) });
      if (state.outcome?.winners.includes('red') === true) wins += 1;
    }
    assert.ok(wins >= 15, `heuristic won ${wins} of 20`);
    for (const setup of [{ seed: 1 }, { seed: 2, players: ['red', 'blue', 'green'] }, { seed: 3, perPlayer: 3 }, { seed: 4, secretCustomisation: true }]) {
      const bots = Object.fromEntries((setup.players ?? ['red', 'blue']).map((player, index) => [player, heuristicBot(index + 7)]));
      const { state } = playGame(setup, bots);
      assert.notEqual(state.outcome, null, `no outcome for ${JSON.stringify(setup)}`);
    }
  });

  it('plays the same game again from the same seeds', () => {
    const first = playGame({ seed: 5 }, { red: heuristicBot(1), blue: heuristicBot(2) });
    const second = playGame({ seed: 5 }, { red: heuristicBot(1), blue: heuristicBot(2) });
    assert.deepEqual(second.state, first.state);
  });
});
