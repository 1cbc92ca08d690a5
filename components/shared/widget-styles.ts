import { css } from 'lit';
import { tokens } from './theme.ts';

/**
 * A rule citation's id (rule-citation.ts) shows only while the citation is hovered or has focus,
 * in a small box under it: inline after every rule link, the ids crowded every sentence, and
 * readers follow the title. A page can show them always through `::part(rule-id)`.
 */
export const citationIdStyles = css`
  .citation {
    position: relative;
  }
  .citation [part~='rule-id'] {
    display: none;
    position: absolute;
    z-index: 1;
    left: 0;
    top: 100%;
    padding: 0.1rem 0.3rem;
    border: 1px solid ${tokens.border};
    border-radius: ${tokens.radius};
    background: ${tokens.surface};
    color: ${tokens.text};
    white-space: nowrap;
  }
  .citation:hover [part~='rule-id'],
  .citation:focus-within [part~='rule-id'] {
    display: block;
  }
`;

/*
 * Styles every widget (a `<game>-<mechanic>` or `<game>-game` element) shares, so that the widgets
 * look like one family and a change to a button or a hint is made once. List them after
 * `baseStyles` in the element's `static styles`, before its own styles, which may override them
 * (`:host { max-width: … }` is the widget's own). The small shared elements (`rb-event-log`,
 * `rb-error-panel`, the boards) do not use them.
 */

/** The widget's box (`.widget`, part `base`) and the text inside it: headings, hints, citations, code. */
export const widgetStyles = css`
  :host {
    display: block;
    font-size: ${tokens.fontSize};
    line-height: 1.45;
  }
  .widget {
    background: ${tokens.surface};
    border: 1px solid ${tokens.border};
    border-radius: ${tokens.radius};
    padding: 0.75rem 1rem;
    display: grid;
    gap: 0.75rem;
  }
  h2 {
    font-size: 1.1em;
    margin: 0;
  }
  p {
    margin: 0;
  }
  section {
    border-top: 1px solid ${tokens.border};
    padding-top: 0.5rem;
  }
  .hint {
    color: ${tokens.muted};
    font-size: 0.9em;
  }
  .citation {
    color: ${tokens.muted};
    font-size: 0.85em;
    margin-left: 0.3rem;
  }
  ${citationIdStyles}
  code {
    font-family: ${tokens.monoFontFamily};
    font-size: 0.95em;
  }
`;

/**
 * Buttons (`.primary` for the main action; `aria-disabled="true"` for one the rules would refuse
 * now, which stays focusable and says why when pressed), groups of choices (`fieldset`), and the
 * row of buttons under a widget (`.controls`: Undo, Reset…).
 */
export const controlStyles = css`
  button {
    font: inherit;
    border-radius: ${tokens.radius};
    border: 2px solid ${tokens.accent};
    background: ${tokens.surface};
    color: ${tokens.accent};
    padding: 0.3rem 0.9rem;
    cursor: pointer;
    font-weight: 600;
  }
  button.primary {
    background: ${tokens.accent};
    color: ${tokens.onAccent};
  }
  button[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  fieldset {
    border: 1px solid ${tokens.border};
    border-radius: ${tokens.radius};
    margin: 0;
    padding: 0.4rem 0.75rem 0.6rem;
  }
  legend {
    font-weight: 600;
    padding: 0 0.25rem;
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
`;
