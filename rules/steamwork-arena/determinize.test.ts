import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { HIDDEN, botRandom, playerAsked, playout, randomBot, seedRandom } from '../engine/index.ts';
import { determinize } from './determinize.ts';
import { BANK_TOKENS, hiddenEnergy, type SteamworkState } from './model.ts';
import { ruleset } from './ruleset.ts';
import { RANDOM_SETUPS } from './test-support.ts';
import { view } from './view.ts';

/** States along random games, every `every`th. */
function statesOfRandomGames(games: number, every: number): SteamworkState[] {
  const bot = randomBot(ruleset);
  const states: SteamworkState[] = [];
  for (const [index, setup] of fc.sample(RANDOM_SETUPS, { numRuns: games, seed: 20261201 }).entries()) {
    let state = ruleset.initialState(setup);
    for (let ply = 0; ply < 3000 && ruleset.outcome(state) === null; ply++) {
      const player = playerAsked(ruleset, state, ply);
      if (player === undefined) break;
      const command = bot(view(state, player), player, botRandom(index, ply));
      if (command === null) break;
      for (const event of ruleset.decide(state, command)) state = ruleset.evolve(state, event);
      if (ply % every === 0) states.push(state);
    }
  }
  return states;
}

const energyOf = (state: SteamworkState): number => state.bank + Object.values(state.steamworks).reduce((total, steamwork) => total + (steamwork.reserve ?? 0), 0) + hiddenEnergy(state);

describe('steamwork-arena: a search bot\'s deal (issue 23)', () => {
  const states = statesOfRandomGames(6, 7);

  it('keeps energy conserved, fills every reserve and secret the viewer could not see, and keeps what they could', () => {
    let dealt = 0;
    for (const state of states) {
      assert.equal(energyOf(state), BANK_TOKENS, 'the game itself conserves energy');
      for (const viewer of state.seats) {
        const seen = view(state, viewer);
        const deal = determinize(seen, viewer, seedRandom(dealt));
        dealt++;
        assert.deepEqual(view(deal, viewer), seen);
        assert.equal(energyOf(deal), BANK_TOKENS, `a deal for ${viewer} conserves energy`);
        assert.ok(Object.values(deal.steamworks).every((steamwork) => steamwork.reserve !== null && steamwork.reserve >= 0));
        if (deal.prompt?.kind === 'commit-reveal') assert.ok(!Object.values(deal.prompt.commitments).includes(HIDDEN));
        for (const hands of Object.values(deal.conflict?.hands ?? {})) assert.ok(hands.every((hand) => hand !== null && hand >= 0));
      }
    }
    assert.ok(dealt > 100, `only ${String(dealt)} deals`);
  });

  it('deals a game the rules can play to its end', () => {
    const bot = randomBot(ruleset);
    for (const [index, state] of states.filter((_, at) => at % 20 === 0).entries()) {
      const viewer = state.seats[index % state.seats.length] ?? '';
      const deal = determinize(view(state, viewer), viewer, seedRandom(index));
      if (ruleset.outcome(deal) !== null) continue;
      const { outcome } = playout(ruleset, deal, bot, { seed: index, maxCommands: 60_000 });
      assert.ok(outcome !== null, 'the deal played to an outcome');
    }
  });
});
