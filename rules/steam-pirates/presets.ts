/**
 * The rulebook's worked examples staged as whole games: a setup whose `stage` puts the pieces where
 * the example starts (on our sample map), and the opening commands up to the moment the reader
 * takes over (none: each example starts at the decision it shows).
 */
import type { SteamPiratesCommand } from './model.ts';
import type { SteamPiratesSetup } from './setup.ts';

export interface GamePreset {
  name: GamePresetName;
  title: string;
  description: string;
  /** What the reader can try from where the example starts. */
  try: string;
  setup: SteamPiratesSetup;
  opening: readonly SteamPiratesCommand[];
}

export const GAME_PRESET_NAMES = ['sailing-101', 'bribe-the-merchant', 'establish-at-lumen', 'embargo-profit', 'commodore-example', 'mission-arrival', 'final-turn'] as const;
export type GamePresetName = (typeof GAME_PRESET_NAMES)[number];

export const GAME_PRESETS: readonly GamePreset[] = [
  {
    name: 'sailing-101',
    title: 'Sailing 101: Carol sets out from Tinguard',
    description: 'Carol\'s frigate is harboured at Tinguard and the wind blows West. The link from Tinguard to Rose Castle points West, so a sail that starts that way costs 1 Gold less.',
    try: 'Sail Tinguard → Rose Castle → Onyx: 2 islands for 1 Gold. Or sail to Zephyr (against the wind, 1 Gold) and see Carol anchor there.',
    setup: { seed: 11, players: ['carol', 'amber'], firstPlayer: 'carol', stage: { wind: 'W', pirates: { carol: { at: 'tinguard' } }, flagships: { dreadnought: { at: 'cobalt' }, fortress: { at: 'erindelle' } } } },
    opening: [],
  },
  {
    name: 'bribe-the-merchant',
    title: 'Brian bribes the Merchant',
    description: 'Brian has an Official die to use and the Merchant is on display. The Merchant\'s bribe table starts at 2 Gold, and bribing him scores 2 VP.',
    try: 'Bribe the Merchant: Brian pays 2 Gold, places his token, scores 2 VP, and a new official takes the Merchant\'s place on display.',
    setup: { seed: 12, players: ['brian', 'amber'], firstPlayer: 'brian', stage: { dice: ['official', 'profit', 'establish', 'official', 'profit', 'wild', 'official'], display: ['merchant', 'judge', 'barkeep', 'captain'] } },
    opening: [],
  },
  {
    name: 'establish-at-lumen',
    title: 'Amber establishes a Trade House at Lumen',
    description: 'Amber\'s frigate has just anchored at Lumen, a Rum island where a Trade House costs 4 Gold.',
    try: 'Use the Establish die: Amber pays 4 Gold, builds a Rum house, takes her anchor back and puts one of her cubes into the Notorious bag.',
    setup: { seed: 13, players: ['amber', 'brian'], firstPlayer: 'amber', stage: { dice: ['establish', 'profit', 'official', 'profit', 'official', 'establish', 'wild'], pirates: { amber: { at: 'lumen', connected: ['haven', 'lumen'] } }, flagships: { dreadnought: { at: 'cobalt' }, fortress: { at: 'erindelle' } } } },
    opening: [],
  },
  {
    name: 'embargo-profit',
    title: 'Amber takes a Profit under the Flying Fortress\'s embargo',
    description: 'In the second season Amber has 2 Coal houses (3 Coal islands connected: 2 Gold each), 2 Firearms houses (5 Firearms islands: 3 Gold each) and 2 Rum houses; the Flying Fortress is harboured at Lumen, a Rum island.',
    try: 'Take the Profit action: 13 Gold, 3 for the season, 4 from Coal, 6 from Firearms, and nothing from Rum while the embargo holds.',
    setup: {
      seed: 14,
      players: ['amber', 'brian'],
      firstPlayer: 'amber',
      stage: {
        season: 2,
        dice: ['profit', 'official', 'establish', 'official', 'profit', 'wild', 'official'],
        flagships: { fortress: { at: 'lumen' }, dreadnought: { at: 'cobalt' } },
        pirates: {
          amber: {
            gold: 3,
            at: 'tinguard',
            connected: ['haven', 'mistral', 'stratos', 'lumen', 'gale', 'onyx', 'tinguard', 'halcyon', 'concona', 'brassport'],
            houses: ['haven', 'mistral', 'lumen', 'gale', 'tinguard', 'concona'],
          },
        },
      },
    },
    opening: [],
  },
  {
    name: 'commodore-example',
    title: 'Brian sends the Flying Fortress on with the Commodore',
    description: 'In the second season Brian, who bribed the Commodore earlier, has an Official die. The Flying Fortress is at Felle, a Coal island, bound for Erindelle.',
    try: 'Use the bribed Commodore to move the Fortress 2 islands: she reaches Concona, the embargo turns from Coal to Firearms, and Brian puts a cube on her mission for 1 VP and 3 Gold.',
    setup: {
      seed: 15,
      players: ['brian', 'amber'],
      firstPlayer: 'brian',
      stage: {
        season: 2,
        event: 'wonder-boy-royal-kitty',
        dice: ['official', 'profit', 'establish', 'profit', 'official', 'wild', 'profit'],
        display: ['merchant', 'judge', 'barkeep', 'governor'],
        flagships: { fortress: { at: 'felle', destination: 'erindelle' } },
        pirates: { brian: { bribed: ['commodore'], vp: 3 } },
      },
    },
    opening: [],
  },
  {
    name: 'mission-arrival',
    title: 'The Dreadnought reaches Iona',
    description: 'Brian and Amber have each put a cube on the Wonder Boy mission. The Dreadnought is one island from Iona, and one action die is left in the round.',
    try: 'Take the last turn (a Profit, say): in the refresh the Dreadnought sails on into Iona, and Brian and Amber, tied on her mission, split its 4 VP: 2 each.',
    setup: {
      seed: 16,
      players: ['amber', 'brian'],
      firstPlayer: 'amber',
      stage: {
        event: 'wonder-boy-royal-kitty',
        dice: ['profit'],
        flagships: { dreadnought: { at: 'halcyon', destination: 'iona', mission: ['brian', 'amber'] } },
      },
    },
    opening: [],
  },
  {
    name: 'final-turn',
    title: 'The last turn of the game',
    description: 'The third season\'s last round has one die left, and it is Amber\'s. Amber has 14 Gold, two map pieces and 5 Trade Houses; Brian has 21 Gold, three map pieces and 4 houses; both have scored 20 VP during the game. The goals in play are Explorer, Tycoon and Kingpin.',
    try: 'Take the Profit and watch the final scoring: Gold into VP (1 for every 4), the goals, the map pieces (3 VP for two, 5 for three), and the winner, ties broken by connected islands, then Gold.',
    setup: {
      seed: 17,
      players: ['amber', 'brian'],
      firstPlayer: 'amber',
      stage: {
        season: 3,
        round: 2,
        dice: ['profit'],
        flagships: { dreadnought: { at: 'cobalt' }, fortress: { at: 'erindelle' } },
        pirates: {
          amber: { gold: 14, vp: 20, maps: ['gull-key', 'caps-perch'], houses: ['haven', 'lumen', 'gale', 'mistral', 'onyx'], connected: ['haven', 'lumen', 'gale', 'mistral', 'onyx', 'rose-castle'] },
          brian: { gold: 21, vp: 20, maps: ['gull-key', 'caps-perch', 'driftstone'], houses: ['haven', 'tinguard', 'zephyr', 'nebula'], connected: ['haven', 'tinguard', 'zephyr', 'nebula', 'ventis'] },
        },
      },
    },
    opening: [],
  },
];

export function gamePreset(name: string): GamePreset | null {
  return GAME_PRESETS.find((preset) => preset.name === name) ?? null;
}
