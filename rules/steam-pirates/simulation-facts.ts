/**
 * What a page needs to know of Steam Pirates' simulation: the data a designer edits (pirates, map,
 * Haven, officials, revenue, action die, events, goals), its setup, the bots' names and the
 * figures (see simulation.ts).
 */
import { BOTS_WITH_SEARCH, defineFacts, setupFromData } from '../simulation/simulation.ts';
import { SAMPLE_EVENTS } from './events.ts';
import { SAMPLE_GOALS } from './goals.ts';
import { OFFICIAL_IDS, OFFICIALS } from './officials.ts';
import { SAMPLE_MAP } from './sample-map.ts';
import { SAMPLE_ACTION_DIE, SAMPLE_REVENUE } from './tables.ts';
import { DEFAULT_PLAYERS, initialState } from './setup.ts';

export const simulationFacts = /* @__PURE__ */ defineFacts({
  game: 'steam-pirates',
  title: 'Steam Pirates',
  initialState,
  sampleData: () => ({
    players: [...DEFAULT_PLAYERS],
    map: structuredClone(SAMPLE_MAP),
    haven: 'haven',
    // Only the bribe table and the VP are a designer's to change; name and faction stay the card's.
    officials: Object.fromEntries(OFFICIAL_IDS.map((id) => [id, { bribeCosts: [...OFFICIALS[id].bribeCosts], vp: OFFICIALS[id].vp }])),
    revenue: structuredClone(SAMPLE_REVENUE),
    actionDie: [...SAMPLE_ACTION_DIE],
    events: structuredClone(SAMPLE_EVENTS),
    goals: structuredClone(SAMPLE_GOALS),
  }),
  setup: (data, seed) => setupFromData(data, seed, ['players', 'map', 'haven', 'officials', 'revenue', 'actionDie', 'events', 'goals']),
  seatsOf: (state) => state.players,
  botNames: BOTS_WITH_SEARCH,
  lengthUnit: 'rounds',
  figures: [
    { id: 'gold', label: 'gold per season', per: 'pirate and season' },
    { id: 'vp', label: 'final victory points', per: 'pirate and game' },
  ],
});
