/**
 * The Star Eater board as SVG, for every Star Eater widget that shows it (momentum, collisions,
 * direct fire): flat-top hexes in the board's columns and rows, numbered along the top and the
 * left; warships as their hull sections, each labelled, with an arrow along the facing; faint
 * paths and outlines of where a ship will be; hexes marked by a widget (an arc, an area); edge
 * hits as bursts on the board's edge. A template helper, not an element: the widget that draws it
 * owns the state and says what everything means, in words beside the drawing.
 *
 * The drawing is never shown smaller than one pixel per unit, so its text (12 units) is never
 * under 12 px: in a column narrower than the board it scrolls sideways, in a box Tab reaches,
 * under a line that says so (`scrolls`, from the host's `DrawnWidth`).
 */
import { css, html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { hexAt, hullHexes, type Board, type Dir, type Hex, type Hull, type Pose } from '../../rules/star-eater/index.ts';
import { widthProbe } from '../shared/drawn-width.ts';
import { tokens } from '../shared/theme.ts';
// The board's size and the row it sits in live apart (board-frame.ts), for a widget that lays the
// row out before it has fetched this drawing (the direct-fire widget).
import { HEX_SIZE, MARGIN, ROOT3, boardSize, type BoardPoint } from './board-frame.ts';

export { HEX_SIZE, boardFit, boardRowStyles, boardSize, type BoardPoint } from './board-frame.ts';

/** Short labels drawn on each section of the sample hull (the key says them in full). */
export const SECTION_LETTERS: Readonly<Record<string, string>> = { bow: 'B', port: 'P', core: 'C', starboard: 'Sb', stern: 'St' };

/** The centre of a hex in the drawing (axial coordinates, on the board or off it). */
export function hexCentre(hex: Hex): BoardPoint {
  return { x: MARGIN.left + HEX_SIZE * (1 + 1.5 * hex.q), y: MARGIN.top + HEX_SIZE * ROOT3 * (hex.r + hex.q / 2 + 0.5) };
}

/** The hex under a point of the drawing (the inverse of `hexCentre`, rounded to the nearest hex), on the board or off it. */
export function hexAtPoint(point: BoardPoint): Hex {
  const q = (point.x - MARGIN.left - HEX_SIZE) / (1.5 * HEX_SIZE);
  const r = (point.y - MARGIN.top) / (HEX_SIZE * ROOT3) - 0.5 - q / 2;
  // Cube rounding: round all three coordinates, then fix the one that moved most.
  const s = -q - r;
  let roundedQ = Math.round(q);
  let roundedR = Math.round(r);
  const roundedS = Math.round(s);
  const dq = Math.abs(roundedQ - q);
  const dr = Math.abs(roundedR - r);
  if (dq > dr && dq > Math.abs(roundedS - s)) roundedQ = -roundedR - roundedS;
  else if (dr > Math.abs(roundedS - s)) roundedR = -roundedQ - roundedS;
  return { q: roundedQ + 0, r: roundedR + 0 };
}

export function round(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** The outline of a hex as path commands. */
export function hexPath(hex: Hex, inset = 0): string {
  const { x, y } = hexCentre(hex);
  const size = HEX_SIZE - inset;
  const corners = [0, 60, 120, 180, 240, 300].map((angle) => {
    const radians = (Math.PI / 180) * angle;
    return `${round(x + size * Math.cos(radians))} ${round(y + size * Math.sin(radians))}`;
  });
  return `M${corners.join('L')}Z`;
}

/** The unit vector of a board direction on screen (y grows south). */
export function directionVector(dir: Dir): BoardPoint {
  const radians = (Math.PI / 180) * (dir * 60 - 90);
  return { x: Math.cos(radians), y: Math.sin(radians) };
}

/** A warship to draw: its sections solid, labelled, and an arrow along its facing. */
export interface BoardShip {
  id: string;
  pose: Pose;
  hull: Hull;
  /** Extra class: `ship-a`, `ship-b` for two ships told apart by fill (their letters tell them apart too). */
  className?: string;
}

/** A ship's path: its poses in order, step by step, drawn as a line through its centre hexes. */
export interface BoardPath {
  poses: readonly Pose[];
  /** `played` for steps already made (solid), `coming` for steps to come (faint, dashed). */
  kind: 'played' | 'coming';
}

/** A ship's outline where it will be (faint, dashed), with a short label on its centre (a round number). */
export interface BoardGhost {
  pose: Pose;
  hull: Hull;
  label: string;
}

/** A section hitting the board's edge: drawn as a burst where its hex meets the hex off the board. */
export interface BoardEdgeHit {
  from: Hex;
  to: Hex;
  /** `taken` for a hit already dealt, `coming` for one the coming rounds will deal. */
  kind: 'taken' | 'coming';
}

/** Hexes a widget marks (an arc, an area, a target), with a class of its own to style them. */
export interface BoardMark {
  hexes: readonly Hex[];
  className: string;
}

export interface HexBoardOptions {
  board: Board;
  /** The drawing's accessible name and description: what it shows, in words. */
  label: string;
  ships?: readonly BoardShip[];
  paths?: readonly BoardPath[];
  ghosts?: readonly BoardGhost[];
  hits?: readonly BoardEdgeHit[];
  marks?: readonly BoardMark[];
  /** The host is narrower than the drawing: it scrolls sideways, with a line saying so. */
  scrolls: boolean;
  /**
   * Shown at this share of its drawn size (1 when not given; `boardFit` chooses it), its texts
   * drawn larger in units by as much, so that they still show at 12 px.
   */
  scale?: number;
}

/** Every hex outline of the board, as one path: a few hundred hexes, one element. */
const GRID_PATHS = new WeakMap<Board, string>();

export function gridPath(board: Board): string {
  const known = GRID_PATHS.get(board);
  if (known !== undefined) return known;
  const parts: string[] = [];
  for (let column = 0; column < board.columns; column++) {
    for (let row = 0; row < board.rows; row++) parts.push(hexPath(hexAt(column, row)));
  }
  const path = parts.join('');
  GRID_PATHS.set(board, path);
  return path;
}

export function renderNumbers(board: Board): SVGTemplateResult {
  const columns = Array.from({ length: board.columns }, (_, column) => svg`<text class="coordinate" x=${round(hexCentre(hexAt(column, 0)).x)} y=${MARGIN.top - 6}>${column}</text>`);
  const rows = Array.from({ length: board.rows }, (_, row) => {
    const { y } = hexCentre(hexAt(0, row));
    return svg`<text class="coordinate" x=${MARGIN.left - 12} y=${round(y + 4)}>${row}</text>`;
  });
  return svg`<g aria-hidden="true">${columns}${rows}</g>`;
}

export function renderShip(ship: BoardShip): SVGTemplateResult {
  const sections = hullHexes(ship.hull, ship.pose);
  const bow = sections.find((section) => section.section === 'bow')?.hex ?? ship.pose.at;
  const tip = hexCentre(bow);
  const along = directionVector(ship.pose.facing);
  // The arrow starts at the bow's outer edge and points out along the facing.
  const edge = (HEX_SIZE * ROOT3) / 2;
  const start = { x: tip.x + along.x * (edge - 2), y: tip.y + along.y * (edge - 2) };
  const end = { x: tip.x + along.x * (edge + 11), y: tip.y + along.y * (edge + 11) };
  const side = { x: -along.y, y: along.x };
  const head = `M${round(end.x + along.x * 4)} ${round(end.y + along.y * 4)}L${round(end.x + side.x * 5)} ${round(end.y + side.y * 5)}L${round(end.x - side.x * 5)} ${round(end.y - side.y * 5)}Z`;
  return svg`<g class=${`ship ${ship.className ?? ''}`} part="ship" data-ship=${ship.id}>
    ${sections.map(({ section, hex }) => {
      const { x, y } = hexCentre(hex);
      return svg`<g class="section" data-section=${section}>
        <path class="hull" d=${hexPath(hex, 1.5)}></path>
        <text class="section-label" x=${round(x)} y=${round(y)}>${SECTION_LETTERS[section] ?? section.slice(0, 2)}</text>
      </g>`;
    })}
    <line class="facing" x1=${round(start.x)} y1=${round(start.y)} x2=${round(end.x)} y2=${round(end.y)}></line>
    <path class="facing-head" d=${head}></path>
  </g>`;
}

export function renderPath(path: BoardPath): SVGTemplateResult | typeof nothing {
  if (path.poses.length < 2) return nothing;
  const points = path.poses.map((pose) => hexCentre(pose.at));
  return svg`<g class=${`path ${path.kind}`} part=${`path path-${path.kind}`}>
    <polyline points=${points.map((point) => `${round(point.x)},${round(point.y)}`).join(' ')}></polyline>
    ${points.slice(1).map((point) => svg`<circle class="step" cx=${round(point.x)} cy=${round(point.y)} r="2.5"></circle>`)}
  </g>`;
}

function renderGhost(ghost: BoardGhost): SVGTemplateResult {
  const { x, y } = hexCentre(ghost.pose.at);
  // A badge round a short label: a circle for one figure, longer for "2, 3".
  const width = Math.max(16, 8 + 7 * ghost.label.length);
  return svg`<g class="ghost" part="ghost">
    ${hullHexes(ghost.hull, ghost.pose).map(({ hex }) => svg`<path d=${hexPath(hex, 2.5)}></path>`)}
    <rect class="ghost-badge" x=${round(x - width / 2)} y=${round(y - 8)} width=${round(width)} height="16" rx="8"></rect>
    <text class="ghost-label" x=${round(x)} y=${round(y)}>${ghost.label}</text>
  </g>`;
}

/** An eight-pointed burst halfway between a section's hex and the hex off the board: on the edge. */
function renderHit(hit: BoardEdgeHit): SVGTemplateResult {
  const a = hexCentre(hit.from);
  const b = hexCentre(hit.to);
  const centre = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const points = Array.from({ length: 16 }, (_, index) => {
    const radius = index % 2 === 0 ? 8 : 3.5;
    const angle = (Math.PI / 8) * index;
    return `${round(centre.x + radius * Math.cos(angle))},${round(centre.y + radius * Math.sin(angle))}`;
  });
  return svg`<polygon class=${`hit ${hit.kind}`} part=${`edge-hit edge-hit-${hit.kind}`} points=${points.join(' ')}></polygon>`;
}

/** A length of the drawing as shown on screen, in pixels, at `scale`. */
function shown(length: number, scale = 1): number {
  return Math.round(length * scale * 10) / 10;
}

/** The texts' size in units, where the drawing is shown smaller than its units: larger by as much (the CSS reads `--board-text-scale`). */
function textScale(scale = 1): string | typeof nothing {
  return scale === 1 ? nothing : `--board-text-scale: ${String(Math.round(1000 / scale) / 1000)}`;
}

/**
 * The board: the drawing (`role="img"`, named and described by `label`), in a box that scrolls
 * sideways when `scrolls`. The parts: `board` (the svg), `ship`, `path`, `path-played`,
 * `path-coming`, `ghost`, `edge-hit`, `edge-hit-taken`, `edge-hit-coming`, `scroll-hint`.
 */
export function renderHexBoard(options: HexBoardOptions): TemplateResult {
  const { board, scrolls } = options;
  const { width, height } = boardSize(board);
  return html`${widthProbe}
    ${scrolls ? html`<p class="scroll-hint" part="scroll-hint" aria-hidden="true">Scroll sideways for the whole board →</p>` : nothing}
    <div class="board-scroll" tabindex=${scrolls ? '0' : nothing} role=${scrolls ? 'group' : nothing} aria-label=${scrolls ? 'The board, scrolls sideways' : nothing}>
      <svg class="hex-board" part="board" viewBox="0 0 ${width} ${height}" width=${shown(width, options.scale)} height=${shown(height, options.scale)} style=${textScale(options.scale)} role="img" aria-label=${options.label}>
        <path class="grid" d=${gridPath(board)}></path>
        ${(options.marks ?? []).map((mark) => svg`<g class=${`mark ${mark.className}`}>${mark.hexes.map((hex) => svg`<path d=${hexPath(hex, 1)}></path>`)}</g>`)}
        ${renderNumbers(board)}
        <g aria-hidden="true">
          ${(options.paths ?? []).map(renderPath)} ${(options.ghosts ?? []).map(renderGhost)} ${(options.ships ?? []).map(renderShip)}
          ${(options.hits ?? []).map(renderHit)}
        </g>
      </svg>
    </div>`;
}

// boardRowStyles, the row beside the controls, is board-frame.ts's (re-exported above).

/**
 * The styles `renderHexBoard` needs: list them in the element's `static styles`. On paper (issue 25)
 * the board does not scroll: it is shown whole, and the scroll hint goes (as drawn-width.ts's boards).
 */
export const hexBoardStyles = css`
  .width-probe {
    height: 0;
  }
  .board-scroll {
    overflow-x: auto;
    contain: inline-size;
  }
  .board-scroll:focus-visible {
    outline: ${tokens.focusRing};
    outline-offset: 2px;
  }
  .scroll-hint {
    margin: 0 0 0.2rem;
    color: ${tokens.muted};
    font-size: 0.9em;
  }
  @media print {
    .board-scroll {
      overflow: visible;
      contain: none;
    }
    .scroll-hint {
      display: none;
    }
  }
  svg.hex-board {
    display: block;
    flex: none;
  }
  .grid {
    fill: var(--rb-hex-board-space, light-dark(#f4f6fa, #161b26));
    stroke: ${tokens.border};
    stroke-width: 1;
  }
  .coordinate {
    font-size: calc(12px * var(--board-text-scale, 1));
    fill: ${tokens.muted};
    text-anchor: middle;
  }
  .hull {
    fill: var(--rb-hex-board-ship, light-dark(#c9d6f2, #2c3f6b));
    stroke: ${tokens.text};
    stroke-width: 1.5;
  }
  .section-label {
    font-size: calc(12px * var(--board-text-scale, 1));
    font-weight: 700;
    fill: ${tokens.text};
    text-anchor: middle;
    dominant-baseline: central;
  }
  .facing,
  .path polyline {
    fill: none;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .facing {
    stroke: ${tokens.text};
    stroke-width: 2.5;
  }
  .facing-head {
    fill: ${tokens.text};
  }
  .path polyline {
    stroke: ${tokens.accent};
    stroke-width: 2;
  }
  .path .step {
    fill: ${tokens.accent};
  }
  .path.coming {
    opacity: 0.75;
  }
  .path.coming polyline {
    stroke-dasharray: 5 4;
  }
  .ghost path {
    fill: none;
    stroke: ${tokens.accent};
    stroke-width: 1.5;
    stroke-dasharray: 3 3;
    opacity: 0.8;
  }
  .ghost-badge {
    fill: ${tokens.surface};
    stroke: ${tokens.accent};
    stroke-width: 1.5;
  }
  .ghost-label {
    font-size: calc(12px * var(--board-text-scale, 1));
    font-weight: 700;
    fill: ${tokens.accent};
    text-anchor: middle;
    dominant-baseline: central;
  }
  .hit {
    stroke: ${tokens.miss};
    stroke-width: 1.5;
    stroke-linejoin: round;
  }
  .hit.taken {
    fill: ${tokens.miss};
  }
  .hit.coming {
    fill: ${tokens.missSurface};
    stroke-width: 1.2;
  }
`;

/**
 * Drawing of a widget's own in the board (components/star-eater/board-pieces.ts draws some):
 * `below` goes over the marks and under the paths and ships (rays), `above` over everything
 * (small tokens, step numbers). Otherwise exactly `renderHexBoard`. A function of its own, beside
 * `renderHexBoard` rather than an option of it, so that either can change without the other.
 */
export interface BoardLayers {
  below?: SVGTemplateResult | typeof nothing;
  above?: SVGTemplateResult | typeof nothing;
  /**
   * Buttons on the board (game-board.ts's `renderChoices`), drawn last and outside the hidden
   * drawing so they are read out; the drawing is then a `group` rather than an `img`.
   */
  choices?: SVGTemplateResult | typeof nothing;
}

export function renderLayeredHexBoard(options: HexBoardOptions, layers: BoardLayers): TemplateResult {
  const { board, scrolls } = options;
  const { width, height } = boardSize(board);
  return html`${widthProbe}
    ${scrolls ? html`<p class="scroll-hint" part="scroll-hint" aria-hidden="true">Scroll sideways for the whole board →</p>` : nothing}
    <div class="board-scroll" tabindex=${scrolls ? '0' : nothing} role=${scrolls ? 'group' : nothing} aria-label=${scrolls ? 'The board, scrolls sideways' : nothing}>
      <svg class="hex-board" part="board" viewBox="0 0 ${width} ${height}" width=${shown(width, options.scale)} height=${shown(height, options.scale)} style=${textScale(options.scale)} role=${layers.choices === undefined || layers.choices === nothing ? 'img' : 'group'} aria-label=${options.label}>
        <path class="grid" d=${gridPath(board)}></path>
        ${(options.marks ?? []).map((mark) => svg`<g class=${`mark ${mark.className}`}>${mark.hexes.map((hex) => svg`<path d=${hexPath(hex, 1)}></path>`)}</g>`)}
        ${renderNumbers(board)}
        <g aria-hidden="true">
          ${layers.below ?? nothing} ${(options.paths ?? []).map(renderPath)} ${(options.ghosts ?? []).map(renderGhost)} ${(options.ships ?? []).map(renderShip)}
          ${(options.hits ?? []).map(renderHit)} ${layers.above ?? nothing}
        </g>
        ${layers.choices ?? nothing}
      </svg>
    </div>`;
}
