/**
 * The momentum mat and the engine card (rulebook 6.2, 6.2.1): what one round's thrust does to the
 * tokens a warship carries. Pinned by issue 11, so the momentum widget, the game and the bots agree.
 */
import { RuleViolation, describeValue } from '../engine/index.ts';
import { DIR_NAMES, isDir, opposite, turn, type Dir } from './hex.ts';
import { LAB_RULE as RULE } from './rule-ids.ts';

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

/**
 * One thrust of a setting, in detail: what it did, and to which token. `index` is the token's
 * place in its list on the mat as the thrust found it (the token cancelled or turned, or the place
 * the new token took); null when the thrust was ignored. Widgets use it to point at "the last one".
 */
export interface ThrustStep {
  effect: ThrustEffect;
  /** The board direction or rotation thrust. */
  thrust: Dir | Rotation;
  index: number | null;
  /** The token the thrust cancelled or turned; null when it added a token or was ignored. */
  token: Dir | Rotation | null;
  /** What a turned token became; null for every other effect. */
  became: Dir | null;
}

/** One linear thrust along board direction `dir`: cancel, else modify, else add within the limit. */
function thrustLinear(linear: Dir[], dir: Dir): ThrustStep {
  const cancelled = linear.lastIndexOf(opposite(dir));
  if (cancelled >= 0) {
    linear.splice(cancelled, 1);
    return { effect: 'cancelled', thrust: dir, index: cancelled, token: opposite(dir), became: null };
  }
  const modified = linear.findLastIndex((token) => token === turn(dir, 2) || token === turn(dir, -2));
  const token = linear[modified];
  if (token !== undefined) {
    // The token turns one edge towards the thrust: halfway between the two.
    const became = token === turn(dir, 2) ? turn(dir, 1) : turn(dir, -1);
    linear[modified] = became;
    return { effect: 'modified', thrust: dir, index: modified, token, became };
  }
  if (linear.length >= LINEAR_LIMIT) return { effect: 'ignored', thrust: dir, index: null, token: null, became: null };
  linear.push(dir);
  return { effect: 'added', thrust: dir, index: linear.length - 1, token: null, became: null };
}

function thrustRotation(rotational: Rotation[], rotation: Rotation): ThrustStep {
  const other = rotation === 'cw' ? 'ccw' : 'cw';
  const cancelled = rotational.lastIndexOf(other);
  if (cancelled >= 0) {
    rotational.splice(cancelled, 1);
    return { effect: 'cancelled', thrust: rotation, index: cancelled, token: other, became: null };
  }
  if (rotational.length >= ROTATIONAL_LIMIT) return { effect: 'ignored', thrust: rotation, index: null, token: null, became: null };
  rotational.push(rotation);
  return { effect: 'added', thrust: rotation, index: rotational.length - 1, token: null, became: null };
}

/**
 * The engine card's `setting` applied to `mat` for a warship facing `facing` (used by the double
 * thrust only: a linear setting is a board direction). Returns a new mat and one effect per thrust
 * (none for 'none', two for 'double'); the input mat is never changed. Throws a `RuleViolation`
 * for a setting, facing or mat that cannot be.
 */
export function applyThrust(mat: MomentumMat, setting: ThrustSetting, facing: Dir): { mat: MomentumMat; effects: ThrustEffect[] } {
  const { mat: after, steps } = explainThrust(mat, setting, facing);
  return { mat: after, effects: steps.map((step) => step.effect) };
}

/** `applyThrust` with each thrust in detail: which token it cancelled, turned or added (`ThrustStep`). */
export function explainThrust(mat: MomentumMat, setting: ThrustSetting, facing: Dir): { mat: MomentumMat; steps: ThrustStep[] } {
  if (!isThrustSetting(setting)) {
    throw new RuleViolation(RULE.momentumEngine, `An engine setting is a direction 0 to 5, double, cw, ccw or none; got ${describeValue(setting)}.`, 'setting');
  }
  if (!isDir(facing)) {
    throw new RuleViolation(RULE.momentumEngine, `A facing is a direction 0 (N) to 5 (NW); got ${describeValue(facing)}.`, 'facing');
  }
  checkMat(mat);
  const linear = [...mat.linear];
  const rotational = [...mat.rotational];
  const steps: ThrustStep[] = [];
  if (isDir(setting)) steps.push(thrustLinear(linear, setting));
  else if (setting === 'double') steps.push(thrustLinear(linear, facing), thrustLinear(linear, facing));
  else if (isRotation(setting)) steps.push(thrustRotation(rotational, setting));
  return { mat: { linear, rotational }, steps };
}
