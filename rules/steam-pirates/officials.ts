/**
 * The ten Officials (steam-pirates/officials.*). Their abilities are the rulebook's, read from its
 * scrambled card texts and its FAQ (see the rule map for how we unscrambled them); their bribe tables
 * and victory points are SAMPLE DATA of ours, since the board that prints them is not in the text.
 * The one fact we keep: bribing the Merchant first costs 2 Gold and scores 2 VP (Brian's example).
 */

export type Faction = 'syndicate' | 'british';

export const OFFICIAL_IDS = ['barkeep', 'smuggler', 'charter', 'captain', 'pirate-queen', 'port-master', 'merchant', 'judge', 'commodore', 'governor'] as const;

export type OfficialId = (typeof OFFICIAL_IDS)[number];

export interface Official {
  id: OfficialId;
  name: string;
  faction: Faction;
  /** The Gold each space of the official's bribe table costs, cheapest (leftmost) first. */
  bribeCosts: readonly number[];
  /** Victory points for bribing the official. */
  vp: number;
}

/** Official cards, by id: the sample bribe tables (four spaces, one for each pirate of a full table). */
export const OFFICIALS: Readonly<Record<OfficialId, Official>> = {
  barkeep: { id: 'barkeep', name: 'Barkeep', faction: 'syndicate', bribeCosts: [1, 2, 3, 4], vp: 1 },
  smuggler: { id: 'smuggler', name: 'Smuggler', faction: 'syndicate', bribeCosts: [2, 3, 4, 5], vp: 2 },
  charter: { id: 'charter', name: 'Charter', faction: 'syndicate', bribeCosts: [2, 3, 4, 5], vp: 2 },
  captain: { id: 'captain', name: 'Captain', faction: 'syndicate', bribeCosts: [3, 4, 5, 6], vp: 3 },
  'pirate-queen': { id: 'pirate-queen', name: 'Pirate Queen', faction: 'syndicate', bribeCosts: [4, 5, 6, 7], vp: 4 },
  'port-master': { id: 'port-master', name: 'Port Master', faction: 'british', bribeCosts: [4, 5, 6, 7], vp: 4 },
  merchant: { id: 'merchant', name: 'Merchant', faction: 'british', bribeCosts: [2, 3, 4, 5], vp: 2 },
  judge: { id: 'judge', name: 'Judge', faction: 'british', bribeCosts: [1, 2, 3, 4], vp: 1 },
  commodore: { id: 'commodore', name: 'Commodore', faction: 'british', bribeCosts: [3, 4, 5, 6], vp: 3 },
  governor: { id: 'governor', name: 'Governor', faction: 'british', bribeCosts: [1, 2, 3, 4], vp: 1 },
};

/** What each official does, in our words: the basic action (any pirate, from the display) and the bribed one. */
export const OFFICIAL_ABILITIES: Readonly<Record<OfficialId, { basic: string; bribed: string }>> = {
  barkeep: {
    basic: 'Bribe a Syndicate official on display for 1 Gold less (never under 1 Gold).',
    bribed: 'Bribe any official on display for 1 Gold less (never under 1 Gold).',
  },
  smuggler: {
    basic: 'Take a Profit action that ignores the Dreadnought’s blockade.',
    bribed: 'Take a Profit action that ignores both the blockade and the Flying Fortress’s embargo.',
  },
  charter: {
    basic: 'Establish a Trade House.',
    bribed: 'Establish a Trade House without putting a cube into the Notorious bag.',
  },
  captain: {
    basic: 'Move the Dreadnought up to 2 islands along her course, and put a cube on her side mission.',
    bribed: 'Move the Dreadnought up to 3 islands along her course, and put a cube on her side mission.',
  },
  'pirate-queen': {
    basic: 'Use the basic action of any other Syndicate official, on display or not.',
    bribed: 'Use the basic action of any other Syndicate official, then take one of your treasure map pieces from the board.',
  },
  'port-master': {
    basic: 'Pay 1 Gold, then use the basic action of any other British official, on display or not.',
    bribed: 'Use the basic action of any other British official, on display or not.',
  },
  merchant: {
    basic: 'Take a Profit action and gain 1 Gold more.',
    bribed: 'Take a Profit action, gain 1 Gold more, and ignore the Flying Fortress’s embargo.',
  },
  judge: {
    basic: 'Draw 2 cubes from the Notorious bag: give 1 back to its owner, return the other to the bag.',
    bribed: 'Draw 3 cubes from the Notorious bag: give 1 or 2 back to their owners, return the rest to the bag.',
  },
  commodore: {
    basic: 'Move the Flying Fortress 1 island along her course, and put a cube on her side mission.',
    bribed: 'Move the Flying Fortress up to 2 islands along her course, and put a cube on her side mission.',
  },
  governor: {
    basic: 'Discard the Governor from the display (and refill it).',
    bribed: 'Discard any official from the display (and refill it), and gain 2 Gold.',
  },
};

export function isOfficialId(value: unknown): value is OfficialId {
  return typeof value === 'string' && (OFFICIAL_IDS as readonly string[]).includes(value);
}
