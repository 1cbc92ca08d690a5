/**
 * The Steamwork Arena table as SVG, for the game widget: the 24-inch arena in inches (one grid
 * line an inch, a darker one every 6), each miniature a circle in its player's colour with a
 * letter on it (colour is never the only cue) and an accessible name ("Blue, mode C, health 2 of
 * 3"), the acting steamwork ringed, its move reach and its longest ranged reach, and a target
 * marker for keyboard moves (the reaches, the conflict line and the marker clipped to the arena
 * square: nothing reaches past its edge), on the shared SVG board pieces (`svg-board.ts`). A template helper,
 * not an element: the game owns the clicks and keys.
 */
import { css, html, svg, nothing, type SVGTemplateResult, type TemplateResult } from 'lit';
import { ARENA_INCHES, HEALTH_STEPS, TOUCH_INCHES, type Point, type SteamworkId, type SteamworkState } from '../../rules/steamwork-arena/index.ts';
import type { BoardBounds } from '../shared/board-input.ts';
import { renderBoard, renderMarker, renderPiece } from '../shared/svg-board.ts';
import { tokens } from '../shared/theme.ts';
import { inchWords, nameOf } from './game-words.ts';

/** Player colours by seat, with a letter on each miniature so colour is not the only cue. */
const COLOURS = ['#c0392b', '#1f5fbf', '#1e8449', '#a67c00'] as const;

export function playerColour(state: SteamworkState, player: string): string {
  const seat = state.seats.indexOf(player);
  return COLOURS[seat] ?? '#555';
}

/** The short label on a miniature: "R", "B2". */
export function miniatureLetter(id: SteamworkId): string {
  const number = /-(\d+)$/.exec(id)?.[1] ?? '';
  return `${id.charAt(0).toUpperCase()}${number}`;
}

/** "Blue, mode C, health 2 of 3" (and "out" once out). */
export function miniatureName(state: SteamworkState, id: SteamworkId): string {
  const entry = state.steamworks[id];
  if (entry === undefined) return nameOf(id);
  if (entry.out) return `${nameOf(id)}, out`;
  return `${nameOf(id)}, mode ${entry.mode}, health ${String(entry.health)} of ${String(HEALTH_STEPS)}`;
}

export interface ArenaView {
  state: SteamworkState;
  /** The steamwork acting now, ringed. */
  acting: SteamworkId | null;
  /** Radius of the acting steamwork's move, when the reader may move it now. */
  moveReach: number | null;
  /** The longest ranged reach the acting steamwork can pay for now, when it may attack. */
  rangeReach: number | null;
  /** Enemies the reader may attack now, as labels of the attack they would make. */
  targets: ReadonlyMap<SteamworkId, string>;
  /** The keyboard's target point, while a move is possible. */
  marker: Point | null;
  label: string;
  onPoint: (point: Point) => void;
  onTarget: (id: SteamworkId) => void;
  onKey: (event: KeyboardEvent) => void;
}

const grid = (() => {
  let fine = '';
  let bold = '';
  for (let at = 0; at <= ARENA_INCHES; at += 1) {
    const line = `M${String(at)} 0V${String(ARENA_INCHES)}M0 ${String(at)}H${String(ARENA_INCHES)}`;
    if (at % 6 === 0) bold += line;
    else fine += line;
  }
  return { fine, bold };
})();

/** How far the acting steamwork's ring stands out from its miniature (inches). */
const ACTING_RING = 0.35;

/** The arena as a board: points in inches, to a tenth of an inch. */
export const ARENA_BOUNDS: BoardBounds = { width: ARENA_INCHES, height: ARENA_INCHES, precision: 10 };

/**
 * The arena in a box whose width the letters' sizes follow (`arenaStyles`): the board scales with
 * its box, and its letters grow in board units as it narrows, so they never read smaller than 12 px.
 */
export function renderArena(view: ArenaView): TemplateResult {
  return html`<div class="arena-box">${renderArenaBoard(view)}</div>`;
}

function renderArenaBoard(view: ArenaView): SVGTemplateResult {
  const { state, acting } = view;
  const here = acting === null ? null : (state.steamworks[acting]?.position ?? null);
  // Room around the arena for a whole miniature and its acting ring when it stands on the edge.
  const margin = TOUCH_INCHES / 2 + ACTING_RING + 0.15;
  const side = String(ARENA_INCHES + 2 * margin);
  return renderBoard({
    className: 'arena',
    part: 'arena',
    viewBox: `${String(-margin)} ${String(-margin)} ${side} ${side}`,
    label: view.label,
    bounds: ARENA_BOUNDS,
    onPoint: view.moveReach === null ? null : view.onPoint,
    onKey: view.onKey,
    content: svg`
    <defs><clipPath id="arena-square"><rect x="0" y="0" width=${ARENA_INCHES} height=${ARENA_INCHES}></rect></clipPath></defs>
    <rect class="floor" x="0" y="0" width=${ARENA_INCHES} height=${ARENA_INCHES}></rect>
    <path class="grid" d=${grid.fine}></path>
    <path class="grid bold" d=${grid.bold}></path>
    <g class="within-arena" clip-path="url(#arena-square)">
      ${here !== null && view.rangeReach !== null && view.rangeReach > 0
        ? svg`<circle class="range-reach" cx=${here.x} cy=${here.y} r=${view.rangeReach}><title>Longest ranged reach now: ${inchWords(view.rangeReach)}</title></circle>`
        : nothing}
      ${conflictLine(state)}
      ${here !== null && view.moveReach !== null
        ? svg`<circle class="move-reach" cx=${here.x} cy=${here.y} r=${view.moveReach}><title>Move reach: ${inchWords(view.moveReach)}</title></circle>`
        : nothing}
    </g>
    ${Object.entries(state.steamworks)
      .sort(([a], [b]) => Number(a === acting) - Number(b === acting))
      .map(([id, entry]) => {
        const target = view.targets.get(id);
        const colour = playerColour(state, entry.controller);
        const { x, y } = entry.position;
        const classes = `steamwork ${entry.out ? 'out' : ''} ${id === acting ? 'acting' : ''}`;
        const miniature = svg`<g class=${classes} data-steamwork=${id} role="img" aria-label=${miniatureName(state, id)}>
          ${id === acting ? svg`<circle class="acting-ring" cx=${x} cy=${y} r=${TOUCH_INCHES / 2 + ACTING_RING}></circle>` : nothing}
          ${target !== undefined ? svg`<circle class="target-ring" cx=${x} cy=${y} r=${TOUCH_INCHES / 2 + 0.25}></circle>` : nothing}
          <circle class="miniature" cx=${x} cy=${y} r=${TOUCH_INCHES / 2} fill=${colour}></circle>
          <text class="letter" x=${x} y=${y} stroke=${colour} aria-hidden="true">${miniatureLetter(id)}</text>
        </g>`;
        if (target === undefined) return miniature;
        // An enemy in reach is a piece to press: pressing it attacks.
        return renderPiece({
          label: `${miniatureName(state, id)}: ${target}`,
          className: 'target',
          id,
          press: () => {
            view.onTarget(id);
          },
          body: miniature,
        });
      })}
    <g class="within-arena" clip-path="url(#arena-square)">${renderMarker(view.marker, 0.9)}</g>`,
  });
}

