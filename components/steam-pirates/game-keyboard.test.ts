import { playWholeGameByKeyboard } from '../shared/keyboard-play.ts';
import { failOnEscapedErrors } from '../shared/test-support.ts';
import './steam-pirates-game.ts';

describe('<steam-pirates-game> by keyboard alone', () => {
  failOnEscapedErrors();

  it('a reader with only Tab, Enter and the arrow keys plays a whole game against the bot to its outcome, and every state it passes is accessible', async function () {
    this.timeout(300_000);
    await playWholeGameByKeyboard('<steam-pirates-game mode="bot" bot="heuristic" bot-delay="0" seed="5"></steam-pirates-game>', / wins| share the victory/i);
  });
});
