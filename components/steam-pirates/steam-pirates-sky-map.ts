import { defineElement } from '../shared/define.ts';
import { SteamPiratesSkyMap } from './sky-map-board.ts';

export { SteamPiratesSkyMap };
export type { IslandSelectDetail, MapFlagship, MapFrigate, MapRoute, MapShip, MapTie } from './sky-map-board.ts';

defineElement('steam-pirates-sky-map', SteamPiratesSkyMap);

declare global {
  interface HTMLElementTagNameMap {
    'steam-pirates-sky-map': SteamPiratesSkyMap;
  }
  interface HTMLElementEventMap {
    'rb-island-select': CustomEvent<import('./sky-map-board.ts').IslandSelectDetail>;
  }
}
