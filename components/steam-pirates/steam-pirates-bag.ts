import { defineElement } from '../shared/define.ts';
import { SteamPiratesBag } from './bag.ts';

export { SteamPiratesBag };

defineElement('steam-pirates-bag', SteamPiratesBag);

declare global {
  interface HTMLElementTagNameMap {
    'steam-pirates-bag': SteamPiratesBag;
  }
}
