/**
 * Fetched on its own (a chunk of the blog loader's, a Vite chunk on the docs site): the widget
 * imports this module with `import()` the first time it shows a board, so a plain roll never
 * downloads the drawing, and takes from it the drawing, its styles (`boardDrawingStyles`) and
 * what reads the drawing (`hexAtPoint`, `DrawnWidth`). Nothing else may import it statically.
 *
 * The direct-fire widget's board: hex-board.ts's board with what only direct fire draws over it —
 * the weapon and an arrow along its facing, the two rays of its 120° wedge, the hexes in arc and
 * range (shaded), hidden behind an obstruction (hatched) or in the arc past the range (dotted), the
 * area around the aim (a dashed outline), the targets numbered as the list beside the board numbers
 * them, the obstacles lettered, the aim (cross hairs), and the hexes the reader may press (buttons).
 * Drawing only: the widget asks the rules what each hex is, and says it in words and in the key.
 */
import { css, html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { SAMPLE_BOARD, onBoard, stepHex, turn, type BoardSight, type DirectFireBoard, type Hex, type ObstacleKind, type Target } from '../../rules/star-eater/index.ts';
import { tokens } from '../shared/theme.ts';
import { boardKeyStyles } from '../shared/board-key.ts';
import { gameBoardStyles, renderChoices, type BoardChoices } from './game-board.ts';
import { HEX_SIZE, directionVector, hexBoardStyles, hexCentre, hexPath, renderLayeredHexBoard, round } from './hex-board.ts';
import { boardPieceStyles, renderRay } from './board-pieces.ts';

export { hexAtPoint } from './hex-board.ts';
export { DrawnWidth } from '../shared/drawn-width.ts';

/** A target to draw, with the number the list beside the board gives it. */
export interface NumberedTarget {
  target: Target & { at: Hex };
  number: number;
}

export interface FireBoardOptions {
  /** The drawing's accessible name: what it shows, in words. */
  label: string;
  board: DirectFireBoard;
  /** Point defence aims all round: no wedge to draw. */
  allRound: boolean;
  sight: BoardSight;
  /** The hexes of the area around the aim (none for a single-target weapon, or before it aims). */
  area: readonly Hex[];
  targets: readonly NumberedTarget[];
  /** The aimed target's hex, or an area weapon's aimed hex. */
  aim: Hex | null;
  /** The hexes the reader may press; null when there are none. */
  choices: BoardChoices | null;
  scrolls: boolean;
}

/** The hexes from the weapon along `facing + turn` to the board's edge: one side of the wedge. */
function rayToEdge(board: DirectFireBoard, side: number): Hex[] {
  const dir = turn(board.facing, side);
  const hexes: Hex[] = [];
  for (let hex = stepHex(board.at, dir); onBoard(SAMPLE_BOARD, hex); hex = stepHex(hex, dir)) hexes.push(hex);
  return hexes;
}

/** The patterns the marks fill with: hatching for hidden hexes, dots for the arc past the range. */
const PATTERNS = svg`<defs>
  <pattern id="hidden-hatch" width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="5"></line></pattern>
  <pattern id="beyond-dots" width="6" height="6" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.1"></circle></pattern>
</defs>`;

const OBSTACLE_LETTERS: Readonly<Record<ObstacleKind, string>> = { projectile: 'P', squadron: 'F', torpedo: 'T', hull: 'H', 'own-hull': 'Own' };

function renderObstacle(kind: ObstacleKind, at: Hex): SVGTemplateResult {
  const { x, y } = hexCentre(at);
  const letter = OBSTACLE_LETTERS[kind];
  const shape = kind === 'hull' || kind === 'own-hull' ? svg`<path class="hull" d=${hexPath(at, 1.5)}></path>` : svg`<circle cx=${round(x)} cy=${round(y)} r="9"></circle>`;
  return svg`<g class=${`obstacle ${kind}`} part="obstacle">${shape}<text x=${round(x)} y=${round(y)}>${letter}</text></g>`;
}

/** A target: a hull section as a hex, a squadron as a circle, a torpedo as a diamond; its number on it. */
function renderTarget({ target, number }: NumberedTarget): SVGTemplateResult {
  const { x, y } = hexCentre(target.at);
  const shape =
    target.kind === 'warship'
      ? svg`<path class="hull" d=${hexPath(target.at, 1.5)}></path>`
      : target.kind === 'torpedo'
        ? svg`<path d=${`M${round(x)} ${round(y - 11)}L${round(x + 11)} ${round(y)}L${round(x)} ${round(y + 11)}L${round(x - 11)} ${round(y)}Z`}></path>`
        : svg`<circle cx=${round(x)} cy=${round(y)} r="9.5"></circle>`;
  return svg`<g class=${`target ${target.kind}`} part="target" data-target=${target.id}>${shape}<text x=${round(x)} y=${round(y)}>${number}</text></g>`;
}

/** The weapon: a filled disc marked W, an arrow out of it along its facing (none for point defence, which aims all round). */
function renderWeapon(board: DirectFireBoard, allRound: boolean): SVGTemplateResult {
  const { x, y } = hexCentre(board.at);
  const along = directionVector(board.facing);
  const side = { x: -along.y, y: along.x };
  const start = { x: x + along.x * 9, y: y + along.y * 9 };
  const tip = { x: x + along.x * (HEX_SIZE + 3), y: y + along.y * (HEX_SIZE + 3) };
  const head = `M${round(tip.x + along.x * 4)} ${round(tip.y + along.y * 4)}L${round(tip.x + side.x * 4.5)} ${round(tip.y + side.y * 4.5)}L${round(tip.x - side.x * 4.5)} ${round(tip.y - side.y * 4.5)}Z`;
  return svg`<g class="weapon" part="weapon">
    ${allRound ? nothing : svg`<line x1=${round(start.x)} y1=${round(start.y)} x2=${round(tip.x)} y2=${round(tip.y)}></line><path d=${head}></path>`}
    <circle cx=${round(x)} cy=${round(y)} r="9.5"></circle>
    <text x=${round(x)} y=${round(y)}>W</text>
  </g>`;
}

/** Cross hairs on the aimed hex. */
function renderAim(at: Hex): SVGTemplateResult {
  const { x, y } = hexCentre(at);
  const ticks = [0, 90, 180, 270].map((angle) => {
    const radians = (Math.PI / 180) * angle;
    const [dx, dy] = [Math.cos(radians), Math.sin(radians)];
    return `M${round(x + dx * 9)} ${round(y + dy * 9)}L${round(x + dx * 15)} ${round(y + dy * 15)}`;
  });
  return svg`<g class="aim" part="aim"><circle cx=${round(x)} cy=${round(y)} r="12"></circle><path d=${ticks.join('')}></path></g>`;
}

/**
 * The board (part `board`), `role="img"` or, with hexes to press, `role="group"` holding them (part
 * `choice`). Parts inside: `weapon`, `target`, `obstacle`, `aim`, `ray`, `scroll-hint`.
 */
export function renderFireBoard(options: FireBoardOptions): TemplateResult {
  const { board, sight } = options;
  const rays = options.allRound ? nothing : svg`${renderRay(board.at, rayToEdge(board, -1), 'ray-left')}${renderRay(board.at, rayToEdge(board, 1), 'ray-right')}`;
  return renderLayeredHexBoard(
    {
      board: SAMPLE_BOARD,
      label: options.label,
      marks: [
        { hexes: sight.clear, className: 'clear' },
        { hexes: sight.hidden, className: 'hidden' },
        { hexes: sight.beyond, className: 'beyond' },
        { hexes: options.area, className: 'area' },
      ],
      scrolls: options.scrolls,
    },
    {
      below: svg`${PATTERNS}${rays}`,
      above: svg`${board.obstacles.map((obstacle) => renderObstacle(obstacle.kind, obstacle.at))}${options.targets.map(renderTarget)}${renderWeapon(board, options.allRound)}${options.aim === null ? nothing : renderAim(options.aim)}`,
      choices: options.choices === null || options.choices.hexes.length === 0 ? nothing : renderChoices(options.choices),
    },
  );
}

/** What the key says: only what this board shows. */
export interface FireKeyOptions {
  facing: string;
  range: number;
  allRound: boolean;
  hidden: boolean;
  area: number | null;
  obstacles: readonly ObstacleKind[];
}

const OBSTACLE_NAMES: Readonly<Record<ObstacleKind, string>> = {
  projectile: 'a projectile',
  squadron: 'a squadron',
  torpedo: 'a torpedo',
  hull: 'a hull section',
  'own-hull': 'its own hull',
};

/** The key under the board: each mark in words beside its swatch (part `key`). */
export function renderFireKey(options: FireKeyOptions): TemplateResult {
  const obstacles = [...new Set(options.obstacles)];
  return html`<ul class="key" part="key" aria-label="Key to the board">
    <li><span class="swatch weapon-swatch" aria-hidden="true">W</span> weapon${options.allRound ? '' : `, facing ${options.facing}`}</li>
    ${options.allRound ? html`<li>point defence: all round, no arc</li>` : html`<li><span class="swatch ray-swatch" aria-hidden="true"></span> edges of its 120° arc</li>`}
    <li><span class="swatch clear-swatch" aria-hidden="true"></span> shaded: in ${options.allRound ? '' : 'arc, '}range ${String(options.range)} and sight</li>
    ${options.allRound ? nothing : html`<li><span class="swatch beyond-swatch" aria-hidden="true"></span> dotted: out of range</li>`}
    ${options.hidden ? html`<li><span class="swatch hidden-swatch" aria-hidden="true"></span> hatched: hidden</li>` : nothing}
    ${options.area === null ? nothing : html`<li><span class="swatch area-swatch" aria-hidden="true"></span> dashed: the area, radius ${String(options.area)}</li>`}
    <li>1, 2…: targets as listed (⬡ hull, ○ squadron, ◇ torpedo)</li>
    ${obstacles.length === 0 ? nothing : html`<li>in the way: ${obstacles.map((kind) => `${OBSTACLE_LETTERS[kind]} ${OBSTACLE_NAMES[kind]}`).join(', ')}</li>`}
    <li><svg class="aim-swatch" viewBox="-8 -8 16 16" aria-hidden="true"><circle r="5"></circle><path d="M0 -8V-4M0 4V8M-8 0H-4M4 0H8"></path></svg> the aim</li>
  </ul>`;
}

/** The styles of this board and its key: list them after hex-board.ts's, board-pieces.ts's and game-board.ts's. */
export const fireBoardStyles = css`
  .mark.clear path {
    fill: color-mix(in srgb, ${tokens.accent} 20%, transparent);
  }
  .mark.hidden path {
    fill: url(#hidden-hatch);
  }
  #hidden-hatch line {
    stroke: ${tokens.muted};
    stroke-width: 1.4;
  }
  .mark.beyond path {
    fill: url(#beyond-dots);
  }
  #beyond-dots circle {
    fill: ${tokens.accent};
  }
  .mark.area path {
    fill: none;
    stroke: ${tokens.miss};
    stroke-width: 2;
    stroke-dasharray: 4 2.5;
  }
  .target circle,
  .target path,
  .obstacle circle {
    fill: ${tokens.surface};
    stroke: ${tokens.text};
    stroke-width: 1.5;
  }
  .target path.hull,
  .obstacle path.hull {
    fill: var(--rb-hex-board-ship, light-dark(#c9d6f2, #2c3f6b));
  }
  .obstacle.own-hull path.hull {
    stroke-dasharray: 3 2;
  }
  .obstacle circle {
    fill: ${tokens.missSurface};
  }
  .target text,
  .obstacle text,
  .weapon text {
    font-size: 12px;
    font-weight: 700;
    fill: ${tokens.text};
    text-anchor: middle;
    dominant-baseline: central;
  }
  .weapon circle,
  .weapon path {
    fill: ${tokens.text};
  }
  .weapon line {
    stroke: ${tokens.text};
    stroke-width: 2.5;
  }
  .weapon text {
    fill: ${tokens.surface};
  }
  .aim circle,
  .aim path {
    fill: none;
    stroke: ${tokens.miss};
    stroke-width: 2.5;
  }
  ${boardKeyStyles}
  .key {
    gap: 0.1rem 0.9rem;
    font-size: 0.9em;
  }
  .swatch {
    display: inline-block;
    width: 1.2em;
    height: 0.9em;
    vertical-align: -0.1em;
    border: 1px solid ${tokens.border};
  }
  .weapon-swatch {
    width: auto;
    height: auto;
    border: 0;
    border-radius: 1em;
    padding: 0 0.3em;
    background: ${tokens.text};
    color: ${tokens.surface};
    font-weight: 700;
  }
  .ray-swatch {
    border: 0;
    border-top: 3px dotted ${tokens.accent};
    height: 0;
    vertical-align: 0.25em;
  }
  .clear-swatch {
    background: color-mix(in srgb, ${tokens.accent} 20%, transparent);
  }
  .beyond-swatch {
    background: radial-gradient(circle, ${tokens.accent} 1.2px, transparent 1.4px) 0 0 / 5px 5px;
  }
  .hidden-swatch {
    background: repeating-linear-gradient(45deg, ${tokens.muted} 0 1.4px, transparent 1.4px 4px);
  }
  .area-swatch {
    border: 2px dashed ${tokens.miss};
  }
  .aim-swatch {
    width: 1.1em;
    height: 1.1em;
    vertical-align: -0.2em;
    fill: none;
    stroke: ${tokens.miss};
    stroke-width: 2;
  }
`;

/** Every style the drawing and its key need, in order: the widget places them before its own (direct-fire.styles.ts). */
export const boardDrawingStyles = [hexBoardStyles, boardPieceStyles, gameBoardStyles, fireBoardStyles];
