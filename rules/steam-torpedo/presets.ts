/**
 * The rulebook's worked examples as starting positions for the whole game: a setup with fixed
 * layouts, and the opening commands that lead to the moment the example describes. Every position
 * is reached by playing legal commands, so a preset can never show a state the rules would not allow.
 */
import { isOneOf, type PlayerId } from '../engine/index.ts';
import type { Cell, Column, Row } from './model.ts';
import type { SteamTorpedoCommand } from './messages.ts';
import type { SteamTorpedoSetup } from './setup.ts';

/** The players of the rulebook's examples: Bruno sails Panzer la Rochelle (south), Ludovic Talion (north). */
export const BRUNO: PlayerId = 'bruno';
export const LUDOVIC: PlayerId = 'ludovic';

export interface Layout {
  inner: string[];
  outer: string[];
}

/**
 * Bruno's Panzer la Rochelle. He sits south, so his port is the inner row and his fore the columns
 * 4 and 5: the Armored Turret, Armored Bow, Boiler Room and Heavy Torpedo Tube. His Steam Ram and
 * Boiler Room flank the bridge, so a sailor reaches each in one step.
 */
export const EXAMPLE_PANZER_LAYOUT: Layout = {
  inner: ['stern-mortar', 'broadside-battery', 'gas-projector', 'armored-turret', 'armored-bow'],
  outer: ['harpoon-gun', 'steam-ram', 'command-bridge', 'boiler-room', 'heavy-torpedo-tube'],
};

/**
 * Ludovic's Talion. The Gatling Gun (inner 5) has exactly two neighbours closer to the Helm: the
 * Long-range Sights (inner 4) and the Anti-propeller Chain (outer 4), as in the trigger example.
 */
export const EXAMPLE_TALION_LAYOUT: Layout = {
  inner: ['plated-keel', 'marksman-nest', 'lightning-coil', 'long-range-sights', 'gatling-gun'],
  outer: ['stern-torpedo-room', 'turbine-hall', 'helm', 'anti-propeller-chain', 'rocket-torpedo'],
};

/** Bruno (south, first) against Ludovic (north), in the example layouts, past the tile swaps. */
export const EXAMPLE_SETUP: SteamTorpedoSetup = {
  seed: 1,
  firstPlayer: BRUNO,
  skipSwap: true,
  players: [
    { id: BRUNO, faction: 'panzer-la-rochelle', layout: EXAMPLE_PANZER_LAYOUT },
    { id: LUDOVIC, faction: 'talion', layout: EXAMPLE_TALION_LAYOUT },
  ],
};

export const GAME_PRESET_NAMES = ['maneuver-example-1', 'maneuver-example-2', 'trigger-example'] as const;
export type GamePresetName = (typeof GAME_PRESET_NAMES)[number];

export interface GamePreset {
  name: GamePresetName;
  title: string;
  /** What the reader is invited to do from the position. */
  description: string;
  setup: SteamTorpedoSetup;
  /** Played in order from the setup; the example's moment comes after the last one. */
  opening: SteamTorpedoCommand[];
}

/* @__NO_SIDE_EFFECTS__ */ // builds data only: a bundle that uses none of it drops the call
function cellAt(layout: Layout, tileId: string): Cell {
  for (const row of ['inner', 'outer'] as const satisfies readonly Row[]) {
    const index = layout[row].indexOf(tileId);
    if (index !== -1) return { row, column: (index + 1) as Column };
  }
  throw new Error(`${tileId} is not in the layout.`);
}

const bruno = {
  breathe: (tile: string): SteamTorpedoCommand => ({ type: 'breathe', player: BRUNO, tile }),
  move: (crew: string, tile: string): SteamTorpedoCommand => ({ type: 'move-crew', player: BRUNO, crew, to: cellAt(EXAMPLE_PANZER_LAYOUT, tile) }),
  endTurn: (): SteamTorpedoCommand => ({ type: 'end-turn', player: BRUNO }),
};

const ludovic = {
  breathe: (tile: string): SteamTorpedoCommand => ({ type: 'breathe', player: LUDOVIC, tile }),
  move: (crew: string, tile: string): SteamTorpedoCommand => ({ type: 'move-crew', player: LUDOVIC, crew, to: cellAt(EXAMPLE_TALION_LAYOUT, tile) }),
  endTurn: (): SteamTorpedoCommand => ({ type: 'end-turn', player: LUDOVIC }),
};

/** Bruno's first turn: four crew in three engine compartments (two of them on the bridge), speed 3. */
const BRUNO_AT_SPEED_THREE: SteamTorpedoCommand[] = [
  bruno.breathe('stern-mortar'),
  bruno.move('sailor-1', 'steam-ram'),
  bruno.move('sailor-2', 'boiler-room'),
  bruno.move('sailor-3', 'broadside-battery'),
];

export const GAME_PRESETS: readonly GamePreset[] = [
  {
    name: 'maneuver-example-1',
    title: 'Maneuver example 1: moving both submarines',
    description:
      'Bruno has four crew in three engine compartments (two share the bridge and count once): speed 3. Start a maneuver, move Panzer la Rochelle two sectors and Talion one.',
    setup: EXAMPLE_SETUP,
    opening: BRUNO_AT_SPEED_THREE,
  },
  {
    name: 'maneuver-example-2',
    title: "Maneuver example 2: to Talion's other side",
    description:
      'Side by side in sector 3, Talion to the north. Start a maneuver, take Panzer la Rochelle out one sector and back on Talion\'s other side (two of the three points), and end the maneuver.',
    setup: EXAMPLE_SETUP,
    opening: BRUNO_AT_SPEED_THREE,
  },
  {
    name: 'trigger-example',
    title: 'Example of trigger: the Gatling Gun',
    description:
      'Ludovic\'s sailor 1 stands ready in the Gatling Gun, Bruno alongside. Trigger the gun: the sailor must step closer to the Helm, to the Long-range Sights or the Anti-propeller Chain, is exhausted, and then the gun fires.',
    setup: EXAMPLE_SETUP,
    // Ludovic walks sailor 1 to the Gatling Gun over his first two turns.
    opening: [
      bruno.breathe('stern-mortar'),
      bruno.endTurn(),
      ludovic.breathe('plated-keel'),
      ludovic.move('sailor-1', 'long-range-sights'),
      ludovic.endTurn(),
      bruno.breathe('stern-mortar'),
      bruno.endTurn(),
      ludovic.breathe('plated-keel'),
      ludovic.move('sailor-1', 'gatling-gun'),
      ludovic.endTurn(),
      bruno.breathe('broadside-battery'),
      bruno.endTurn(),
      ludovic.breathe('turbine-hall'),
    ],
  },
];

export function gamePreset(name: GamePresetName): GamePreset {
  const preset = GAME_PRESETS.find((candidate) => candidate.name === name);
  if (preset === undefined) throw new Error(`No game preset "${name}".`);
  return preset;
}

export function isGamePresetName(value: unknown): value is GamePresetName {
  return isOneOf(GAME_PRESET_NAMES, value);
}
