import { css } from 'lit';
import { labStyles } from '../shared/lab-shell.ts';
import { baseStyles, tokens } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';

/** `<steam-pirates-profit>`'s styles: the shared widget, control and lab styles, then its own (the settings, the island grid, the profit table). */
export const profitStyles = [
  baseStyles,
  widgetStyles,
  controlStyles,
  labStyles,
  css`
    :host {
      max-width: 48rem;
    }
    .settings {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem 1.2rem;
      align-items: center;
    }
    .settings fieldset {
      border: 0;
      padding: 0;
      display: inline-flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0 0.6rem;
    }
    .settings legend {
      float: left;
      padding: 0;
      margin-right: 0.4rem;
    }
    .settings label {
      display: inline-flex;
      align-items: center;
      gap: 0.35rem;
    }
    .choice {
      font-weight: 600;
    }
    .choice label {
      font-weight: 600;
    }
    .goods {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(8.6rem, 1fr));
      gap: 0.5rem 0.75rem;
      align-items: start;
    }
    table {
      border-collapse: collapse;
    }
    .goods table {
      width: 100%;
      font-size: 0.9em;
    }
    .goods caption {
      text-align: left;
      font-weight: 700;
      padding-bottom: 0.1rem;
      border-bottom: 1px solid ${tokens.border};
    }
    .goods caption .note {
      display: block;
      font-weight: 400;
      color: ${tokens.muted};
    }
    .goods caption .embargo {
      color: ${tokens.miss};
    }
    .goods th,
    .goods td {
      padding: 0.05rem 0.2rem 0.05rem 0;
      text-align: left;
      font-weight: 400;
    }
    .goods td {
      text-align: center;
      width: 1.6rem;
    }
    .goods thead th {
      font-size: 0.85em;
      color: ${tokens.muted};
    }
    .goods input {
      margin: 0;
      width: 1.05rem;
      height: 1.05rem;
    }
    .ship {
      font-size: max(12px, 0.8em);
      font-weight: 700;
      border: 1px solid currentColor;
      border-radius: 3px;
      padding: 0 0.15rem;
      margin-left: 0.2rem;
      color: ${tokens.miss};
    }
    .legend {
      font-size: 0.85em;
      color: ${tokens.muted};
    }
    .total {
      color: ${tokens.accent};
    }
    .profit-table {
      width: 100%;
    }
    .profit-table th,
    .profit-table td {
      padding: 0.15rem 0.3rem;
      text-align: right;
      border-bottom: 1px solid ${tokens.border};
      font-variant-numeric: tabular-nums;
    }
    .profit-table th:first-child,
    .profit-table td:first-child {
      text-align: left;
      padding-left: 0;
    }
    .profit-table thead th {
      font-size: 0.85em;
      color: ${tokens.muted};
      vertical-align: bottom;
    }
    .profit-table tbody tr.idle {
      color: ${tokens.muted};
    }
    .profit-table .stopped {
      color: ${tokens.miss};
      font-weight: 600;
    }
    .profit-table tfoot th,
    .profit-table tfoot td,
    .profit-table td.gold {
      font-weight: 700;
    }

    .profit-table tfoot tr.sum th,
    .profit-table tfoot tr.sum td {
      border-bottom: 0;
      font-size: 1.05em;
    }
    .reasons {
      margin: 0.4rem 0 0;
      padding-left: 1.2rem;
      display: grid;
      gap: 0.15rem;
    }
  `,
];
