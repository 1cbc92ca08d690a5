import { defineElement } from '../shared/define.ts';
import { SteamPiratesProfit } from './profit.ts';

export { SteamPiratesProfit };

defineElement('steam-pirates-profit', SteamPiratesProfit);

declare global {
  interface HTMLElementTagNameMap {
    'steam-pirates-profit': SteamPiratesProfit;
  }
}
