/**
 * Steamwork Arena simulated: the designer edits the players, how many steamworks each steers, the
 * templates and the workshop specials; the figures are the energy economy (what a player burns in a
 * round) and what an attack does.
 */
import { HIDDEN, randomBot, type PlayerId } from '../engine/index.ts';
import { defineSimulation } from '../simulation/simulation.ts';
import { simulationFacts } from './simulation-facts.ts';
import { heuristicBot } from './bots.ts';
import { playersStillIn } from './decide.ts';
import { controllerOf, type SteamworkState } from './model.ts';
import type { SteamworkEvent } from './messages.ts';
import { ruleset } from './ruleset.ts';
import { SEARCH_CUTOFF, SEARCH_PLAYOUTS } from './search-budget.ts';

/** Energy one event takes out of reserves into the bank, and whose it was; null for events that spend none. */
export function energySpent(event: SteamworkEvent, before: SteamworkState): { player: PlayerId; energy: number } | null {
  switch (event.type) {
    // Bids and hidden hands leave the reserves when committed; both end in the bank whatever the outcome.
    case 'committed': {
      // The simulation watches the true events, never a player's view; the guard only narrows the type.
      if (event.fromReserves === HIDDEN) return null;
      const energy = Object.values(event.fromReserves).reduce((total, amount) => total + amount, 0);
      return energy === 0 ? null : { player: event.player, energy };
    }
    case 'shifted':
      return event.cost === 0 ? null : { player: controllerOf(before, event.steamwork), energy: event.cost };
    case 'attack-declared':
      return event.rangeEnergy === 0 ? null : { player: controllerOf(before, event.attacker), energy: event.rangeEnergy };
    default:
      return null;
  }
}

/**
 * This round's spending so far, by the players who began the round. The watcher only sees events
 * and the states either side, so the running total travels with the state it belongs to: each
 * event's `before` is the previous event's `after`, which keeps one game's total apart from the
 * next game's (a fresh starting state finds nothing here), and a game cut short leaves nothing
 * behind once its states are garbage.
 */
const roundSpending = new WeakMap<SteamworkState, Map<PlayerId, number>>();

function spendingFrom(state: SteamworkState): Map<PlayerId, number> {
  return new Map(playersStillIn(state).map((player) => [player, 0]));
}

export const simulation = /* @__PURE__ */ defineSimulation({
  facts: simulationFacts,
  ruleset,
  bots: { heuristic: heuristicBot, random: randomBot(ruleset) },
  search: { playouts: SEARCH_PLAYOUTS, cutoff: SEARCH_CUTOFF },
  lengthOf: (state) => state.round,
  measureEvent(event, before, after, record) {
    const spending = roundSpending.get(before) ?? spendingFrom(before);
    roundSpending.delete(before);
    const spent = energySpent(event, before);
    if (spent !== null) spending.set(spent.player, (spending.get(spent.player) ?? 0) + spent.energy);
    if (event.type === 'hands-picked' && before.conflict !== null) record('damage', event.pdp, controllerOf(before, before.conflict.attacker));
    if (event.type === 'round-started' || event.type === 'game-over') {
      for (const [player, energy] of spending) record('energy', energy, player);
      if (event.type === 'round-started') roundSpending.set(after, spendingFrom(after));
      return;
    }
    roundSpending.set(after, spending);
  },
});
