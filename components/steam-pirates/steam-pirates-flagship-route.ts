import { defineElement } from '../shared/define.ts';
import { SteamPiratesFlagshipRoute } from './flagship-route.ts';

export { SteamPiratesFlagshipRoute };
export type { RouteChangeDetail, RouteSettings } from './flagship-route.ts';

defineElement('steam-pirates-flagship-route', SteamPiratesFlagshipRoute);

declare global {
  interface HTMLElementTagNameMap {
    'steam-pirates-flagship-route': SteamPiratesFlagshipRoute;
  }
  interface HTMLElementEventMap {
    'rb-route-change': CustomEvent<import('./flagship-route.ts').RouteChangeDetail>;
  }
}
