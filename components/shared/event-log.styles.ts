import { css } from 'lit';
import { baseStyles, tokens } from './theme.ts';
import { citationIdStyles } from './widget-styles.ts';

/**
 * The event log's styles: its heading and tools, the scrolling list of turns, the entries and their
 * rule links. On paper the list is whole: no height cap, so nothing is left in a scroller (issue 25).
 */
export const eventLogStyles = [
  baseStyles,
  citationIdStyles,
  css`
    :host {
      display: block;
      font-size: 0.9em;
    }
    .heading-row {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: 0.25rem 1rem;
      margin: 0 0 0.25rem;
    }
    .heading {
      margin: 0;
      font-weight: 600;
    }
    .scroller {
      position: relative;
      max-height: var(--rb-event-log-max-height, 12rem);
      overflow-y: auto;
      border: 1px solid ${tokens.border};
      border-radius: ${tokens.radius};
      padding: 0.25rem 0.5rem;
    }
    ol {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    li {
      padding: 0.2rem 0;
      border-bottom: 1px dotted ${tokens.border};
    }
    li:last-child {
      border-bottom: none;
    }
    .rejection {
      border-left: 4px solid ${tokens.error};
      padding-left: 0.4rem;
    }
    .marker {
      font-weight: 700;
      color: ${tokens.error};
    }
    .citation {
      display: inline-block;
      margin-left: 0.3rem;
      color: ${tokens.muted};
    }
    code {
      font-family: ${tokens.monoFontFamily};
      font-size: 0.85em;
    }
    .keys-hint {
      display: none;
      margin: 0.2rem 0 0;
      color: ${tokens.muted};
      font-size: 0.85em;
    }
    [part='base']:focus-within .keys-hint {
      display: block;
    }
    .empty {
      color: ${tokens.muted};
      font-style: italic;
      margin: 0;
    }
    details {
      border-bottom: 1px solid ${tokens.border};
      padding: 0.15rem 0 0.25rem;
      margin-bottom: 0.2rem;
    }
    summary {
      cursor: pointer;
      color: ${tokens.muted};
      font-weight: 600;
    }
    details ol {
      color: ${tokens.muted};
      padding-left: 0.6rem;
    }
    .quiet {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      column-gap: 0.75rem;
    }
    .quiet > [open] {
      flex-basis: 100%;
    }
    .quiet > :not([open]) {
      border: 0;
      margin: 0;
      padding: 0;
    }
    @media print {
      .scroller {
        max-height: none;
      }
    }
  `,
];
