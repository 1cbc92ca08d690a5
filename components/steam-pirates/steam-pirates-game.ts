import { defineElement } from '../shared/define.ts';
import { SteamPiratesGame } from './game.ts';

export { SteamPiratesGame };
export type { BotKind, CommandSource, GameCommandDetail, GameMode } from './game.ts';

defineElement('steam-pirates-game', SteamPiratesGame);

declare global {
  interface HTMLElementTagNameMap {
    'steam-pirates-game': SteamPiratesGame;
  }
}
