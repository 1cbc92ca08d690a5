import { defineElement } from '../shared/define.ts';
import { StarEaterDirectFire } from './direct-fire.ts';

export { StarEaterDirectFire };
export type { DirectFireCommandDetail } from './direct-fire.ts';

defineElement('star-eater-direct-fire', StarEaterDirectFire);

declare global {
  interface HTMLElementTagNameMap {
    'star-eater-direct-fire': StarEaterDirectFire;
  }
}
