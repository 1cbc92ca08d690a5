import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { PROFIT_PRESETS, profitLabResult, readProfitLab } from '../../rules/steam-pirates/index.ts';
import type { RbErrorPanel } from '../shared/rb-error-panel.ts';
import { clickAtRandom } from '../shared/random-clicks.ts';
import { describeFocus, failOnEscapedErrors, focused, log, shadow, tabTo, text } from '../shared/test-support.ts';
import './steam-pirates-profit.ts';
import type { SteamPiratesProfit } from './steam-pirates-profit.ts';

function total(el: SteamPiratesProfit): string {
  return text(shadow(el).querySelector('[part~="total"]'));
}

/** One good's row of the outcome table, by column. */
function row(el: SteamPiratesProfit, good: string): Record<string, string> {
  const found = shadow(el).querySelector(`tr[part~="good-row"][data-good="${good}"]`);
  if (found === null) throw new Error(`no row for ${good}`);
  return Object.fromEntries([...found.querySelectorAll<HTMLElement>('[data-value]')].map((cell) => [cell.dataset.value ?? '', text(cell)]));
}

function live(el: SteamPiratesProfit): string {
  return text(shadow(el).querySelector('.widget > [aria-live="polite"]'));
}

function select(el: SteamPiratesProfit, part: string): HTMLSelectElement {
  const found = shadow(el).querySelector<HTMLSelectElement>(`select[part~="${part}"]`);
  if (found === null) throw new Error(`no ${part}`);
  return found;
}

async function choose(el: SteamPiratesProfit, part: string, value: string): Promise<void> {
  const box = select(el, part);
  box.value = value;
  box.dispatchEvent(new Event('change', { bubbles: true }));
  await el.updateComplete;
}

function box(el: SteamPiratesProfit, island: string, kind: 'house-box' | 'connection-box'): HTMLInputElement {
  const found = shadow(el).querySelector<HTMLInputElement>(`tr[data-island="${island}"] input[part~="${kind}"]`);
  if (found === null) throw new Error(`no ${kind} for ${island}`);
  return found;
}

async function click(el: SteamPiratesProfit, target: HTMLElement): Promise<void> {
  target.click();
  await el.updateComplete;
}

