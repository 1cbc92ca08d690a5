import { css } from 'lit';
import { labStyles } from '../shared/lab-shell.ts';
import { numberFieldStyles } from '../shared/number-field.ts';
import { baseStyles, tokens } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';

/** `<steam-pirates-bag>`'s styles: the shared widget, control, lab and number-field styles, then its own (the bag, the odds, the roll). */
export const bagStyles = [
  baseStyles,
  widgetStyles,
  controlStyles,
  labStyles,
  numberFieldStyles,
  css`
    :host {
      max-width: 48rem;
    }
    details > summary {
      cursor: pointer;
      color: ${tokens.muted};
      font-weight: 600;
    }
    .setup {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem 1.5rem;
      align-items: flex-start;
      border-top: 1px solid ${tokens.border};
      padding-top: 0.5rem;
    }
    .setup > section {
      border-top: 0;
      padding-top: 0;
      flex: 0 1 auto;
    }
    .setup > .side {
      flex: 1 1 14rem;
      min-width: 0;
    }
    table {
      border-collapse: collapse;
    }
    th,
    td {
      text-align: left;
      padding: 0.15rem 0.5rem 0.15rem 0;
    }
    .bag-table td.you {
      font-weight: 600;
    }
    .bag-table label {
      display: inline-flex;
      gap: 0.3rem;
      align-items: center;
    }
    .number-field input {
      width: 3.2em;
    }
    /* In the bag's table the row says whose cubes they are: the field's own label is for screen readers. */
    .bag-table .number-field label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    .bag-table td,
    .bag-table th {
      padding: 0.1rem 0.6rem 0.1rem 0;
    }
    .side {
      display: grid;
      gap: 0.45rem;
      align-content: start;
    }
    .side fieldset {
      border: 0;
      padding: 0;
      display: inline-flex;
      flex-wrap: wrap;
      gap: 0 0.6rem;
      align-items: center;
    }
    .side legend {
      float: left;
      padding: 0;
      margin-right: 0.4rem;
      font-weight: 600;
    }
    .side label.inline {
      display: inline-flex;
      align-items: center;
      gap: 0.35rem;
      font-weight: 600;
    }
    .islands {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(8.5rem, 1fr));
      gap: 0.3rem 0.75rem;
      margin-top: 0.3rem;
      font-size: 0.9em;
    }
    .islands fieldset {
      border: 0;
      padding: 0;
      margin: 0;
      display: grid;
    }
    .islands legend {
      font-weight: 700;
      padding: 0;
    }
    .islands label {
      display: flex;
      gap: 0.3rem;
      align-items: center;
    }
    .headline {
      font-size: 1.05em;
    }
    .headline strong {
      color: ${tokens.accent};
    }
    .odds-table {
      width: 100%;
    }
    .odds-table th,
    .odds-table td {
      border-bottom: 1px solid ${tokens.border};
      vertical-align: top;
    }
    .odds-table thead th {
      font-size: 0.85em;
      color: ${tokens.muted};
      vertical-align: bottom;
    }
    .odds-table td.chance,
    .odds-table td.fine {
      font-variant-numeric: tabular-nums;
      white-space: nowrap;
    }
    .exact {
      color: ${tokens.muted};
      font-size: 0.85em;
      overflow-wrap: anywhere;
      margin-left: 0.3rem;
    }
    td.exact {
      white-space: nowrap;
      margin-left: 0;
    }
    .forced {
      color: ${tokens.miss};
      font-weight: 600;
    }
    .bar {
      display: inline-block;
      height: 0.7em;
      background: ${tokens.accent};
      vertical-align: middle;
      margin-right: 0.3rem;
    }
    .dice {
      list-style: none;
      margin: 0.3rem 0 0;
      padding: 0;
      display: flex;
      flex-wrap: wrap;
      gap: 0.35rem;
    }
    .die {
      border: 1px solid ${tokens.border};
      border-radius: ${tokens.radius};
      padding: 0.1rem 0.4rem;
      font-size: 0.9em;
    }
    .die.octopus {
      border: 2px solid ${tokens.accent};
      font-weight: 700;
    }
    .sale {
      border: 2px solid ${tokens.miss};
      border-radius: ${tokens.radius};
      padding: 0.4rem 0.6rem;
      display: grid;
      gap: 0.4rem;
      margin-top: 0.4rem;
    }
    .sale .controls {
      gap: 0.35rem;
    }
    .sale button {
      padding: 0.1rem 0.5rem;
    }
    .roll-line {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem 0.8rem;
      align-items: center;
    }
    /* The refresh's log scrolls after a few lines, so that a roll into a forced sale, the lab's log under it, still fits a docs column (about 1,200 px). */
    [part~='refresh-log'] {
      --rb-event-log-max-height: 6rem;
      margin-top: 0.4rem;
    }
    .widget > rb-event-log {
      --rb-event-log-max-height: 6rem;
    }
  `,
];
