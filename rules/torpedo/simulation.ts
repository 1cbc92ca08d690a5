/**
 * Torpedo simulated: the designer edits who plays, the real-time mode, the field, the pieces'
 * dimensions and how many of each size a player has; the figures are where a player's final points
 * come from, size by size, and how many of their ships were sunk.
 */
import { defineSimulation, setupFromData } from '../simulation/simulation.ts';
import { heuristicTorpedoBot, randomTorpedoBot } from './bots.ts';
import { POINTS, SAMPLE_DIMENSIONS, SIZES } from './pieces.ts';
import { ruleset } from './ruleset.ts';
import { DEFAULT_FIELD, DEFAULT_PLAYERS, PIECES_PER_SIZE } from './setup.ts';

export const simulation = /* @__PURE__ */ defineSimulation({
  ruleset,
  title: 'Torpedo',
  sampleData: () => ({
    players: [...DEFAULT_PLAYERS],
    mode: 'free',
    field: { ...DEFAULT_FIELD },
    dims: structuredClone(SAMPLE_DIMENSIONS),
    perSize: PIECES_PER_SIZE,
  }),
  setup: (data, seed) => setupFromData(data, seed, ['players', 'mode', 'field', 'dims', 'perSize']),
  seatsOf: (state) => state.players,
  bots: { heuristic: heuristicTorpedoBot, random: randomTorpedoBot },
  // Pieces laid, crashed ones included: how crowded the table got is what a field or a piece size changes.
  length: { unit: 'placements', of: (state) => state.table.length + Object.values(state.dead).reduce((total, dead) => total + dead.length, 0) },
  figures: [
    ...SIZES.map((size) => ({ id: `points-${size}`, label: `points from ${size} ships`, per: 'player and game' })),
    { id: 'sunk', label: 'ships sunk, of their own', per: 'player and game' },
  ],
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
