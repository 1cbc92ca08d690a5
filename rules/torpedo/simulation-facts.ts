/**
 * What a page needs to know of Torpedo's simulation: the data a designer edits (players, mode,
 * field, the pieces' dimensions, pieces per size), its setup, the bots' names and the figures (see
 * simulation.ts).
 */
import { BOTS_WITH_SEARCH, defineFacts, setupFromData } from '../simulation/simulation.ts';
import { SAMPLE_DIMENSIONS, SIZES } from './pieces.ts';
import { DEFAULT_FIELD, DEFAULT_PLAYERS, initialState, PIECES_PER_SIZE } from './setup.ts';

export const simulationFacts = /* @__PURE__ */ defineFacts({
  game: 'torpedo',
  title: 'Torpedo',
  initialState,
  sampleData: () => ({
    players: [...DEFAULT_PLAYERS],
    mode: 'free',
    field: { ...DEFAULT_FIELD },
    dims: structuredClone(SAMPLE_DIMENSIONS),
    perSize: PIECES_PER_SIZE,
  }),
  setup: (data, seed) => setupFromData(data, seed, ['players', 'mode', 'field', 'dims', 'perSize']),
  seatsOf: (state) => state.players,
  botNames: BOTS_WITH_SEARCH,
  lengthUnit: 'placements',
  figures: [
    ...SIZES.map((size) => ({ id: `points-${size}`, label: `points from ${size} ships`, per: 'player and game' })),
    { id: 'sunk', label: 'ships sunk, of their own', per: 'player and game' },
  ],
});
