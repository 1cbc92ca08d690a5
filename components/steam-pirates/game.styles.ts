import { css } from 'lit';
import { gameStyles, wideGameLayout } from '../shared/game-controls.ts';
import { baseStyles, tokens } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';

/** Steam Pirates' whole game's styles: the table of pirates, the map beside it, the actions. */
export const piratesGameStyles = [
  baseStyles,
  widgetStyles,
  controlStyles,
  gameStyles,
  // The table beside the choices only where its column holds the map at full size (580 px: from a
  // 1,024 px widget up); narrower, the map would stand up (sky-map-board.ts) beside the choices.
  wideGameLayout('64rem'),
  // Tighter than the other games (the map takes a third of the height, and issue 9 asks for
  // ~1,200 px at most): the board, the pirates' table and the choices in smaller type (never under
  // 12 px), the pirate to act marked by a tint across their row, and the choices without boxes, a
  // bar down the left of each group, buttons a little tighter. The rule links of the board are
  // 24 px tall targets (WCAG 2.5.8): in its smaller type two of them may wrap one above the other.
  css`
    h4 {
      font-size: 0.95em;
      margin: 0;
    }
    .widget,
    .layout {
      gap: 0.4rem;
    }
    .table {
      gap: 0.25rem;
    }
    .board {
      display: grid;
      gap: 0.1rem;
      font-size: 0.875em;
      line-height: 1.35;
    }
    .board-row,
    .row {
      display: flex;
      flex-wrap: wrap;
      gap: 0.15rem 0.8rem;
      align-items: baseline;
    }
    .row {
      gap: 0.25rem 0.4rem;
      align-items: center;
    }
    .chip {
      display: inline-block;
      border: 1px solid ${tokens.border};
      border-radius: 999px;
      padding: 0 0.3rem;
      margin-right: 0.2rem;
      line-height: 1.25;
    }
    table {
      border-collapse: collapse;
      width: 100%;
      font-size: 0.875em;
      line-height: 1.3;
    }
    th,
    td {
      border-bottom: 1px solid ${tokens.border};
      padding: 0.1rem 0.25rem;
      text-align: left;
      vertical-align: top;
    }
    .pirates {
      overflow-x: auto;
      container-type: inline-size;
    }
    .pirates tr > :first-child {
      position: sticky;
      left: 0;
      background: ${tokens.surface};
    }
    .pirates tr.acting > * {
      background: color-mix(in srgb, ${tokens.accent} 10%, ${tokens.surface});
    }
    /* Narrower than the table (527 px with 4 pirates), one card a pirate in a column: the name on
       its own line, then each cell after its heading, wrapping between cells. The header row stays
       for screen readers (the roles keep the table), hidden from sight; a card's labels are for the
       eye only (the empty alternative text after the slash), as the column headers say them. */
    @container (width < 36rem) {
      .pirates :is(table, tbody, tr, th, td) {
        display: block;
      }
      .pirates tr {
        display: flex;
        flex-wrap: wrap;
        gap: 0 0.8rem;
        border: 1px solid ${tokens.border};
        border-radius: ${tokens.radius};
        padding: 0.2rem 0.4rem;
        margin-bottom: 0.25rem;
      }
      .pirates tr:first-child {
        position: absolute;
        width: 1px;
        height: 1px;
        padding: 0;
        border: 0;
        overflow: hidden;
        clip-path: inset(50%);
      }
      .pirates tr > *,
      .pirates tr.acting > * {
        border: none;
        padding: 0;
        background: none;
      }
      .pirates tr.acting {
        background: color-mix(in srgb, ${tokens.accent} 10%, ${tokens.surface});
      }
      .pirates tr > :first-child {
        position: static;
        flex-basis: 100%;
      }
      .pirates td::before {
        content: attr(data-label) ': ';
        content: attr(data-label) ': ' / '';
        color: ${tokens.muted};
      }
    }
    .actions {
      display: grid;
      gap: 0.4rem;
      font-size: 0.875em;
    }
    .group {
      border: none;
      border-left: 3px solid ${tokens.border};
      border-radius: 0;
      padding: 0 0 0 0.5rem;
      gap: 0.25rem;
    }
    .actions button {
      padding: 0.1rem 0.6rem;
      line-height: 1.25;
    }
    select {
      font: inherit;
      max-width: 100%;
      padding: 0.2rem;
      border: 1px solid ${tokens.border};
      border-radius: ${tokens.radius};
      background: ${tokens.surface};
      color: ${tokens.text};
    }
    /* In the sail's row, the why-not of an island pressed takes a line of its own. */
    .why-not {
      flex-basis: 100%;
      margin: 0;
    }
    .muted {
      color: ${tokens.muted};
    }
    .citation {
      font-size: max(12px, 0.85em);
    }
    .board a {
      display: inline-block;
      padding: 0.35rem 0;
    }
  `,
];
