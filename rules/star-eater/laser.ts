/**
 * Lasers (rulebook 7.1): a beam fired along the weapon's direction, as many hexes as its range. It
 * destroys every small token it crosses and stops at the first warship hull, which takes the
 * laser's damage less one for each token destroyed on the way.
 */
import { hexKey, stepHex, type Dir, type Hex } from './hex.ts';
import { onBoard, type Board } from './board.ts';
import type { SmallToken } from './movement.ts';
import type { HullHex } from './torpedo.ts';
import { RULE } from './rule-ids.ts';

export interface LaserShot {
  /** The hexes the beam crosses, in order, up to and including a struck hull. */
  path: Hex[];
  /** Small tokens it destroyed, in the order it met them. */
  destroyed: string[];
  /** The hull section it struck, or null. */
  hit: HullHex | null;
  /** Damage dealt to `hit`: the laser's damage less one per token destroyed, never below 0. */
  damage: number;
  rule: string;
}

/**
 * Fires a laser from the weapon's hex along `dir`. The beam starts at the next hex and runs `range`
 * hexes, or to the board's edge, or to the first hull section it meets.
 */
export function fireLaser(board: Board, from: Hex, dir: Dir, weapon: { damage: number; range: number }, hulls: readonly HullHex[], tokens: readonly SmallToken[]): LaserShot {
  const hullAt = new Map(hulls.map((hull) => [hexKey(hull.hex), hull]));
  const path: Hex[] = [];
  const destroyed: string[] = [];
  for (let distance = 1; distance <= weapon.range; distance++) {
    const hex = stepHex(from, dir, distance);
    if (!onBoard(board, hex)) break;
    path.push(hex);
    const hull = hullAt.get(hexKey(hex));
    if (hull !== undefined) {
      return { path, destroyed, hit: hull, damage: Math.max(0, weapon.damage - destroyed.length), rule: RULE.laserBeam };
    }
    for (const token of tokens) if (hexKey(token.at) === hexKey(hex)) destroyed.push(token.id);
  }
  return { path, destroyed, hit: null, damage: 0, rule: RULE.laserBeam };
}
