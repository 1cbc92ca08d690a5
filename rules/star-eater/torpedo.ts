/**
 * A torpedo's turn (rulebook 7.3): targeting, movement with homing, and the end-of-move angle
 * adjustment. The rulebook's figures 9–11 are lost; our reading, recorded in the rule map, works
 * in the torpedo's own frame: a hex's offset is written `a` steps along the forward-left ray plus
 * `b` along the forward-right one (see `forwardArcCoordinates`), so the wedge is a, b ≥ 0, the rays
 * are b = 0 and a = 0, and straight ahead is a = b.
 */
import { forwardArcCoordinates, hexDistance, hexKey, stepHex, subtractHex, turn, type Dir, type Hex } from './hex.ts';
import { onBoard, type Board } from './board.ts';
import { LAB_RULE as RULE } from './rule-ids.ts';

export interface TorpedoPose {
  at: Hex;
  facing: Dir;
}

/** One hull section of a warship on the board, as a torpedo sees it. */
export interface HullHex {
  ship: string;
  section: string;
  hex: Hex;
}

/** The ship a torpedo chases: its hull hexes and its centre of mass. */
export interface TorpedoTarget {
  ship: string;
  hull: readonly HullHex[];
  centre: Hex;
}

/** How far the end-of-move adjustment looks either side of the rays (7.3: "within two spaces"). */
export const ADJUSTMENT_ZONE = 2;

function frame(pose: TorpedoPose, hex: Hex): { left: number; right: number } {
  return forwardArcCoordinates(pose.facing, subtractHex(hex, pose.at));
}

/** A hull section in a torpedo's forward wedge, with what the targeting rule compares. */
export interface HullInWedge {
  target: TorpedoTarget;
  hull: HullHex;
  /** Hexes from the torpedo. */
  distance: number;
  /** How far it lies from straight ahead (0 on the line straight ahead). */
  offAxis: number;
  /** Positive to the clockwise (right) side of straight ahead, negative to the left. */
  side: number;
}

/**
 * Every enemy hull section in the torpedo's forward wedge (7.3, targeting), in the order the
 * torpedo prefers them: the closest first; then the one nearest straight ahead; then the one to
 * the clockwise side.
 */
export function hullsInWedge(pose: TorpedoPose, enemies: readonly TorpedoTarget[]): HullInWedge[] {
  const found: HullInWedge[] = [];
  for (const target of enemies) {
    for (const hull of target.hull) {
      const { left, right } = frame(pose, hull.hex);
      if (left < 0 || right < 0 || left + right === 0) continue;
      found.push({ target, hull, distance: hexDistance(pose.at, hull.hex), offAxis: Math.abs(left - right), side: right - left });
    }
  }
  // A stable sort: sections tied on all three keep the order given.
  return found.sort((a, b) => a.distance - b.distance || a.offAxis - b.offAxis || b.side - a.side);
}

/**
 * The enemy ship a torpedo picks (7.3, targeting): among enemy hull sections in its forward wedge,
 * the closest; then the one nearest straight ahead; then the one to the clockwise side. Returns the
 * chosen ship and the section that decided it, or null when no enemy is ahead.
 */
export function selectTorpedoTarget(pose: TorpedoPose, enemies: readonly TorpedoTarget[]): { target: TorpedoTarget; aim: HullHex; rule: string } | null {
  const [best] = hullsInWedge(pose, enemies);
  return best === undefined ? null : { target: best.target, aim: best.hull, rule: RULE.torpedoTarget };
}

/**
 * The hull hex of `target` on the torpedo's forward-left or forward-right ray, which homing turns
 * towards (7.3): the nearer one; a tie goes clockwise (right). Null when neither ray holds any.
 */
export function hullOnSideRay(pose: TorpedoPose, target: TorpedoTarget): { side: 'left' | 'right'; hull: HullHex; distance: number } | null {
  let best: { side: 'left' | 'right'; hull: HullHex; distance: number } | null = null;
  for (const hull of target.hull) {
    const { left, right } = frame(pose, hull.hex);
    const side = right === 0 && left > 0 ? 'left' : left === 0 && right > 0 ? 'right' : null;
    if (side === null) continue;
    const distance = left + right;
    if (best === null || distance < best.distance || (distance === best.distance && side === 'right')) best = { side, hull, distance };
  }
  return best;
}

/** Hexes from `hex` to the nearest hex of the ray from `pose` along `dir` (the ray's first hex onwards). */
function distanceToRay(pose: TorpedoPose, dir: Dir, hex: Hex): number {
  const reach = hexDistance(pose.at, hex) + ADJUSTMENT_ZONE + 1;
  let nearest = Number.POSITIVE_INFINITY;
  for (let step = 1; step <= reach; step++) nearest = Math.min(nearest, hexDistance(stepHex(pose.at, dir, step), hex));
  return nearest;
}

