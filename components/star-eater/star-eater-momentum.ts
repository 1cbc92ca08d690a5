import { defineElement } from '../shared/define.ts';
import { StarEaterMomentum } from './momentum.ts';

export { StarEaterMomentum };
export type { MomentumCommandDetail } from './momentum.ts';

defineElement('star-eater-momentum', StarEaterMomentum);

declare global {
  interface HTMLElementTagNameMap {
    'star-eater-momentum': StarEaterMomentum;
  }
}