/** During a conflict, a line from the attacker to the defender. */
function conflictLine(state: SteamworkState): SVGTemplateResult | typeof nothing {
  const conflict = state.conflict;
  const from = conflict === null ? undefined : state.steamworks[conflict.attacker]?.position;
  const to = conflict === null ? undefined : state.steamworks[conflict.defender]?.position;
  if (conflict === null || from === undefined || to === undefined) return nothing;
  return svg`<line class="conflict-line" x1=${from.x} y1=${from.y} x2=${to.x} y2=${to.y}><title>${nameOf(conflict.attacker)} attacks ${nameOf(conflict.defender)}</title></line>`;
}

/** The styles `renderArena` needs besides the shared `boardStyles`: list both in the element's `static styles`. */
export const arenaStyles = css`
  .arena-box {
    max-width: var(--rb-arena-max-width, 36rem);
    container: arena / inline-size;
  }
  svg.arena {
    aspect-ratio: 1;
    --token: 0.6px;
    overflow: visible;
  }
  .floor {
    fill: light-dark(#f6f1e7, #1d1a15);
    stroke: ${tokens.border};
    stroke-width: 0.08;
  }
  .grid {
    stroke: light-dark(#d9cfbd, #3a342a);
    stroke-width: 0.03;
    fill: none;
  }
  .grid.bold {
    stroke: light-dark(#b8ab93, #5a5040);
    stroke-width: 0.06;
  }
  .move-reach {
    fill: color-mix(in srgb, ${tokens.accent} 14%, transparent);
    stroke: ${tokens.accent};
    stroke-width: 0.08;
  }
  .range-reach {
    fill: none;
    stroke: ${tokens.muted};
    stroke-width: 0.06;
    stroke-dasharray: 0.3 0.2;
  }
  .conflict-line {
    stroke: ${tokens.error};
    stroke-width: 0.15;
    stroke-dasharray: 0.4 0.2;
  }
  .miniature {
    r: max(0.5px, var(--token));
    stroke: ${tokens.text};
    stroke-width: 0.06;
    /* Miniatures may stand on the same spot: let one show through another. */
    fill-opacity: 0.85;
  }
  .out .miniature {
    opacity: 0.35;
  }
  /*
   * A miniature's token, in board units (the board is 26 inches across, margins included): 0.6 is
   * 12 px from a 520 px board up. A narrower board scales everything down, so the token grows in
   * board units step by step (each step 12 px at its narrowest width: 12 × 26 / width): its letter
   * is that size, and its disc that radius, at least 24 px across whatever the width (not to scale
   * below 624 px, where an inch is under 24 px); the letter haloed in the miniature's colour.
   */
  .letter {
    font: 600 var(--token) sans-serif;
    text-anchor: middle;
    dominant-baseline: central;
    fill: #fff;
    /* A halo in the miniature's colour (the stroke attribute): a letter wider than its miniature reads as one coloured token. */
    stroke-width: 0.3em;
    stroke-linejoin: round;
    paint-order: stroke;
    pointer-events: none;
  }
  @container arena (max-width: 519.9px) {
    svg.arena {
      --token: 0.71px;
    }
  }
  @container arena (max-width: 439.9px) {
    svg.arena {
      --token: 0.83px;
    }
  }
  @container arena (max-width: 379.9px) {
    svg.arena {
      --token: 0.95px;
    }
  }
  @container arena (max-width: 329.9px) {
    svg.arena {
      --token: 1.08px;
    }
  }
  @container arena (max-width: 289.9px) {
    svg.arena {
      --token: 1.25px;
    }
  }
  @container arena (max-width: 249.9px) {
    svg.arena {
      --token: 1.45px;
    }
  }
  .acting-ring {
    r: calc(max(0.5px, var(--token)) + 0.35px);
    fill: none;
    stroke: ${tokens.accent};
    stroke-width: 0.12;
  }
  .target-ring {
    r: calc(max(0.5px, var(--token)) + 0.25px);
    fill: none;
    stroke: ${tokens.error};
    stroke-width: 0.1;
    stroke-dasharray: 0.15 0.1;
  }
  .target:focus-visible .target-ring {
    stroke-width: 0.2;
    stroke-dasharray: none;
  }
`;
