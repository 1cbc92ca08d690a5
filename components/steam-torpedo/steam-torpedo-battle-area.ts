import { defineElement } from '../shared/define.ts';
import { SteamTorpedoBattleArea } from './battle-area-board.ts';

export { SteamTorpedoBattleArea };
export type { BattleAreaMark, SubmarineMoveDetail } from './battle-area-board.ts';

defineElement('steam-torpedo-battle-area', SteamTorpedoBattleArea);

declare global {
  interface HTMLElementTagNameMap {
    'steam-torpedo-battle-area': SteamTorpedoBattleArea;
  }
  interface HTMLElementEventMap {
    'rb-submarine-move': CustomEvent<import('./battle-area-board.ts').SubmarineMoveDetail>;
  }
}
