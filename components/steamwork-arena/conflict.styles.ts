import { css } from 'lit';
import { tokens } from '../shared/theme.ts';
import { arenaLabStyles } from './lab.styles.ts';

/** `<steamwork-arena-conflict>`'s styles: the Steamwork Arena labs' styles (lab.styles.ts), then its own (the sides, the hands, the opponent control, the odds). */
export const conflictStyles = [
  ...arenaLabStyles,
  css`
    :host {
      max-width: 48rem;
    }
    h3 {
      font-size: 1em;
      margin: 0 0 0.3rem;
    }
    h3:focus {
      outline: none;
    }
    h3:focus-visible {
      outline: ${tokens.focusRing};
    }
    .description {
      color: ${tokens.muted};
    }
    .sides {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
      gap: 0.75rem;
    }
    .hands {
      display: flex;
      gap: 0.6rem;
      flex-wrap: wrap;
      align-items: end;
    }
    .hand {
      min-width: 5.5rem;
      padding: 0.3rem 0.6rem;
      border: 1px solid ${tokens.border};
      border-radius: ${tokens.radius};
    }
    .hand.picked {
      border-width: 2px;
      border-color: ${tokens.accent};
    }
    .hand .count {
      font-size: 1.4em;
      font-weight: 700;
    }
    label {
      display: grid;
      gap: 0.2rem;
    }
    input {
      font: inherit;
      width: 5rem;
    }
    .refusal {
      color: ${tokens.error};
    }
    .pdp {
      font-weight: 700;
    }
    table {
      border-collapse: collapse;
    }
    th,
    td {
      text-align: left;
      padding: 0.15rem 0.6rem 0.15rem 0;
    }
    .opponent {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem 1.2rem;
      border: 1px solid ${tokens.border};
      border-radius: ${tokens.radius};
      margin: 0 0 0.75rem;
      padding: 0.3rem 0.6rem 0.5rem;
    }
    .opponent fieldset {
      border: 0;
      margin: 0;
      padding: 0;
    }
    .opponent label {
      display: inline-flex;
      align-items: center;
      gap: 0.3rem;
      margin-right: 0.8rem;
    }
    .opponent input {
      width: auto;
    }
    .bar {
      display: inline-block;
      height: 0.8em;
      background: ${tokens.accent};
      vertical-align: middle;
    }
  `,
];
