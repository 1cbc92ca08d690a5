import { css } from 'lit';
import { labStyles } from '../shared/lab-shell.ts';
import { baseStyles, tokens } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';
import { fieldStyles } from './field-board.ts';

/**
 * What Torpedo's three labs (placement, volleys, line of fire) are styled alike: the shared widget,
 * control, lab and field styles, a column's width, the field's width probe taking no room, an
 * example's words in the text's colour, and the ships listed under the field (`part="key"`: one
 * wrapping row, each label in the field's monospaced letters; the placement lists none). Each lab's
 * own styles follow.
 *
 * The key's rules sit in this block rather than in one of their own for the two labs that list
 * ships: a second `css` result cost each of them about 30 bytes gzip, the line of fire past its ceiling.
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
  `,
];
