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
    /*
     * The zones table fits a 36rem column (the docs page at 1280 px); narrower (a phone), it
     * scrolls inside the widget, with shadows at the edge that hides columns and a line saying so.
     */
    .scroll {
      overflow-x: auto;
      /* Holds its visually hidden texts (absolutely placed): without it they escape the scrolling
         box and widen the page on a phone. */
      position: relative;
      background:
        linear-gradient(to right, ${tokens.surface} 30%, transparent) left / 2rem 100% no-repeat local,
        linear-gradient(to left, ${tokens.surface} 30%, transparent) right / 2rem 100% no-repeat local,
        radial-gradient(farthest-side at 0 50%, rgb(0 0 0 / 0.25), transparent) left / 0.8rem 100% no-repeat scroll,
        radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 0.25), transparent) right / 0.8rem 100% no-repeat scroll;
    }
    .scroll:focus-visible {
      outline: ${tokens.focusRing};
    }
    .scroll-cue {
      display: none;
    }
    @container template (max-width: 35.9rem) {
      .scroll-cue {
        display: block;
      }
    }
    table[part='zones'] {
      min-width: 33rem;
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
