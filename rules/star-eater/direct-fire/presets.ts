/**
 * The direct-fire widget's worked examples on the board: the rulebook's direct-fire examples (7.4
 * with its Figure 3 main cannon and Figure 12 arcs, 7.4.1's Figure 13 obstructions, 7.4.2's area of
 * radius two, 7.4.3's point defence). Every figure and card of the rulebook is lost, so each is our
 * reconstruction on the sample board, and says so.
 */
import type { Dir } from '../hex.ts';
import { DIRECT_FIRE_RULE as RULE, type DirectFireRuleId } from '../rule-ids.ts';
import type { ObstacleKind, TargetInput, Weapon } from './roll-setup.ts';

export const DIRECT_FIRE_PRESET_NAMES = ['main-cannon', 'obstruction', 'area', 'point-defence'] as const;
export type DirectFirePresetName = (typeof DIRECT_FIRE_PRESET_NAMES)[number];

/** An obstacle where the board counts: column 0–12 from the west, row 0–16 from the north. */
export interface ObstaclePlace {
  kind: ObstacleKind;
  column: number;
  row: number;
}

/** The weapon's place on the board, its range and the obstacles, as a preset gives them. */
export interface BoardPlaceInput {
  column: number;
  row: number;
  facing: Dir;
  range: number;
  obstacles?: readonly ObstaclePlace[];
}

export interface DirectFirePreset {
  name: DirectFirePresetName;
  title: string;
  description: string;
  /** The rule the example shows. */
  rule: DirectFireRuleId;
  weapon: Partial<Weapon>;
  board: BoardPlaceInput;
  targets: readonly TargetInput[];
}

const N: Dir = 0;

export const DIRECT_FIRE_PRESETS: readonly DirectFirePreset[] = [
  {
    name: 'main-cannon',
    title: 'A main cannon’s arc and range (Figure 3, reconstructed)',
    description:
      'The rulebook shows a main cannon card (its Figure 3) and the arcs of direct fire (Figure 12); both pictures are lost, so this cannon’s numbers are ours: accuracy 2, range 4. It faces north and may aim anywhere in the shaded 120° wedge up to 4 hexes away. Squadron 1 and the enemy’s bow are in it; the torpedo beside the cannon is outside its arc, and Squadron 2, six hexes ahead, is out of range.',
    rule: RULE.arcRange,
    weapon: { name: 'Main cannon', accuracy: 2 },
    board: { column: 6, row: 11, facing: N, range: 4 },
    targets: [
      { id: 'squadron-1', name: 'Squadron 1', kind: 'squadron', evasion: 2, column: 6, row: 8 },
      { id: 'bow', name: 'Enemy bow', kind: 'warship', evasion: 1, column: 8, row: 8 },
      { id: 'torpedo', name: 'Torpedo', kind: 'torpedo', evasion: 0, column: 3, row: 11 },
      { id: 'squadron-2', name: 'Squadron 2', kind: 'squadron', evasion: 1, column: 6, row: 5 },
    ],
  },
  {
    name: 'obstruction',
    title: 'Hidden behind an obstruction (Figure 13, reconstructed)',
    description:
      'The rulebook’s Figure 13 is lost; this is our reading of it. A projectile two hexes ahead hides the enemy’s bow straight behind it, and Squadron 1 hides the torpedo behind it: a target directly behind an obstruction cannot be aimed at. Squadron 1 itself, and Squadron 2 off to the side, can be.',
    rule: RULE.obstruction,
    weapon: { name: 'Main cannon', accuracy: 2 },
    board: { column: 6, row: 11, facing: N, range: 5, obstacles: [{ kind: 'projectile', column: 6, row: 9 }] },
    targets: [
      { id: 'bow', name: 'Enemy bow', kind: 'warship', evasion: 1, column: 6, row: 7 },
      { id: 'squadron-1', name: 'Squadron 1', kind: 'squadron', evasion: 2, column: 4, row: 9 },
      { id: 'torpedo', name: 'Torpedo', kind: 'torpedo', evasion: 0, column: 2, row: 8 },
      { id: 'squadron-2', name: 'Squadron 2', kind: 'squadron', evasion: 1, column: 8, row: 8 },
    ],
  },
  {
    name: 'area',
    title: 'An area of radius 2 (7.4.2, reconstructed)',
    description:
      'The rulebook’s example: “An AOE stat of two means that the weapon can target any location within range, as well as all targets within two hexes of that location.” This battery (accuracy 1, area 2, range 4) aims at a hex, empty or not, and rolls once against every target within two hexes of it. Aim at column 6, row 7 and the blast catches both squadrons and the torpedo, even Squadron 2, six hexes away, past the range.',
    rule: RULE.aoe,
    weapon: { name: 'Siege battery', accuracy: 1, aoe: 2 },
    board: { column: 6, row: 11, facing: N, range: 4 },
    targets: [
      { id: 'squadron-1', name: 'Squadron 1', kind: 'squadron', evasion: 2, column: 6, row: 7 },
      { id: 'torpedo', name: 'Torpedo', kind: 'torpedo', evasion: 0, column: 7, row: 8 },
      { id: 'squadron-2', name: 'Squadron 2', kind: 'squadron', evasion: 1, column: 6, row: 5 },
    ],
  },
  {
    name: 'point-defence',
    title: 'Point defence all round (7.4.3, reconstructed)',
    description:
      'A point-defence turret (accuracy 2, range 3) on its own warship’s core. It aims in any direction, and its own hull (marked Own) does not block it: it can reach the squadron past its own bow and the torpedo past its stern. It cannot target the enemy’s hull section at all, and the projectile still hides the squadron behind it.',
    rule: RULE.pointDefence,
    weapon: { name: 'Point defence', accuracy: 2, pointDefence: true },
    board: {
      column: 6,
      row: 9,
      facing: N,
      range: 3,
      obstacles: [
        { kind: 'own-hull', column: 6, row: 8 },
        { kind: 'own-hull', column: 5, row: 8 },
        { kind: 'own-hull', column: 7, row: 8 },
        { kind: 'own-hull', column: 6, row: 10 },
        { kind: 'projectile', column: 4, row: 9 },
      ],
    },
    targets: [
      { id: 'squadron-1', name: 'Squadron 1', kind: 'squadron', evasion: 2, column: 6, row: 6 },
      { id: 'torpedo', name: 'Torpedo', kind: 'torpedo', evasion: 1, column: 6, row: 12 },
      { id: 'hull', name: 'Enemy hull section', kind: 'warship', evasion: 0, column: 8, row: 9 },
      { id: 'squadron-2', name: 'Squadron 2', kind: 'squadron', evasion: 1, column: 3, row: 9 },
    ],
  },
];

/** The preset of that name (any case, spaces trimmed), if there is one. */
export function directFirePresetNamed(name: string): DirectFirePreset | undefined {
  const wanted = name.trim().toLowerCase();
  return DIRECT_FIRE_PRESETS.find((preset) => preset.name === wanted);
}
