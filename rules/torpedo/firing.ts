/**
 * Torpedoes (torpedo/fire.*): each ship shoots along the line from its tip, the first ship the line
 * meets is hit, a ship of the shooter's size stops it and any other size sinks. The volleys go small,
 * medium, large; each is judged on the table as it stood when the volley began.
 *
 * Every answer is the same whatever the order of the table: ships are taken by id, and the lists
 * returned are sorted by id.
 */
import { RuleViolation } from '../engine/index.ts';
import { boxOf, rayReach, unitVector, type Box, type Point } from './plane.ts';
import { SAMPLE_DIMENSIONS, SIZES, checkDimensions, outline, pieceFlaw, throwFlaw, type Dimensions, type Piece, type Size } from './pieces.ts';
import { RULE } from './rule-ids.ts';

export type ShotResult = 'sinks' | 'blocked' | 'miss';

/** One torpedo, told in full for a reader: where it flew and what it met. */
export interface Shot {
  shooter: string;
  /** The ship it met first, or null when it met none. */
  hit: string | null;
  result: ShotResult;
  /** From the shooter's tip along its heading. */
  from: Point;
  /** Millimetres from the tip to the first contact, or null for a miss. */
  reach: number | null;
  /** Where it met the ship, or null for a miss. */
  contact: Point | null;
}

interface Ship {
  piece: Piece;
  corners: Point[];
  box: Box;
}

function byId(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The table checked (every piece well formed, ids unique) with each ship's pentagon, in id order. */
function shipsOf(table: readonly Piece[], dims: Dimensions): Ship[] {
  checkDimensions(dims);
  // Typed callers cannot pass anything else, but a widget's JSON can.
  const given: unknown = table;
  if (!Array.isArray(given)) throw new RuleViolation(RULE.stash, 'table must be a list of pieces.', 'table');
  const seen = new Set<string>();
  table.forEach((piece, index) => {
    const found = pieceFlaw(piece, `table[${String(index)}]`);
    if (found !== null) throwFlaw(found);
    if (seen.has(piece.id)) throw new RuleViolation(RULE.stash, `table[${String(index)}].id: "${piece.id}" names two pieces on the table; each piece has its own id.`, `table[${String(index)}].id`);
    seen.add(piece.id);
  });
  return [...table]
    .sort((a, b) => byId(a.id, b.id))
    .map((piece) => {
      const corners = outline(piece, dims);
      return { piece, corners, box: boxOf(corners) };
    });
}

/** One ship's torpedo across `ships` (the table as it stands). */
function shoot(ships: readonly Ship[], shooter: Piece): Shot {
  const unit = unitVector(shooter.heading);
  let first: { ship: Ship; reach: number } | null = null;
  // Ships come in id order, so of two met at the very same distance the first by id is hit.
  for (const ship of ships) {
    if (ship.piece.id === shooter.id) continue;
    const reach = rayReach(shooter.tip, unit, ship.corners, ship.box);
    if (reach !== null && (first === null || reach < first.reach)) first = { ship, reach };
  }
  const from = { ...shooter.tip };
  if (first === null) return { shooter: shooter.id, hit: null, result: 'miss', from, reach: null, contact: null };
  const { ship, reach } = first;
  const contact = { x: from.x + reach * unit.x, y: from.y + reach * unit.y };
  // RULE.hit: like stops like; any other size sinks, whoever owns it.
  const result: ShotResult = ship.piece.size === shooter.size ? 'blocked' : 'sinks';
  return { shooter: shooter.id, hit: ship.piece.id, result, from, reach, contact };
}

/**
 * The torpedo of `shooterId`, in full: what it met, how far from the tip and where. Throws a
 * RuleViolation for a shooter not on the table, a malformed piece or two pieces with one id.
 */
export function traceTorpedo(table: readonly Piece[], shooterId: string, dims: Dimensions = SAMPLE_DIMENSIONS): Shot {
  const ships = shipsOf(table, dims);
  const shooter = ships.find((ship) => ship.piece.id === shooterId);
  if (shooter === undefined) throw new RuleViolation(RULE.line, `No piece "${shooterId}" is on the table to fire.`, 'shooterId');
  return shoot(ships, shooter.piece);
}

/**
 * RULE.line: the ray from the shooter's tip along its heading meets the ship whose pentagon it first comes
 * within 1e-6 mm of (a graze counts; never the shooter itself): one of the shooter's size blocks
 * it, any other size sinks; nothing met is a miss.
 */
export function castTorpedo(table: Piece[], shooterId: string, dims: Dimensions = SAMPLE_DIMENSIONS): { hit: string | null; result: 'sinks' | 'blocked' | 'miss' } {
  const { hit, result } = traceTorpedo(table, shooterId, dims);
  return { hit, result };
}

/** One volley, told in full: every shot, and the ships that leave the table after it. */
export interface Volley {
  size: Size;
  shots: Shot[];
  sunk: string[];
}

/**
 * The three volleys in full. The ships of each size still afloat fire together at the table as it
 * stands when their volley begins; ships sunk leave after the volley, so a ship sunk earlier never
 * fires, and a ship sunk in this volley still blocks or takes the other shots of it.
 */
export function fireVolleys(table: readonly Piece[], dims: Dimensions = SAMPLE_DIMENSIONS): { volleys: Volley[]; afloat: string[] } {
  let afloat = shipsOf(table, dims);
  const volleys = SIZES.map((size): Volley => {
    const standing = afloat;
    const shots = standing.filter((ship) => ship.piece.size === size).map((ship) => shoot(standing, ship.piece));
    const sunk = [...new Set(shots.flatMap((shot) => (shot.result === 'sinks' && shot.hit !== null ? [shot.hit] : [])))].sort(byId);
    afloat = standing.filter((ship) => !sunk.includes(ship.piece.id));
    return { size, shots, sunk };
  });
  return { volleys, afloat: afloat.map((ship) => ship.piece.id) };
}

/** The volleys small → medium → large (RULE.volleys, RULE.together): the ships each sinks, and those left afloat, by id. */
export function resolveFiring(table: Piece[], dims: Dimensions = SAMPLE_DIMENSIONS): { volleys: { size: Size; sunk: string[] }[]; afloat: string[] } {
  const { volleys, afloat } = fireVolleys(table, dims);
  return { volleys: volleys.map(({ size, sunk }) => ({ size, sunk })), afloat };
}
