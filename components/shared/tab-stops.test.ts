import { expect, fixture } from '@open-wc/testing';
import '../index.ts';
import { tabStopsIn } from './keyboard-play.ts';
import { clickAtRandom, tabStopCount } from './random-clicks.ts';
import { failOnEscapedErrors, type Widget } from './test-support.ts';

/**
 * The random-click walks count Tab stops without pressing Tab (random-clicks.ts `tabStopCount`);
 * here the count is held to what pressing Tab through the widget finds, on widgets with radio
 * groups, links, a board's own stops and a game under way.
 */
describe('Tab stops counted as Chromium walks them', () => {
  failOnEscapedErrors();

  for (const [markup, clicks] of [
    ['<star-eater-momentum seed="2"></star-eater-momentum>', 5],
    ['<steam-pirates-sail seed="2"></steam-pirates-sail>', 5],
    ['<torpedo-game mode="hot-seat" seed="2"></torpedo-game>', 8],
    ['<steamwork-arena-game seed="2" bot-delay="0"></steamwork-arena-game>', 8],
  ] as const) {
    it(`${markup.slice(1, markup.indexOf(' '))}: counted = pressed, at the start and after ${String(clicks)} clicks`, async () => {
      const page = await fixture<HTMLDivElement>(`<div><button id="before">Before the widget</button>${markup}</div>`);
      const el = page.lastElementChild as Widget;
      const start = page.firstElementChild as HTMLButtonElement;
      await el.updateComplete;
      expect(tabStopCount(el.shadowRoot ?? el), 'at the start').to.equal(await tabStopsIn(el, start));
      await clickAtRandom(el, { steps: clicks, seed: 3, toggles: true });
      expect(tabStopCount(el.shadowRoot ?? el), `after ${String(clicks)} clicks`).to.equal(await tabStopsIn(el, start));
    });
  }
});
