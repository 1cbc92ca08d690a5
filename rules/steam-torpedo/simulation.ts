/**
 * Steam Torpedo simulated: the designer edits both submarines' tile sets (and whether the opening
 * swaps are played); the figures are what an attack does.
 */
import { defineSimulation, searchBotsFor } from '../simulation/simulation.ts';
import { simulationFacts } from './simulation-facts.ts';
import { heuristicBot, randomPlayer } from './bots.ts';
import { ruleset } from './ruleset.ts';

export const simulation = /* @__PURE__ */ defineSimulation({
  facts: simulationFacts,
  ruleset,
  // Measured (issue 23): 30 heuristic playouts took about 0.18 s a decision, and won 6 of 6 against the heuristic.
  bots: { heuristic: heuristicBot, random: randomPlayer, ...searchBotsFor(ruleset, heuristicBot, { easy: 10, medium: 30, hard: 100 }) },
  lengthOf: (state) => Object.values(state.turnsBegun).reduce((total, turns) => total + turns, 0),
  measureEvent(event, _before, _after, record) {
    if (event.type !== 'attack-resolved') return;
    record('damage', event.damageTotal, event.attacker);
    record('armour', event.armorValue, event.attacker);
  },
});
