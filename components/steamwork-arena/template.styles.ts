import { css } from 'lit';
import { tokens } from '../shared/theme.ts';
import { arenaLabStyles } from './lab.styles.ts';

/** `<steamwork-arena-template>`'s styles: the Steamwork Arena labs' styles (lab.styles.ts), then its own (the zones table, the icons, export and import). */
export const templateStyles = [
  ...arenaLabStyles,
  css`
    :host {
      max-width: 52rem;
      container: template / inline-size;
    }
    .mode {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.5rem;
    }
    table {
      border-collapse: collapse;
      width: 100%;
    }
    /* Holds the table's visually hidden texts (absolutely placed): without it they escape the
       widget and widen the page on a phone. */
    .zones {
      position: relative;
    }
    /* The zones table fits a 36rem column (the docs page at 1280 px). Narrower (a phone), one card
       a zone: the zone and its icons on a line, its four figures after their headings, then the
       buttons on a line. The header row stays for screen readers (the roles keep the table),
       hidden from sight; a card's labels are for the eye only (the empty alternative text after
       the slash), as the column headers say them. */
    @container template (max-width: 35.9rem) {
      .zones :is(table, thead, tbody, tr, th, td) {
        display: block;
      }
      .zones thead {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip-path: inset(50%);
      }
      .zones tbody tr {
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: 0.2rem 0.8rem;
        border: 1px solid ${tokens.border};
        border-radius: ${tokens.radius};
        padding: 0.3rem 0.5rem;
        margin-bottom: 0.3rem;
      }
      .zones [part='zones'] tbody tr > * {
        border: none;
        padding: 0;
        width: auto;
      }
      .zones tbody th::before,
      .zones td.number::before {
        content: attr(data-label) ' ';
        content: attr(data-label) ' ' / '';
        color: ${tokens.muted};
        font-weight: 400;
      }
      .zones td.icons-cell {
        flex: 1 1 8rem;
      }
      .zones td.edit-cell {
        flex-basis: 100%;
      }
      /* The six buttons on one line: a card a line shorter. */
      .zones .edit {
        grid-template-columns: repeat(6, auto);
      }
    }
    th,
    td {
      border-bottom: 1px solid ${tokens.border};
      padding: 0.25rem 0.3rem;
      text-align: left;
      vertical-align: top;
    }
    thead th {
      font-size: 0.9em;
    }
    td.number {
      font-variant-numeric: tabular-nums;
      text-align: right;
    }
    /* The number columns as narrow as their headers, the rest to the icons. */
    [part='zones'] td.number,
    [part='zones'] tbody th {
      width: 1%;
    }
    tr.current {
      font-weight: 700;
    }
    .icons {
      display: flex;
      flex-wrap: wrap;
      gap: 2px;
      list-style: none;
      margin: 0;
      padding: 0;
    }
    .icon {
      border: 2px solid ${tokens.border};
      border-radius: 4px;
      padding: 0 0.15rem;
      font-family: ${tokens.monoFontFamily};
      white-space: nowrap;
    }
    .icon.added {
      border-style: dashed;
      border-color: ${tokens.accent};
    }
    /* Add buttons on one line, remove buttons under them. */
    .edit {
      display: grid;
      grid-template-columns: repeat(3, auto);
      justify-content: start;
      gap: 0.25rem;
    }
    .edit button {
      white-space: nowrap;
      padding: 0.1rem 0.4rem;
      font-size: 0.85em;
    }
    .refusal,
    .problem {
      color: ${tokens.error};
      background: ${tokens.errorSurface};
      border-radius: ${tokens.radius};
      padding: 0.3rem 0.5rem;
    }
    .count {
      font-weight: 600;
    }
    textarea {
      font-family: ${tokens.monoFontFamily};
      font-size: 0.9em;
      width: 100%;
      border: 1px solid ${tokens.border};
      border-radius: ${tokens.radius};
      background: ${tokens.surface};
      color: ${tokens.text};
    }
    textarea[aria-invalid='true'] {
      border-color: ${tokens.error};
    }
    /* The lab's select (labStyles), in the table's thin border. */
    select {
      border: 1px solid ${tokens.border};
      padding: 0;
    }
    .sample {
      font-weight: 600;
    }
    label {
      font-weight: 600;
    }
    details {
      border-top: 1px solid ${tokens.border};
      padding-top: 0.5rem;
    }
    summary {
      cursor: pointer;
      font-weight: 600;
    }
    details[open] > summary {
      margin-bottom: 0.5rem;
    }
    details > section:first-of-type {
      border-top: none;
      padding-top: 0;
    }
  `,
];
