/**
 * How a reader points at an SVG board, whatever the game: the board point under the pointer, a
 * keyboard-driven marker (arrow keys move it, Shift in fine steps, Enter or Space places it), and
 * the keys of a focusable piece (Enter or Space presses it, the arrows move between pieces). Plain
 * functions without Lit, so a board that only needs its pieces' keys takes nothing else;
 * `svg-board.ts` draws with them.
 */
/** A point in the board's own units (inches, squares, hexes: whatever the viewBox counts). */
export interface BoardPoint {
  x: number;
  y: number;
}

/** The rectangle points may fall in, in board units; points are rounded to `1 / precision`. */
export interface BoardBounds {
  width: number;
  height: number;
  /** Points are rounded to this many steps a unit (10: a tenth of a unit). Default 10. */
  precision?: number;
}

/** `point` kept inside the board and rounded to its precision. */
export function clampToBoard(point: BoardPoint, bounds: BoardBounds): BoardPoint {
  const precision = bounds.precision ?? 10;
  const fit = (value: number, most: number): number => Math.round(Math.min(most, Math.max(0, value)) * precision) / precision;
  return { x: fit(point.x, bounds.width), y: fit(point.y, bounds.height) };
}

/**
 * The board point under a pointer event on the board's `<svg>` (its `currentTarget`), through the
 * SVG's own transform, so it holds at any size and zoom. Null when the event did not come from an
 * `<svg>` laid out on screen.
 */
export function boardPoint(event: MouseEvent, bounds: BoardBounds): BoardPoint | null {
  const target = event.currentTarget;
  if (!(target instanceof SVGSVGElement)) return null;
  const matrix = target.getScreenCTM();
  if (matrix === null) return null;
  const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
  return clampToBoard({ x: point.x, y: point.y }, bounds);
}

/** How far the marker moves per arrow key: `step`, or `fineStep` with Shift. */
export interface MarkerSteps {
  step: number;
  fineStep: number;
}

/** What a key does to the marker: moved it (announce where), placed it (act there), or nothing. */
export type MarkerKey = { kind: 'moved'; point: BoardPoint } | { kind: 'placed'; point: BoardPoint } | null;

const ARROWS: Readonly<Record<string, BoardPoint>> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/**
 * The marker's answer to a key, from where it is (`at`): an arrow moves it a step (kept on the
 * board), Enter or Space places it. The caller calls `preventDefault` when the answer is not null.
 */
export function markerKey(key: Pick<KeyboardEvent, 'key' | 'shiftKey'>, at: BoardPoint, bounds: BoardBounds, steps: MarkerSteps): MarkerKey {
  const arrow = ARROWS[key.key];
  if (arrow !== undefined) {
    const step = key.shiftKey ? steps.fineStep : steps.step;
    return { kind: 'moved', point: clampToBoard({ x: at.x + arrow.x * step, y: at.y + arrow.y * step }, bounds) };
  }
  if (key.key === 'Enter' || key.key === ' ') return { kind: 'placed', point: at };
  return null;
}

/**
 * A key on a focusable piece: Enter or Space presses it; an arrow moves focus to the next or the
 * previous piece of the same board (the `[data-piece]` elements of its `<svg>`, in document order,
 * round the end).
 */
export function pieceKeydown(event: KeyboardEvent, press: () => void): void {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    event.stopPropagation();
    press();
    return;
  }
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
  const piece = event.currentTarget;
  if (step === undefined || !(piece instanceof SVGElement)) return;
  const pieces = [...(piece.ownerSVGElement?.querySelectorAll<SVGElement>('[data-piece]') ?? [])];
  const next = pieces[(pieces.indexOf(piece) + step + pieces.length) % pieces.length];
  if (next === undefined || next === piece) return;
  event.preventDefault();
  event.stopPropagation();
  next.focus();
}
