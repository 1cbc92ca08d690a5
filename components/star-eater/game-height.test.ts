import { expect, fixture, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import './star-eater-game.ts';

/**
 * <star-eater-game> in a docs column (632 px at 1280) and on a phone (374 px): how tall it is in
 * its first states (issue 9 asks for ~1,200 px at most), every text at least 12 CSS px, and
 * nothing wider than the column (the board scrolls sideways on a phone, in a box Tab reaches).
 *
 * The board is 336 × 489 px at the size where its letters stay 12 px; the table of both ships
 * stands beside it in a docs column, and the choices are shown one step at a time (the draft one
 * slot at a time, a squadron's activation one step at a time), so the widget stays under 1,200 px.
 */

const COLUMN_PX = 632;
const PHONE_PX = 374;
const SMALLEST_PX = 12;

/**
 * Ceilings in px: what each state measures here (the draft 990, the orders 1,188 since Copy link
 * joined the controls, issue 13; the hand-off 356), plus a little, so that the game does not grow back.
 */
const CEILING = { draft: 1_000, orders: 1_200, handOff: 380 } as const;

async function place(widget: TemplateResult, width: number): Promise<HTMLElement> {
  const box = await fixture<HTMLDivElement>(html`<div style=${`width: ${String(width)}px; font: 16px/1.5 system-ui, sans-serif`}>${widget}</div>`);
  const el = box.firstElementChild as (HTMLElement & { updateComplete: Promise<unknown>; botPending?: boolean }) | null;
  if (el === null) throw new Error('no widget');
  await el.updateComplete;
  // The board chooses its layout from its width (a ResizeObserver), and a bot may move first: let both settle.
  for (let frame = 0; frame < 5; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
  await el.updateComplete;
  for (const inner of el.shadowRoot?.querySelectorAll('*') ?? []) await (inner as { updateComplete?: Promise<unknown> }).updateComplete;
  return el;
}

/** Texts shown smaller than 12 px, through open shadow roots (visually hidden text aside). */
function smallTexts(root: ParentNode): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (element.shadowRoot) found.push(...smallTexts(element.shadowRoot));
    const own = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
    if (own.length === 0) continue;
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    const size = Number.parseFloat(getComputedStyle(element).fontSize);
    if (size < SMALLEST_PX - 0.01) found.push(`${element.localName}.${element.getAttribute('class') ?? ''}: ${own.map((node) => node.textContent?.trim() ?? '').join(' ')} (${size.toFixed(1)} px)`);
  }
  return found;
}

async function check(widget: TemplateResult, name: string, ceiling: number): Promise<void> {
  const el = await place(widget, COLUMN_PX);
  const height = el.getBoundingClientRect().height;
  console.log(`${name}: ${height.toFixed(0)} px at ${String(COLUMN_PX)} px`);
  expect(height, name).to.be.at.most(ceiling);
  expect(el.getBoundingClientRect().width, `${name}: wider than the column`).to.be.at.most(COLUMN_PX + 0.5);
  expect(smallTexts(el.shadowRoot ?? el), name).to.deep.equal([]);
  const phone = await place(widget, PHONE_PX);
  expect(smallTexts(phone.shadowRoot ?? phone), `${name} on a phone`).to.deep.equal([]);
  expect(phone.getBoundingClientRect().width, `${name}: wider than a phone`).to.be.at.most(PHONE_PX + 0.5);
}

describe('<star-eater-game> in a docs column and on a phone', () => {
  it('a new game: the loadout draft', async () => {
    await check(html`<star-eater-game></star-eater-game>`, 'the draft', CEILING.draft);
  });

  it('a quick game against the bot: the first orders', async () => {
    await check(html`<star-eater-game loadout="quick" mode="bot" bot-delay="0"></star-eater-game>`, 'the orders', CEILING.orders);
  });

  it('a quick game at one screen: the hand-off before the first orders', async () => {
    await check(html`<star-eater-game loadout="quick"></star-eater-game>`, 'the hand-off', CEILING.handOff);
  });
});
