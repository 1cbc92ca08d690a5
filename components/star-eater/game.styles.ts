import { css } from 'lit';
import { gameStyles, handOffStyles, wideGameLayout } from '../shared/game-controls.ts';
import { baseStyles, tokens } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';
import { gameBoardStyles } from './game-board.ts';
import { hexBoardStyles } from './hex-board.ts';

/** `<star-eater-game>`'s styles: the game shell's, the board's, then its own (the ships' table, the orders form, the draft). */
export const starEaterGameStyles = [
  baseStyles,
  widgetStyles,
  controlStyles,
  hexBoardStyles,
  gameBoardStyles,
  gameStyles,
  wideGameLayout('60rem'),
  handOffStyles,
  css`
    .widget,
    .layout {
      gap: 0.5rem;
    }
    .table-row {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem;
      align-items: start;
    }
    .board-box {
      flex: 0 1 auto;
      max-width: 100%;
      min-width: 0;
    }
    .ships {
      flex: 1 1 13rem;
      min-width: 0;
      overflow-x: auto;
    }
    table {
      border-collapse: collapse;
      width: 100%;
      font-size: 0.8125em;
      line-height: 1.3;
      overflow-wrap: break-word;
    }
    .ships table {
      hyphens: auto;
      font-size: max(12px, 0.75em);
    }
    caption {
      text-align: left;
      font-weight: 600;
    }
    th,
    td {
      border-bottom: 1px solid ${tokens.border};
      padding: 0.1rem 0.2rem;
      text-align: left;
      vertical-align: top;
    }
    .cards-table caption {
      font-weight: 400;
      color: ${tokens.muted};
    }
    td ul {
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .nowrap {
      white-space: nowrap;
    }
    .key {
      margin: 0.2rem 0 0;
      font-size: 0.8125em;
      line-height: 1.3;
      color: ${tokens.muted};
    }
    .card-stats > summary {
      cursor: pointer;
      font-size: 0.9em;
      color: ${tokens.muted};
      font-weight: 600;
    }
    abbr {
      text-decoration: none;
    }
    .muted,
    .stats {
      color: ${tokens.muted};
    }
    .actions {
      display: grid;
      gap: 0.4rem;
      font-size: 0.9em;
    }
    .group {
      border: none;
      border-left: 3px solid ${tokens.border};
      border-radius: 0;
      padding: 0 0 0 0.5rem;
      gap: 0.3rem;
    }
    h4 {
      font-size: 1em;
      margin: 0;
    }
    fieldset {
      border: none;
      margin: 0;
      padding: 0;
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem 0.7rem;
    }
    fieldset input {
      margin: 0;
      width: 1rem;
      height: 1rem;
      flex: none;
      align-self: flex-start;
      margin-top: 0.2em;
    }
    legend {
      font-weight: 600;
      padding: 0;
      margin-bottom: 0.15rem;
    }
    fieldset label {
      display: inline-flex;
      gap: 0.3rem;
      align-items: baseline;
      min-height: 24px;
    }
    fieldset.cards label {
      flex: 1 1 15rem;
    }
    .row {
      display: flex;
      flex-wrap: wrap;
      gap: 0.3rem 0.5rem;
      align-items: center;
    }
    select {
      font: inherit;
      max-width: 100%;
      padding: 0.15rem;
      border: 1px solid ${tokens.border};
      border-radius: ${tokens.radius};
      background: ${tokens.surface};
      color: ${tokens.text};
    }
    .actions button {
      padding: 0.1rem 0.6rem;
      line-height: 1.3;
    }
    .citation {
      font-size: max(12px, 0.85em);
    }
  `,
];
