/**
 * The torpedo lab's worked examples: the three cases the Torpedoes docs page draws (its stand-ins
 * for the rulebook's lost figures 10 and 11), each a torpedo and an enemy warship on the sample
 * board. Every torpedo starts low on the board facing N.
 */
import type { BoardPlace } from '../lab-setup.ts';
import { LAB_RULE as RULE, type RuleId } from '../rule-ids.ts';

export type { BoardPlace } from '../lab-setup.ts';

export const TORPEDO_PRESET_NAMES = ['homing', 'adjustment', 'straight-hit'] as const;
export type TorpedoPresetName = (typeof TORPEDO_PRESET_NAMES)[number];

export interface TorpedoPreset {
  name: TorpedoPresetName;
  title: string;
  description: string;
  /** The rule the example shows. */
  rule: RuleId;
  torpedo: BoardPlace;
  speed: number;
  target: BoardPlace;
}

const N = 0;
const S = 3;
const SW = 4;

export const TORPEDO_PRESETS: readonly TorpedoPreset[] = [
  {
    name: 'homing',
    title: 'Homing: two turns, then the bow',
    description:
      'The enemy lies to the torpedo’s upper right, its bow pointing back across the torpedo’s path. The torpedo flies straight until a section of the ship lies on its forward-right ray, turns right, then turns left the moment another section lies on its forward-left ray, and strikes the bow.',
    rule: RULE.torpedoHoming,
    torpedo: { column: 6, row: 12, facing: N },
    speed: 4,
    target: { column: 9, row: 8, facing: SW },
  },
  {
    name: 'adjustment',
    title: 'The end-of-move adjustment',
    description:
      'Speed 3 is not enough to reach the ship. At the end of its move the torpedo looks at the ship’s centre: not straight ahead, but within two hexes of its forward-right ray, so it turns right, ready for its next turn. Press Play the turn again to see it strike.',
    rule: RULE.torpedoAdjust,
    torpedo: { column: 6, row: 12, facing: N },
    speed: 3,
    target: { column: 8, row: 6, facing: S },
  },
  {
    name: 'straight-hit',
    title: 'Straight into the bow',
    description:
      'The enemy is straight ahead, its bow towards the torpedo. Nothing of it lies on a side ray, so the torpedo never turns: it flies straight into the bow, which takes its damage, and goes back to its owner.',
    rule: RULE.torpedoHit,
    torpedo: { column: 6, row: 12, facing: N },
    speed: 4,
    target: { column: 6, row: 7, facing: S },
  },
];

export function torpedoPresetNamed(name: string): TorpedoPreset | undefined {
  return TORPEDO_PRESETS.find((preset) => preset.name === name);
}
