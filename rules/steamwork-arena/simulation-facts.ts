/**
 * What a page needs to know of Steamwork Arena's simulation: the data a designer edits (players,
 * steamworks per player, templates, workshop specials), its setup, the bots' names and the figures
 * (see simulation.ts).
 */
import { BOTS_WITH_SEARCH, defineFacts, setupFromData } from '../simulation/simulation.ts';
import { DEFAULT_PLAYERS, initialState } from './setup.ts';
import { ALPHA_CORE, formatIcons, ZONES, type Template } from './templates.ts';

/** A template as a designer writes it in JSON: the core, and each zone in the rulebook's notation. */
function templateJson(template: Template): { core: string; zones: Record<string, string> } {
  return { core: template.core, zones: Object.fromEntries(ZONES.map((zone) => [zone, formatIcons(template.zones[zone])])) };
}

export const simulationFacts = /* @__PURE__ */ defineFacts({
  game: 'steamwork-arena',
  title: 'Steamwork Arena',
  initialState,
  sampleData: () => ({
    players: [...DEFAULT_PLAYERS],
    perPlayer: 1,
    templates: Object.fromEntries(DEFAULT_PLAYERS.map((player) => [player, templateJson(ALPHA_CORE)])),
    specials: [],
  }),
  setup: (data, seed) => setupFromData(data, seed, ['players', 'perPlayer', 'templates', 'specials']),
  seatsOf: (state) => state.seats,
  botNames: BOTS_WITH_SEARCH,
  lengthUnit: 'rounds',
  figures: [
    // A round, not a conflict: bids and shifts burn energy too, and the round is when ENERGIZE refills it.
    { id: 'energy', label: 'energy spent per round', per: 'player and round' },
    { id: 'damage', label: 'pending damage per attack', per: 'attack' },
  ],
});
