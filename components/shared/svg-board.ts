/**
 * What every SVG board draws, whatever the game: its `<svg>` (a labelled group that turns clicks
 * into board points and passes keys to the game), pieces a reader can Tab to and press (the arrow
 * keys move between them), and the crosshair of the keyboard's marker. Template helpers, not an
 * element: the game that draws the board owns its state and decides what a point or a piece means.
 * The input side (points, marker keys, piece keys) is `board-input.ts`.
 */
import { css, nothing, svg, type SVGTemplateResult } from 'lit';
import { boardPoint, pieceKeydown, type BoardBounds, type BoardPoint } from './board-input.ts';
import { tokens } from './theme.ts';

/** A piece the reader can Tab to and press: a `role="button"` group around the piece's drawing. */
export interface PieceOptions {
  /** Its accessible name: what pressing it does. */
  label: string;
  className?: string;
  /** Extra data for tests and styles: `data-<key>` attributes are not free in SVG templates, so one `data-id`. */
  id: string;
  press: () => void;
  body: SVGTemplateResult;
}

export function renderPiece(piece: PieceOptions): SVGTemplateResult {
  return svg`<g
    class="piece ${piece.className ?? ''}"
    data-piece
    data-id=${piece.id}
    role="button"
    tabindex="0"
    aria-label=${piece.label}
    @click=${(event: MouseEvent) => {
      // The board itself may take clicks (a point): a piece's click is the piece's alone.
      event.stopPropagation();
      piece.press();
    }}
    @keydown=${(event: KeyboardEvent) => {
      pieceKeydown(event, piece.press);
    }}
  >${piece.body}</g>`;
}

/** The marker: a crosshair in a ring, `size` board units across, hidden from assistive technology (the game announces it). */
export function renderMarker(point: BoardPoint | null, size: number): SVGTemplateResult | typeof nothing {
  if (point === null) return nothing;
  const half = size / 2;
  return svg`<g class="marker" aria-hidden="true">
    <path d=${`M${String(point.x - half)} ${String(point.y)}H${String(point.x + half)}M${String(point.x)} ${String(point.y - half)}V${String(point.y + half)}`}></path>
    <circle cx=${point.x} cy=${point.y} r=${size / 3}></circle>
  </g>`;
}

/** The board's `<svg>`: a labelled group, focusable while it takes points, which clicks and keys reach. */
export interface BoardOptions {
  className: string;
  part: string;
  viewBox: string;
  label: string;
  bounds: BoardBounds;
  /** Null while a point means nothing (the board is then not focusable and ignores clicks). */
  onPoint: ((point: BoardPoint) => void) | null;
  onKey: (event: KeyboardEvent) => void;
  content: SVGTemplateResult;
}

export function renderBoard(board: BoardOptions): SVGTemplateResult {
  const { onPoint } = board;
  return svg`<svg
    class="board ${board.className} ${onPoint === null ? '' : 'interactive'}"
    part=${board.part}
    viewBox=${board.viewBox}
    role="group"
    aria-label=${board.label}
    tabindex=${onPoint === null ? '-1' : '0'}
    @click=${(event: MouseEvent) => {
      if (onPoint === null) return;
      const point = boardPoint(event, board.bounds);
      if (point !== null) onPoint(point);
    }}
    @keydown=${board.onKey}
  >${board.content}</svg>`;
}

/** The styles the helpers need (stroke widths in board units: set `--rb-board-line` to suit the viewBox). */
export const boardStyles = css`
  svg.board {
    width: 100%;
    display: block;
    overflow: hidden;
    touch-action: manipulation;
  }
  svg.board.interactive {
    cursor: crosshair;
  }
  .piece {
    cursor: pointer;
  }
  .piece:focus-visible {
    outline: none;
  }
  .marker path,
  .marker circle {
    fill: none;
    stroke: ${tokens.text};
    stroke-width: var(--rb-board-line, 0.07);
  }
`;
