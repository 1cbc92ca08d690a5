/**
 * Where things stand on the Star Eater board: the board's rectangle of hexes, a warship's pose
 * (centre hex and facing) and the hexes its hull sections cover. The rulebook's board and ship
 * pictures are lost: the shapes here are our sample data (labelled so in the rule map).
 */
import { DIRECTIONS, turn, type Dir, type Hex } from './hex.ts';
import type { Rotation } from './momentum.ts';

/**
 * A rectangle of flat-top hexes, `columns` wide and `rows` tall, the odd columns half a hex lower
 * (Red Blob Games' "odd-q" layout). Hex (q, r) sits in column q and row r + ⌊q / 2⌋.
 */
export interface Board {
  columns: number;
  rows: number;
}

/** The sample board: 13 columns of 17 hexes. */
export const SAMPLE_BOARD: Readonly<Board> = Object.freeze({ columns: 13, rows: 17 });

/** The board's row of a hex (its column is `q`). */
export function rowOf(hex: Hex): number {
  return hex.r + Math.floor(hex.q / 2);
}

/** The hex in column `column`, row `row` of the board. */
export function hexAt(column: number, row: number): Hex {
  return { q: column, r: row - Math.floor(column / 2) };
}

export function onBoard(board: Board, hex: Hex): boolean {
  const row = rowOf(hex);
  return hex.q >= 0 && hex.q < board.columns && row >= 0 && row < board.rows;
}

/** Every hex of the board, column by column. */
export function boardHexes(board: Board): Hex[] {
  const hexes: Hex[] = [];
  for (let column = 0; column < board.columns; column++) {
    for (let row = 0; row < board.rows; row++) hexes.push(hexAt(column, row));
  }
  return hexes;
}

/** Where a warship is: the hex of its centre of mass and the way its bow points. */
export interface Pose {
  at: Hex;
  facing: Dir;
}

/** One hull section of a warship: its id and its hex relative to the centre, the ship facing N. */
export interface HullSection {
  id: string;
  offset: Hex;
}

/** Where a component sits on the hull, and which way it fires: steps clockwise from the ship's facing. */
export interface Mount {
  section: string;
  turn: number;
}

/** A warship's hull: one hex per section, the centre of mass at offset (0, 0), and its mounts. */
export interface Hull {
  sections: readonly HullSection[];
  mounts: {
    main: Mount;
    port: Mount;
    starboard: Mount;
    /** Point defence fires all round from here. */
    pointDefence: string;
    /** Fighter bays: squadrons launch and land near these sections. */
    bays: readonly string[];
  };
}

/**
 * The sample warship: five sections, an arrowhead pointing along its facing. Bow ahead of the
 * centre, port and starboard on the forward-left and forward-right sides, stern behind. The main
 * weapon fires ahead from the bow, each broadside outwards from its side (one hex side off the
 * bow), point defence from the core; the fighter bays are in the stern. Frozen in calls marked
 * pure: a bundle that never reads the hull (the direct-fire roll) leaves it out.
 */
export const SAMPLE_HULL: Readonly<Hull> = /* @__PURE__ */ Object.freeze({
  sections: /* @__PURE__ */ Object.freeze([
    { id: 'bow', offset: { q: 0, r: -1 } },
    { id: 'port', offset: { q: -1, r: 0 } },
    { id: 'core', offset: { q: 0, r: 0 } },
    { id: 'starboard', offset: { q: 1, r: -1 } },
    { id: 'stern', offset: { q: 0, r: 1 } },
  ]),
  mounts: /* @__PURE__ */ Object.freeze({
    main: { section: 'bow', turn: 0 },
    port: { section: 'port', turn: -1 },
    starboard: { section: 'starboard', turn: 1 },
    pointDefence: 'core',
    bays: /* @__PURE__ */ Object.freeze(['stern']),
  }),
});

/** Where a mount is on the board and which way it fires, for a ship at `pose`. */
export function mountPose(hull: Hull, pose: Pose, mount: Mount): { at: Hex; facing: Dir } {
  const section = hull.sections.find((candidate) => candidate.id === mount.section);
  const offset = rotateOffset(section?.offset ?? { q: 0, r: 0 }, pose.facing);
  return { at: { q: pose.at.q + offset.q, r: pose.at.r + offset.r }, facing: turn(pose.facing, mount.turn) };
}

/** The hex of one hull section for a ship at `pose`. */
export function sectionHex(hull: Hull, pose: Pose, section: string): Hex {
  return mountPose(hull, pose, { section, turn: 0 }).at;
}

/** An offset drawn facing N, turned to face `facing` (60° clockwise a step: (q, r) → (−r, q + r)). */
export function rotateOffset(offset: Hex, facing: Dir): Hex {
  let { q, r } = offset;
  for (let step = 0; step < facing; step++) [q, r] = [-r, q + r];
  // `-0` would print and compare oddly in keys; a hex has no signed zero.
  return { q: q + 0, r: r + 0 };
}

/** The hex each hull section covers at `pose`. */
export function hullHexes(hull: Hull, pose: Pose): { section: string; hex: Hex }[] {
  return hull.sections.map(({ id, offset }) => {
    const turned = rotateOffset(offset, pose.facing);
    return { section: id, hex: { q: pose.at.q + turned.q, r: pose.at.r + turned.r } };
  });
}

/** The pose after one momentum token: a linear one moves the centre a hex, a rotation turns 60°. */
export function poseAfterToken(pose: Pose, token: Dir | Rotation): Pose {
  if (token === 'cw') return { at: pose.at, facing: turn(pose.facing, 1) };
  if (token === 'ccw') return { at: pose.at, facing: turn(pose.facing, -1) };
  const step = DIRECTIONS[token];
  return { at: { q: pose.at.q + step.q, r: pose.at.r + step.r }, facing: pose.facing };
}