describe('<steam-pirates-profit>', () => {
  failOnEscapedErrors();

  describe('the rulebook’s profit examples (presets)', () => {
    for (const preset of PROFIT_PRESETS) {
      it(`${preset.name}: ${String(preset.expected.total)} Gold, good by good as the rulebook says`, async () => {
        const el = await fixture<SteamPiratesProfit>(html`<steam-pirates-profit preset=${preset.name}></steam-pirates-profit>`);
        expect(text(shadow(el).querySelector('h2'))).to.equal(preset.title);
        // The example's words, then the rule it shows (the shell's heading).
        expect(text(shadow(el).querySelector('[part="description"]'))).to.contain(preset.description);
        expect(shadow(el).querySelector('[part="description"] [part="rule-id"]')?.textContent).to.equal(preset.rule);
        expect(total(el)).to.equal(`${String(preset.expected.total)} Gold`);
        for (const [good, gold] of Object.entries(preset.expected.gold)) expect(row(el, good).gold, good).to.equal(String(gold));
        expect(el.result).to.deep.equal(profitLabResult(preset.lab));
        await expect(el).to.be.accessible();
      });
    }

    it('amber-embargo: the whole table, the season, and where each part comes from', async () => {
      const el = await fixture<SteamPiratesProfit>(html`<steam-pirates-profit></steam-pirates-profit>`);
      expect(row(el, 'coal')).to.deep.equal({ gold: '4', houses: '2', blockaded: '0', connected: '3', revenue: '2', embargo: '—' });
      expect(row(el, 'rum')).to.deep.equal({ gold: '0', houses: '2', blockaded: '0', connected: '2', revenue: '1', embargo: 'yes' });
      expect(row(el, 'firearms')).to.deep.equal({ gold: '6', houses: '2', blockaded: '0', connected: '5', revenue: '3', embargo: '—' });
      expect(text(shadow(el).querySelector('[data-value="season-gold"]'))).to.equal('3');
      const links = [...shadow(el).querySelectorAll('[part="reasons"] a[part="rule-link"]')].map((link) => link.getAttribute('href'));
      expect(links).to.deep.equal(['/steam-pirates/round/#season-gold', '/steam-pirates/trade/#profit-revenue', '/steam-pirates/trade/#profit-embargo', '/steam-pirates/trade/#profit-blockade']);
      expect(text(shadow(el).querySelector('[data-reason="embargo"]'))).to.contain('The Flying Fortress is at Lumen, a Rum island: no Rum house earns');
      // The island grid shows where the ships are, in words too.
      expect(text(shadow(el).querySelector('tr[data-island="lumen"] th'))).to.contain('the Flying Fortress is here');
      expect(box(el, 'tinguard', 'house-box').checked).to.equal(true);
      expect(box(el, 'stratos', 'house-box').checked).to.equal(false);
      expect(box(el, 'stratos', 'connection-box').checked).to.equal(true);
    });
  });

  it('several on one page: every region keeps a name of its own (axe landmark-unique)', async () => {
    const page = await fixture<HTMLDivElement>(html`<div>
      <steam-pirates-profit preset="brian-coal"></steam-pirates-profit><steam-pirates-profit preset="amber-embargo"></steam-pirates-profit>
    </div>`);
    for (const el of page.querySelectorAll<SteamPiratesProfit>('steam-pirates-profit')) await el.updateComplete;
    await expect(page).to.be.accessible();
  });

  describe('what if', () => {
    it('moves the Fortress with one choice: the embargo follows her island’s good', async () => {
      const el = await fixture<SteamPiratesProfit>(html`<steam-pirates-profit preset="brian-coal"></steam-pirates-profit>`);
      expect(total(el)).to.equal('8 Gold');
      await choose(el, 'fortress-select', 'felle');
      expect(total(el)).to.equal('2 Gold');
      expect(row(el, 'coal')).to.include({ gold: '0', embargo: 'yes' });
      expect(live(el)).to.equal('The Flying Fortress harbours at Felle: Coal under embargo. Profit: 2 Gold (2 for the season); Coal earns nothing.');
      // The bribed Merchant ignores the embargo, and adds his Gold.
      await choose(el, 'variant-select', 'merchant-bribed');
      expect(total(el)).to.equal('9 Gold');
      expect(row(el, 'coal')).to.include({ gold: '6', embargo: 'ignored' });
      expect(text(shadow(el).querySelector('[data-reason="embargo"]'))).to.contain('but the bribed Merchant ignores it');
      expect([...shadow(el).querySelectorAll('[data-reason="embargo"] a')].at(-1)?.getAttribute('href')).to.equal('/steam-pirates/officials/#officials-merchant');
      expect(text(shadow(el).querySelector('[data-reason="merchant"]'))).to.contain('The Merchant adds 1 Gold');
    });

    it('moves the Dreadnought: the houses on her island earn nothing, unless the Smuggler takes the Profit', async () => {
      const el = await fixture<SteamPiratesProfit>(html`<steam-pirates-profit preset="brian-coal"></steam-pirates-profit>`);
      await choose(el, 'dreadnought-select', 'haven');
      expect(row(el, 'coal')).to.include({ gold: '3', blockaded: '1' });
      await choose(el, 'variant-select', 'smuggler');
      expect(row(el, 'coal')).to.include({ gold: '6', blockaded: '1 (ignored)' });
      expect(text(shadow(el).querySelector('[data-reason="blockade"]'))).to.contain('but the Smuggler ignores it');
    });

    it('builds and removes houses and connections island by island; a house connects its island', async () => {
      const el = await fixture<SteamPiratesProfit>(html`<steam-pirates-profit preset="dreadnought-haven"></steam-pirates-profit>`);
      await click(el, box(el, 'stratos', 'house-box'));
      expect(box(el, 'stratos', 'connection-box').checked).to.equal(true);
      expect(row(el, 'coal')).to.include({ houses: '3', connected: '3', revenue: '2', gold: '4' });
      await click(el, box(el, 'haven', 'connection-box'));
      expect(box(el, 'haven', 'house-box').checked).to.equal(false);
      expect(row(el, 'coal')).to.include({ houses: '2', connected: '2', gold: '2' });
      expect(live(el)).to.contain('Haven no longer connected, and its Trade House gone.');
      // Undo, twice, and Reset.
      await click(el, shadow(el).querySelector<HTMLButtonElement>('button[part~="undo-button"]') ?? el);
      expect(el.lab?.houses).to.deep.equal(['haven', 'mistral', 'stratos']);
      await click(el, shadow(el).querySelector<HTMLButtonElement>('button[part~="reset-button"]') ?? el);
      expect(el.lab).to.deep.equal(readProfitLab({ preset: 'dreadnought-haven' }));
      expect(shadow(el).querySelector('button[part~="undo-button"]')?.getAttribute('aria-disabled')).to.equal('true');
    });

    it('logs every change with its rule; Undo takes the last back, Reset goes back to the attributes with an empty log', async () => {
      const el = await fixture<SteamPiratesProfit>(html`<steam-pirates-profit preset="brian-coal"></steam-pirates-profit>`);
      expect(log(el).entries).to.deep.equal([]);
      await choose(el, 'fortress-select', 'felle');
      await click(el, shadow(el).querySelector<HTMLInputElement>('input[name="season"][value="2"]') ?? el);
      expect(log(el).entries.map((entry) => [entry.text, entry.rule?.id])).to.deep.equal([
        ['The Flying Fortress harbours at Felle: Coal under embargo.', 'steam-pirates/profit.embargo'],
        ['Season 2: 3 Gold for the season.', 'steam-pirates/season.gold'],
      ]);
      expect(el.turns.length).to.equal(2);
      await click(el, shadow(el).querySelector<HTMLButtonElement>('button[part~="undo-button"]') ?? el);
      expect(el.lab?.season).to.equal(1);
      expect(live(el)).to.equal('Undone. Profit: 2 Gold (2 for the season); Coal earns nothing.');
      expect(log(el).entries.length).to.equal(1);
      await click(el, shadow(el).querySelector<HTMLButtonElement>('button[part~="reset-button"]') ?? el);
      expect(el.lab).to.deep.equal(readProfitLab({ preset: 'brian-coal' }));
      expect(live(el)).to.equal('Reset. Profit: 8 Gold (2 for the season, 6 from Coal).');
      expect(log(el).entries).to.deep.equal([]);
    });

    it('refuses a ninth house, and says why', async () => {
      const el = await fixture<SteamPiratesProfit>(html`<steam-pirates-profit houses="haven,gale,lumen,mistral,onyx,aurelia,tinguard,stratos"></steam-pirates-profit>`);
      const ninth = box(el, 'iona', 'house-box');
      expect(ninth.getAttribute('aria-disabled')).to.equal('true');
      await click(el, ninth);
      expect(ninth.checked).to.equal(false);
      expect(el.lab?.houses.length).to.equal(8);
      expect(live(el)).to.contain('8 Trade Houses in all');
      // The refusal stays under the controls with its rule, and is logged.
      expect(text(shadow(el).querySelector('[part="refusal"]'))).to.contain('8 Trade Houses in all');
      expect(log(el).entries.map((entry) => [entry.kind, entry.rule?.id])).to.deep.equal([['rejection', 'steam-pirates/establish.house']]);
    });

    it('changes the season', async () => {
      const el = await fixture<SteamPiratesProfit>(html`<steam-pirates-profit preset="fortress-gale"></steam-pirates-profit>`);
      await click(el, shadow(el).querySelector<HTMLInputElement>('input[name="season"][value="3"]') ?? el);
      expect(total(el)).to.equal('4 Gold');
      expect(text(shadow(el).querySelector('[data-reason="season"]'))).to.contain('Season 3: 4 Gold');
    });
  });

  describe('keyboard', () => {
    it('a list box moves the Fortress with the arrow keys; Space builds a house', async () => {
      const el = await fixture<SteamPiratesProfit>(html`<steam-pirates-profit preset="brian-coal"></steam-pirates-profit>`);
      await tabTo(el, (active) => active?.getAttribute('part') === 'fortress-select');
      // Erindelle is the last island of the list: up goes to Nebula, another Automatons island.
      await sendKeys({ press: 'ArrowUp' });
      await el.updateComplete;
      expect(el.lab?.fortress).to.equal('nebula');
      expect(live(el)).to.contain('The Flying Fortress harbours at Nebula: Automatons under embargo.');
      expect(describeFocus(focused(el))).to.contain('select');
      await tabTo(el, (active) => active?.getAttribute('aria-label')?.startsWith('Trade House at Stratos') === true);
      await sendKeys({ press: 'Space' });
      await el.updateComplete;
      expect(el.lab?.houses).to.include('stratos');
      expect(live(el)).to.contain('A Trade House at Stratos, connected.');
      expect(total(el)).to.equal('11 Gold');
    });
  });

  describe('attributes', () => {
    it('takes what a blogger types, over the preset', async () => {
      const el = await fixture<SteamPiratesProfit>(html`<steam-pirates-profit
        preset="brian-coal"
        season="3"
        variant="merchant"
        fortress="Gale"
        dreadnought="mistral"
        houses="haven, mistral, lumen"
        connections="stratos, felle, cobalt, gale"
      ></steam-pirates-profit>`);
      const lab = readProfitLab({ preset: 'brian-coal', season: 3, variant: 'merchant', fortress: 'gale', dreadnought: 'mistral', houses: ['haven', 'mistral', 'lumen'], connections: ['stratos', 'felle', 'cobalt', 'gale'] });
      expect(el.lab).to.deep.equal(lab);
      expect(el.result).to.deep.equal(profitLabResult(lab));
      expect(select(el, 'variant-select').value).to.equal('merchant');
      expect(select(el, 'fortress-select').value).to.equal('gale');
      el.setAttribute('houses', 'none');
      await el.updateComplete;
      expect(el.lab?.houses).to.deep.equal([]);
    });

    it('shows an error naming each bad attribute, throws nothing, and recovers when fixed', async () => {
      const cases: [attribute: string, value: string, expected: string][] = [
        ['preset', 'amber', 'preset must be one of amber-embargo, brian-coal, fortress-gale, dreadnought-haven'],
        ['season', '4', 'season must be a whole number from 1 to 3 (a game lasts three); got 4.'],
        ['season', 'two', 'season must be a whole number from 1 to 3 (a game lasts three); got "two".'],
        ['variant', 'bribe', 'variant must be one of plain, merchant, merchant-bribed, smuggler, smuggler-bribed'],
        ['fortress', 'atlantis', 'fortress names "atlantis", which is no island of the map'],
        ['dreadnought', 'gull-key', 'dreadnought names Gull Key, a treasure island'],
        ['houses', 'haven,haven', 'houses[1] repeats "haven"'],
        ['houses', 'haven,gale,lumen,mistral,onyx,aurelia,tinguard,stratos,iona', 'houses must be a list of 0 to 8; got 9'],
        ['connections', 'stratos,,onyx', 'connections[1] must be a non-empty text'],
      ];
      for (const [attribute, value, expected] of cases) {
        const el = await fixture<SteamPiratesProfit>(html`<steam-pirates-profit></steam-pirates-profit>`);
        el.setAttribute(attribute, value);
        await el.updateComplete;
        const panel = shadow(el).querySelector<RbErrorPanel>('rb-error-panel');
        expect(panel?.attribute, `${attribute}="${value}"`).to.equal(attribute);
        expect(panel?.message).to.contain(expected);
        expect(el.lab).to.equal(null);
        el.removeAttribute(attribute);
        await el.updateComplete;
        expect(shadow(el).querySelector('rb-error-panel')).to.equal(null);
        expect(total(el)).to.equal('13 Gold');
      }
    });
  });
});

describe('<steam-pirates-profit> under random clicks', () => {
  failOnEscapedErrors();

  it('never shows an error panel nor drops the keyboard focus, whatever a reader presses or ticks', async function () {
    this.timeout(90_000);
    for (const seed of [1, 2]) {
      const el = await fixture<SteamPiratesProfit>(html`<steam-pirates-profit preset="amber-embargo"></steam-pirates-profit>`);
      // The shared walk presses buttons and changes list boxes; tick check boxes and radios at random first.
      const inputs = [...shadow(el).querySelectorAll<HTMLInputElement>('input')];
      let state = seed;
      for (let step = 0; step < 30; step++) {
        state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
        const input = inputs[state % inputs.length];
        input?.focus();
        input?.click();
        await el.updateComplete;
        expect(shadow(el).querySelector('rb-error-panel')).to.equal(null);
        expect(el.result?.total).to.equal(profitLabResult(el.lab ?? readProfitLab({})).total);
      }
      await clickAtRandom(el, { steps: 30, seed });
    }
  });
});
