import { css } from 'lit';
import { tokens } from '../shared/theme.ts';
import { boardPieceStyles } from './board-pieces.ts';
import { labShellStyles } from './lab.ts';

/** `<star-eater-collision>`'s styles: the labs' shared ones, then its own (the steps in words). */
export const collisionStyles = [
  ...labShellStyles,
  boardPieceStyles,
  css`
    table {
      border-collapse: collapse;
      width: 100%;
    }
    caption {
      text-align: left;
      font-weight: 600;
      padding-bottom: 0.2rem;
    }
    th,
    td {
      border-bottom: 1px solid ${tokens.border};
      padding: 0.1rem 0.3rem;
      text-align: left;
      vertical-align: top;
    }
    td .mark {
      display: inline-block;
      font-size: 0.85em;
      color: ${tokens.muted};
    }
    td.lost .token {
      text-decoration: line-through;
    }
    td.lost .mark,
    td.hit {
      color: ${tokens.miss};
      font-weight: 600;
    }
    tr.now {
      background: ${tokens.hitSurface};
      outline: 2px solid ${tokens.accent};
    }
    .damage td,
    .damage thead th {
      text-align: center;
    }
    .step-words ul {
      margin: 0.2rem 0 0;
      padding-left: 1.1rem;
    }
    h3 {
      margin: 0;
    }
    .badge.ship-badge rect {
      fill: ${tokens.text};
      stroke: ${tokens.surface};
    }
    .badge.ship-badge text {
      fill: ${tokens.surface};
    }
    .outline.undone-hull path {
      stroke-width: 1.5;
      stroke-dasharray: 2 2;
    }
    .ship.ship-b .hull {
      fill: var(--rb-hex-board-ship-b, light-dark(#f3d9bf, #5b3c22));
      stroke-dasharray: 4 2;
    }
    .key .swatch-a,
    .key .swatch-b {
      fill: var(--rb-hex-board-ship, light-dark(#c9d6f2, #2c3f6b));
      stroke: ${tokens.text};
      stroke-width: 1.5;
    }
    .key .swatch-b {
      fill: var(--rb-hex-board-ship-b, light-dark(#f3d9bf, #5b3c22));
      stroke-dasharray: 4 2;
    }
    .key .swatch-overlap {
      fill: none;
      stroke: ${tokens.miss};
      stroke-width: 2.5;
      stroke-dasharray: 5 2;
    }
    .key .swatch-undone {
      stroke: ${tokens.miss};
      stroke-width: 2;
      stroke-dasharray: 4 3;
    }
  `,
];
