/**
 * Steam Pirates simulated: the designer edits the pirates and every piece of sample data (map, Haven,
 * officials' bribe tables, revenue tracks, action die, event cards, goals); the figures are the Gold a
 * pirate takes in each season and the victory points a game ends on.
 */
import type { PlayerId } from '../engine/index.ts';
import { defineSimulation } from '../simulation/simulation.ts';
import { simulationFacts } from './simulation-facts.ts';
import { heuristicPiratesBot, randomPiratesBot } from './bots.ts';
import type { SteamPiratesEvent, SteamPiratesState } from './model.ts';
import { ruleset } from './ruleset.ts';
import { SEARCH_CUTOFF, SEARCH_PLAYOUTS } from './search-budget.ts';

/**
 * Gold one event brings a pirate in, and whose; null for events that bring none. A forced house sale
 * is left out: it turns a house back into Gold to pay a fine, which is no income.
 */
export function goldTakenIn(event: SteamPiratesEvent): { player: PlayerId; gold: number } | null {
  switch (event.type) {
    case 'profited':
      return { player: event.player, gold: event.total };
    case 'gold-gained':
    case 'mission-aided':
    case 'cut-losses':
      return { player: event.player, gold: event.gold };
    default:
      return null;
  }
}

/**
 * This season's income so far, by pirate. The watcher only sees events and the states either side,
 * so the running total travels with the state it belongs to: each event's `before` is the previous
 * event's `after`, which keeps one game's total apart from the next game's (a fresh starting state
 * finds nothing here), and a game cut short leaves nothing behind once its states are garbage.
 */
const seasonIncome = new WeakMap<SteamPiratesState, Map<PlayerId, number>>();

function noIncome(state: SteamPiratesState): Map<PlayerId, number> {
  return new Map(state.players.map((player) => [player, 0]));
}

export const simulation = /* @__PURE__ */ defineSimulation({
  facts: simulationFacts,
  ruleset,
  bots: { heuristic: heuristicPiratesBot, random: randomPiratesBot },
  search: { playouts: SEARCH_PLAYOUTS, cutoff: SEARCH_CUTOFF },
  // Every finished game lasts three seasons; rounds at least show how many the player count makes.
  lengthOf: (state) => (state.season - 1) * state.roundsPerSeason + state.round,
  measureEvent(event, before, after, record) {
    const income = seasonIncome.get(before) ?? noIncome(before);
    seasonIncome.delete(before);
    const taken = goldTakenIn(event);
    if (taken !== null) income.set(taken.player, (income.get(taken.player) ?? 0) + taken.gold);
    if (event.type === 'season-started' || event.type === 'game-ended') {
      for (const [player, gold] of income) record('gold', gold, player);
      if (event.type === 'season-started') seasonIncome.set(after, noIncome(after));
      return;
    }
    seasonIncome.set(after, income);
  },
  measureEnd(state, record) {
    for (const score of state.final ?? []) record('vp', score.total, score.player);
  },
});
