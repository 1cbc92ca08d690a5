import { defineElement } from '../shared/define.ts';
import { TorpedoGame } from './game.ts';

export { TorpedoGame };

defineElement('torpedo-game', TorpedoGame);

declare global {
  interface HTMLElementTagNameMap {
    'torpedo-game': TorpedoGame;
  }
}
