import { css } from 'lit';
import { torpedoLabStyles } from './lab.styles.ts';
import { tokens } from '../shared/theme.ts';

/** `<torpedo-volleys>`'s styles: the shared widget, control, lab, field styles (the ships' key among them), then its own (the steps, the story, the score). */
export const volleysStyles = [
  ...torpedoLabStyles,
  css`
    :host {
      /* The log of steps scrolls after a few lines, so that the whole firing and its score still fit a docs column (about 1,200 px). */
      --rb-event-log-max-height: 6rem;
    }
    .steps {
      display: flex;
      flex-wrap: wrap;
      gap: 0.3rem;
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .steps button[aria-current='step'] {
      background: ${tokens.accent};
      color: ${tokens.surface};
      font-weight: 700;
    }
    .story {
      margin: 0;
    }
    .story ul {
      margin: 0.3rem 0 0;
      padding-left: 1.2rem;
    }
    .story h3 {
      margin: 0;
    }
    .story b {
      font-family: ${tokens.monoFontFamily};
    }
    .score {
      border-collapse: collapse;
    }
    .score th,
    .score td {
      padding: 0.15rem 0.6rem 0.15rem 0;
      text-align: left;
    }
    .score td.points {
      text-align: right;
      font-weight: 700;
    }
    .winner {
      font-weight: 600;
    }
  `,
];
