/**
 * The collision lab's worked examples: two warships (A and B) and any small tokens on the sample
 * board, each a case of the collision rules (6.2.3) on the Momentum docs page. The rulebook has no
 * worked example of a collision; these are ours.
 */
import type { Dir } from '../hex.ts';
import type { MomentumMat } from '../momentum.ts';
import { LAB_RULE as RULE, type RuleId } from '../rule-ids.ts';

export const COLLISION_PRESET_NAMES = ['head-on', 'stopped', 'edge', 'projectile'] as const;
export type CollisionPresetName = (typeof COLLISION_PRESET_NAMES)[number];

/** A warship of the lab: where it stands, as the board counts, and its mat. */
export interface ShipPlace {
  column: number;
  row: number;
  facing: Dir;
  mat: MomentumMat;
}

export type SmallTokenKind = 'projectile' | 'torpedo' | 'squadron';

/** A small token on the board: what it is, where, and the damage it deals to a hull that runs it over. */
export interface TokenPlace {
  kind: SmallTokenKind;
  column: number;
  row: number;
  damage: number;
}

export interface CollisionPreset {
  name: CollisionPresetName;
  title: string;
  description: string;
  /** The rule the example shows. */
  rule: RuleId;
  a: ShipPlace;
  b: ShipPlace;
  tokens: TokenPlace[];
}

const N = 0;
const NE = 1;
const SE = 2;
const S = 3;
const mat = (...linear: Dir[]): MomentumMat => ({ linear, rotational: [] });

export const COLLISION_PRESETS: readonly CollisionPreset[] = [
  {
    name: 'head-on',
    title: 'Head-on: both ships ram',
    description:
      'Ship A drifts N, ship B drifts S, bow to bow. Their first step leaves them overlapping on four hexes. Both moved, so both lose the token that moved them, each deals one damage to each of the other’s four sections in the overlap, and the step is undone.',
    rule: RULE.collisionWarship,
    a: { column: 6, row: 10, facing: N, mat: mat(N) },
    b: { column: 6, row: 7, facing: S, mat: mat(S) },
    tokens: [],
  },
  {
    name: 'stopped',
    title: 'Ramming a ship that has stopped',
    description:
      'Ship A has three N tokens; ship B one SE token, which it plays in the first step and then stops. At the second step A runs into B’s stern: only A was moving, so only A loses a token, and only B takes damage. The third step does it again.',
    rule: RULE.collisionWarship,
    a: { column: 6, row: 13, facing: N, mat: mat(N, N, N) },
    b: { column: 6, row: 9, facing: NE, mat: mat(SE) },
    tokens: [],
  },
  {
    name: 'edge',
    title: 'Scraping the edge',
    description:
      'Ship A, by the east edge, plays NE, N, N. The NE step takes its starboard section off the board: the starboard takes one damage, the NE token comes off the mat and the step is undone; its two N tokens still play out. Ship B drifts S meanwhile, in lock-step.',
    rule: RULE.collisionEdge,
    a: { column: 11, row: 9, facing: N, mat: mat(NE, N, N) },
    b: { column: 4, row: 6, facing: S, mat: mat(S, S) },
    tokens: [],
  },
  {
    name: 'projectile',
    title: 'Running over a projectile',
    description:
      'A projectile (3 damage) lies two hexes ahead of ship A’s bow, and A drifts N, N. The second step takes the bow over it: the projectile is destroyed, deals its 3 damage to the bow, and the step is undone; A keeps its N token, so next round it moves on.',
    rule: RULE.collisionToken,
    a: { column: 6, row: 12, facing: N, mat: mat(N, N) },
    b: { column: 3, row: 5, facing: SE, mat: mat(SE) },
    tokens: [{ kind: 'projectile', column: 6, row: 9, damage: 3 }],
  },
];

export function collisionPresetNamed(name: string): CollisionPreset | undefined {
  return COLLISION_PRESETS.find((preset) => preset.name === name);
}
