/**
 * Where a piece may be placed (torpedo/place.*): lying flat, pointing anywhere, wholly on the field,
 * touching no piece already there. `placementProblem` answers without throwing, so a widget can ask
 * it on every move of a drag; the ruleset refuses a placement with the very same answer.
 */
import { describeValue } from '../engine/index.ts';
import { convexDistance, convexWithinTolerance, boxOf, TOLERANCE_MM, type Box, type Point } from './plane.ts';
import { SAMPLE_DIMENSIONS, dimensionsFlaw, outline, pieceFlaw, throwFlaw, type Dimensions, type Flaw, type Piece } from './pieces.ts';
import { RULE } from './rule-ids.ts';

/** The playing field: a rectangle from (0, 0) to (width, height), in millimetres. */
export interface Field {
  width: number;
  height: number;
}

/** Why a placement is refused: the rule it breaks and the reason in words. */
export interface PlacementProblem {
  rule: string;
  reason: string;
}

/** The longest side a field may have: 3 m, several card tables (torpedo/setup.field). */
export const MAX_FIELD_MILLIMETRES = 3000;

/** What is wrong with a field, naming `field.width` or `field.height`, or null. */
export function fieldFlaw(field: unknown, path = 'field'): Flaw | null {
  if (typeof field !== 'object' || field === null) return { rule: RULE.field, field: path, reason: `${path} must be { width, height } in millimetres.` };
  const record = field as Readonly<Record<string, unknown>>;
  for (const side of ['width', 'height'] as const) {
    const value = record[side];
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > MAX_FIELD_MILLIMETRES) {
      return {
        rule: RULE.field,
        field: `${path}.${side}`,
        reason: `${path}.${side} must be a number of millimetres above 0, up to ${String(MAX_FIELD_MILLIMETRES)} (our limit: the rulebook's field is a card table or similar, with nearly all of it in reach); got ${describeValue(value)}.`,
      };
    }
  }
  return null;
}

function millimetres(value: number): string {
  return `${value.toFixed(2)} mm`;
}

/** The first corner off the field (more than the tolerance past an edge), or null when all of it is on. */
function cornerOffField(corners: readonly Point[], field: Field): Point | null {
  for (const corner of corners) {
    if (corner.x < -TOLERANCE_MM || corner.x > field.width + TOLERANCE_MM || corner.y < -TOLERANCE_MM || corner.y > field.height + TOLERANCE_MM) return corner;
  }
  return null;
}

/** Which edge a corner off the field is past, in words (only made for a corner that is off). */
function offFieldWords({ x, y }: Point, field: Field): string {
  const edge = x < -TOLERANCE_MM ? 'the left edge' : x > field.width + TOLERANCE_MM ? `the right edge (${millimetres(field.width)})` : y < -TOLERANCE_MM ? 'the top edge' : `the bottom edge (${millimetres(field.height)})`;
  return `its corner at (${millimetres(x)}, ${millimetres(y)}) is past ${edge}`;
}

interface Placed {
  piece: Piece;
  corners: Point[];
  box: Box;
}

/** The table's pentagons and ids, worked out once for every candidate asked about. */
interface PreparedTable {
  placed: Placed[];
  ids: Set<string>;
  /** Which pieces' boxes reach into each cell of a coarse grid (by `cellKey`), by their index in `placed`. */
  cells: Map<number, number[]>;
  /** Pieces too big to grid, by index: every candidate is checked against them. */
  everywhere: number[];
}

/**
 * The grid's cell, in millimetres: about a large ship's length, so a candidate looks at a few
 * cells and the pieces near it, not at the whole table (the legal moves' sample checks a dozen
 * candidates a move against tables of up to 75 ships).
 */
const CELL_MM = 50;

function cellKey(column: number, row: number): number {
  return column * 65_536 + row;
}

/** Past this many cells a side, a box (a designer's giant ship) is not gridded: it is checked against everything. */
const MOST_CELLS = 16;

