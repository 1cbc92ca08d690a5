/**
 * Where things are: the 2 × 5 grid of a submarine, its four locations, the five sectors of the
 * battle area, range, relative position and arcs.
 *
 * The model: player seats face each other across the battle area, south and north. Both
 * submarines face east, toward sector 5, and never turn. Facing east, port is north and starboard
 * is south for both — so the same grid row is port for one player and starboard for the other,
 * which is why the rulebook warns that locations are not the same tiles for both players.
 */
import { isOneOf } from '../engine/index.ts';
import type { Arc, Cell, Column, Location, Range, RelativePosition, Row, Seat } from './model.ts';
import { COLUMNS, LOCATIONS, ROWS } from './model.ts';

export const SECTORS = [1, 2, 3, 4, 5] as const;
export const CONTROL_ROOM_CELL: Cell = { row: 'outer', column: 3 };

export function sameCell(a: Cell, b: Cell): boolean {
  return a.row === b.row && a.column === b.column;
}

export function allCells(): Cell[] {
  return ROWS.flatMap((row) => COLUMNS.map((column) => ({ row, column })));
}

export function cellKey(cell: Cell): string {
  return `${cell.row}-${String(cell.column)}`;
}

/** Orthogonally or diagonally next to each other (a crew move). */
export function areAdjacent(a: Cell, b: Cell): boolean {
  return !sameCell(a, b) && Math.abs(a.column - b.column) <= 1;
}

/** The compass side of the grid a row lies on, for a player in `seat`. */
function compassSideOfRow(seat: Seat, row: Row): 'north' | 'south' {
  // The inner row faces the battle area: north of a southern player's grid, south of a northern one's.
  if (seat === 'south') return row === 'inner' ? 'north' : 'south';
  return row === 'inner' ? 'south' : 'north';
}

/** Facing east, port is north and starboard south. */
function rowOfSide(seat: Seat, side: 'port' | 'starboard'): Row {
  const compass = side === 'port' ? 'north' : 'south';
  return ROWS.find((row) => compassSideOfRow(seat, row) === compass) ?? 'inner';
}

const FORE_COLUMNS: readonly Column[] = [4, 5];
const AFT_COLUMNS: readonly Column[] = [1, 2];

/** The cells that make up a location (RULE.targetingLocations): fore and aft 4 each, port and starboard 5 each. */
export function cellsOfLocation(seat: Seat, location: Location): Cell[] {
  switch (location) {
    case 'fore':
      return ROWS.flatMap((row) => FORE_COLUMNS.map((column) => ({ row, column })));
    case 'aft':
      return ROWS.flatMap((row) => AFT_COLUMNS.map((column) => ({ row, column })));
    case 'port':
    case 'starboard': {
      const row = rowOfSide(seat, location);
      return COLUMNS.map((column) => ({ row, column }));
    }
  }
}

export function isInLocation(seat: Seat, cell: Cell, location: Location): boolean {
  // The same cells as cellsOfLocation, without building the list: this is asked for every tile of every attack.
  switch (location) {
    case 'fore':
      return FORE_COLUMNS.includes(cell.column);
    case 'aft':
      return AFT_COLUMNS.includes(cell.column);
    case 'port':
    case 'starboard':
      return cell.row === rowOfSide(seat, location);
  }
}

/** RULE.targetingRange: same or adjacent sector, close; two or more apart, distant. */
export function rangeBetween(sectorA: number, sectorB: number): Range {
  return Math.abs(sectorA - sectorB) <= 1 ? 'close' : 'distant';
}

/**
 * Where `other` is seen from `own` (RULE.targetingPosition). In different sectors it is in front (further east) or
 * behind; in the same sector it is on the port side when it lies to the north.
 */
export function relativePosition(ownSector: number, otherSector: number, otherIsNorth: boolean): RelativePosition {
  if (otherSector > ownSector) return 'front';
  if (otherSector < ownSector) return 'behind';
  return otherIsNorth ? 'port-side' : 'starboard-side';
}

/** The arcs that can fire now, given where the opponent is. */
export function arcsInReach(arcs: readonly Arc[], position: RelativePosition, range: Range): Arc[] {
  return arcs.filter((arc) => arc.position === position && arc.range === range);
}

/** Why no arc reaches, in plain words, for a refusal message. */
export function describeReach(position: RelativePosition, range: Range): string {
  const where = { front: 'in front of you', behind: 'behind you', 'port-side': 'on your port side', 'starboard-side': 'on your starboard side' }[position];
  return `the opponent is ${where} at ${range} range`;
}

/** One of the four locations of a submarine (for a widget's attribute or mark, which may say anything). */
export function isLocation(value: unknown): value is Location {
  return isOneOf(LOCATIONS, value);
}

export function isSector(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= SECTORS.length;
}

/** A cell as a number 0–9 (inner row 0–4, outer row 5–9), for tables indexed by cell. */
export function cellIndex(cell: Cell): number {
  return (cell.row === 'inner' ? 0 : 5) + cell.column - 1;
}

const CELLS: readonly Cell[] = allCells();
/** For each cell index, the indices of its neighbours (king moves). */
const NEIGHBOUR_INDICES: readonly (readonly number[])[] = CELLS.map((cell) => CELLS.flatMap((other, index) => (areAdjacent(cell, other) ? [index] : [])));

/**
 * Steps from every cell to `to` (by cell index), one cell at a time through cells whose bit is
 * clear in `closed` (a bit per cell index); the starting cell itself may be closed. Infinity where
 * there is no way. The same walk as `walkingDistance`, for all cells at once.
 */
export function distancesTo(to: Cell, closed: number): number[] {
  const target = cellIndex(to);
  const distances: number[] = CELLS.map(() => Number.POSITIVE_INFINITY);
  distances[target] = 0;
  if ((closed & (1 << target)) !== 0) return distances;
  let frontier = [target];
  for (let steps = 1; frontier.length > 0; steps++) {
    const next: number[] = [];
    for (const index of frontier) {
      for (const neighbour of NEIGHBOUR_INDICES[index] ?? []) {
        if (distances[neighbour] !== Number.POSITIVE_INFINITY) continue;
        distances[neighbour] = steps;
        // A closed cell can start a walk but not be walked through.
        if ((closed & (1 << neighbour)) === 0) next.push(neighbour);
      }
    }
    frontier = next;
  }
  return distances;
}

/**
 * Steps from `from` to `to` moving one cell at a time (king moves) through cells `open` allows;
 * Infinity when there is no way. Used for "closer to the control room".
 */
export function walkingDistance(from: Cell, to: Cell, open: (cell: Cell) => boolean): number {
  const seen = new Set([cellKey(from)]);
  let frontier = [from];
  for (let steps = 0; frontier.length > 0; steps++) {
    if (frontier.some((cell) => sameCell(cell, to))) return steps;
    const next: Cell[] = [];
    for (const cell of frontier) {
      for (const neighbour of allCells()) {
        if (!areAdjacent(cell, neighbour) || seen.has(cellKey(neighbour)) || !open(neighbour)) continue;
        seen.add(cellKey(neighbour));
        next.push(neighbour);
      }
    }
    frontier = next;
  }
  return Number.POSITIVE_INFINITY;
}
