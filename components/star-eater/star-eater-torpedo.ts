import { defineElement } from '../shared/define.ts';
import { StarEaterTorpedo } from './torpedo.ts';

export { StarEaterTorpedo };
export type { TorpedoCommandDetail } from './torpedo.ts';

defineElement('star-eater-torpedo', StarEaterTorpedo);

declare global {
  interface HTMLElementTagNameMap {
    'star-eater-torpedo': StarEaterTorpedo;
  }
}
