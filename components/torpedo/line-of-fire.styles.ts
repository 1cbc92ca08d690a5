import { css } from 'lit';
import { labStyles } from '../shared/lab-shell.ts';
import { baseStyles, tokens } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';
import { fieldStyles } from './field.ts';

/** `<torpedo-line-of-fire>`'s styles: the shared widget, control, lab and field styles, then its own (the result, the key, the goal). */
export const lineOfFireStyles = [
  baseStyles,
  widgetStyles,
  controlStyles,
  labStyles,
  fieldStyles,
  css`
    :host {
      max-width: 48rem;
    }
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
    .width-probe {
      height: 0;
    }
    .widget .description {
      color: inherit;
    }
    .goal[data-solved='true'] {
      color: ${tokens.hit};
      font-weight: 600;
    }
  `,
];
