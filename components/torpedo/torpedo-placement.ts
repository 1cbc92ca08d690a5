import { defineElement } from '../shared/define.ts';
import { TorpedoPlacement } from './placement.ts';

export { TorpedoPlacement };

defineElement('torpedo-placement', TorpedoPlacement);

declare global {
  interface HTMLElementTagNameMap {
    'torpedo-placement': TorpedoPlacement;
  }
}
