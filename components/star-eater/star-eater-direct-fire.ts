import { defineElement } from '../shared/define.ts';
import { StarEaterDirectFire } from './direct-fire.ts';

export { StarEaterDirectFire };
export type { CommandDetail } from './direct-fire.ts';

defineElement('star-eater-direct-fire', StarEaterDirectFire);

declare global {
  interface HTMLElementTagNameMap {
    'star-eater-direct-fire': StarEaterDirectFire;
  }
  interface HTMLElementEventMap {
    'rb-command': CustomEvent<import('./direct-fire.ts').CommandDetail>;
  }
}
