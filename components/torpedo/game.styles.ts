import { css } from 'lit';
import { gameStyles, handOffStyles } from '../shared/game-controls.ts';
import { baseStyles } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';
import { fieldStyles } from './field-board.ts';
import { heldShipStyles } from './ship-moves.ts';

/** `<torpedo-game>`'s styles: the game shell's, then its own (the field, the stash, the volleys). */
export const torpedoGameStyles = [
  baseStyles,
  widgetStyles,
  controlStyles,
  fieldStyles,
  heldShipStyles,
  gameStyles,
  handOffStyles,
  css`
    .table {
      position: relative;
    }
    .stashes {
      position: absolute;
      inset: 0;
      display: flex;
      flex-direction: column;
      align-items: center;
      justify-content: center;
      padding: 0.5rem;
      text-align: center;
      pointer-events: none;
    }
    .width-probe {
      height: 0;
    }
    select {
      font: inherit;
      max-width: 100%;
    }
    .pace {
      display: flex;
      flex-wrap: wrap;
      gap: 0.3rem;
      align-items: center;
    }
  `,
];
