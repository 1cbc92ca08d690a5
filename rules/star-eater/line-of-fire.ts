/**
 * Where a direct-fire weapon may aim on the board (rulebook 7.4, 7.4.1, 7.4.3): inside its forward
 * arc and range, and not at anything directly behind an obstruction. The rulebook's figures 12 and
 * 13 are lost, so "directly behind" is our reading, recorded in the rule map: a hex is hidden when
 * the straight line from the weapon's hex to it crosses an obstruction on the way. A line running
 * exactly along the edge between two hexes is traced on both sides, and is clear if either side is.
 */
import { hexDistance, hexKey, inForwardArc, type Dir, type Hex } from './hex.ts';
// The direct-fire table alone, so the blog's direct-fire widget does not carry the whole game's ids.
import { DIRECT_FIRE_RULE as RULE } from './rule-ids.ts';

/** A hex as a point: its centre, in axial units. */
interface Point {
  q: number;
  r: number;
}

/** The hex a fractional point falls in (Red Blob Games' cube rounding). */
function roundHex(point: Point): Hex {
  const s = -point.q - point.r;
  let q = Math.round(point.q);
  let r = Math.round(point.r);
  const roundedS = Math.round(s);
  const dq = Math.abs(q - point.q);
  const dr = Math.abs(r - point.r);
  const ds = Math.abs(roundedS - s);
  if (dq > dr && dq > ds) q = -r - roundedS;
  else if (dr > ds) r = -q - roundedS;
  return { q: q + 0, r: r + 0 };
}

/** A nudge off the exact centres, so a line along an edge falls to one side: +1 one way, −1 the other. */
const NUDGE = 1e-6;

/**
 * The hexes a straight line from `from` to `to` passes through, both ends included, one per step
 * of distance. `side` picks which way a line exactly along hex edges is nudged.
 */
export function hexLine(from: Hex, to: Hex, side: 1 | -1 = 1): Hex[] {
  const steps = hexDistance(from, to);
  if (steps === 0) return [{ ...from }];
  // Nudge in cube space (q, r, s) by (ε, 2ε, −3ε): three different amounts, so no rounding ties.
  const a = { q: from.q + NUDGE * side, r: from.r + 2 * NUDGE * side };
  const b = { q: to.q + NUDGE * side, r: to.r + 2 * NUDGE * side };
  const line: Hex[] = [];
  for (let step = 0; step <= steps; step++) {
    const t = step / steps;
    line.push(roundHex({ q: a.q + (b.q - a.q) * t, r: a.r + (b.r - a.r) * t }));
  }
  return line;
}

/**
 * The first obstruction between `from` and `to` (neither end counts), or null when the line of fire
 * is clear. `blocks` says whether a hex holds an obstruction.
 */
export function obstructionBetween(from: Hex, to: Hex, blocks: (hex: Hex) => boolean): Hex | null {
  let firstBlocker: Hex | null = null;
  for (const side of [1, -1] as const) {
    const between = hexLine(from, to, side).slice(1, -1);
    const blocker = between.find(blocks);
    if (blocker === undefined) return null;
    firstBlocker ??= blocker;
  }
  return firstBlocker;
}

/** A direct-fire weapon on the board: where it is, which way it points, how far it reaches. */
export interface DirectFireMount {
  at: Hex;
  facing: Dir;
  range: number;
  /** Point defence aims in any direction (7.4.3). */
  anyDirection?: boolean;
}

/** Why a weapon may not aim somewhere; `blocker` is the obstruction's hex when one is in the way. */
export interface AimProblem {
  rule: string;
  reason: string;
  blocker?: Hex;
}

/** Why the weapon may not aim at `to`, or null when it may: arc and range first, then obstruction. */
export function whyNotAimable(mount: DirectFireMount, to: Hex, blocks: (hex: Hex) => boolean): AimProblem | null {
  const distance = hexDistance(mount.at, to);
  if (distance === 0) return { rule: RULE.arcRange, reason: 'A weapon cannot aim at its own hex.' };
  if (mount.anyDirection !== true && !inForwardArc(mount.at, mount.facing, to)) {
    return { rule: RULE.arcRange, reason: 'That hex is outside the weapon’s forward arc.' };
  }
  if (distance > mount.range) return { rule: RULE.arcRange, reason: `That hex is ${String(distance)} hexes away; the weapon’s range is ${String(mount.range)}.` };
  const blocker = obstructionBetween(mount.at, to, blocks);
  if (blocker !== null) return { rule: RULE.obstruction, reason: 'Something is in the way: that hex is directly behind an obstruction.', blocker };
  return null;
}

/**
 * What blocks a weapon's line of fire: every obstruction on the board (hull sections, squadrons,
 * torpedoes, projectiles) except, for point defence, the hull of the ship it is mounted on (7.4.3).
 */
export function obstructionTest(obstructions: readonly Hex[], ownHull: readonly Hex[], pointDefence: boolean): (hex: Hex) => boolean {
  const own = new Set(ownHull.map(hexKey));
  // RULE.pointDefence: the mounting ship does not obstruct its own point defence.
  const blocking = new Set(obstructions.map(hexKey).filter((hex) => !(pointDefence && own.has(hex))));
  return (hex) => blocking.has(hexKey(hex));
}
