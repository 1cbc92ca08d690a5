/**
 * The pieces: Icehouse pyramids of three sizes, each lying flat on one face and pointing where its
 * tip points. Seen from above a lying pyramid is a pentagon (`footprint`): its tip, the two corners
 * of the upright base square sticking out sideways at its "shoulders", and the two corners of the
 * base resting on the table at the back.
 *
 * SAMPLE_DIMENSIONS are ours, worked out from the published pyramid sizes (rulebook.ts,
 * torpedo/pieces.dimensions, says how); a designer may pass their own to every function.
 */
import { RuleViolation, describeValue } from '../engine/index.ts';
import { isDirection, unitVector, type Point } from './plane.ts';
import { RULE, type RuleId } from './rule-ids.ts';

export type { Point };

export type Size = 'small' | 'medium' | 'large';
export const SIZES: readonly Size[] = ['small', 'medium', 'large'];

/** What a ship still afloat at the end scores (torpedo/score.points), and the pips on the pyramid. */
export const POINTS: Readonly<Record<Size, number>> = { small: 1, medium: 2, large: 3 };

/** A piece on the table: `tip` in millimetres (x right, y down), `heading` any non-zero vector. */
export interface Piece {
  id: string;
  owner: string;
  size: Size;
  tip: Point;
  heading: Point;
}

/**
 * The pentagon of each size, in millimetres: `width` across the base, `length` from the tip to the
 * back edge, `shoulder` from the back edge forward to the widest point of the sides.
 */
export type Dimensions = Record<Size, { width: number; length: number; shoulder: number }>;

/**
 * SAMPLE: our figures, from the published sizes of Icehouse pyramids (base × height: small 9/16 ×
 * 1 in, medium 25/32 × 1 3/8 in, large 1 × 1 3/4 in). A pyramid lying on a face is as long as the
 * slant height of that face, and the upright base shows its depth b²/(2·length) beyond the shoulders.
 */
export const SAMPLE_DIMENSIONS: Readonly<Dimensions> = Object.freeze({
  small: Object.freeze({ width: 14.29, length: 26.39, shoulder: 3.87 }),
  medium: Object.freeze({ width: 19.84, length: 36.31, shoulder: 5.42 }),
  large: Object.freeze({ width: 25.4, length: 46.23, shoulder: 6.98 }),
});

/** Something wrong with an input: the rule it breaks, the field it sits in, and why, in words. */
export interface Flaw {
  rule: RuleId;
  field: string;
  reason: string;
}

function flaw(rule: RuleId, field: string, expected: string, value: unknown): Flaw {
  return { rule, field, reason: `${field} must be ${expected}; got ${describeValue(value)}.` };
}

