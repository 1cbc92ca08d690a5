/**
 * Steam Torpedo simulated: the designer edits both submarines' tile sets (and whether the opening
 * swaps are played); the figures are what an attack does.
 */
import { defineSimulation, setupFromData } from '../simulation/simulation.ts';
import { heuristicBot, randomPlayer } from './bots.ts';
import { ruleset } from './ruleset.ts';
import { SAMPLE_TILES_PANZER_LA_ROCHELLE, SAMPLE_TILES_TALION } from './sample-tiles.ts';

export const simulation = /* @__PURE__ */ defineSimulation({
  ruleset,
  title: 'Steam Torpedo',
  sampleData: () => ({
    players: [
      { faction: 'panzer-la-rochelle', tiles: structuredClone(SAMPLE_TILES_PANZER_LA_ROCHELLE) },
      { faction: 'talion', tiles: structuredClone(SAMPLE_TILES_TALION) },
    ],
    skipSwap: false,
  }),
  setup: (data, seed) => setupFromData(data, seed, ['players', 'skipSwap']),
  seatsOf: (state) => state.players,
  bots: { heuristic: heuristicBot, random: randomPlayer },
  length: { unit: 'turns', of: (state) => Object.values(state.turnsBegun).reduce((total, turns) => total + turns, 0) },
  figures: [
    { id: 'damage', label: 'damage per attack', per: 'attack' },
    { id: 'armour', label: 'armour met per attack', per: 'attack' },
  ],
  measureEvent(event, _before, _after, record) {
    if (event.type !== 'attack-resolved') return;
    record('damage', event.damageTotal, event.attacker);
    record('armour', event.armorValue, event.attacker);
  },
});
