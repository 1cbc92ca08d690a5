import { defineElement } from '../shared/define.ts';
import { SteamworkArenaGame } from './game.ts';

export { SteamworkArenaGame };
export type { BotKind, CommandSource, GameCommandDetail, GameMode } from './game.ts';

defineElement('steamwork-arena-game', SteamworkArenaGame);

declare global {
  interface HTMLElementTagNameMap {
    'steamwork-arena-game': SteamworkArenaGame;
  }
}
