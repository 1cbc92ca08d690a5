import { defineElement } from '../shared/define.ts';
import { TorpedoVolleys } from './volleys.ts';

export { TorpedoVolleys };

defineElement('torpedo-volleys', TorpedoVolleys);

declare global {
  interface HTMLElementTagNameMap {
    'torpedo-volleys': TorpedoVolleys;
  }
}
