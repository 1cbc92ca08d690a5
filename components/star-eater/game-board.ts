/**
 * The whole game's board: the hex board of hex-board.ts (its grid, numbers, warships and paths)
 * with what only the game draws over it: each warship's initial on its centre, small pieces (the
 * squadrons in flight, projectiles, torpedoes, each with a tick along its facing) and the hexes the
 * reader may press now, as buttons. Apart from hex-board.ts so the widgets that draw a board
 * without them (momentum, collision, torpedo) do not carry them.
 */
import { css, html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { Board, Dir, Hex } from '../../rules/star-eater/index.ts';
import { widthProbe } from '../shared/drawn-width.ts';
import { tokens } from '../shared/theme.ts';
import { boardSize, directionVector, gridPath, hexCentre, hexPath, renderNumbers, renderPath, renderShip, round, type BoardPath, type BoardShip } from './hex-board.ts';

/** A small token on a hex: a disc with a short label and a tick along its facing. */
export interface BoardPiece {
  at: Hex;
  label: string;
  facing?: Dir;
  /** Extra class to style it: `squadron`, `projectile` or `torpedo`, and `own-a` or `own-b` for its side. */
  className?: string;
}

/** Hexes the reader may press now: each a button over the board, one Tab stop for them all, the arrow keys between them. */
export interface BoardChoices {
  hexes: readonly { hex: Hex; label: string }[];
  /** The hex that holds the Tab stop (the last one pressed or moved to); the first when it is not among them. */
  current: Hex | null;
  press: (hex: Hex) => void;
  /** The arrow keys moved the Tab stop to `hex` (the host keeps it for its next render). */
  moved: (hex: Hex) => void;
}

const PIECE_RADIUS = 10;

function renderPiece(piece: BoardPiece): SVGTemplateResult {
  const { x, y } = hexCentre(piece.at);
  const along = piece.facing === undefined ? null : directionVector(piece.facing);
  return svg`<g class=${`piece ${piece.className ?? ''}`} part="piece">
    <circle cx=${round(x)} cy=${round(y)} r=${PIECE_RADIUS}></circle>
    ${along === null ? nothing : svg`<line class="piece-facing" x1=${round(x + along.x * PIECE_RADIUS)} y1=${round(y + along.y * PIECE_RADIUS)} x2=${round(x + along.x * (PIECE_RADIUS + 4))} y2=${round(y + along.y * (PIECE_RADIUS + 4))}></line>`}
    <text class="piece-label" x=${round(x)} y=${round(y)}>${piece.label}</text>
  </g>`;
}

const ARROWS: Readonly<Record<string, { x: number; y: number }>> = { ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 }, ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 } };

/** The hex among `hexes` nearest to `from` in the direction of an arrow key, or null. */
function nearestToward(from: Hex, hexes: readonly Hex[], toward: { x: number; y: number }): Hex | null {
  const start = hexCentre(from);
  let best: { hex: Hex; score: number } | null = null;
  for (const hex of hexes) {
    const point = hexCentre(hex);
    const dx = point.x - start.x;
    const dy = point.y - start.y;
    const ahead = dx * toward.x + dy * toward.y;
    if (ahead <= 0.5) continue;
    // Straight on first: a hex off to the side counts as twice as far as it is.
    const score = ahead + 2 * Math.abs(dx * toward.y - dy * toward.x);
    if (best === null || score < best.score) best = { hex, score };
  }
  return best?.hex ?? null;
}

function sameHex(a: Hex | null, b: Hex): boolean {
  return a !== null && a.q === b.q && a.r === b.r;
}

function keyOf(hex: Hex): string {
  return `${String(hex.q)},${String(hex.r)}`;
}

/**
 * The hexes to press, as buttons (`role="button"`, named by what pressing does): Enter, Space or a
 * click presses one; the arrow keys move to the nearest one that way, Home and End to the first and
 * the last. One Tab stop for them all (a roving tabindex).
 */
export function renderChoices(choices: BoardChoices): SVGTemplateResult {
  const hexes = choices.hexes.map((choice) => choice.hex);
  const current = hexes.some((hex) => sameHex(choices.current, hex)) ? choices.current : (hexes[0] ?? null);
  const onKey = (event: KeyboardEvent, hex: Hex): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choices.press(hex);
      return;
    }
    const arrow = ARROWS[event.key];
    if (arrow === undefined && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const next = arrow === undefined ? (event.key === 'Home' ? hexes[0] : hexes.at(-1)) : nearestToward(hex, hexes, arrow);
    if (next === undefined || next === null || sameHex(next, hex)) return;
    // The one Tab stop moves along at once (the host keeps it for its next render).
    const here = event.currentTarget as SVGElement;
    const target = here.ownerSVGElement?.querySelector<SVGElement>(`[data-hex="${keyOf(next)}"]`);
    here.setAttribute('tabindex', '-1');
    target?.setAttribute('tabindex', '0');
    target?.focus();
    choices.moved(next);
  };
  return svg`<g class="choices">${choices.hexes.map(
    ({ hex, label }) => svg`<g
      class="choice"
      part="choice"
      role="button"
      data-hex=${keyOf(hex)}
      tabindex=${sameHex(current, hex) ? '0' : '-1'}
      aria-label=${label}
      @click=${() => {
        choices.press(hex);
      }}
      @keydown=${(event: KeyboardEvent) => {
        onKey(event, hex);
      }}
    ><path class="choice-hit" d=${hexPath(hex, 1)}></path><path class="choice-ring" d=${hexPath(hex, 3)}></path></g>`,
  )}</g>`;
}

