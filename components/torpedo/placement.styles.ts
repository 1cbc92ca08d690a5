import { css } from 'lit';
import { labStyles } from '../shared/lab-shell.ts';
import { baseStyles, tokens } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';
import { fieldStyles } from './field.ts';
import { heldShipStyles } from './ship-moves.ts';

/** `<torpedo-placement>`'s styles: the shared widget, control, lab, field and held-ship styles, then its own (the verdict, the room, the gap lines). */
export const placementStyles = [
  baseStyles,
  widgetStyles,
  controlStyles,
  labStyles,
  fieldStyles,
  heldShipStyles,
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
    .verdict {
      font-weight: 600;
      margin: 0;
    }
    .room {
      margin: 0;
    }
    .refusal {
      color: ${tokens.miss};
    }
    .gap {
      stroke: ${tokens.text};
      stroke-width: 1.5;
      stroke-dasharray: 2 2;
      vector-effect: non-scaling-stroke;
    }
    .gap-end {
      fill: ${tokens.text};
    }
  `,
];
