import { defineElement } from '../shared/define.ts';
import { StarEaterGame } from './game.ts';

export { StarEaterGame };
export type { BotKind, CommandSource, GameCommandDetail, GameMode } from './game.ts';

defineElement('star-eater-game', StarEaterGame);

declare global {
  interface HTMLElementTagNameMap {
    'star-eater-game': StarEaterGame;
  }
}