/** Throws the flaw as a RuleViolation naming its field. */
export function throwFlaw(found: Flaw): never {
  throw new RuleViolation(found.rule, found.reason, found.field);
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The largest measure a piece may have: twice a large pyramid's length (torpedo/pieces.dimensions). */
export const MAX_PIECE_MILLIMETRES = 100;
const PIECE_RANGE = `a number of millimetres above 0, up to ${String(MAX_PIECE_MILLIMETRES)} (our limit: a large pyramid lies 46 mm long)`;

function isPositiveMillimetres(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= MAX_PIECE_MILLIMETRES;
}

/** What is wrong with a set of dimensions, naming the field (`dims.medium.shoulder`), or null. */
export function dimensionsFlaw(dims: unknown, path = 'dims'): Flaw | null {
  if (!isRecord(dims)) return flaw(RULE.dimensions, path, 'the dimensions of the small, medium and large pieces', dims);
  for (const size of SIZES) {
    const field = `${path}.${size}`;
    const entry = dims[size];
    if (!isRecord(entry)) return flaw(RULE.dimensions, field, 'an object with width, length and shoulder in millimetres', entry);
    if (!isPositiveMillimetres(entry.width)) return flaw(RULE.dimensions, `${field}.width`, PIECE_RANGE, entry.width);
    if (!isPositiveMillimetres(entry.length)) return flaw(RULE.dimensions, `${field}.length`, PIECE_RANGE, entry.length);
    const { length, shoulder } = entry;
    // Above 0 and below the length, or the pentagon folds over itself.
    if (!isPositiveMillimetres(shoulder) || shoulder >= length) {
      return flaw(RULE.dimensions, `${field}.shoulder`, `a number of millimetres above 0 and below the length (${String(length)})`, shoulder);
    }
  }
  return null;
}

/** The dimensions, checked: throws a RuleViolation naming the field at fault. */
export function checkDimensions(dims: unknown): Dimensions {
  const found = dimensionsFlaw(dims);
  if (found !== null) throwFlaw(found);
  return dims as Dimensions;
}

function pointFlaw(point: unknown, field: string, rule: RuleId, what: string): Flaw | null {
  if (!isRecord(point)) return flaw(rule, field, `${what}: { x, y } in millimetres`, point);
  for (const axis of ['x', 'y'] as const) {
    const value = point[axis];
    if (typeof value !== 'number' || !Number.isFinite(value)) return flaw(rule, `${field}.${axis}`, 'a finite number of millimetres', value);
  }
  return null;
}

/** What is wrong with a piece, naming the field (`table[3].heading`), or null. */
export function pieceFlaw(piece: unknown, path = 'piece'): Flaw | null {
  if (!isRecord(piece)) return flaw(RULE.stash, path, 'a piece: { id, owner, size, tip, heading }', piece);
  if (typeof piece.id !== 'string' || piece.id === '') return flaw(RULE.stash, `${path}.id`, 'a non-empty text', piece.id);
  if (typeof piece.owner !== 'string' || piece.owner === '') return flaw(RULE.stash, `${path}.owner`, 'a non-empty text', piece.owner);
  if (typeof piece.size !== 'string' || !(SIZES as readonly string[]).includes(piece.size)) return flaw(RULE.stash, `${path}.size`, 'small, medium or large', piece.size);
  const tip = pointFlaw(piece.tip, `${path}.tip`, RULE.pose, 'the point of the tip');
  if (tip !== null) return tip;
  const heading = pointFlaw(piece.heading, `${path}.heading`, RULE.pose, 'the direction the tip points');
  if (heading !== null) return heading;
  if (!isDirection(piece.heading as Point)) return flaw(RULE.pose, `${path}.heading`, 'a direction: a vector that is not zero', piece.heading);
  return null;
}

/** The pentagon of a piece already checked: the corners in the pinned order. */
export function outline(piece: Piece, dims: Dimensions): Point[] {
  const { width, length, shoulder } = dims[piece.size];
  const forward = unitVector(piece.heading);
  // The piece's own y axis: its heading turned a quarter turn from x towards y.
  const side = { x: -forward.y, y: forward.x };
  const corner = (along: number, across: number): Point => ({
    x: piece.tip.x + along * forward.x + across * side.x,
    y: piece.tip.y + along * forward.y + across * side.y,
  });
  const half = width / 2;
  // The tip is the tip, exactly (not the tip plus zero times something).
  return [{ x: piece.tip.x, y: piece.tip.y }, corner(-(length - shoulder), half), corner(-length, half), corner(-length, -half), corner(-(length - shoulder), -half)];
}

/**
 * A piece seen from above, in table millimetres. In the piece's own frame (tip at the origin, +x
 * along the heading) its corners are (0, 0), (−(L−δ), +w/2), (−L, +w/2), (−L, −w/2),
 * (−(L−δ), −w/2), with w its width, L its length and δ its shoulder. Throws a RuleViolation
 * naming the field for a malformed piece (a zero heading) or bad dimensions.
 */
export function footprint(piece: Piece, dims: Dimensions = SAMPLE_DIMENSIONS): Point[] {
  const checked = checkDimensions(dims);
  const found = pieceFlaw(piece);
  if (found !== null) throwFlaw(found);
  return outline(piece, checked);
}
