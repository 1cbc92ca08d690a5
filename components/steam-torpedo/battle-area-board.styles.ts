import { css } from 'lit';
import { baseStyles, tokens } from '../shared/theme.ts';
import { scrollingDrawingStyles } from '../shared/drawn-width.ts';
import { drawingStyles } from './drawing-styles.ts';

/** The battle area's styles: the sectors, the submarines in them and the arcs. */
export const battleAreaStyles = [
  baseStyles,
  drawingStyles,
  scrollingDrawingStyles,
  css`
    .sector {
      fill: var(--rb-battle-area-surface, light-dark(#e6f0f7, #14222e));
      stroke: ${tokens.border};
      stroke-width: 1.5;
      stroke-dasharray: 6 4;
    }
    .sector-label {
      font-size: 13px;
      font-weight: 600;
      text-anchor: middle;
      fill: ${tokens.muted};
    }
    .note {
      font-size: 12px;
      fill: ${tokens.muted};
    }
    .hull {
      stroke: ${tokens.text};
      stroke-width: 2;
    }
    .hull.seat-south {
      fill: var(--rb-submarine-south, light-dark(#ffffff, #20242c));
    }
    .hull.seat-north {
      fill: url(#north-stripes);
    }
    .stripe-back {
      fill: var(--rb-submarine-north, light-dark(#ffffff, #20242c));
    }
    .stripe {
      stroke: ${tokens.border};
      stroke-width: 3;
    }
    .hull-label {
      font-size: 13px;
      font-weight: 800;
      text-anchor: middle;
      dominant-baseline: central;
      paint-order: stroke;
      stroke: ${tokens.surface};
      stroke-width: 4px;
    }
    .hull-label.long {
      font-size: 12px;
    }
    /* Compact, the name goes on a line of its own over the sectors' borders: the halo keeps it clear. */
    .name-line {
      font-size: 13px;
      font-weight: 800;
      paint-order: stroke;
      stroke: ${tokens.surface};
      stroke-width: 3px;
    }
    .role {
      font-size: 12px;
      font-weight: 700;
      letter-spacing: 0.06em;
      text-anchor: middle;
    }
    .mark-line {
      fill: none;
      stroke: ${tokens.miss};
      stroke-width: 7;
      stroke-linecap: round;
    }
    .mark-label {
      font-size: 12px;
      font-weight: 800;
      fill: ${tokens.miss};
    }
    .range-line {
      stroke: ${tokens.text};
      stroke-width: 1.5;
    }
    .range-label {
      font-size: 12px;
      font-weight: 700;
      text-anchor: middle;
    }
    .slider {
      cursor: ew-resize;
    }
    .hit-area {
      fill: transparent;
    }
    .slider:focus {
      outline: none;
    }
    .focus-ring {
      fill: none;
      stroke: ${tokens.accent};
      stroke-width: 3;
      stroke-dasharray: 4 3;
      visibility: hidden;
    }
    .slider:focus-visible .focus-ring {
      visibility: visible;
    }
    /* Compact, the drawing fills a phone's column; wider, it stops at the standing boards' width. */
    svg.narrow {
      max-width: 23rem;
    }
    p {
      margin: 0.2rem 0 0;
      font-size: 0.9em;
    }
    details {
      margin: 0.2rem 0 0;
    }
    summary {
      font-size: 0.9em;
      cursor: pointer;
      color: ${tokens.muted};
      font-weight: 600;
    }
  `,
];
