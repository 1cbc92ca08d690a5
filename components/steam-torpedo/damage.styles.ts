import { css } from 'lit';
import { tokens } from '../shared/theme.ts';

/** `<steam-torpedo-damage>`'s own styles, after the shared widget, control and attack-number styles. */
export const damageStyles = css`
  :host {
    max-width: 54rem;
  }
  .widget {
    gap: 0.6rem;
    container-type: inline-size;
  }
  h3 {
    font-size: 1em;
    margin: 0;
  }
  /* The title, and "About this example" beside it; opened, the description takes the full width below. */
  .heading {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.2rem 1rem;
  }
  .heading h2 {
    flex: 1 1 auto;
  }
  .about[open] {
    flex-basis: 100%;
  }
  .about > summary {
    color: ${tokens.muted};
    font-size: 0.9em;
    font-weight: 600;
  }
  .description {
    color: ${tokens.muted};
    margin-top: 0.2rem;
  }
  /* The numbers side by side in small boxes, each as wide as its words allow (one under the other
     where the widget is narrow). */
  .numbers {
    grid-auto-flow: column;
    grid-auto-columns: auto;
    gap: 0.4rem;
    margin: 0;
  }
  .number {
    padding: 0.2rem 0.6rem;
  }
  .value {
    font-size: 1.3em;
    line-height: 1.2;
  }
  section:focus {
    outline: none;
  }
  section:focus-visible {
    outline: ${tokens.focusRing};
  }
  /* The heading and the question on one line: "The defender chooses: absorb 3 damage…". */
  .prompt h3 {
    display: inline;
  }
  .prompt h3::after {
    content: ': ';
  }
  .prompt p {
    display: inline;
  }
  /* What happened, then Undo and Reset. While the attack's steps are one closed line, the buttons
     stand beside it (where the column is wide enough); open, or after a choice, under it. */
  .aftermath {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.5rem 1rem;
    border-top: 1px solid ${tokens.border};
    padding-top: 0.5rem;
  }
  .aftermath > section {
    flex: 1 1 100%;
    border-top: none;
    padding-top: 0;
  }
  .aftermath > section:has(> details:not([open])) {
    flex-basis: 20rem;
  }
  .choice-list,
  .result-list {
    list-style: none;
    margin: 0.35rem 0 0;
    padding: 0;
    display: grid;
    gap: 0.35rem;
  }
  /* A table of choices: the buttons in one column, what each would do beside it; where the column
     is narrow, what it would do goes under its button. */
  .choice-list {
    grid-template-columns: fit-content(16rem) minmax(0, 1fr);
    gap: 0.35rem 0.75rem;
  }
  .choice-list li {
    grid-column: 1 / -1;
    display: grid;
    grid-template-columns: subgrid;
    align-items: baseline;
    gap: 0.05rem 0.75rem;
  }
  .choice-list button {
    justify-self: stretch;
    padding: 0.1rem 0.6rem;
    font-size: 0.92em;
  }
  .effect {
    color: ${tokens.muted};
    font-size: 0.9em;
    line-height: 1.35;
  }
  @container (max-width: 30rem) {
    .numbers {
      grid-auto-flow: row;
      grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
    }
    .choice-list {
      grid-template-columns: minmax(0, 1fr);
    }
    .choice-list button {
      justify-self: start;
    }
    .effect {
      padding-left: 0.2rem;
    }
  }
  .result-list li::before {
    content: '▸ ';
    color: ${tokens.muted};
  }
  button {
    justify-self: start;
    text-align: left;
  }
  summary {
    cursor: pointer;
  }
  summary h3 {
    display: inline;
  }
  .outcome {
    font-weight: 700;
  }
  .tally {
    margin: 0.35rem 0 0;
    font-size: 0.92em;
  }
  /* "About this example" of the Example of Play, shown when no preset is named, under the title. */
  .widget > .about {
    margin-top: -0.4rem;
  }
  .aftermath > .refusal {
    flex-basis: 100%;
  }
`;
