import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { playByKeyboard, tabStopsIn } from '../shared/keyboard-play.ts';
import { failOnEscapedErrors, shadow, text } from '../shared/test-support.ts';
import './steam-torpedo-game.ts';
import type { SteamTorpedoGame } from './steam-torpedo-game.ts';

describe('<steam-torpedo-game> by keyboard alone', () => {
  failOnEscapedErrors();

  it('a reader with only Tab, Enter and the arrow keys plays a whole game against the bot to its outcome, and every state it passes is accessible', async function () {
    this.timeout(240_000);
    const page = await fixture<HTMLDivElement>(html`<div>
      <button id="before">Before the widget</button>
      <steam-torpedo-game mode="bot" bot="random" bot-delay="0" seed="5"></steam-torpedo-game>
    </div>`);
    const el = page.querySelector<SteamTorpedoGame>('steam-torpedo-game');
    const start = page.querySelector<HTMLButtonElement>('#before');
    if (el === null || start === null) throw new Error('fixture');
    await el.updateComplete;
    const outcome = (): Element | null => shadow(el).querySelector('[part="outcome"]');
    const stopsAtStart = await tabStopsIn(el, start);
    const pressed = await playByKeyboard(el, {
      start,
      seed: 11,
      maxPresses: 3000,
      axeEvery: 10,
      finished: () => outcome() !== null,
      between: () => waitUntil(() => !el.botPending, 'the bot never moved', { timeout: 5000, interval: 5 }),
    });
    console.log(`keyboard presses (${String(pressed.length)}): ${pressed.slice(0, 20).join(' | ')}`);
    // However long the game, its log is one Tab stop: the stops do not pile up with the moves.
    const stopsAtEnd = await tabStopsIn(el, start);
    console.log(`Tab stops: ${String(stopsAtStart)} at the start, ${String(stopsAtEnd)} at the end`);
    expect(stopsAtEnd, 'Tab stops after a whole game').to.be.at.most(stopsAtStart + 5);
    expect(text(outcome())).to.match(/Game over/);
  });
});
