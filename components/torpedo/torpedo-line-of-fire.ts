import { defineElement } from '../shared/define.ts';
import { TorpedoLineOfFire } from './line-of-fire.ts';

export { TorpedoLineOfFire };

defineElement('torpedo-line-of-fire', TorpedoLineOfFire);

declare global {
  interface HTMLElementTagNameMap {
    'torpedo-line-of-fire': TorpedoLineOfFire;
  }
}
