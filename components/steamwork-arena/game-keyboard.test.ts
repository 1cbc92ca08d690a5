import { playWholeGameByKeyboard } from '../shared/keyboard-play.ts';
import { failOnEscapedErrors } from '../shared/test-support.ts';
import './steamwork-arena-game.ts';

describe('<steamwork-arena-game> by keyboard alone', () => {
  failOnEscapedErrors();

  it('a reader with only Tab, Enter and the arrow keys plays a whole game against the bot to its outcome, and every state it passes is accessible', async function () {
    this.timeout(240_000);
    await playWholeGameByKeyboard('<steamwork-arena-game mode="bot" bot="heuristic" bot-delay="0" seed="5"></steamwork-arena-game>', / wins| draw/i);
  });
});