/** What the end-of-move adjustment sees: the centre straight ahead or not, its distance to each ray, and the turn. */
export interface AdjustmentReading {
  turn: 'left' | 'right' | null;
  straightAhead: boolean;
  /** Hexes from the centre to the nearest hex of the forward-left ray. */
  toLeft: number;
  toRight: number;
}

/**
 * The end-of-move adjustment (7.3), with what decided it: no turn when the target's centre is
 * straight ahead; otherwise a turn towards the side whose ray passes within `ADJUSTMENT_ZONE` hexes
 * of the centre (the nearer ray if both do, clockwise on a tie); none when neither does.
 */
export function readAdjustment(pose: TorpedoPose, centre: Hex): AdjustmentReading {
  const { left, right } = frame(pose, centre);
  const straightAhead = left === right && left > 0;
  const toLeft = distanceToRay(pose, turn(pose.facing, -1), centre);
  const toRight = distanceToRay(pose, turn(pose.facing, 1), centre);
  const side = straightAhead || Math.min(toLeft, toRight) > ADJUSTMENT_ZONE ? null : toLeft < toRight ? 'left' : 'right';
  return { turn: side, straightAhead, toLeft, toRight };
}

/** The end-of-move adjustment's turn alone (see `readAdjustment`). */
export function adjustmentTurn(pose: TorpedoPose, centre: Hex): 'left' | 'right' | null {
  return readAdjustment(pose, centre).turn;
}

export interface TorpedoStep {
  from: Hex;
  to: Hex;
  /** The facing it moved in: after any homing turn made before the step. */
  facing: Dir;
  /** A homing turn made just before this step. */
  turned: 'left' | 'right' | null;
}

export interface TorpedoMove {
  /** The ship it chose this turn, or null: then it flies straight. */
  target: { ship: string; aim: HullHex } | null;
  steps: TorpedoStep[];
  /** `hit`: it struck a hull and goes back to its owner; `off-board`: it left and goes back; `flying`: still out. */
  outcome: 'hit' | 'off-board' | 'flying';
  hit: HullHex | null;
  /** Where it ends the turn (its last hex on the board). */
  pose: TorpedoPose;
  /** The end-of-move adjustment, when it is still flying. */
  adjusted: 'left' | 'right' | null;
  rule: string;
}

/**
 * One torpedo's whole turn: it picks a target, then moves `speed` hexes forward, turning to face
 * the target the moment a hull hex of it lies on a side ray, until it enters a warship's hull (any
 * ship's: it strikes that section) or leaves the board; if still flying, it adjusts its angle.
 */
export function moveTorpedo(board: Board, pose: TorpedoPose, speed: number, enemies: readonly TorpedoTarget[], hulls: readonly HullHex[]): TorpedoMove {
  const choice = selectTorpedoTarget(pose, enemies);
  const hullAt = new Map(hulls.map((hull) => [hexKey(hull.hex), hull]));
  const steps: TorpedoStep[] = [];
  let current = pose;
  for (let step = 0; step < speed; step++) {
    const turned = choice === null ? null : (hullOnSideRay(current, choice.target)?.side ?? null);
    const facing = turned === null ? current.facing : turn(current.facing, turned === 'left' ? -1 : 1);
    const to = stepHex(current.at, facing);
    steps.push({ from: current.at, to, facing, turned });
    if (!onBoard(board, to)) {
      return { target: choice && { ship: choice.target.ship, aim: choice.aim }, steps, outcome: 'off-board', hit: null, pose: { at: current.at, facing }, adjusted: null, rule: RULE.torpedoHit };
    }
    current = { at: to, facing };
    const struck = hullAt.get(hexKey(to));
    if (struck !== undefined) {
      return { target: choice && { ship: choice.target.ship, aim: choice.aim }, steps, outcome: 'hit', hit: struck, pose: current, adjusted: null, rule: RULE.torpedoHit };
    }
  }
  const adjusted = choice === null ? null : adjustmentTurn(current, choice.target.centre);
  const finalPose = adjusted === null ? current : { at: current.at, facing: turn(current.facing, adjusted === 'left' ? -1 : 1) };
  return {
    target: choice && { ship: choice.target.ship, aim: choice.aim },
    steps,
    outcome: 'flying',
    hit: null,
    pose: finalPose,
    adjusted,
    rule: adjusted === null ? (steps.some((move) => move.turned !== null) ? RULE.torpedoHoming : RULE.torpedoTarget) : RULE.torpedoAdjust,
  };
}
