import { css } from 'lit';
import { labStyles } from '../shared/lab-shell.ts';
import { baseStyles } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';

/**
 * What both Steamwork Arena labs (`<steamwork-arena-conflict>`, `<steamwork-arena-template>`) stand
 * on, before their own styles: the shared widget, control and lab styles, and a log that scrolls
 * after a few lines, so that a whole conflict or the editor still fits a docs column (about 1,200 px).
 */
export const arenaLabStyles = [
  ...[baseStyles, widgetStyles, controlStyles, labStyles],
  css`
    :host {
      --rb-event-log-max-height: 6rem;
    }
  `,
];
