import { css } from 'lit';
import { tokens } from '../shared/theme.ts';

/** `<steam-torpedo-attack>`'s own styles, after the shared widget, control, lab and attack-number styles. */
export const attackStyles = css`
  :host {
    max-width: 54rem;
    --rb-submarine-max-width: 46rem;
  }
  .widget {
    gap: 0.5rem;
  }
  .moves {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem 1.25rem;
  }
  .mover {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
  }
  .mover .who {
    font-weight: 600;
  }
  .mover .role {
    color: ${tokens.muted};
    font-weight: 400;
  }
  .mover button {
    padding: 0.15rem 0.55rem;
  }
  .moves .side-choice {
    flex-basis: 100%;
  }
  .position {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.35rem;
  }
  .side-choice {
    border: 2px solid ${tokens.accent};
    border-radius: ${tokens.radius};
    padding: 0.5rem 0.75rem;
    display: grid;
    gap: 0.4rem;
  }
  .side-choice .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
  }
  button {
    padding: 0.25rem 0.75rem;
  }
  .weapon-choice {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.3rem 0.6rem;
  }
  .weapon-choice label {
    font-weight: 600;
  }
  /* The list box stays beside its label, a little narrower than its longest option if need be. */
  .weapon-choice select {
    font: inherit;
    flex: 1 1 14rem;
    min-width: 0;
    max-width: max-content;
    padding: 0.2rem 0.4rem;
    border: 2px solid ${tokens.accent};
    border-radius: ${tokens.radius};
    background: ${tokens.surface};
    color: ${tokens.text};
  }
  .arc-list,
  .post-list {
    list-style: none;
    margin: 0.3rem 0 0;
    padding: 0;
    display: grid;
    gap: 0.25rem;
  }
  .arc {
    border-left: 4px solid ${tokens.miss};
    border-left-style: dashed;
    padding: 0.1rem 0.5rem;
    background: ${tokens.missSurface};
  }
  .arc.in-reach {
    border-left-color: ${tokens.hit};
    border-left-style: solid;
    background: ${tokens.hitSurface};
  }
  .mark {
    font-weight: 800;
    margin-right: 0.3rem;
  }
  .in-reach .mark {
    color: ${tokens.hit};
  }
  .out-of-reach .mark {
    color: ${tokens.miss};
  }
  .why {
    color: ${tokens.muted};
  }
  .verdict {
    margin-top: 0.35rem;
  }
  .numbers {
    grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
    margin: 0.35rem 0 0;
  }
  /* Each number on its name's line ("Attack total 4 on the aft"): a line less per box. */
  .number {
    padding: 0.3rem 0.6rem;
  }
  .number dt,
  .number dd {
    display: inline;
  }
  .number dt {
    margin-right: 0.3rem;
  }
  .value {
    line-height: 1;
  }
  /* A rule link goes to the next line whole, never split, and leaves the number by its name. */
  .number .citation {
    display: inline-block;
  }
  /* "3 − 0 = 3" stays on one line under its name. */
  .number[data-number='damage-total'] dt {
    display: block;
  }
  /* The arcs' summary runs on beside their heading where the width allows (on a phone the two
     would crowd each other's links); opened, the list goes under both. */
  section[part='arcs'] {
    container-type: inline-size;
  }
  @container (min-width: 32rem) {
    #arcs-heading {
      float: left;
      margin: 0 0.75rem 0 0;
    }
  }
  .arc-details > summary {
    cursor: pointer;
    color: ${tokens.muted};
  }
  .arc-details > :not(summary) {
    clear: left;
  }
  .verdict {
    clear: left;
  }
  .attacker-details > summary {
    cursor: pointer;
  }
  /* The target's name runs into the hint under it. */
  h3.run-in {
    display: inline;
    margin-right: 0.3rem;
  }
  h3.run-in + .hint {
    display: inline;
  }
  /* Undo, Reset and Copy link beside the log, which goes under them where the column is narrow:
     the shell puts both straight in the widget's box, one column of it each. */
  :host {
    container: attack / inline-size;
  }
  .widget {
    grid-template-columns: max-content minmax(0, 1fr);
    column-gap: 1rem;
  }
  .widget > * {
    grid-column: 1 / -1;
  }
  .widget > .controls {
    grid-column: 1;
    align-self: start;
  }
  .widget > rb-event-log {
    grid-column: 2;
  }
  @container attack (max-width: 36rem) {
    .widget > .controls,
    .widget > rb-event-log {
      grid-column: 1 / -1;
    }
  }
  .post-list li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem;
  }
`;
