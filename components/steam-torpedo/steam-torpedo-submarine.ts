import { defineElement } from '../shared/define.ts';
import { SteamTorpedoSubmarine } from './submarine-board.ts';

export { SteamTorpedoSubmarine };
export type { TileSelectDetail } from './submarine-board.ts';

defineElement('steam-torpedo-submarine', SteamTorpedoSubmarine);

declare global {
  interface HTMLElementTagNameMap {
    'steam-torpedo-submarine': SteamTorpedoSubmarine;
  }
  interface HTMLElementEventMap {
    'rb-tile-select': CustomEvent<import('./submarine-board.ts').TileSelectDetail>;
  }
}
