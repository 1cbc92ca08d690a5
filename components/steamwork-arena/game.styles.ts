import { css } from 'lit';
import { gameStyles, handOffStyles, wideGameLayout } from '../shared/game-controls.ts';
import { numberFieldStyles } from '../shared/number-field.ts';
import { boardStyles } from '../shared/svg-board.ts';
import { baseStyles, tokens } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';
import { arenaStyles } from './arena-board.ts';
import { cardStyles } from './steamwork-card.ts';

/** `<steamwork-arena-game>`'s styles: the game shell's, then its own (the arena, the machines, the conflict). */
export const steamworkGameStyles = [
  baseStyles,
  widgetStyles,
  controlStyles,
  numberFieldStyles,
  boardStyles,
  arenaStyles,
  cardStyles,
  gameStyles,
  wideGameLayout('56rem'),
  handOffStyles,
  css`
    section {
      display: grid;
      gap: 0.4rem;
    }
    h4 {
      font-size: 0.95em;
      margin: 0;
    }
    select,
    textarea {
      font: inherit;
      padding: 0.2rem;
      border: 1px solid ${tokens.border};
      border-radius: ${tokens.radius};
      background: ${tokens.surface};
      color: ${tokens.text};
    }
    textarea {
      font-family: ${tokens.monoFontFamily};
      width: 100%;
    }
    .untested {
      font-size: 0.9em;
      border-left: 4px solid ${tokens.error};
      padding-left: 0.5rem;
    }
  `,
];
