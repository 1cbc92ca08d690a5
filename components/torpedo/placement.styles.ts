import { css } from 'lit';
import { torpedoLabStyles } from './lab.styles.ts';
import { tokens } from '../shared/theme.ts';
import { heldShipStyles } from './ship-moves.ts';

/** `<torpedo-placement>`'s styles: the shared widget, control, lab, field and held-ship styles, then its own (the verdict, the room, the gap lines). */
export const placementStyles = [
  ...torpedoLabStyles,
  heldShipStyles,
  css`
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
