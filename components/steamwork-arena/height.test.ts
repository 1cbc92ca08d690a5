import { expect, fixture, html } from '@open-wc/testing';
import { failOnEscapedErrors, shadow } from '../shared/test-support.ts';
import './steamwork-arena-conflict.ts';
import './steamwork-arena-game.ts';
import './steamwork-arena-template.ts';

/** The docs site's content column at a 1280 px window is about 600 px wide. */
const COLUMN = 600;

/** Issue 9: no widget taller than about 1,200 px in its default state; secondary parts collapse. */
const MOST = 1200;

/** A widget in a 600 px column, rendered; with `ready`, past the hand-off screen a hot-seat game opens on. */
async function heightOf(markup: string, ready = false): Promise<number> {
  const holder = await fixture<HTMLElement>(html`<div style=${`width: ${String(COLUMN)}px`}></div>`);
  holder.innerHTML = markup;
  const el = holder.firstElementChild as (HTMLElement & { updateComplete: Promise<boolean> }) | null;
  if (el === null) throw new Error('no widget');
  await el.updateComplete;
  if (ready) {
    shadow(el).querySelector<HTMLButtonElement>('.handoff button')?.click();
    await el.updateComplete;
  }
  await shadow(el).querySelector<HTMLElement & { updateComplete: Promise<boolean> }>('rb-event-log')?.updateComplete;
  return el.getBoundingClientRect().height;
}

describe('Steamwork Arena widgets in a 600 px column', () => {
  failOnEscapedErrors();

  const widgets: [string, boolean][] = [
    ['<steamwork-arena-template></steamwork-arena-template>', false],
    ['<steamwork-arena-template preset="early-aggression"></steamwork-arena-template>', false],
    ['<steamwork-arena-conflict></steamwork-arena-conflict>', false],
    ['<steamwork-arena-conflict preset="conflict-example-1"></steamwork-arena-conflict>', false],
    ['<steamwork-arena-game></steamwork-arena-game>', false],
    ['<steamwork-arena-game></steamwork-arena-game>', true],
    ['<steamwork-arena-game mode="bot" seed="7"></steamwork-arena-game>', false],
    ['<steamwork-arena-game players="3" mode="bot"></steamwork-arena-game>', false],
    ['<steamwork-arena-game per-player="2"></steamwork-arena-game>', true],
    ['<steamwork-arena-game specials="range-bonus" mode="bot"></steamwork-arena-game>', false],
    ['<steamwork-arena-game secret-customisation></steamwork-arena-game>', true],
    ['<steamwork-arena-game preset="conflict-example-1"></steamwork-arena-game>', true],
    ['<steamwork-arena-game preset="ranged-example-1"></steamwork-arena-game>', true],
    ['<steamwork-arena-game preset="reckoning-example-1"></steamwork-arena-game>', true],
  ];
  for (const [markup, ready] of widgets) {
    it(`${markup}${ready ? ', past the first hand-off,' : ''} is at most ${String(MOST)} px tall`, async () => {
      expect(await heightOf(markup, ready)).to.be.at.most(MOST);
    });
  }

  it('fits the template editor\'s zones table in the column, every column shown', async () => {
    const holder = await fixture<HTMLElement>(html`<div style=${`width: ${String(COLUMN)}px`}><steamwork-arena-template preset="early-aggression"></steamwork-arena-template></div>`);
    const el = holder.firstElementChild as HTMLElement & { updateComplete: Promise<boolean> };
    await el.updateComplete;
    const table = shadow(el).querySelector<HTMLElement>('[part="zones"]');
    if (table === null) throw new Error('no table');
    expect(getComputedStyle(table).display).to.equal('table');
    expect(table.getBoundingClientRect().width).to.be.at.most(el.getBoundingClientRect().width);
  });

  it('draws the zones as a card each where the column is too narrow for the table, every figure labelled, the roles kept', async () => {
    const holder = await fixture<HTMLElement>(html`<div style="width: 360px"><steamwork-arena-template></steamwork-arena-template></div>`);
    const el = holder.firstElementChild as HTMLElement & { updateComplete: Promise<boolean> };
    await el.updateComplete;
    const table = shadow(el).querySelector<HTMLElement>('[part="zones"]');
    if (table === null) throw new Error('no table');
    expect(getComputedStyle(table).display).to.equal('block');
    expect(table.scrollWidth).to.be.at.most(table.clientWidth + 1);
    const card = shadow(el).querySelector<HTMLElement>('tr[data-zone="C"]');
    if (card === null) throw new Error('no zone C');
    expect(getComputedStyle(card).display).to.equal('flex');
    const labels = [...card.querySelectorAll('[data-label]')].map((cell) => getComputedStyle(cell, '::before').content);
    expect(labels).to.deep.equal(['"Zone " / ""', '"Attack " / ""', '"Energy " / ""', '"Defense " / ""', '"Shift from C " / ""']);
    expect(table.getAttribute('role')).to.equal('table');
    expect(card.getAttribute('role')).to.equal('row');
    expect([...card.children].map((cell) => cell.getAttribute('role'))).to.deep.equal(['rowheader', 'cell', 'cell', 'cell', 'cell', 'cell', 'cell']);
  });
});
