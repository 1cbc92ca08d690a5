/**
 * Helpers for the Star Eater labs' component tests (momentum, torpedo, collision), and for nothing
 * else: no element imports this file. What the three check alike about the sample board: the lab
 * fits a docs column and a phone's, and the board is shown whole on a phone and scrolls only narrower.
 */
import { expect, fixture } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import { clickAtRandom } from '../shared/random-clicks.ts';
import { DOCS_COLUMN_PX, PHONE_COLUMN_PX, log, overlappingTexts, part, placeInColumn, shadow, smallDrawnTexts, smallTexts, text, type Widget } from '../shared/test-support.ts';

/** A lab as its tests drive it: its state (null while the attributes are wrong). */
export type Lab = Widget & { readonly state: unknown };

/** Two `<tag>`s on one page, at `presets`, each after `play` (if given): every region keeps a name of its own (axe). */
export async function expectTwoOnAPageAccessible(tag: string, presets: readonly [string, string], play?: (el: Widget) => Promise<void>): Promise<void> {
  const page = await fixture<HTMLDivElement>(`<div>${presets.map((preset) => `<${tag} preset="${preset}"></${tag}>`).join('')}</div>`);
  for (const el of page.querySelectorAll<Lab>(tag)) {
    await el.updateComplete;
    await play?.(el);
  }
  await expect(page).to.be.accessible();
}

/**
 * `<tag>` at each preset, clicked at random (random-clicks.ts: never an error panel, never the
 * focus dropped, always accessible) with its seed; then the lab still runs. The labs stay on the
 * page until the test ends, for more checks.
 */
export async function expectRandomClicksSurvived(tag: string, cases: readonly (readonly [seed: number, preset: string])[]): Promise<void> {
  for (const [seed, preset] of cases) {
    const el = await fixture<Lab>(`<${tag} preset="${preset}"></${tag}>`);
    await clickAtRandom(el, { steps: 40, seed });
    expect(el.state).to.not.equal(null);
  }
}

/**
 * Each of `widgets` in a 632 px docs column, as it starts and after each of `plays` turns of
 * `play` (pressing the lab's buttons, as a reader would): at most 1,200 px tall, no text under 12 px, and the board whole (no scrolling). In a
 * phone's column and in `narrowPx`, before and after one turn of `play`: no text under 12 px, and no wider
 * than the column. Returns the tallest the lab stood in the phone's column, for the lab's own limit.
 */
export async function expectLabFitsColumns(widgets: readonly TemplateResult[], plays: number, play: (el: Widget) => Promise<void>, narrowPx: number): Promise<number> {
  let tallestOnPhone = 0;
  for (const widget of widgets) {
    const el = await placeInColumn(widget, DOCS_COLUMN_PX);
    for (let played = 0; played <= plays; played++) {
      if (played > 0) await play(el);
      await el.updateComplete;
      await log(el).updateComplete;
      expect(el.getBoundingClientRect().height, `${el.outerHTML} after ${String(played)} plays`).to.be.at.most(1_200);
      expect(smallTexts(shadow(el))).to.deep.equal([]);
      expect(shadow(el).querySelector('[part~="scroll-hint"]'), 'no scrolling in a docs column').to.equal(null);
    }
    for (const width of [PHONE_COLUMN_PX, narrowPx]) {
      const phone = await placeInColumn(widget, width);
      for (let played = 0; played <= 1; played++) {
        if (played > 0) await play(phone);
        await phone.updateComplete;
        expect(smallTexts(shadow(phone)), `${phone.outerHTML} at ${String(width)} px`).to.deep.equal([]);
        expect(phone.getBoundingClientRect().width).to.be.at.most(width + 0.5);
        if (width === PHONE_COLUMN_PX) tallestOnPhone = Math.max(tallestOnPhone, phone.getBoundingClientRect().height);
      }
    }
  }
  return tallestOnPhone;
}

/**
 * The sample board (336 units wide) on a phone: on a bare phone page (374 px) and in a phone's docs
 * column (324 px, where it is shown a little smaller) it is shown whole, its texts still 12 px on
 * screen and its numbers clear of each other, with no scroll hint and no Tab stop of its own; in a
 * much narrower column (260 px, a sidebar) it would be shrunk past legibility, so it scrolls
 * sideways in a box Tab reaches, and says so.
 */
export async function expectBoardOnPhones(widget: TemplateResult): Promise<void> {
  for (const width of [PHONE_COLUMN_PX, 324]) {
    const el = await placeInColumn(widget, width);
    const scroller = shadow(el).querySelector('.board-scroll');
    // A boolean, not the element: a failure's values are sent to the runner, and an element (its
    // shadow tree) does not serialise — the test hangs instead of failing.
    expect(shadow(el).querySelector('[part="scroll-hint"]') === null, `no scroll hint at ${String(width)} px`).to.equal(true);
    expect(scroller?.hasAttribute('tabindex'), `no Tab stop at ${String(width)} px`).to.equal(false);
    expect(part(el, 'board').getBoundingClientRect().width, `the board whole at ${String(width)} px`).to.be.at.most((scroller?.getBoundingClientRect().width ?? 0) + 0.5);
    expect(smallDrawnTexts(shadow(el)), `drawn texts under 12 px at ${String(width)} px`).to.deep.equal([]);
    expect(overlappingTexts(el, 'text.coordinate'), `the board's numbers over each other at ${String(width)} px`).to.deep.equal([]);
    el.remove();
  }
  const el = await placeInColumn(widget, 260);
  expect(text(part(el, 'scroll-hint'))).to.equal('Scroll sideways for the whole board →');
  const scroller = shadow(el).querySelector('.board-scroll');
  expect(scroller?.getAttribute('tabindex')).to.equal('0');
  expect(scroller?.getAttribute('aria-label')).to.equal('The board, scrolls sideways');
  expect(part(el, 'board').getBoundingClientRect().width).to.be.above(scroller?.getBoundingClientRect().width ?? Infinity);
  expect(smallDrawnTexts(shadow(el)), 'drawn texts under 12 px, scrolling').to.deep.equal([]);
  await expect(el).to.be.accessible();
}
