/**
 * What a page needs to know of Steam Torpedo's simulation: the data a designer edits (both
 * submarines' tiles, the opening swaps), its setup, the bots' names and the figures (see
 * simulation.ts).
 */
import { BOTS_WITH_SEARCH, defineFacts, setupFromData } from '../simulation/simulation.ts';
import { SAMPLE_TILES_PANZER_LA_ROCHELLE, SAMPLE_TILES_TALION } from './sample-tiles.ts';
import { initialState } from './setup.ts';

export const simulationFacts = /* @__PURE__ */ defineFacts({
  game: 'steam-torpedo',
  title: 'Steam Torpedo',
  initialState,
  sampleData: () => ({
    players: [
      { faction: 'panzer-la-rochelle', tiles: structuredClone(SAMPLE_TILES_PANZER_LA_ROCHELLE) },
      { faction: 'talion', tiles: structuredClone(SAMPLE_TILES_TALION) },
    ],
    skipSwap: false,
  }),
  setup: (data, seed) => setupFromData(data, seed, ['players', 'skipSwap']),
  seatsOf: (state) => state.players,
  botNames: BOTS_WITH_SEARCH,
  lengthUnit: 'turns',
  figures: [
    { id: 'damage', label: 'damage per attack', per: 'attack' },
    { id: 'armour', label: 'armour met per attack', per: 'attack' },
  ],
});
