// Steam Pirates on a phone (issue 26, point 6): the sky map stands up and the pirates' table becomes
// cards, so that nothing scrolls sideways and every text is 12 px or more, in a 390 px phone's
// docs column (324 px), in the column test-support gives a phone (374 px), and on a bare 390 px page.
//
// Measured before (in these columns): the map was drawn 580 px wide whatever the column and
// scrolled sideways in it (in the game, the route and the sail labs as alone); the game's table was
// 527 px wide in a 374 px column and scrolled too (428 px on the bare page). After: the map is
// drawn 290 px wide in a 324 px column inside a widget, 324 px alone, 340–348 px at 374 px, the
// pirates one card each as wide as the column; smallest text 12 px throughout (the rule links and
// the wind's label, as before).
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit';
import { PHONE_COLUMN_PX, overlappingTexts, placeInColumn, settleDeep, shadow, sidewaysScrollers, smallDrawnTexts, smallTexts, type Widget } from '../shared/test-support.ts';
import './steam-pirates-flagship-route.ts';
import './steam-pirates-game.ts';
import './steam-pirates-sail.ts';
import './steam-pirates-sky-map.ts';

const SMALLEST_PX = 12;

/** A 390 px phone's docs column: 390 less Starlight's margins. */
const DOCS_PHONE_PX = 324;

const WIDGETS: readonly [string, () => TemplateResult][] = [
  ['steam-pirates-sky-map', () => html`<steam-pirates-sky-map></steam-pirates-sky-map>`],
  ['steam-pirates-game', () => html`<steam-pirates-game players="4"></steam-pirates-game>`],
  ['steam-pirates-flagship-route', () => html`<steam-pirates-flagship-route preset="wonder-boy-west"></steam-pirates-flagship-route>`],
  ['steam-pirates-sail', () => html`<steam-pirates-sail></steam-pirates-sail>`],
];

/** The sky map inside a widget (or the widget itself). */
function mapOf(el: Element): Element {
  return el.localName === 'steam-pirates-sky-map' ? el : (shadow(el).querySelector('steam-pirates-sky-map') ?? el);
}

async function settled(el: Widget): Promise<void> {
  await settleDeep(el);
  // The map hears its width from a ResizeObserver a frame later, and draws again.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await settleDeep(el);
}

function expectFitsPhone(el: Widget, width: number): void {
  expect(el.getBoundingClientRect().width, 'the widget keeps to its column').to.be.at.most(width + 0.5);
  expect(sidewaysScrollers(shadow(el)), 'nothing scrolls sideways').to.deep.equal([]);
  expect(smallTexts(shadow(el), SMALLEST_PX), 'texts under 12 px').to.deep.equal([]);
  expect(smallDrawnTexts(shadow(el), SMALLEST_PX), 'drawn texts under 12 px').to.deep.equal([]);
  const map = mapOf(el);
  expect(shadow(map).querySelector('svg[part="svg"]')?.getAttribute('class'), 'the map stood up').to.equal('narrow');
  expect(overlappingTexts(map, 'svg[part="svg"] text'), 'words of the map drawn over each other').to.deep.equal([]);
}

/** Whether each pirate of the game is drawn as a card (a block of its own, the header row out of sight). */
function pirateCards(el: Element): boolean[] {
  return [...shadow(el).querySelectorAll<HTMLElement>('tr[part~="pirate"]')].map((row) => getComputedStyle(row).display === 'flex');
}

for (const [tag, widget] of WIDGETS) {
  describe(`<${tag}> on a phone`, () => {
    for (const [where, width] of [
      ['a 390 px phone\'s docs column', DOCS_PHONE_PX],
      ['a phone\'s column', PHONE_COLUMN_PX],
    ] as const) {
      it(`in ${where} (${String(width)} px): no sideways scroll, every text 12 px or more, the map stood up`, async () => {
        const el = await placeInColumn<Widget>(widget(), width);
        await settled(el);
        expectFitsPhone(el, width);
      });
    }

    it('on a bare 390 px page: no sideways scroll in the widget or the page, every text 12 px or more', async () => {
      await setViewport({ width: 390, height: 844 });
      try {
        const el = await fixture<Widget>(widget());
        await settled(el);
        expectFitsPhone(el, 390);
        expect(document.documentElement.scrollWidth, 'the page scrolls sideways').to.be.at.most(390);
      } finally {
        await setViewport({ width: 800, height: 600 });
      }
    });
  });
}

describe('<steam-pirates-game>: the pirates\' table, or a card each', () => {
  it('a card per pirate in a phone\'s column, each cell after its heading; the table in a docs column', async () => {
    const phone = await placeInColumn<Widget>(html`<steam-pirates-game players="4"></steam-pirates-game>`, DOCS_PHONE_PX);
    await settled(phone);
    expect(pirateCards(phone)).to.deep.equal([true, true, true, true]);
    const cards = [...shadow(phone).querySelectorAll<HTMLElement>('tr[part~="pirate"]')];
    // One above the other, each as wide as the column.
    for (const [index, card] of cards.entries()) {
      const box = card.getBoundingClientRect();
      expect(box.right, `card ${String(index)}`).to.be.at.most((shadow(phone).querySelector('.pirates')?.getBoundingClientRect().right ?? 0) + 0.5);
      if (index > 0) expect(box.top).to.be.at.least((cards[index - 1]?.getBoundingClientRect().bottom ?? 0) - 0.5);
    }
    const gold = cards[0]?.querySelector('[data-figure="gold"]');
    if (gold === null || gold === undefined) throw new Error('no Gold');
    // The heading is drawn for the eye; the table's roles and its header row (out of sight) are read.
    expect(getComputedStyle(gold, '::before').content).to.contain('Gold');
    expect(shadow(phone).querySelector('table')?.getAttribute('role')).to.equal('table');
    expect(shadow(phone).querySelectorAll('[role="columnheader"]').length).to.equal(9);
    expect(shadow(phone).querySelector('tr:first-child')?.getBoundingClientRect().height).to.be.at.most(1);
    await expect(phone).to.be.accessible();

    const docs = await placeInColumn<Widget>(html`<steam-pirates-game players="4"></steam-pirates-game>`, 632);
    await settled(docs);
    expect(pirateCards(docs)).to.deep.equal([false, false, false, false]);
    expect(getComputedStyle(shadow(docs).querySelector('[data-figure="gold"]') ?? docs, '::before').content).to.equal('none');
  });
});
