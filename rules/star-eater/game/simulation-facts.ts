/**
 * What a page needs to know of Star Eater's simulation: the data a designer edits (both factions'
 * kits, the round limit), its setup, the bots' names and the figures (see simulation.ts).
 */
import { SAMPLE_FACTIONS } from '../factions.ts';
import { BOTS_WITH_SEARCH, defineFacts, setupFromData } from '../../simulation/simulation.ts';
import { initialState } from './setup.ts';

/**
 * The sample's round limit, the one bench/star-eater/whole-games.ts plays. Without one, nothing ends a game but
 * a destroyed warship, and two ships that keep missing each other drift on (random bots went 25
 * rounds on average, 44 at most, in our trials). With ten, a heuristic-against-random game is about
 * fifty commands and 30 ms, so a run of 10,000 games takes some five minutes on one thread.
 */
export const SAMPLE_ROUND_LIMIT = 10;

export const simulationFacts = /* @__PURE__ */ defineFacts({
  game: 'star-eater',
  title: 'Star Eater',
  initialState,
  sampleData: () => ({
    factions: structuredClone(SAMPLE_FACTIONS),
    roundLimit: SAMPLE_ROUND_LIMIT,
  }),
  setup: (data, seed) => setupFromData(data, seed, ['factions', 'roundLimit']),
  seatsOf: (state) => state.players,
  botNames: BOTS_WITH_SEARCH,
  lengthUnit: 'rounds',
  figures: [
    { id: 'damage', label: 'damage per hit on the enemy warship', per: 'hit' },
    { id: 'hull', label: 'armour and structure left at the end', per: 'player and game' },
  ],
});
