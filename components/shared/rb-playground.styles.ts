import { css } from 'lit';
import { tokens } from './theme.ts';

/** `<rb-playground>`'s own styles, after the shared widget and control styles. */
export const playgroundStyles = css`
  :host {
    max-width: 54rem;
  }
  h3 {
    font-size: 1em;
    margin: 0 0 0.35rem;
  }
  .acting {
    font-weight: 600;
  }
  .outcome {
    border-left: 4px solid ${tokens.hit};
    padding-left: 0.5rem;
    font-weight: 600;
  }
  .commands {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .commands button {
    font-weight: 500;
    text-align: left;
  }
  .commands .type {
    font-weight: 700;
  }
  .seat + .seat {
    margin-top: 0.5rem;
  }
  .try {
    display: grid;
    gap: 0.35rem;
  }
  .try-row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: start;
  }
  textarea,
  input,
  select {
    font: inherit;
    color: inherit;
    background: ${tokens.surface};
    border: 1px solid ${tokens.border};
    border-radius: ${tokens.radius};
    padding: 0.25rem 0.4rem;
  }
  textarea {
    font-family: ${tokens.monoFontFamily};
    font-size: 0.9em;
    flex: 1 1 18rem;
    min-height: 2.6rem;
  }
  .refusal {
    border-left: 4px solid ${tokens.miss};
    background: ${tokens.missSurface};
    padding: 0.3rem 0.5rem;
  }
  .refusal code {
    font-weight: 600;
  }
  .tree,
  .tree ul {
    list-style: none;
    margin: 0;
    padding-left: 1rem;
  }
  .tree {
    padding-left: 0;
    font-family: ${tokens.monoFontFamily};
    font-size: 0.9em;
    max-height: var(--rb-playground-state-max-height, 18rem);
    overflow: auto;
  }
  .tree .key {
    color: ${tokens.muted};
  }
  .more {
    color: ${tokens.muted};
    font-style: italic;
  }
  pre {
    font-family: ${tokens.monoFontFamily};
    font-size: 0.85em;
    max-height: 14rem;
    overflow: auto;
    margin: 0.3rem 0 0;
  }
  table {
    border-collapse: collapse;
  }
  th,
  td {
    text-align: left;
    padding: 0.2rem 0.75rem 0.2rem 0;
    border-bottom: 1px solid ${tokens.border};
  }
  td.number {
    font-variant-numeric: tabular-nums;
  }
`;