/** The grid cells a box reaches into, the tolerance included; null for a box too big to grid. */
function cellsOf(box: Box): number[] | null {
  const [minX, minY, maxX, maxY] = box;
  const [fromColumn, toColumn] = [Math.floor((minX - TOLERANCE_MM) / CELL_MM), Math.floor((maxX + TOLERANCE_MM) / CELL_MM)];
  const [fromRow, toRow] = [Math.floor((minY - TOLERANCE_MM) / CELL_MM), Math.floor((maxY + TOLERANCE_MM) / CELL_MM)];
  if (!(toColumn - fromColumn < MOST_CELLS && toRow - fromRow < MOST_CELLS)) return null;
  const keys: number[] = [];
  for (let column = fromColumn; column <= toColumn; column++) {
    for (let row = fromRow; row <= toRow; row++) keys.push(cellKey(column, row));
  }
  return keys;
}

/**
 * Each piece on the table, outlined once for the dimensions it was outlined with: a played piece
 * never moves, and the states of a game share its object, so the outline is worked out once a
 * game instead of once for every check of every later placement.
 */
const outlined = new WeakMap<Piece, { dims: Dimensions; placed: Placed }>();

function placedOf(piece: Piece, dims: Dimensions): Placed {
  const known = outlined.get(piece);
  if (known?.dims === dims) return known.placed;
  const corners = outline(piece, dims);
  const placed = { piece, corners, box: boxOf(corners) };
  outlined.set(piece, { dims, placed });
  return placed;
}

/** Each table prepared once: the legal moves' sample and `decide` then check against the same table. */
const preparedTables = new WeakMap<readonly Piece[], { dims: Dimensions; prepared: PreparedTable }>();

function prepare(table: readonly Piece[], dims: Dimensions): PreparedTable {
  const known = preparedTables.get(table);
  if (known?.dims === dims) return known.prepared;
  const placed = table.map((piece) => placedOf(piece, dims));
  const cells = new Map<number, number[]>();
  const everywhere: number[] = [];
  placed.forEach((entry, index) => {
    const keys = cellsOf(entry.box);
    if (keys === null) everywhere.push(index);
    for (const key of keys ?? []) {
      const list = cells.get(key);
      if (list === undefined) cells.set(key, [index]);
      else list.push(index);
    }
  });
  const prepared = { placed, ids: new Set(table.map((piece) => piece.id)), cells, everywhere };
  preparedTables.set(table, { dims, prepared });
  return prepared;
}

/** The first piece on the table (in the table's order) a pentagon touches or overlaps, or undefined. */
function touchedBy(prepared: PreparedTable, corners: readonly Point[]): Placed | undefined {
  const box = boxOf(corners);
  // Only pieces sharing a grid cell can come near; checked in the table's order, so the one named is the same as a full scan's.
  const keys = cellsOf(box);
  const near = new Set<number>(keys === null ? prepared.placed.keys() : prepared.everywhere);
  for (const key of keys ?? []) for (const index of prepared.cells.get(key) ?? []) near.add(index);
  for (const index of [...near].sort((a, b) => a - b)) {
    const other = prepared.placed[index];
    if (other !== undefined && convexWithinTolerance(corners, other.corners, box, other.box)) return other;
  }
  return undefined;
}

/**
 * The placement check for one table, worked out once: the table's pentagons are computed a single
 * time, and the check is then asked of as many candidate pieces as needed (a widget asks it on
 * every move of a drag).
 */
