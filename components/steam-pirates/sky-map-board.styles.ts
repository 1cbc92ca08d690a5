import { css } from 'lit';
import { boardKeyStyles } from '../shared/board-key.ts';
import { scrollingDrawingStyles } from '../shared/drawn-width.ts';
import { baseStyles, tokens } from '../shared/theme.ts';

/** The sky map's styles: the islands and their links, the flagships and pirates, the marks of a route, the key. */
export const skyMapStyles = [
  baseStyles,
  boardKeyStyles,
  scrollingDrawingStyles,
  css`
    :host {
      display: block;
      max-width: var(--rb-sky-map-max-width, 52rem);
    }
    svg {
      display: block;
      width: 100%;
      height: auto;
      font-family: ${tokens.fontFamily};
    }
    text {
      fill: ${tokens.text};
      font-size: 12px;
      font-weight: 800;
      text-anchor: middle;
      dominant-baseline: central;
    }
    .sea {
      fill: var(--rb-sky-map-sea, light-dark(#eef4f8, #14202a));
    }
    .link {
      stroke: ${tokens.border};
      stroke-width: 1.5;
    }
    .route {
      fill: none;
      stroke: ${tokens.accent};
      stroke-linecap: round;
      stroke-linejoin: round;
    }
    .route.faint {
      stroke-width: 3;
      stroke-dasharray: 2 5;
      opacity: 0.75;
    }
    .route.bold {
      stroke-width: 5;
    }
    .arrowhead {
      fill: ${tokens.accent};
    }
    .closed {
      stroke: ${tokens.miss};
      stroke-width: 3;
      stroke-linecap: round;
    }
    .halo {
      paint-order: stroke;
      stroke: var(--rb-sky-map-sea, light-dark(#eef4f8, #14202a));
      stroke-width: 4px;
      stroke-linejoin: round;
    }
    .city {
      stroke: ${tokens.text};
      stroke-width: 1.5;
    }
    .good-coal {
      fill: var(--rb-good-coal, #3f4145);
    }
    .good-rum {
      fill: var(--rb-good-rum, #8a4a12);
    }
    .good-firearms {
      fill: var(--rb-good-firearms, #a3192b);
    }
    .good-automatons {
      fill: var(--rb-good-automatons, #1d5e8c);
    }
    .letter {
      fill: #fff;
      font-size: 13px;
      pointer-events: none;
    }
    .treasure {
      fill: light-dark(#f3dc8f, #6b5a1e);
      stroke: light-dark(#7a5f12, #f3dc8f);
      stroke-width: 1.5;
    }
    .name,
    .cost,
    .distance,
    .wind-label {
      dominant-baseline: auto;
    }
    .name {
      font-weight: 600;
    }
    .name.start {
      text-anchor: start;
    }
    .name.end {
      text-anchor: end;
    }
    .name.treasure-name {
      font-style: italic;
      font-weight: 500;
    }
    .house {
      fill: ${tokens.surface};
      stroke: ${tokens.text};
      stroke-width: 1.2;
    }
    .cost,
    .tie-label,
    .wind-label,
    .wind-north {
      font-weight: 700;
    }
    .distance {
      fill: ${tokens.accent};
      text-anchor: end;
    }
    .ring {
      fill: none;
      stroke: ${tokens.accent};
      stroke-width: 3;
    }
    .hull.dreadnought {
      fill: ${tokens.text};
      stroke: ${tokens.text};
    }
    .hull.fortress {
      fill: ${tokens.surface};
      stroke: ${tokens.text};
      stroke-width: 1.5;
    }
    .hull-letters.dreadnought {
      fill: ${tokens.surface};
    }
    .pole {
      stroke: ${tokens.text};
      stroke-width: 1.5;
    }
    .pennant {
      fill: light-dark(#fff6d6, #3a3212);
      stroke: ${tokens.text};
      stroke-width: 1.2;
    }
    .frigate {
      fill: ${tokens.surface};
      stroke: ${tokens.text};
      stroke-width: 1.5;
    }
    .frigate-ship {
      fill: ${tokens.text};
    }
    .wind-rose {
      fill: ${tokens.surface};
      stroke: ${tokens.border};
      stroke-width: 1.5;
    }
    .wind-arrow {
      stroke: ${tokens.text};
      stroke-width: 3;
      stroke-linecap: round;
    }
    .wind-head {
      fill: ${tokens.text};
    }
    .choice {
      cursor: pointer;
    }
    .choice:focus {
      outline: none;
    }
    .hit {
      fill: transparent;
    }
    .focus-ring {
      fill: none;
      stroke: ${tokens.accent};
      stroke-width: 3;
      stroke-dasharray: 4 3;
      visibility: hidden;
    }
    .choice:focus-visible .focus-ring {
      visibility: visible;
    }
    .choice:hover .hit {
      fill: light-dark(rgba(29, 79, 191, 0.12), rgba(143, 179, 255, 0.18));
    }
    .width-probe {
      height: 0;
    }
    .scroll-hint {
      font-size: 0.9em;
    }
    .key {
      gap: 0.15rem 0.9rem;
      font-size: 0.85em;
      color: ${tokens.text};
    }
    .key li {
      display: inline-flex;
      align-items: center;
      gap: 0.3rem;
    }
    .key svg {
      width: 1.8em;
      height: 1.5em;
      flex: none;
      overflow: visible;
    }
    .distance-key {
      color: ${tokens.accent};
      font-weight: 800;
    }
    .empty {
      color: ${tokens.muted};
      font-style: italic;
    }
  `,
];
