import { css } from 'lit';
import { tokens } from '../shared/theme.ts';
import { labShellStyles } from './lab.ts';

/** `<star-eater-momentum>`'s styles: the labs' shared ones, then its own (the dial, the mat, the rounds to come). */
export const momentumStyles = [
  ...labShellStyles,
  css`
    svg.arrow {
      width: 1em;
      height: 1em;
      vertical-align: -0.15em;
      overflow: visible;
    }
    svg.arrow line {
      stroke: currentColor;
      stroke-width: 2;
      stroke-linecap: round;
    }
    svg.arrow path {
      fill: currentColor;
    }
    .top {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem 0.75rem;
      align-items: flex-start;
    }
    .dial-box {
      width: min-content;
    }
    .effects {
      flex: 1 0 100%;
    }
    .dial {
      display: grid;
      grid-template-columns: repeat(3, 3.7rem);
      grid-auto-rows: 2.1rem;
      gap: 0.2rem;
    }
    .dial button {
      padding: 0 0.2rem;
      white-space: nowrap;
    }
    .dial button[aria-checked='true'] {
      background: ${tokens.accent};
      color: ${tokens.onAccent};
    }
    .dial .centre {
      grid-area: 2 / 2;
      display: grid;
      place-items: center;
      color: ${tokens.muted};
    }
    .dial .centre svg {
      width: 1.7rem;
      height: 1.7rem;
    }
    .mat {
      flex: 1 1 8rem;
      display: grid;
      gap: 0.35rem;
      border-top: 0;
      padding-top: 0;
    }
    .tokens {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.25rem;
      list-style: none;
      margin: 0;
      padding: 0;
    }
    .kind {
      font-weight: 600;
      min-width: 7.5rem;
    }
    .token {
      display: inline-flex;
      align-items: center;
      gap: 0.2rem;
      border: 2px solid ${tokens.border};
      border-radius: ${tokens.radius};
      padding: 0 0.35rem;
      min-height: 1.9rem;
      font-weight: 600;
    }
    .token .mark {
      font-weight: 400;
      font-size: 0.9em;
    }
    .token.added,
    .token.turned {
      border-color: ${tokens.accent};
      border-width: 3px;
      color: ${tokens.accent};
    }
    .token.cancelled,
    .token.ignored {
      border-style: dashed;
      border-color: ${tokens.miss};
      color: ${tokens.miss};
    }
    .token.cancelled .name {
      text-decoration: line-through;
    }
    .slot {
      border: 2px dotted ${tokens.border};
      border-radius: ${tokens.radius};
      width: 2.2rem;
      min-height: 1.9rem;
    }
    .effect {
      margin: 0;
      padding-left: 1.1rem;
    }
    .place {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.3rem 1rem;
    }
    .place .what {
      flex-basis: 100%;
      font-weight: 600;
    }
    .coming {
      padding-top: 0.4rem;
    }
    .rounds {
      margin: 0;
      padding-left: 1.1rem;
      display: grid;
      gap: 0.3rem;
    }
    .rounds ul {
      margin: 0.1rem 0 0;
      padding-left: 1rem;
    }
    .hit-line {
      color: ${tokens.miss};
    }
    rb-event-log {
      --rb-event-log-max-height: 9rem;
    }
    .key svg {
      width: 1.6em;
      height: 1.1em;
      vertical-align: -0.2em;
    }
    .key .swatch-path {
      stroke: ${tokens.accent};
      stroke-width: 2;
      stroke-dasharray: 4 3;
      fill: none;
    }
    .key .swatch-hit {
      fill: ${tokens.miss};
    }
    /* A phone: the mat's words and tokens narrower, to stand beside the card. */
    @container lab (max-width: 30rem) {
      .kind {
        min-width: 0;
      }
      .tokens {
        gap: 0.2rem;
      }
      .slot {
        width: 1.8rem;
      }
      .mat h3 .citation {
        display: block;
        margin-left: 0;
        font-weight: 400;
      }
      /* Next round, Undo and Reset on one row: the round's words wrap inside their button. */
      .side .controls {
        display: grid;
        grid-template-columns: minmax(0, 1fr) auto auto;
      }
    }
  `,
];
