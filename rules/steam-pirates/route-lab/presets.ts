/**
 * Flagship moves worth showing, once, for the tests, the `<steam-pirates-flagship-route>` widget
 * and the docs page: the rulebook's Commodore example, the Wonder Boy mission under winds that
 * decide it differently, a tie only the wind die breaks, and a small map of ours where a treasure
 * island would shorten the route if flagships could pass it.
 */
import type { Bearing } from '../compass.ts';
import type { Flagship } from '../events.ts';
import type { RouteGraph } from '../flagships.ts';
import { RULE, type RuleId } from '../rule-ids.ts';
import type { SkyMap } from '../sky-map.ts';

/** Where a flagship is and where its side mission sends it. */
export interface FlagshipVoyage {
  at: string;
  destination: string;
}

export interface FlagshipRoutePreset {
  name: string;
  title: string;
  /** What it shows, in a sentence or three. */
  description: string;
  /** The rule the example shows. */
  rule: RuleId;
  /** The flagship whose move is explained. */
  ship: Flagship;
  /** Both flagships: the one moving starts at its `at`. */
  flagships: Readonly<Record<Flagship, FlagshipVoyage>>;
  wind: Bearing;
  /** How many islands the move advances; left out, until arrival. */
  steps?: number;
  /** Wind-die faces already rolled, in order. */
  rolls?: readonly Bearing[];
  graph?: RouteGraph;
  /** A map of its own; left out, SAMPLE_MAP. */
  map?: SkyMap;
}

/** The first event card's missions (Wonder Boy and the Royal Kitty), where both flagships start. */
export const FIRST_CARD_VOYAGES: Readonly<Record<Flagship, FlagshipVoyage>> = {
  dreadnought: { at: 'zephyr', destination: 'iona' },
  fortress: { at: 'felle', destination: 'erindelle' },
};

/**
 * SAMPLE DATA of ours, a map of seven islands for one point: from Anvil to Beacon a ship passing
 * the Sandbar (a treasure island) needs 2 links, a flagship, which sails city islands only, needs
 * 3, north by Crag and Dunmore or south by Marrow and Quill (a tie a north wind breaks).
 */
export const SHOALS_MAP: SkyMap = {
  islands: [
    { id: 'anvil', name: 'Anvil', kind: 'city', x: 120, y: 350, good: 'coal', cost: 2 },
    { id: 'crag', name: 'Crag', kind: 'city', x: 330, y: 150, good: 'firearms', cost: 3 },
    { id: 'dunmore', name: 'Dunmore', kind: 'city', x: 670, y: 150, good: 'automatons', cost: 4 },
    { id: 'beacon', name: 'Beacon', kind: 'city', x: 880, y: 350, good: 'rum', cost: 3 },
    { id: 'marrow', name: 'Marrow', kind: 'city', x: 330, y: 560, good: 'rum', cost: 2 },
    { id: 'quill', name: 'Quill', kind: 'city', x: 670, y: 560, good: 'coal', cost: 3 },
    { id: 'sandbar', name: 'Sandbar', kind: 'treasure', x: 500, y: 370 },
  ],
  links: [
    ['anvil', 'crag'],
    ['crag', 'dunmore'],
    ['dunmore', 'beacon'],
    ['anvil', 'marrow'],
    ['marrow', 'quill'],
    ['quill', 'beacon'],
    ['anvil', 'sandbar'],
    ['sandbar', 'beacon'],
  ],
};

export const FLAGSHIP_ROUTE_PRESETS: readonly FlagshipRoutePreset[] = [
  {
    name: 'commodore',
    title: 'The Commodore moves the Flying Fortress',
    description:
      'The rulebook’s example: Brian bribes the Commodore, who moves the Flying Fortress 2 islands from Felle towards Erindelle. She harbours at Concona, so the embargo on Coal (Felle’s good) becomes one on Firearms (Concona’s). Felle’s only neighbour closer to Erindelle is Brassport, and Brassport’s is Concona: turn the wind, nothing changes.',
    rule: RULE.commodore,
    ship: 'fortress',
    flagships: FIRST_CARD_VOYAGES,
    wind: 'N',
    steps: 2,
  },
  {
    name: 'wonder-boy',
    title: 'Wonder Boy: Zephyr to Iona',
    description:
      'The first event card sends the Dreadnought from Zephyr to Iona. Tinguard and Nimbus are forced; at Nimbus, Sirocco (to the NE) and Halcyon (to the SE) are both one link from Iona, and the wind chooses: N, NE or NW picks Sirocco; SE, S or SW picks Halcyon; E or W leaves them tied for the wind die. Turn the wind to see each.',
    rule: RULE.route,
    ship: 'dreadnought',
    flagships: FIRST_CARD_VOYAGES,
    wind: 'N',
  },
  {
    name: 'wonder-boy-south',
    title: 'Wonder Boy under a South wind',
    description: 'The same mission with the wind arrow pointing South: at Nimbus, Halcyon (SE) is 45° off the arrow and Sirocco (NE) 135°, so the Dreadnought sails by Halcyon.',
    rule: RULE.windTie,
    ship: 'dreadnought',
    flagships: FIRST_CARD_VOYAGES,
    wind: 'S',
  },
  {
    name: 'wonder-boy-west',
    title: 'Wonder Boy, West wind: the die decides',
    description:
      'With the arrow pointing West, Sirocco and Halcyon are both 135° off it at Nimbus. The wind die shows East: 45° from both, still a tie, and it is rolled again. North is 45° from Sirocco and 135° from Halcyon: the Dreadnought sails by Sirocco.',
    rule: RULE.rollTie,
    ship: 'dreadnought',
    flagships: FIRST_CARD_VOYAGES,
    wind: 'W',
    rolls: ['E', 'N'],
  },
  {
    name: 'roll-tie',
    title: 'A tie the wind cannot break',
    description: 'Wonder Boy under an East wind: at Nimbus, Sirocco and Halcyon are both 45° off the arrow. The move waits for the wind die: roll it, or choose the face it shows.',
    rule: RULE.rollTie,
    ship: 'dreadnought',
    flagships: FIRST_CARD_VOYAGES,
    wind: 'E',
  },
  {
    name: 'treasure-shortcut',
    title: 'A treasure island in the way',
    description:
      'A small map of ours. From Anvil to Beacon the short way passes the Sandbar, a treasure island: 2 links. Flagships sail between city islands only, so the Dreadnought takes 3, by Crag and Dunmore (the north wind’s choice over Marrow and Quill). Switch the route to “every island” to see the way a frigate could go.',
    rule: RULE.route,
    ship: 'dreadnought',
    flagships: { dreadnought: { at: 'anvil', destination: 'beacon' }, fortress: { at: 'quill', destination: 'crag' } },
    wind: 'N',
    graph: 'city',
    map: SHOALS_MAP,
  },
];

export const FLAGSHIP_ROUTE_PRESET_NAMES: readonly string[] = FLAGSHIP_ROUTE_PRESETS.map((preset) => preset.name);
