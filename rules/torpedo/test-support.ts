/** Test helpers for Torpedo: pieces by hand, random tables, a distance worked out another way, and games played by hand. */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { decideAndCheck, tryDecide, type RuleViolation } from '../engine/index.ts';
import type { TorpedoCommand, TorpedoEvent, TorpedoState } from './model.ts';
import { SAMPLE_DIMENSIONS, SIZES, outline, type Piece, type Point, type Size } from './pieces.ts';
import { ruleset } from './ruleset.ts';
import type { TorpedoSetup } from './setup.ts';

/** A piece by hand: `ship('a', 'large', [100, 50], [1, 0])` points right with its tip at (100, 50). */
export function ship(id: string, size: Size, tip: readonly [number, number], heading: readonly [number, number] = [1, 0], owner = 'red'): Piece {
  return { id, owner, size, tip: { x: tip[0], y: tip[1] }, heading: { x: heading[0], y: heading[1] } };
}

/** A sample piece's length and width, for laying pieces out exactly in tests. */
export function lengthOf(size: Size): number {
  return SAMPLE_DIMENSIONS[size].length;
}
export function widthOf(size: Size): number {
  return SAMPLE_DIMENSIONS[size].width;
}

/** A heading: a small whole-number vector, never zero, so every direction of the compass and between comes up. */
export const headingArb: fc.Arbitrary<Point> = fc
  .record({ x: fc.integer({ min: -12, max: 12 }), y: fc.integer({ min: -12, max: 12 }) })
  .filter(({ x, y }) => x !== 0 || y !== 0);

/** A point on a grid of eighths of a millimetre (exact in binary, so moving it moves it exactly). */
export function pointArb(width: number, height: number): fc.Arbitrary<Point> {
  return fc.record({ x: fc.integer({ min: 0, max: width * 8 }).map((x) => x / 8), y: fc.integer({ min: 0, max: height * 8 }).map((y) => y / 8) });
}

/** Random pieces (they may touch: a table as a widget's reader might lay it out), ids p0, p1, … */
export function tableArb(options: { width?: number; height?: number; minLength?: number; maxLength?: number } = {}): fc.Arbitrary<Piece[]> {
  const { width = 300, height = 300, minLength = 0, maxLength = 12 } = options;
  return fc
    .array(fc.record({ size: fc.constantFrom(...SIZES), tip: pointArb(width, height), heading: headingArb, owner: fc.constantFrom('red', 'blue', 'green') }), { minLength, maxLength })
    .map((pieces) => pieces.map((piece, index) => ({ id: `p${String(index)}`, ...piece })));
}

/** The distance between two segments, the plain way (square roots), as a second opinion on plane.ts. */
function segmentDistance(p1: Point, p2: Point, q1: Point, q2: Point): number {
  const pointToSegment = (p: Point, a: Point, b: Point): number => {
    const ex = b.x - a.x;
    const ey = b.y - a.y;
    const lengthSquared = ex * ex + ey * ey;
    const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * ex + (p.y - a.y) * ey) / lengthSquared));
    return Math.hypot(p.x - (a.x + t * ex), p.y - (a.y + t * ey));
  };
  const side = (a: Point, b: Point, c: Point): number => Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
  if (side(p1, p2, q1) * side(p1, p2, q2) < 0 && side(q1, q2, p1) * side(q1, q2, p2) < 0) return 0;
  return Math.min(pointToSegment(p1, q1, q2), pointToSegment(p2, q1, q2), pointToSegment(q1, p1, p2), pointToSegment(q2, p1, p2));
}

/** Each edge of a polygon as its two ends. */
function edges(polygon: readonly Point[]): [Point, Point][] {
  return polygon.map((corner, index) => [corner, polygon[(index + 1) % polygon.length] ?? corner]);
}

function inside(p: Point, polygon: readonly Point[]): boolean {
  const sides = edges(polygon).map(([a, b]) => {
    return Math.sign((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x));
  });
  return sides.every((sign) => sign >= 0) || sides.every((sign) => sign <= 0);
}

