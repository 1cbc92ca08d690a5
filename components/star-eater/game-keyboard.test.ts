import { playWholeGameByKeyboard } from '../shared/keyboard-play.ts';
import { failOnEscapedErrors } from '../shared/test-support.ts';
import './star-eater-game.ts';

describe('<star-eater-game> by keyboard alone', () => {
  failOnEscapedErrors();

  it('a reader with only Tab, Enter, Space and the arrow keys drafts a loadout, gives orders and plays two rounds against the bot to the outcome, every state accessible', async function () {
    this.timeout(600_000);
    // The round limit (a variant, off by default) ends the game on points after two rounds.
    await playWholeGameByKeyboard('<star-eater-game mode="bot" bot="random" bot-delay="0" seed="5" round-limit="2"></star-eater-game>', / wins| draw/i, { toggles: true });
  });
});