/** A warship on the game's board: the hex board's, with the initial drawn on its centre. */
export interface GameShip extends BoardShip {
  initial: string;
}

export interface GameBoardOptions {
  board: Board;
  /** The drawing's accessible name: what it shows, in words (the pieces are not read out one by one). */
  label: string;
  ships: readonly GameShip[];
  paths: readonly BoardPath[];
  pieces: readonly BoardPiece[];
  /** Hexes to press: the drawing is then a group of buttons; null or none: one image. */
  choices: BoardChoices | null;
  scrolls: boolean;
}

/** The initial on a warship's centre, over the section letter there. */
function renderInitial(ship: GameShip): SVGTemplateResult {
  const { x, y } = hexCentre(ship.pose.at);
  return svg`<g class=${`initial ${ship.className ?? ''}`}><circle cx=${round(x)} cy=${round(y)} r="9"></circle><text x=${round(x)} y=${round(y)}>${ship.initial}</text></g>`;
}

/**
 * The board (part `board`), in a box that scrolls sideways when `scrolls` (as renderHexBoard's):
 * `role="img"`, or `role="group"` holding the hexes to press. Parts inside: `ship`, `path`,
 * `piece`, `choice`.
 */
export function renderGameBoard(options: GameBoardOptions): TemplateResult {
  const { board, scrolls, choices } = options;
  const { width, height } = boardSize(board);
  const interactive = choices !== null && choices.hexes.length > 0;
  return html`${widthProbe}
    ${scrolls ? html`<p class="scroll-hint" part="scroll-hint" aria-hidden="true">Scroll sideways for the whole board →</p>` : nothing}
    <div class="board-scroll" tabindex=${scrolls ? '0' : nothing} role=${scrolls ? 'group' : nothing} aria-label=${scrolls ? 'The board, scrolls sideways' : nothing}>
      <svg class="hex-board" part="board" viewBox="0 0 ${width} ${height}" width=${width} height=${height} role=${interactive ? 'group' : 'img'} aria-label=${options.label}>
        <path class="grid" d=${gridPath(board)}></path>
        ${renderNumbers(board)}
        <g aria-hidden="true">
          ${options.paths.map(renderPath)} ${options.ships.map(renderShip)} ${options.ships.map(renderInitial)} ${options.pieces.map(renderPiece)}
        </g>
        ${interactive ? renderChoices(choices) : nothing}
      </svg>
    </div>`;
}

/** The styles of the game's board: list them after `hexBoardStyles`. */
export const gameBoardStyles = css`
  .initial circle {
    fill: var(--rb-hex-board-ship, light-dark(#c9d6f2, #2c3f6b));
  }
  .initial.ship-b circle {
    fill: var(--rb-hex-board-ship-b, light-dark(#f3d9c4, #5a3a22));
  }
  .initial text {
    font-size: 12px;
    font-weight: 700;
    fill: ${tokens.text};
    text-anchor: middle;
    dominant-baseline: central;
  }
  .ship-b .hull {
    fill: var(--rb-hex-board-ship-b, light-dark(#f3d9c4, #5a3a22));
    stroke-dasharray: 4 2;
  }
  .piece circle {
    fill: ${tokens.surface};
    stroke: ${tokens.text};
    stroke-width: 1.5;
  }
  .piece.planned circle {
    fill: none;
    stroke: ${tokens.accent};
    stroke-width: 2;
    stroke-dasharray: 3 2;
  }
  .piece.own-b circle {
    stroke-dasharray: 3 2;
  }
  .piece.projectile circle,
  .piece.torpedo circle {
    fill: ${tokens.missSurface};
  }
  .piece-facing {
    stroke: ${tokens.text};
    stroke-width: 2.5;
    stroke-linecap: round;
  }
  .piece-label {
    font-size: 12px;
    font-weight: 700;
    fill: ${tokens.text};
    text-anchor: middle;
    dominant-baseline: central;
  }
  .choice {
    cursor: pointer;
    outline: none;
  }
  .choice-hit {
    fill: color-mix(in srgb, ${tokens.accent} 14%, transparent);
  }
  .choice-ring {
    fill: none;
    stroke: ${tokens.accent};
    stroke-width: 2;
    stroke-dasharray: 4 3;
  }
  .choice:hover .choice-ring,
  .choice:focus-visible .choice-ring {
    stroke-width: 3.5;
    stroke-dasharray: none;
  }
`;
