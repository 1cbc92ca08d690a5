/**
 * The momentum mat and the engine card (rulebook 6.2, 6.2.1): what one round's thrust does to the
 * tokens a warship carries. Pinned by issue 11, so the momentum widget, the game and the bots agree.
 */
import { RuleViolation, describeValue } from '../engine/index.ts';
import { DIR_NAMES, isDir, opposite, turn, type Dir } from './hex.ts';
import { RULE } from './rule-ids.ts';

export type Rotation = 'cw' | 'ccw';

/** The tokens on a warship's momentum mat, each list in the order the tokens were placed. */
export interface MomentumMat {
  linear: Dir[];
  rotational: Rotation[];
}

/** The engine card's ten settings: six board directions, the double thrust, two rotations, none. */
export type ThrustSetting = Dir | 'double' | Rotation | 'none';

/** What one thrust did to the mat. */
export type ThrustEffect = 'added' | 'cancelled' | 'modified' | 'ignored';

/** The rule behind each effect, for logs and widgets that cite why the mat changed as it did. */
export const THRUST_EFFECT_RULE = {
  added: RULE.momentumEngine,
  cancelled: RULE.momentumCancel,
  modified: RULE.momentumModify,
  ignored: RULE.momentumLimits,
} as const satisfies Record<ThrustEffect, string>;

export const LINEAR_LIMIT = 4;
export const ROTATIONAL_LIMIT = 2;

const ROTATIONS: readonly Rotation[] = ['cw', 'ccw'];

function isRotation(value: unknown): value is Rotation {
  return value === 'cw' || value === 'ccw';
}

export function isThrustSetting(value: unknown): value is ThrustSetting {
  return isDir(value) || value === 'double' || value === 'none' || isRotation(value);
}

/** How a setting reads in messages and logs: `NE`, `double thrust`, `clockwise`. */
export function thrustName(setting: ThrustSetting): string {
  if (isDir(setting)) return DIR_NAMES[setting];
  return { double: 'double thrust', cw: 'clockwise', ccw: 'anticlockwise', none: 'no thrust' }[setting];
}

/** Refuses a mat a warship could not carry: unknown tokens, or more than the limits. */
function checkMat(mat: MomentumMat): void {
  if (!Array.isArray(mat.linear) || !mat.linear.every(isDir)) {
    throw new RuleViolation(RULE.momentumEngine, 'mat.linear must be a list of board directions, 0 (N) to 5 (NW).', 'mat.linear');
  }
  if (!Array.isArray(mat.rotational) || !mat.rotational.every(isRotation)) {
    throw new RuleViolation(RULE.momentumEngine, `mat.rotational must be a list of ${ROTATIONS.join(' and ')}.`, 'mat.rotational');
  }
  if (mat.linear.length > LINEAR_LIMIT || mat.rotational.length > ROTATIONAL_LIMIT) {
    throw new RuleViolation(
      RULE.momentumLimits,
      `A mat holds at most ${String(LINEAR_LIMIT)} linear and ${String(ROTATIONAL_LIMIT)} rotational tokens; this one has ${String(mat.linear.length)} and ${String(mat.rotational.length)}.`,
      'mat',
      { linear: mat.linear.length, rotational: mat.rotational.length },
    );
  }
}

/** One linear thrust along board direction `dir`: cancel, else modify, else add within the limit. */
function thrustLinear(linear: Dir[], dir: Dir): ThrustEffect {
  const cancelled = linear.lastIndexOf(opposite(dir));
  if (cancelled >= 0) {
    linear.splice(cancelled, 1);
    return 'cancelled';
  }
  const modified = linear.findLastIndex((token) => token === turn(dir, 2) || token === turn(dir, -2));
  if (modified >= 0) {
    // The token turns one edge towards the thrust: halfway between the two.
    linear[modified] = linear[modified] === turn(dir, 2) ? turn(dir, 1) : turn(dir, -1);
    return 'modified';
  }
  if (linear.length >= LINEAR_LIMIT) return 'ignored';
  linear.push(dir);
  return 'added';
}

function thrustRotation(rotational: Rotation[], rotation: Rotation): ThrustEffect {
  const cancelled = rotational.lastIndexOf(rotation === 'cw' ? 'ccw' : 'cw');
  if (cancelled >= 0) {
    rotational.splice(cancelled, 1);
    return 'cancelled';
  }
  if (rotational.length >= ROTATIONAL_LIMIT) return 'ignored';
  rotational.push(rotation);
  return 'added';
}

/**
 * The engine card's `setting` applied to `mat` for a warship facing `facing` (used by the double
 * thrust only: a linear setting is a board direction). Returns a new mat and one effect per thrust
 * (none for 'none', two for 'double'); the input mat is never changed. Throws a `RuleViolation`
 * for a setting, facing or mat that cannot be.
 */
export function applyThrust(mat: MomentumMat, setting: ThrustSetting, facing: Dir): { mat: MomentumMat; effects: ThrustEffect[] } {
  if (!isThrustSetting(setting)) {
    throw new RuleViolation(RULE.momentumEngine, `An engine setting is a direction 0 to 5, double, cw, ccw or none; got ${describeValue(setting)}.`, 'setting');
  }
  if (!isDir(facing)) {
    throw new RuleViolation(RULE.momentumEngine, `A facing is a direction 0 (N) to 5 (NW); got ${describeValue(facing)}.`, 'facing');
  }
  checkMat(mat);
  const linear = [...mat.linear];
  const rotational = [...mat.rotational];
  const effects: ThrustEffect[] = [];
  if (isDir(setting)) effects.push(thrustLinear(linear, setting));
  else if (setting === 'double') effects.push(thrustLinear(linear, facing), thrustLinear(linear, facing));
  else if (isRotation(setting)) effects.push(thrustRotation(rotational, setting));
  return { mat: { linear, rotational }, effects };
}
