/**
 * Small pieces drawn on the Star Eater board over `renderLayeredHexBoard` (hex-board.ts): a
 * torpedo pointing along its facing, a ray along a direction, numbered badges on hexes, and small
 * tokens (projectiles, torpedoes, squadrons) as a letter in a circle. Drawing only: the widget
 * says what each means in words beside the board.
 */
import { css, svg, type SVGTemplateResult } from 'lit';
import type { Dir, Hex } from '../../rules/star-eater/index.ts';
import { tokens } from '../shared/theme.ts';
import { HEX_SIZE, hexCentre } from './hex-board.ts';

function round(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** A torpedo: a slim dart across its hex, nose along `facing` (0 N, clockwise). */
export function renderTorpedo(at: Hex, facing: Dir, className = ''): SVGTemplateResult {
  const { x, y } = hexCentre(at);
  const length = HEX_SIZE * 0.8;
  return svg`<g class=${`torpedo ${className}`} part="torpedo" transform=${`translate(${round(x)} ${round(y)}) rotate(${String(facing * 60)})`}>
    <path d=${`M0 ${round(-length)}L5 ${round(length * 0.55)}L0 ${round(length * 0.25)}L-5 ${round(length * 0.55)}Z`}></path>
  </g>`;
}

/** A ray from `from` through `hexes` (in order), drawn as a dotted line to the last one. */
export function renderRay(from: Hex, hexes: readonly Hex[], className: string): SVGTemplateResult {
  const last = hexes.at(-1);
  if (last === undefined) return svg``;
  const start = hexCentre(from);
  const end = hexCentre(last);
  return svg`<g class=${`ray ${className}`} part=${`ray ${className}`}>
    <line x1=${round(start.x)} y1=${round(start.y)} x2=${round(end.x)} y2=${round(end.y)}></line>
  </g>`;
}

/** A numbered badge on a hex: a step of a path, with its number. */
export interface HexBadge {
  hex: Hex;
  label: string;
  /** Extra class, e.g. `struck` for the hex a torpedo struck. */
  className?: string;
  /** Drawn in the hex's lower right rather than its middle, clear of a piece standing there. */
  aside?: boolean;
}

export function renderBadges(badges: readonly HexBadge[]): SVGTemplateResult {
  return svg`${badges.map(({ hex, label, className, aside }) => {
    const centre = hexCentre(hex);
    const x = centre.x + (aside === true ? 9 : 0);
    const y = centre.y + (aside === true ? 8 : 0);
    const width = Math.max(17, 9 + 7 * label.length);
    return svg`<g class=${`badge ${className ?? ''}`} part="step-badge">
      <rect x=${round(x - width / 2)} y=${round(y - 8.5)} width=${round(width)} height="17" rx="8.5"></rect>
      <text x=${round(x)} y=${round(y)}>${label}</text>
    </g>`;
  })}`;
}

/** A small token: a letter in a circle (P projectile, T torpedo, F fighter squadron). */
export function renderSmallToken(at: Hex, letter: string, className: string): SVGTemplateResult {
  const { x, y } = hexCentre(at);
  return svg`<g class=${`small-token ${className}`} part="small-token">
    <circle cx=${round(x)} cy=${round(y)} r="9"></circle>
    <text x=${round(x)} y=${round(y)}>${letter}</text>
  </g>`;
}

/** Hexes outlined boldly, over everything: where two hulls overlapped, or a token was run over. */
export function renderHexOutlines(hexes: readonly Hex[], className: string): SVGTemplateResult {
  return svg`<g class=${`outline ${className}`} part=${className}>
    ${hexes.map((hex) => {
      const { x, y } = hexCentre(hex);
      const corners = [0, 60, 120, 180, 240, 300].map((angle) => {
        const radians = (Math.PI / 180) * angle;
        return `${round(x + (HEX_SIZE - 2) * Math.cos(radians))} ${round(y + (HEX_SIZE - 2) * Math.sin(radians))}`;
      });
      return svg`<path d=${`M${corners.join('L')}Z`}></path>`;
    })}
  </g>`;
}

/** A line from hex to hex with a head at the end: a step that was undone, drawn where it would have gone. */
export function renderArrow(from: Hex, to: Hex, className: string): SVGTemplateResult {
  const a = hexCentre(from);
  const b = hexCentre(to);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy) || 1;
  const ux = dx / length;
  const uy = dy / length;
  const tip = { x: b.x - ux * 4, y: b.y - uy * 4 };
  const head = `M${round(tip.x)} ${round(tip.y)}L${round(tip.x - ux * 7 - uy * 4.5)} ${round(tip.y - uy * 7 + ux * 4.5)}L${round(tip.x - ux * 7 + uy * 4.5)} ${round(tip.y - uy * 7 - ux * 4.5)}Z`;
  return svg`<g class=${`arrow-line ${className}`}>
    <line x1=${round(a.x + ux * 4)} y1=${round(a.y + uy * 4)} x2=${round(tip.x - ux * 5)} y2=${round(tip.y - uy * 5)}></line>
    <path d=${head}></path>
  </g>`;
}

/** The styles of these pieces: list them after `hexBoardStyles` in the element's `static styles`. */
export const boardPieceStyles = css`
  .torpedo path {
    fill: ${tokens.miss};
    stroke: ${tokens.surface};
    stroke-width: 1;
  }
  .ray line {
    stroke: ${tokens.accent};
    stroke-width: 2;
    stroke-dasharray: 1 4;
    stroke-linecap: round;
  }
  .badge rect {
    fill: ${tokens.surface};
    stroke: ${tokens.accent};
    stroke-width: 1.5;
  }
  .badge.struck rect {
    fill: ${tokens.miss};
    stroke: ${tokens.miss};
  }
  .badge text,
  .small-token text {
    font-size: calc(12px * var(--board-text-scale, 1));
    font-weight: 700;
    fill: ${tokens.accent};
    text-anchor: middle;
    dominant-baseline: central;
  }
  .badge.struck text {
    fill: ${tokens.surface};
  }
  .small-token circle {
    fill: ${tokens.surface};
    stroke: ${tokens.text};
    stroke-width: 1.5;
  }
  .small-token text {
    fill: ${tokens.text};
  }
  .outline path {
    fill: none;
    stroke: ${tokens.miss};
    stroke-width: 3;
    stroke-dasharray: 5 2;
  }
  .arrow-line line {
    stroke: ${tokens.miss};
    stroke-width: 2;
    stroke-dasharray: 4 3;
  }
  .arrow-line path {
    fill: ${tokens.miss};
  }
`;
