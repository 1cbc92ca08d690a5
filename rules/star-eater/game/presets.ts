/**
 * The rulebook's worked examples staged in a whole game: the sample loadouts, Lamais holding the
 * initiative, and the opening commands that lead to the moment the example describes. Every
 * position is reached by playing legal commands, so a preset can never show a state the rules
 * would not allow. The rulebook's figures are lost, so the positions are ours (each said so on
 * its docs page); the numbers of the laser and collision examples are the rulebook's own.
 */
import type { PlayerId } from '../../engine/index.ts';
import type { Hex } from '../hex.ts';
import type { CommitmentCard, StarEaterCommand } from './model.ts';
import { SAMPLE_LOADOUTS } from './sample-loadouts.ts';
import type { StarEaterSetup } from './setup.ts';
import type { ThrustSetting } from '../momentum.ts';

export interface StarEaterGamePreset {
  name: StarEaterGamePresetName;
  title: string;
  description: string;
  /** What the reader can try from where the opening stops. */
  try: string;
  setup: StarEaterSetup;
  opening: readonly StarEaterCommand[];
}

export const STAR_EATER_GAME_PRESET_NAMES = ['launch-and-fly', 'head-on', 'laser-through-two', 'torpedo-run'] as const;
export type StarEaterGamePresetName = (typeof STAR_EATER_GAME_PRESET_NAMES)[number];

const SETUP: StarEaterSetup = { seed: 1, initiative: 'lamais', loadouts: SAMPLE_LOADOUTS };

function order(player: PlayerId, engine: ThrustSetting, cards: [CommitmentCard, CommitmentCard]): StarEaterCommand {
  return { type: 'commit', player, engine, cards };
}

function pass(player: PlayerId): StarEaterCommand {
  return { type: 'pass', player };
}

function vent(player: PlayerId, card: string): StarEaterCommand {
  return { type: 'vent', player, card };
}

function fly(player: PlayerId, squadron: string, path: Hex[], launch?: Hex): StarEaterCommand {
  return launch === undefined ? { type: 'fly', player, squadron, path } : { type: 'fly', player, squadron, path, launch };
}

export const STAR_EATER_GAME_PRESETS: readonly StarEaterGamePreset[] = [
  {
    name: 'launch-and-fly',
    title: 'Launch a squadron and fly it',
    description:
      'Round 1. Both captains played Launch squadron, so each may put one squadron on the board in this fighter phase. Lamais holds the initiative and activates first. Putting a squadron down beside a fighter bay is its first move.',
    try: 'Launch the Wasps (speed 4) beside the stern and fly them up to three more hexes: they end facing the way they last moved. Then FPA answers with one of its own, and the turns alternate until both pass.',
    setup: SETUP,
    opening: [order('lamais', 'none', ['launch', 'vent-coolant']), order('fpa', 'none', ['launch', 'vent-coolant'])],
  },
  {
    name: 'head-on',
    title: 'Head-on: two warships on a collision course',
    description:
      "In round 1 both captains fired their mains and burned their engines at double thrust. The Lance Laser took 3 off FPA's bow and the Rail Cannon's slug all 4 of Lamais's bow armour. Each ship now carries two tokens straight at the other, with three hexes between their bows.",
    try: "Leave both engines off: the ships step forward together, then overlap on the second step, so each removes that token and deals 1 damage at each overlapping section (Lamais's bare bow passes it to the structure), and the step is undone. Or give Lamais a southward thrust: it cancels one token, Lamais stops after one step, and the ships end bow to bow without touching.",
    setup: SETUP,
    opening: [order('lamais', 'double', ['fire-main', 'launch']), order('fpa', 'double', ['fire-main', 'launch']), pass('lamais'), pass('fpa')],
  },
  {
    name: 'laser-through-two',
    title: 'A laser through two squadrons',
    description:
      "Round 3. Lamais has ordered Fire main: in the weapons phase its Lance Laser (damage 3, range 6) fires straight ahead, up column 6. FPA's Darts sit in that line and its Strikers one hex beside it. Lamais has passed in the fighter phase; FPA is to activate.",
    try: "As FPA, fly the Strikers one hex into column 6, then pass: the beam destroys the Darts and the Strikers and reaches FPA's bow with 3 − 2 = 1 damage, the rulebook's own example. Or fly the Darts out of the line and see all 3 land.",
    setup: SETUP,
    opening: [
      order('lamais', 0, ['vent-coolant', 'launch']),
      order('fpa', 'none', ['vent-coolant', 'launch']),
      pass('lamais'),
      fly('fpa', 'fpa-darts', [{ q: 4, r: 2 }, { q: 5, r: 2 }, { q: 6, r: 2 }, { q: 6, r: 3 }], { q: 4, r: 1 }),
      order('lamais', 'none', ['vent-coolant', 'launch']),
      order('fpa', 'none', ['vent-coolant', 'launch']),
      // The Launch Rails cool down after each launch: venting clears them to launch again.
      vent('fpa', 'fpa-launch-rails'),
      fly('fpa', 'fpa-strikers', [{ q: 4, r: 2 }, { q: 5, r: 2 }], { q: 4, r: 1 }),
      pass('lamais'),
      pass('fpa'),
      order('lamais', 'none', ['fire-main', 'vent-coolant']),
      order('fpa', 'none', ['vent-coolant', 'launch']),
      vent('fpa', 'fpa-launch-rails'),
    ],
  },
  {
    name: 'torpedo-run',
    title: 'Torpedoes homing in',
    description:
      'In round 1 FPA fired both Torpedo Tubes broadsides while Lamais crept north. Two torpedoes (speed 2, damage 3) are on their way down the board, one either side of Lamais’s line; each turns towards a hull section in its forward wedge as it flies.',
    try: "Give the round's orders and watch the weapons phase: each torpedo moves two hexes, turning towards its target. Order Defence stations to shoot at one with Lamais's point defence, or thrust sideways to slip out of their wedges.",
    setup: SETUP,
    opening: [order('lamais', 0, ['vent-coolant', 'launch']), order('fpa', 3, ['port-broadside', 'starboard-broadside']), pass('lamais')],
  },
];

export function starEaterGamePreset(name: string): StarEaterGamePreset | null {
  return STAR_EATER_GAME_PRESETS.find((preset) => preset.name === name) ?? null;
}
