import { expect, fixture, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import { BAG_PRESETS, PROFIT_PRESETS, readBagLab, rollNotoriety } from '../../rules/steam-pirates/index.ts';
import { smallTexts } from '../shared/test-support.ts';
import './steam-pirates-bag.ts';
import './steam-pirates-profit.ts';
import type { SteamPiratesBag } from './steam-pirates-bag.ts';

/**
 * The profit lab and the bag in a docs column (632 px at 1280) and on a phone (374 px): at most
 * ~1,200 px tall in the docs column (issue 9), every text at least 12 CSS px, and nothing wider
 * than the column.
 */

const COLUMN_PX = 632;
const PHONE_PX = 374;

/** Ceilings in px: what the tallest state measures here, plus a little (this page's fonts differ from the docs site's). */
const CEILING = { profit: 1_150, bag: 950, bagRolled: 1_200 } as const;

async function place(widget: TemplateResult, width: number): Promise<HTMLElement & { updateComplete: Promise<unknown> }> {
  const box = await fixture<HTMLDivElement>(html`<div style=${`width: ${String(width)}px; font: 16px/1.5 system-ui, sans-serif`}>${widget}</div>`);
  const el = box.firstElementChild as (HTMLElement & { updateComplete: Promise<unknown> }) | null;
  if (el === null) throw new Error('no widget');
  await el.updateComplete;
  for (const inner of el.shadowRoot?.querySelectorAll('*') ?? []) await (inner as { updateComplete?: Promise<unknown> }).updateComplete;
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return el;
}

function seedWithSale(): number {
  const lab = readBagLab({ preset: 'notorious' });
  for (let seed = 1; seed < 500; seed++) if (rollNotoriety({ ...lab, seed }).state.prompt?.id === 'sell-houses') return seed;
  throw new Error('no forced sale');
}

describe('<steam-pirates-profit> and <steam-pirates-bag> in a docs column and on a phone', () => {
  it('<steam-pirates-profit>: every preset and the busiest variant', async () => {
    for (const widget of [
      ...PROFIT_PRESETS.map((preset) => html`<steam-pirates-profit preset=${preset.name}></steam-pirates-profit>`),
      html`<steam-pirates-profit variant="merchant-bribed" dreadnought="haven"></steam-pirates-profit>`,
    ]) {
      const el = await place(widget, COLUMN_PX);
      expect(el.getBoundingClientRect().height, el.outerHTML).to.be.at.most(CEILING.profit);
      expect(smallTexts(el.shadowRoot ?? el)).to.deep.equal([]);
      const phone = await place(widget, PHONE_PX);
      expect(smallTexts(phone.shadowRoot ?? phone)).to.deep.equal([]);
      expect(phone.getBoundingClientRect().width).to.be.at.most(PHONE_PX + 0.5);
    }
  });

  it('<steam-pirates-bag>: every preset, and rolled into a forced sale', async () => {
    for (const preset of BAG_PRESETS) {
      const el = await place(html`<steam-pirates-bag preset=${preset.name}></steam-pirates-bag>`, COLUMN_PX);
      expect(el.getBoundingClientRect().height, preset.name).to.be.at.most(CEILING.bag);
      expect(smallTexts(el.shadowRoot ?? el)).to.deep.equal([]);
    }
    for (const width of [COLUMN_PX, PHONE_PX]) {
      const el = (await place(html`<steam-pirates-bag preset="notorious" seed=${seedWithSale()}></steam-pirates-bag>`, width)) as unknown as SteamPiratesBag;
      el.roll();
      await el.updateComplete;
      expect(el.play?.state.prompt?.id).to.equal('sell-houses');
      if (width === COLUMN_PX) expect(el.getBoundingClientRect().height, 'rolled').to.be.at.most(CEILING.bagRolled);
      expect(smallTexts(el.shadowRoot ?? el)).to.deep.equal([]);
      expect(el.getBoundingClientRect().width).to.be.at.most(width + 0.5);
    }
  });
});
