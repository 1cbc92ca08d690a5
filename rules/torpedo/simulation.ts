/**
 * Torpedo simulated: the designer edits who plays, the real-time mode, the field, the pieces'
 * dimensions and how many of each size a player has; the figures are where a player's final points
 * come from, size by size, and how many of their ships were sunk.
 */
import { defineSimulation } from '../simulation/simulation.ts';
import { simulationFacts } from './simulation-facts.ts';
import { heuristicTorpedoBot, randomTorpedoBot } from './bots.ts';
import { POINTS, SIZES } from './pieces.ts';
import { ruleset } from './ruleset.ts';
import { SEARCH_PLAYOUTS } from './search-budget.ts';

export const simulation = /* @__PURE__ */ defineSimulation({
  facts: simulationFacts,
  ruleset,
  bots: { heuristic: heuristicTorpedoBot, random: randomTorpedoBot },
  search: { playouts: SEARCH_PLAYOUTS },
  // Pieces laid, crashed ones included: how crowded the table got is what a field or a piece size changes.
  lengthOf: (state) => state.table.length + Object.values(state.dead).reduce((total, dead) => total + dead.length, 0),
  measureEnd(state, record) {
    // The final scores, split by size: which pieces a design makes worth playing.
    for (const score of state.scores ?? []) {
      for (const size of SIZES) record(`points-${size}`, score.afloat[size] * POINTS[size], score.player);
    }
    for (const player of state.players) {
      record('sunk', state.table.filter((piece) => piece.owner === player && state.sunk.includes(piece.id)).length, player);
    }
  },
});
