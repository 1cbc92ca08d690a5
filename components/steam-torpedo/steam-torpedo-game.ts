import { defineElement } from '../shared/define.ts';
import { SteamTorpedoGame } from './game.ts';

export { SteamTorpedoGame };
export type { BotKind, CommandSource, GameCommandDetail, GameMode } from './game.ts';

defineElement('steam-torpedo-game', SteamTorpedoGame);

declare global {
  interface HTMLElementTagNameMap {
    'steam-torpedo-game': SteamTorpedoGame;
  }
}
