import { defineElement } from '../shared/define.ts';
import { SteamTorpedoBattleArea } from './battle-area.ts';

export { SteamTorpedoBattleArea };

defineElement('steam-torpedo-battle-area', SteamTorpedoBattleArea);

declare global {
  interface HTMLElementTagNameMap {
    'steam-torpedo-battle-area': SteamTorpedoBattleArea;
  }
}
