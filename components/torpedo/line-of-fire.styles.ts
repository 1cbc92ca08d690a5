import { css } from 'lit';
import { torpedoLabStyles } from './lab.styles.ts';
import { tokens } from '../shared/theme.ts';

/** `<torpedo-line-of-fire>`'s styles: the shared widget, control, lab, field styles (the ships' key among them), then its own (the result, the goal). */
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
    .refusal {
      color: ${tokens.miss};
    }
    .goal[data-solved='true'] {
      color: ${tokens.hit};
      font-weight: 600;
    }
  `,
];
