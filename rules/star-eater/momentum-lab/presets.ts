/**
 * The momentum lab's worked examples: the Momentum docs page's examples, each a ship on the sample
 * board with a mat and this round's engine setting. The rulebook's own examples lost their icons;
 * the cancel and modify ones are our reconstructions (recorded in the rule map).
 */
import type { Dir } from '../hex.ts';
import type { MomentumMat, ThrustSetting } from '../momentum.ts';
import { LAB_RULE as RULE, type RuleId } from '../rule-ids.ts';

export const MOMENTUM_PRESET_NAMES = ['cancel', 'modify', 'full-mat', 'edge', 'double-thrust'] as const;
export type MomentumPresetName = (typeof MOMENTUM_PRESET_NAMES)[number];

export interface MomentumPreset {
  name: MomentumPresetName;
  title: string;
  description: string;
  /** The rule the example shows. */
  rule: RuleId;
  place: { column: number; row: number; facing: Dir };
  mat: MomentumMat;
  engine: ThrustSetting;
}

const N = 0;
const NE = 1;
const S = 3;

export const MOMENTUM_PRESETS: readonly MomentumPreset[] = [
  {
    name: 'cancel',
    title: 'Cancelling: N, NE, N and a thrust S',
    description:
      'The ship carries N, NE, N and its engine thrusts S, opposite N. Two tokens could be cancelled; only the last one placed goes, and nothing comes after it to close up. The mat reads N, NE. (The rulebook’s example lost its icons; this is our reconstruction.)',
    rule: RULE.momentumCancel,
    place: { column: 6, row: 11, facing: N },
    mat: { linear: [N, NE, N], rotational: [] },
    engine: S,
  },
  {
    name: 'modify',
    title: 'Turning: N, NE, N and a thrust SE',
    description:
      'The ship carries N, NE, N and its engine thrusts SE, two hex sides from N. Instead of adding a token, the thrust turns the last N one side towards it, to NE: the mat reads N, NE, NE and the ship drifts further east. (Our reconstruction of the rulebook’s lost example.)',
    rule: RULE.momentumModify,
    place: { column: 4, row: 11, facing: N },
    mat: { linear: [N, NE, N], rotational: [] },
    engine: 2,
  },
  {
    name: 'full-mat',
    title: 'A full mat: 4 N and 2 clockwise',
    description:
      'Four linear tokens and two rotations: the mat is full. The engine’s N thrust would add a fifth linear token, so it is ignored. A thrust S would still cancel one, and SE or SW would still turn one: a full ship can always slow down or change course. Each round it moves four hexes north and turns twice.',
    rule: RULE.momentumLimits,
    place: { column: 6, row: 14, facing: N },
    mat: { linear: [N, N, N, N], rotational: ['cw', 'cw'] },
    engine: N,
  },
  {
    name: 'edge',
    title: 'Drifting into the edge',
    description:
      'Two hexes from the top of the board with two N tokens: the first step is fine, the second takes the bow, port and starboard sections off the board. Each takes one damage, the token that made the step comes off the mat and the step is undone. Next round the last N token does the same.',
    rule: RULE.collisionEdge,
    place: { column: 6, row: 2, facing: N },
    mat: { linear: [N, N], rotational: [] },
    engine: 'none',
  },
  {
    name: 'double-thrust',
    title: 'A double thrust facing S',
    description:
      'The ship faces S and drifts N. A double thrust is two thrusts the way the ship faces: the first, S, cancels the N token; the second finds nothing to cancel or turn and adds an S token. The ship now drifts the way it faces.',
    rule: RULE.momentumEngine,
    place: { column: 6, row: 6, facing: S },
    mat: { linear: [N], rotational: [] },
    engine: 'double',
  },
];

export function momentumPresetNamed(name: string): MomentumPreset | undefined {
  return MOMENTUM_PRESETS.find((preset) => preset.name === name);
}
