/**
 * Steam Torpedo simulated: the designer edits both submarines' tile sets (and whether the opening
 * swaps are played); the figures are what an attack does.
 */
import { defineSimulation } from '../simulation/simulation.ts';
import { simulationFacts } from './simulation-facts.ts';
import { heuristicBot, randomPlayer } from './bots.ts';
import { ruleset } from './ruleset.ts';
import { SEARCH_CUTOFF, SEARCH_PLAYOUTS } from './search-budget.ts';

export const simulation = /* @__PURE__ */ defineSimulation({
  facts: simulationFacts,
  ruleset,
  bots: { heuristic: heuristicBot, random: randomPlayer },
  search: { playouts: SEARCH_PLAYOUTS, cutoff: SEARCH_CUTOFF },
  lengthOf: (state) => Object.values(state.turnsBegun).reduce((total, turns) => total + turns, 0),
  measureEvent(event, _before, _after, record) {
    if (event.type !== 'attack-resolved') return;
    record('damage', event.damageTotal, event.attacker);
    record('armour', event.armorValue, event.attacker);
  },
});
