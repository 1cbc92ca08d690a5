/**
 * How every Torpedo widget moves and turns a ship the reader holds (the line of fire's ships, the
 * placement's and the game's ghost): the same keys and the same drag everywhere, so a reader who
 * learnt one widget knows them all.
 *
 * Keys on a ship: the arrow keys move it (with Shift, the fine step), Q or [ turns it a step
 * anticlockwise, E or ] clockwise, Enter or Space presses it. A drag keeps the offset from the
 * pointer to the tip and lands the tip on a half-millimetre grid, so positions stay readable.
 */
import { css } from 'lit';
import type { Point } from '../../rules/torpedo/index.ts';
import { tokens } from '../shared/theme.ts';
import { fieldPointOf } from './field-board.ts';

const TURN_KEYS: Readonly<Record<string, number>> = { '[': -1, q: -1, Q: -1, ']': 1, e: 1, E: 1 };
const MOVE_KEYS: Readonly<Record<string, Point>> = { ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 }, ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 } };

/** A dragged tip lands on this grid, in millimetres. */
const DRAG_GRID_MM = 0.5;

/** What a key pressed on a ship asks for: a turn of `steps` 15° steps (clockwise positive), a move by `by` millimetres, or a press. */
export type ShipKey = { kind: 'turn'; steps: number } | { kind: 'move'; by: Point } | { kind: 'press' };

/**
 * The key's meaning on a ship, or null for a key the ship leaves alone; for a key it knows, the
 * browser's own action (scrolling) is prevented. `step` and `fineStep` (with Shift) in millimetres.
 */
export function shipKey(event: KeyboardEvent, step: number, fineStep: number): ShipKey | null {
  const turn = TURN_KEYS[event.key];
  const move = MOVE_KEYS[event.key];
  let meaning: ShipKey | null = null;
  if (turn !== undefined) meaning = { kind: 'turn', steps: turn };
  else if (move !== undefined) {
    const length = event.shiftKey ? fineStep : step;
    meaning = { kind: 'move', by: { x: move.x * length, y: move.y * length } };
  } else if (event.key === 'Enter' || event.key === ' ') meaning = { kind: 'press' };
  if (meaning !== null) event.preventDefault();
  return meaning;
}

/** A drag under way: the pointer, and the offset from it to the ship's tip, in millimetres. */
export interface ShipDrag {
  pointerId: number;
  offset: Point;
}

/** A drag of the ship whose tip is at `tip`, from a primary-button pointer-down on it (the pointer captured), or null. */
export function startDrag(event: PointerEvent, tip: Point): ShipDrag | null {
  const svgElement = (event.currentTarget as Element | null)?.closest('svg');
  if (!(svgElement instanceof SVGSVGElement) || event.button !== 0) return null;
  const at = fieldPointOf(event, svgElement);
  if (at === null) return null;
  event.preventDefault();
  try {
    svgElement.setPointerCapture(event.pointerId);
  } catch {
    // A pointer the browser does not know (a synthetic one) cannot be captured; the drag still follows moves over the field.
  }
  return { pointerId: event.pointerId, offset: { x: tip.x - at.x, y: tip.y - at.y } };
}

/** Where `drag` takes the tip on this pointer move over the field, on the grid; null when the move is not this drag's. */
export function dragTip(drag: ShipDrag | null, event: PointerEvent): Point | null {
  const svgElement = event.currentTarget;
  if (drag?.pointerId !== event.pointerId || !(svgElement instanceof SVGSVGElement)) return null;
  const at = fieldPointOf(event, svgElement);
  if (at === null) return null;
  const snap = (value: number): number => Math.round(value / DRAG_GRID_MM) * DRAG_GRID_MM;
  return { x: snap(at.x + drag.offset.x), y: snap(at.y + drag.offset.y) };
}

/** Around a held ship: its size as a row of radio buttons with a legend, and the verdict on dropping it (refused in the miss colour, beside its words). */
export const heldShipStyles = css`
  .verdict[data-fits='false'] {
    color: ${tokens.miss};
  }
  fieldset {
    border: none;
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem 1rem;
    margin: 0;
    padding: 0;
  }
  legend {
    float: left;
    font-weight: 600;
    margin-right: 0.6rem;
    padding: 0;
  }
`;