export function placementChecker(table: readonly Piece[], field: Field, dims: Dimensions = SAMPLE_DIMENSIONS): (piece: Piece) => PlacementProblem | null {
  const setupFlaw = dimensionsFlaw(dims) ?? fieldFlaw(field) ?? tableFlaw(table);
  if (setupFlaw !== null) return () => ({ rule: setupFlaw.rule, reason: setupFlaw.reason });
  const prepared = prepare(table, dims);
  return (piece) => {
    const found = pieceFlaw(piece);
    if (found !== null) return { rule: found.rule, reason: found.reason };
    if (prepared.ids.has(piece.id)) {
      return { rule: RULE.fixed, reason: `${piece.id} is already on the table, and a played piece never moves.` };
    }
    const corners = outline(piece, dims);
    const outside = cornerOffField(corners, field);
    if (outside !== null) return { rule: RULE.inField, reason: `${piece.id} would not lie wholly on the field: ${offFieldWords(outside, field)}.` };
    const touched = touchedBy(prepared, corners);
    if (touched !== undefined) return { rule: RULE.noTouch, reason: `${piece.id} would touch ${touched.piece.id}: a piece is placed where it touches no other.` };
    return null;
  };
}

/**
 * `placementChecker`'s verdict alone, for the legal moves' sample, which asks it of hundreds of
 * candidates every turn: the same geometry, without the words, and without checking the shape of
 * a piece the rules made themselves. The table, field and dims are the state's, checked when set up.
 */
export function placementFits(table: readonly Piece[], field: Field, dims: Dimensions): (piece: Piece) => boolean {
  const prepared = prepare(table, dims);
  return (piece) => {
    if (prepared.ids.has(piece.id)) return false;
    const corners = outline(piece, dims);
    return cornerOffField(corners, field) === null && touchedBy(prepared, corners) === undefined;
  };
}

function tableFlaw(table: unknown): Flaw | null {
  if (!Array.isArray(table)) return { rule: RULE.stash, field: 'table', reason: 'table must be a list of pieces.' };
  const pieces: readonly unknown[] = table;
  for (const [index, piece] of pieces.entries()) {
    const found = pieceFlaw(piece, `table[${String(index)}]`);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Why `piece` may not be placed on `field` beside the pieces of `table`, or null when it may:
 * a zero heading or a coordinate that is not finite (torpedo/place.pose), a corner more than
 * 1e-6 mm off the field (torpedo/place.field), a pentagon within 1e-6 mm of a piece on the table
 * (torpedo/place.no-touch), the piece itself already on the table (torpedo/place.fixed), or bad
 * dimensions or field (torpedo/pieces.dimensions, torpedo/setup.field). Never throws.
 */
export function placementProblem(table: Piece[], piece: Piece, field: { width: number; height: number }, dims: Dimensions = SAMPLE_DIMENSIONS): { rule: string; reason: string } | null {
  return placementChecker(table, field, dims)(piece);
}

/** How much room a piece has: the nearest piece on the table and the gap to it, and the gap to the nearest edge of the field. */
export interface Clearance {
  /** The nearest piece and the gap to it in millimetres (0 when touching or overlapping), or null on an empty table. */
  nearest: { id: string; distance: number } | null;
  /** The gap from the piece's nearest corner to the nearest edge, in millimetres; below 0 when a corner is off the field. */
  edge: number;
}

/**
 * The room around `piece` (for a reader dragging a ship: how close it may go). Throws a RuleViolation
 * naming the field for a malformed piece, table, field or dims; whether the placement is allowed is
 * `placementProblem`'s answer, not this one's.
 */
export function clearance(table: readonly Piece[], piece: Piece, field: Field, dims: Dimensions = SAMPLE_DIMENSIONS): Clearance {
  const found = dimensionsFlaw(dims) ?? fieldFlaw(field) ?? tableFlaw(table) ?? pieceFlaw(piece);
  if (found !== null) throwFlaw(found);
  const corners = outline(piece, dims);
  let nearest: Clearance['nearest'] = null;
  for (const other of table) {
    if (other.id === piece.id) continue;
    const distance = convexDistance(corners, outline(other, dims));
    if (nearest === null || distance < nearest.distance || (distance === nearest.distance && other.id < nearest.id)) nearest = { id: other.id, distance };
  }
  const edge = Math.min(...corners.flatMap(({ x, y }) => [x, field.width - x, y, field.height - y]));
  return { nearest, edge };
}
