/**
 * The Star Eater board's geometry: flat-top hexes in axial coordinates (Red Blob Games'
 * conventions), so "north" is straight up the screen, as the rulebook's northbound thrust and its
 * squadron moving "directly up" need. Pinned by issue 11: every widget, bot and test agrees on it.
 */

/** A hex in axial coordinates. `q` grows to the east (south-east edge), `r` to the south. */
export interface Hex {
  q: number;
  r: number;
}

/** A board direction, clockwise on screen: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW. */
export type Dir = 0 | 1 | 2 | 3 | 4 | 5;

/** The six directions in order, for loops that need every one. */
export const DIRS: readonly Dir[] = [0, 1, 2, 3, 4, 5];

const step = (q: number, r: number): Readonly<Hex> => Object.freeze({ q, r });

/**
 * One step in each direction, indexed by `Dir` (a tuple, so `DIRECTIONS[dir]` is always a hex). Made
 * in a call marked pure: a bundle that never steps (the direct-fire roll) leaves it out.
 */
export const DIRECTIONS: readonly [Hex, Hex, Hex, Hex, Hex, Hex] = /* @__PURE__ */ (() => Object.freeze([step(0, -1), step(1, -1), step(1, 0), step(0, 1), step(-1, 1), step(-1, 0)] as const))();

/** The directions' names, as the docs and the widgets write them. */
export const DIR_NAMES: Readonly<Record<Dir, string>> = { 0: 'N', 1: 'NE', 2: 'SE', 3: 'S', 4: 'SW', 5: 'NW' };

/** Whether a value read from outside (a command, a setup) is a hex: whole q and r. */
export function isHex(value: unknown): value is Hex {
  if (typeof value !== 'object' || value === null) return false;
  const { q, r } = value as { q?: unknown; r?: unknown };
  return typeof q === 'number' && Number.isInteger(q) && typeof r === 'number' && Number.isInteger(r);
}

export function isDir(value: unknown): value is Dir {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 5;
}

/** The direction `steps` hex-edges clockwise of `dir` (negative: anticlockwise). */
export function turn(dir: Dir, steps: number): Dir {
  return (((dir + steps) % 6) + 6) % 6 as Dir;
}

export function opposite(dir: Dir): Dir {
  return turn(dir, 3);
}

export function addHex(a: Hex, b: Hex): Hex {
  return { q: a.q + b.q, r: a.r + b.r };
}

export function subtractHex(a: Hex, b: Hex): Hex {
  return { q: a.q - b.q, r: a.r - b.r };
}

/** The hex `distance` steps from `hex` in direction `dir`. */
export function stepHex(hex: Hex, dir: Dir, distance = 1): Hex {
  const { q, r } = DIRECTIONS[dir];
  return { q: hex.q + q * distance, r: hex.r + r * distance };
}

export function sameHex(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

/** A key for maps and sets of hexes: `"3,-2"`. */
export function hexKey(hex: Hex): string {
  return `${String(hex.q)},${String(hex.r)}`;
}

/**
 * A hex as one number, for sets and maps on hot paths (legal moves, bots) where building a string
 * key per hex costs more than the look-up. Unique while |q| and |r| are below 2^14, and below 2^30,
 * so it stays one of the small integers engines hash fastest.
 */
export function hexNumber(hex: Hex): number {
  return hexNumberAt(hex.q, hex.r);
}

/** `hexNumber` of the hex (q, r), for loops that step through coordinates without building hexes. */
export function hexNumberAt(q: number, r: number): number {
  return (q + 16_384) * 32_768 + r + 16_384;
}

/** Steps between two hexes on an empty board (the third cube coordinate is −q − r). */
export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/**
 * `offset` written on the two rays that bound the forward arc of `facing`: `offset = left · (facing
 * − 1) + right · (facing + 1)`, one step along each ray counting one. Any two directions 120° apart
 * are a basis of the hex grid (their determinant is ±1), so whole offsets give whole numbers.
 */
export function forwardArcCoordinates(facing: Dir, offset: Hex): { left: number; right: number } {
  const leftRay = DIRECTIONS[turn(facing, -1)];
  const rightRay = DIRECTIONS[turn(facing, 1)];
  const determinant = leftRay.q * rightRay.r - leftRay.r * rightRay.q;
  return {
    left: (offset.q * rightRay.r - offset.r * rightRay.q) / determinant,
    right: (leftRay.q * offset.r - leftRay.r * offset.q) / determinant,
  };
}

/**
 * Is `to` inside the 120° wedge ahead of a weapon, torpedo or ship at `from` facing `facing`? The
 * wedge runs between the forward-left and forward-right rays, both included; `from` itself is not in it.
 */
export function inForwardArc(from: Hex, facing: Dir, to: Hex): boolean {
  const { left, right } = forwardArcCoordinates(facing, subtractHex(to, from));
  return Number.isInteger(left) && Number.isInteger(right) && left >= 0 && right >= 0 && left + right > 0;
}
