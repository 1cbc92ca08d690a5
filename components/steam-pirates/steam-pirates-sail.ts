import { defineElement } from '../shared/define.ts';
import { SteamPiratesSail } from './sail.ts';

export { SteamPiratesSail };

defineElement('steam-pirates-sail', SteamPiratesSail);

declare global {
  interface HTMLElementTagNameMap {
    'steam-pirates-sail': SteamPiratesSail;
  }
}