/** The distance between two pieces' pentagons (0 when they overlap), the plain way. */
export function pieceDistance(a: Piece, b: Piece): number {
  const first = outline(a, SAMPLE_DIMENSIONS);
  const second = outline(b, SAMPLE_DIMENSIONS);
  if (first.some((corner) => inside(corner, second)) || second.some((corner) => inside(corner, first))) return 0;
  return Math.min(...edges(first).flatMap(([p1, p2]) => edges(second).map(([q1, q2]) => segmentDistance(p1, p2, q1, q2))));
}

/** A piece turned a quarter turn about the origin (x, y) → (−y, x): exact in floating point. */
export function quarterTurn(piece: Piece): Piece {
  return { ...piece, tip: { x: -piece.tip.y, y: piece.tip.x }, heading: { x: -piece.heading.y, y: piece.heading.x } };
}

/** A piece mirrored top to bottom (x, y) → (x, −y): exact in floating point. */
export function mirror(piece: Piece): Piece {
  return { ...piece, tip: { x: piece.tip.x, y: -piece.tip.y }, heading: { x: piece.heading.x, y: -piece.heading.y } };
}

/** A piece moved by (dx, dy). */
export function moved(piece: Piece, dx: number, dy: number): Piece {
  return { ...piece, tip: { x: piece.tip.x + dx, y: piece.tip.y + dy } };
}

/** The distance from the segment a–b to a piece's pentagon (0 when it enters it), the plain way. */
export function segmentPieceDistance(a: Point, b: Point, piece: Piece): number {
  const corners = outline(piece, SAMPLE_DIMENSIONS);
  if (inside(a, corners) || inside(b, corners)) return 0;
  return Math.min(...edges(corners).map(([p, q]) => segmentDistance(a, b, p, q)));
}

/** Plays one command through the ruleset's rules (refusals throw). */
export function play(state: TorpedoState, command: TorpedoCommand): TorpedoState {
  return playWithEvents(state, command).state;
}

export function playWithEvents(state: TorpedoState, command: TorpedoCommand): { state: TorpedoState; events: TorpedoEvent[] } {
  const events = decideAndCheck(ruleset, state, command);
  return { state: events.reduce((next, event) => ruleset.evolve(next, event), state), events };
}

export function playAll(state: TorpedoState, commands: readonly TorpedoCommand[]): TorpedoState {
  return commands.reduce(play, state);
}

/** A game with everyone ready: placing has begun. */
export function started(setup: Omit<TorpedoSetup, 'seed'> & { seed?: number } = {}): TorpedoState {
  const state = ruleset.initialState({ seed: 1, ...setup });
  return playAll(state, state.players.map((player) => ({ type: 'ready', player })));
}

/** A placement command: `player` lays `id` with its tip at `tip`, pointing along `heading`. */
export function place(player: string, id: string, tip: readonly [number, number], heading: readonly [number, number] = [1, 0]): TorpedoCommand {
  return { type: 'place', player, piece: { id, tip: { x: tip[0], y: tip[1] }, heading: { x: heading[0], y: heading[1] } } };
}

/** The RuleViolation a command meets, or a failure if it is accepted. */
export function refusal(state: TorpedoState, command: TorpedoCommand): RuleViolation {
  const result = tryDecide(ruleset, state, command);
  if (result.ok) return assert.fail(`${JSON.stringify(command)} was accepted`);
  return result.violation;
}

/** Random setups for the shared laws: 2 to 5 players, either mode, short or full stashes. */
export const RANDOM_SETUPS: fc.Arbitrary<TorpedoSetup> = fc.record({
  seed: fc.integer({ min: 0, max: 1_000_000 }),
  players: fc.integer({ min: 2, max: 5 }).map((count) => ['red', 'blue', 'green', 'yellow', 'black'].slice(0, count)),
  mode: fc.constantFrom('free' as const, 'rounds' as const),
  perSize: fc.integer({ min: 1, max: 5 }),
  field: fc.constantFrom({ width: 860, height: 860 }, { width: 300, height: 200 }),
});
