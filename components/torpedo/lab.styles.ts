import { css } from 'lit';
import { labStyles } from '../shared/lab-shell.ts';
import { baseStyles } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';
import { fieldStyles } from './field.ts';

/**
 * What Torpedo's three labs (placement, volleys, line of fire) are styled alike: the shared widget,
 * control, lab and field styles, a column's width, the field's width probe taking no room, and an
 * example's words in the text's colour. Each lab's own styles follow.
 */
export const torpedoLabStyles = [
  baseStyles,
  widgetStyles,
  controlStyles,
  labStyles,
  fieldStyles,
  css`
    :host {
      max-width: 48rem;
    }
    .width-probe {
      height: 0;
    }
    .widget .description {
      color: inherit;
    }
  `,
];
