/**
 * What a widget needs of the Star Eater board before it draws it: how big the drawing is and the
 * row it sits in beside the controls. Apart from hex-board.ts (which re-exports all of it) so that
 * the direct-fire widget can keep the board's room while the drawing is still being fetched.
 */
import { css } from 'lit';
import type { Board } from '../../rules/star-eater/index.ts';

/** Centre to corner of a hex, in drawing units. */
export const HEX_SIZE = 15;
export const ROOT3 = Math.sqrt(3);
/** Room on the left for the row numbers, on top for the column numbers, and round the edge for bursts and arrows. */
export const MARGIN = { left: 24, top: 22, right: 12, bottom: 12 };

export interface BoardPoint {
  x: number;
  y: number;
}

/** How big the drawing of `board` is, in units (pixels at full size). */
export function boardSize(board: Board): { width: number; height: number } {
  return {
    width: Math.ceil(MARGIN.left + MARGIN.right + HEX_SIZE * (1.5 * (board.columns - 1) + 2)),
    height: Math.ceil(MARGIN.top + MARGIN.bottom + HEX_SIZE * ROOT3 * (board.rows + 0.5)),
  };
}

/**
 * The least share of its drawn size a board is shown at rather than scrolled: its 12 px texts are
 * drawn at up to 14 units then, which still clear each other and their hexes.
 */
const SMALLEST_SCALE = 0.85;

/**
 * How a board `drawn` units wide is shown in `available` pixels (0: not laid out yet): at full size
 * where it fits; shrunk to fit where it is a little too wide (the sample board's 336 units in a
 * phone's 309 px), its texts kept at their size (`scale`); otherwise at full size, scrolling sideways.
 */
export function boardFit(drawn: number, available: number): { scale: number; scrolls: boolean } {
  if (available <= 0 || available >= drawn) return { scale: 1, scrolls: false };
  const scale = Math.floor((available / drawn) * 1000) / 1000;
  return scale >= SMALLEST_SCALE ? { scale, scrolls: false } : { scale: 1, scrolls: true };
}

/**
 * The board beside a widget's controls where the column is wide enough, under them where it is not
 * (`.board-row` holding `.board-box`, the board with `--board-width`, and `.side`): the labs and the
 * direct-fire widget lay out alike. Made in a call marked pure, so a widget without the row leaves it out.
 */
export const boardRowStyles = /* @__PURE__ */ (() => css`
  .board-row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.6rem 1rem;
    align-items: flex-start;
  }
  .board-box {
    flex: 0 1 var(--board-width);
    min-width: 0;
  }
  .side {
    flex: 1 1 14rem;
    display: grid;
    gap: 0.5rem;
  }
`)();

