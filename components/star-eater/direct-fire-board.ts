/**
 * Fetched on its own (a chunk of the blog loader's, a Vite chunk on the docs site): the widget
 * imports this module with `import()` the first time its attributes put the weapon on the board
 * (`directFireNeedsBoard`), so a plain roll never downloads the board's rules nor its drawing
 * (issue 25). It takes from here the board's part of the rules (DIRECT_FIRE_BOARD, which it joins
 * to the roll's rules it has already) and the presets, which all stand on the board; the board's row (`renderBoardRow`: the drawing, its key,
 * the hexes to press, an area weapon's targets beside it); its styles (`boardDrawingStyles`) and
 * `DrawnWidth`. Nothing else may import it statically.
 *
 * The direct-fire widget's board: hex-board.ts's board with what only direct fire draws over it —
 * the weapon and an arrow along its facing, the two rays of its 120° wedge, the hexes in arc and
 * range (shaded), hidden behind an obstruction (hatched) or in the arc past the range (dotted), the
 * area around the aim (a dashed outline), the targets numbered as the list beside the board numbers
 * them, the obstacles lettered, the aim (cross hairs), and the hexes the reader may press (buttons).
 * Drawing only: the widget asks the rules what each hex is, and says it in words and in the key.
 */
import { css, html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import {
  DIR_NAMES,
  DIRECT_FIRE_RULE as RULE,
  SAMPLE_BOARD,
  areaAround,
  boardSight,
  hexAt,
  isAreaWeapon,
  onBoard,
  placeWords,
  rollToBeat,
  sameHex,
  stepHex,
  targetsInArea,
  targetsInBlast,
  turn,
  whyNotChoosable,
  whyNotTargetable,
  type BoardSight,
  type DirectFireBoard,
  type DirectFireState,
  type Hex,
  type ObstacleKind,
  type Target,
} from '../../rules/star-eater/index.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { tokens } from '../shared/theme.ts';
import { boardKeyStyles } from '../shared/board-key.ts';
import { boardSize } from './board-frame.ts';
import { citation, numbered, oddsText, renderNotValid, withMinus } from './direct-fire-words.ts';
import { gameBoardStyles, renderChoices, type BoardChoices } from './game-board.ts';
import { HEX_SIZE, directionVector, hexAtPoint, hexBoardStyles, hexCentre, hexPath, renderLayeredHexBoard, round } from './hex-board.ts';
import { boardPieceStyles, renderRay } from './board-pieces.ts';

export { DIRECT_FIRE_BOARD, DIRECT_FIRE_PRESETS } from '../../rules/star-eater/index.ts';
export { DrawnWidth } from '../shared/drawn-width.ts';

/** A target to draw, with the number the list beside the board gives it. */
interface NumberedTarget {
  target: Target & { at: Hex };
  number: number;
}

interface FireBoardOptions {
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
function renderFireBoard(options: FireBoardOptions): TemplateResult {
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
interface FireKeyOptions {
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
function renderFireKey(options: FireKeyOptions): TemplateResult {
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
const fireBoardStyles = css`
  /* Beside the board, the widget's targets and controls pack closer; its log gives the board room. */
  .side .formula {
    margin: 0;
  }
  .side .controls {
    gap: 0.4rem;
  }
  .side .controls button {
    padding-inline: 0.55rem;
  }
  .widget:has(.board-row) > rb-event-log {
    --rb-event-log-max-height: 8rem;
  }
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

/** Every style the board's row needs but its layout (the drawing, the key, the side beside it), in order: the widget places them before its own (direct-fire.styles.ts). */
export const boardDrawingStyles = [hexBoardStyles, boardPieceStyles, gameBoardStyles, fireBoardStyles];

/** What the widget gives its board's row: the rules' state, and what it draws beside the board itself. */
export interface BoardRowOptions {
  state: DirectFireState;
  board: DirectFireBoard;
  /** A single-target weapon's choice of target and its odds, drawn by the widget as without a board; null for an area weapon, whose targets the row lists. */
  single: unknown;
  /** Under the targets: the controls and what the roll did. */
  controls: unknown;
  /** The hex that holds the Tab stop among those to press (where the arrow keys left it), or null for the aim. */
  focusHex: Hex | null;
  /** Whether the widget is drawn narrower than `width` (the board scrolls then). */
  narrowerThan: (width: number) => boolean;
  /** The arrow keys moved the Tab stop to `hex`. */
  moved: (hex: Hex) => void;
  /** Aims at `hex`, as pressing it does: a click on a hex not to press aims too, so the rules say why not. */
  aimAt: (hex: Hex) => void;
}

/**
 * The board, and beside it the targets and their odds (the aimed target's, or each one's in the
 * area), the Roll button and what the roll did: all a reader plays with at one glance.
 */
export function renderBoardRow(options: BoardRowOptions): TemplateResult {
  const { state, board } = options;
  const { width } = boardSize(SAMPLE_BOARD);
  const area = isAreaWeapon(state.weapon);
  const sight = boardSight(state);
  const placed: NumberedTarget[] = state.targets.flatMap((target, index) => (target.at === undefined ? [] : [{ target: { ...target, at: target.at }, number: index + 1 }]));
  const aimedTarget = state.targets.find((target) => target.id === state.aim);
  const aim = area ? state.aimedHex : (aimedTarget?.at ?? null);
  /** A click on the board that is not on a hex to press: aims there all the same, so the rules say why not beside the board and in the log. */
  const onClick = (event: MouseEvent): void => {
    const path = event.composedPath();
    if (path.some((element) => element instanceof Element && element.classList.contains('choice'))) return;
    const drawing = path.find((element): element is SVGSVGElement => element instanceof SVGSVGElement && element.classList.contains('hex-board'));
    const matrix = drawing?.getScreenCTM() ?? null;
    if (matrix === null) return;
    const hex = hexAtPoint(new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse()));
    if (onBoard(SAMPLE_BOARD, hex)) options.aimAt(hex);
  };
  return html`<div class="board-row">
    <div class="board-box" style=${`--board-width: ${String(width)}px`} @click=${onClick}>
      ${renderFireBoard({
        label: boardDescription(state, board, sight.hidden.length),
        board,
        allRound: state.weapon.pointDefence,
        sight,
        area: area && state.aimedHex !== null ? areaAround(state, state.aimedHex) : [],
        targets: placed,
        aim,
        choices: boardChoices(options, sight.clear, aim),
        scrolls: options.narrowerThan(width),
      })}
      ${renderFireKey({
        facing: DIR_NAMES[board.facing],
        range: board.range,
        allRound: state.weapon.pointDefence,
        hidden: sight.hidden.length > 0,
        area: area ? state.weapon.aoe : null,
        obstacles: board.obstacles.map((obstacle) => obstacle.kind),
      })}
    </div>
    <div class="side">${area ? renderBoardArea(state) : options.single} ${options.controls}</div>
  </div>`;
}

/**
 * The hexes the reader may press: a single-target weapon's targets in arc, range and sight; an
 * area weapon's every hex in arc, range and sight. Each named by what pressing it does, with the odds.
 */
function boardChoices(options: BoardRowOptions, clear: readonly Hex[], aim: Hex | null): BoardChoices {
  const { state } = options;
  const accuracy = state.weapon.accuracy;
  const aimed = (hex: Hex): string => (aim !== null && sameHex(aim, hex) ? ' (aimed)' : '');
  const hexes = isAreaWeapon(state.weapon)
    ? clear.map((hex) => {
        const caught = targetsInArea(state, hex);
        const words = caught.length === 0 ? 'no target in the area' : caught.map((target) => `${target.name}, ${oddsText(accuracy, target.evasion)}`).join('; ');
        return { hex, label: `Aim at ${placeWords(hex)}${aimed(hex)}: ${words}` };
      })
    : state.targets.flatMap((target) =>
        target.at === undefined || whyNotChoosable(state, target) !== null
          ? []
          : [{ hex: target.at, label: `Aim at ${target.name}, ${placeWords(target.at)}${aimed(target.at)}: ${oddsText(accuracy, target.evasion)}` }],
      );
  return {
    hexes,
    current: options.focusHex ?? aim,
    press: (hex) => {
      options.moved(hex);
      options.aimAt(hex);
    },
    moved: options.moved,
  };
}

/** An area weapon on the board: where it is aimed, and every target the area takes in with its odds. */
function renderBoardArea(state: DirectFireState): TemplateResult {
  const centre = state.aimedHex;
  const caught = targetsInBlast(state);
  const radius = String(state.weapon.aoe);
  const heading =
    centre === null
      ? `Press a hex on the board to aim: the area takes in every target within ${radius} of it, one die each.`
      : `Aimed at ${placeWords(centre)}: ${caught.length === 0 ? 'no target' : `${String(caught.length)} ${caught.length === 1 ? 'target' : 'targets'}`} within ${radius}, one die each.`;
  return html`<div part="targets">
    <p>${heading}${renderCitation(citation(RULE.aoe))}</p>
    <ul class="area-list">
      ${caught.map((target) => {
        const refusal = whyNotTargetable(state.weapon, target);
        return html`<li>
          <strong>${numbered(state, target, state.targets.indexOf(target))}</strong>
          ${refusal === null ? renderOddsLine(state.weapon.accuracy, target) : renderNotValid(refusal, ', no roll')}
        </li>`;
      })}
    </ul>
  </div>`;
}

/** The formula with numbers in and the odds in one line: each target of an area beside the board. */
function renderOddsLine(accuracy: number, target: Target): TemplateResult {
  return html`<p class="formula target-odds" part="formula" data-target=${target.id}>
    <code class="filled">roll &gt; 6 + ${String(target.evasion)} − ${String(accuracy)} = ${withMinus(rollToBeat({ accuracy, evasion: target.evasion }))}</code>:
    <span class="odds" part="odds">${oddsText(accuracy, target.evasion)}</span>
  </p>`;
}

/** The board in words, for its accessible name. */
function boardDescription(state: DirectFireState, board: DirectFireBoard, hidden: number): string {
  const arc = state.weapon.pointDefence ? 'aiming all round' : `its 120° arc shaded`;
  const blocked = hidden === 0 ? '' : `, ${String(hidden)} ${hidden === 1 ? 'hex' : 'hexes'} hidden behind obstructions`;
  const obstacles = board.obstacles.length === 0 ? '' : ` ${String(board.obstacles.length)} ${board.obstacles.length === 1 ? 'obstacle' : 'obstacles'}.`;
  return `The sample board, 13 columns by 17 rows: the ${state.weapon.name} at ${placeWords(board.at)} facing ${DIR_NAMES[board.facing]}, range ${String(board.range)}, ${arc}${blocked}. ${String(state.targets.length)} ${state.targets.length === 1 ? 'target' : 'targets'}, numbered as listed.${obstacles}`;
}

/** What an area weapon's aim at a hex did, for the log and the live region: the targets its area takes in, with their odds. */
export function hexAimedWords(state: DirectFireState, column: number, row: number): string {
  const caught = targetsInArea(state, hexAt(column, row));
  const words = caught.map((target) => `${target.name}${whyNotTargetable(state.weapon, target) === null ? ` ${oddsText(state.weapon.accuracy, target.evasion)}` : ' (not a valid target)'}`);
  return `Aimed at column ${String(column)}, row ${String(row)}: ${caught.length === 0 ? 'no target in the area' : `the area takes in ${words.join('; ')}`}.`;
}
