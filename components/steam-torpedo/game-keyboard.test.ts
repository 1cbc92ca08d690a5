import { playWholeGameByKeyboard } from '../shared/keyboard-play.ts';
import { failOnEscapedErrors } from '../shared/test-support.ts';
import './steam-torpedo-game.ts';

describe('<steam-torpedo-game> by keyboard alone', () => {
  failOnEscapedErrors();

  it('a reader with only Tab, Enter and the arrow keys plays a whole game against the bot to its outcome, and every state it passes is accessible', async function () {
    this.timeout(240_000);
    await playWholeGameByKeyboard('<steam-torpedo-game mode="bot" bot="random" bot-delay="0" seed="5"></steam-torpedo-game>', /Game over/);
  });
});
