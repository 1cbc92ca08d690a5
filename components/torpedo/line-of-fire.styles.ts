import { css } from 'lit';
import { torpedoLabStyles } from './lab.styles.ts';
import { tokens } from '../shared/theme.ts';

/** `<torpedo-line-of-fire>`'s styles: the shared widget, control, lab and field styles, then its own (the result, the key, the goal). */
export const lineOfFireStyles = [
  ...torpedoLabStyles,
  css`
    .result {
      font-weight: 600;
    }
    .result strong {
      font-size: 1.25em;
      margin-right: 0.3rem;
    }
    .key {
      display: flex;
      flex-wrap: wrap;
      gap: 0.15rem 1rem;
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .key b {
      font-family: ${tokens.monoFontFamily};
    }
    .refusal {
      color: ${tokens.miss};
    }
    .goal[data-solved='true'] {
      color: ${tokens.hit};
      font-weight: 600;
    }
  `,
];
