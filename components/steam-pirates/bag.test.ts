import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { BAG_PRESETS, bagLabOdds, readBagLab, rollNotoriety, ruleset } from '../../rules/steam-pirates/index.ts';
import type { RbErrorPanel } from '../shared/rb-error-panel.ts';
import type { RbEventLog } from '../shared/rb-event-log.ts';
import { clickAtRandom } from '../shared/random-clicks.ts';
import { describeFocus, failOnEscapedErrors, focused, log, shadow, tabTo, text } from '../shared/test-support.ts';
import { exact, percent } from './bag.ts';
import './steam-pirates-bag.ts';
import type { SteamPiratesBag } from './steam-pirates-bag.ts';

function live(el: SteamPiratesBag): string {
  return text(shadow(el).querySelector('.widget > [aria-live="polite"]'));
}

function rows(el: SteamPiratesBag): { cubes: string; chance: string; exact: string; forces: string }[] {
  return [...shadow(el).querySelectorAll<HTMLElement>('tr[part~="odds-row"]')].map((row) => ({
    cubes: row.dataset.cubes ?? '',
    chance: text(row.querySelector('[data-value="chance"]')),
    exact: text(row.querySelector('[data-value="exact"]')),
    forces: text(row.querySelector('td:last-child')),
  }));
}

function button(el: SteamPiratesBag, selector: string): HTMLButtonElement {
  const found = shadow(el).querySelector<HTMLButtonElement>(selector);
  if (found === null) throw new Error(`no ${selector}`);
  return found;
}

async function click(el: SteamPiratesBag, target: HTMLElement): Promise<void> {
  target.click();
  await el.updateComplete;
}

/** The first seed from `from` whose refresh makes Amber sell a house (notorious preset). */
function seedWithSale(from = 1): number {
  const lab = readBagLab({ preset: 'notorious' });
  for (let seed = from; seed < from + 500; seed++) if (rollNotoriety({ ...lab, seed }).state.prompt?.id === 'sell-houses') return seed;
  throw new Error('no forced sale in 500 seeds');
}

describe('<steam-pirates-bag>', () => {
  failOnEscapedErrors();

  describe('the exact odds', () => {
    for (const preset of BAG_PRESETS) {
      it(`${preset.name}: every row is bagLabOdds’ exact fraction`, async () => {
        const el = await fixture<SteamPiratesBag>(html`<steam-pirates-bag preset=${preset.name}></steam-pirates-bag>`);
        const odds = bagLabOdds(preset.lab);
        expect(text(shadow(el).querySelector('h2'))).to.equal(preset.title);
        expect(shadow(el).querySelector('[part="description"] [part="rule-id"]')?.textContent).to.equal(preset.rule);
        expect(rows(el).map((row) => [row.chance, row.exact])).to.deep.equal(odds.yours.map((chance) => [percent(chance), exact(chance)]));
        expect(text(shadow(el).querySelector('[data-value="at-least-one"]'))).to.equal(percent(odds.atLeastOne));
        expect(el.odds).to.deep.equal(odds);
        await expect(el).to.be.accessible();
      });
    }

    it('setup: 1 cube of 7, about one chance in six of being drawn, a fine of 2 Gold paid from the purse', async () => {
      const el = await fixture<SteamPiratesBag>(html`<steam-pirates-bag></steam-pirates-bag>`);
      expect(text(shadow(el).querySelector('#bag-heading'))).to.equal('In the bag: 7 cubes');
      expect(rows(el).map((row) => row.cubes)).to.deep.equal(['0', '1']);
      expect(rows(el)[1]?.forces).to.equal('paid (9 → 7 Gold)');
      // 1 − Σ P(n)(7 − n)/7: the average draw, 7/6, over 7 cubes.
      expect(text(shadow(el).querySelector('[data-value="expected-fine"]'))).to.equal('0.33 Gold');
      expect(text(shadow(el).querySelector('[part="expected-fine"]'))).to.contain('exactly 1/3');
      expect(shadow(el).querySelector('[part="odds"] a[part="rule-link"]')?.getAttribute('href')).to.equal('/steam-pirates/refresh/#refresh-notoriety');
    });

    it('notorious: fines that force sales, costliest first, and what stays unpaid', async () => {
      const el = await fixture<SteamPiratesBag>(html`<steam-pirates-bag preset="notorious"></steam-pirates-bag>`);
      const forces = rows(el).map((row) => row.forces);
      expect(forces).to.deep.equal(['nothing', 'sell a house: Lumen', 'sell 2+: Lumen, Onyx', 'sell 3+: Lumen, Onyx, Gale', 'sell 4+: Lumen, Onyx, Gale, Mistral', 'sell all 5; 1 unpaid']);
    });

    it('changes with every number: more cubes of yours, another pirate, another season', async () => {
      const el = await fixture<SteamPiratesBag>(html`<steam-pirates-bag></steam-pirates-bag>`);
      await click(el, button(el, 'tr[data-owner="amber"] button[aria-label="Amber’s cubes plus 1"]'));
      expect(el.lab?.cubes.amber).to.equal(2);
      expect(rows(el).length).to.equal(3);
      expect(live(el)).to.equal(`Amber’s cubes in the bag: 2. Amber has 2 cubes of 8 in the bag: at least one drawn ${percent(bagLabOdds(el.lab ?? readBagLab({})).atLeastOne)}, expected fine 0.58 Gold.`);
      await click(el, shadow(el).querySelector<HTMLInputElement>('tr[data-owner="brian"] input[type="radio"]') ?? el);
      expect(el.lab?.you).to.equal('brian');
      expect(rows(el).length).to.equal(2);
      await click(el, shadow(el).querySelector<HTMLInputElement>('input[name="season"][value="3"]') ?? el);
      expect(el.odds?.seasonGold).to.equal(4);
      const count = shadow(el).querySelector<HTMLSelectElement>('select[part~="pirates-select"]');
      if (count === null) throw new Error('no pirates select');
      count.value = '4';
      count.dispatchEvent(new Event('change'));
      await el.updateComplete;
      expect(el.lab?.pirates).to.deep.equal(['amber', 'brian', 'carol', 'collin']);
      expect(text(shadow(el).querySelector('#bag-heading'))).to.equal('In the bag: 9 cubes');
      // A count the rules refuse stays beside its field, and nothing changes.
      const input = shadow(el).querySelector<HTMLInputElement>('#cubes-carol');
      if (input === null) throw new Error('no input');
      input.value = '12';
      input.dispatchEvent(new Event('change'));
      await el.updateComplete;
      expect(el.lab?.cubes.carol).to.equal(1);
      expect(text(shadow(el).querySelector('#cubes-carol-problem'))).to.contain('A pirate’s count must be a whole number from 0 to 9');
      await click(el, button(el, 'button[part~="undo-button"]'));
      expect(el.lab?.pirates.length).to.equal(3);
      await click(el, button(el, 'button[part~="reset-button"]'));
      expect(el.lab).to.deep.equal(readBagLab({}));
    });

    it('logs every change and roll with its rule; Undo takes a roll back, Reset goes back to the attributes with an empty log', async () => {
      const el = await fixture<SteamPiratesBag>(html`<steam-pirates-bag seed="7"></steam-pirates-bag>`);
      const lab = (): RbEventLog => [...shadow(el).querySelectorAll<RbEventLog>('rb-event-log')].at(-1) ?? log(el);
      await click(el, shadow(el).querySelector<HTMLInputElement>('input[name="season"][value="2"]') ?? el);
      await click(el, button(el, 'button[part~="roll-button"]'));
      expect(lab().entries.map((entry) => entry.rule?.id)).to.deep.equal(['steam-pirates/season.gold', 'steam-pirates/refresh.roll']);
      expect(lab().entries[0]?.text).to.equal('Season 2: a fine is 3 Gold a cube.');
      expect(lab().entries[1]?.text).to.match(/^Seed 7: \d+ octopus(es)?, \d+ cubes? drawn\.$/);
      await click(el, button(el, 'button[part~="undo-button"]'));
      expect(el.play).to.equal(null);
      expect(text(shadow(el).querySelector('[data-value="seed"]'))).to.equal('seed 7');
      expect(live(el)).to.match(/^Undone\. Amber has 1 cube of 7 in the bag/);
      await click(el, button(el, 'button[part~="reset-button"]'));
      expect(el.lab).to.deep.equal(readBagLab({ seed: 7 }));
      expect(lab().entries).to.deep.equal([]);
      expect(button(el, 'button[part~="undo-button"]').getAttribute('aria-disabled')).to.equal('true');
    });

    it('your houses: ticking one changes what a fine forces', async () => {
      const el = await fixture<SteamPiratesBag>(html`<steam-pirates-bag preset="notorious"></steam-pirates-bag>`);
      await click(el, shadow(el).querySelector<HTMLInputElement>('input[part~="house-box"][data-island="lumen"]') ?? el);
      expect(el.lab?.houses).to.not.include('lumen');
      expect(rows(el)[1]?.forces).to.equal('sell a house: Onyx');
      expect(text(shadow(el).querySelector('[part="houses"] summary'))).to.equal('Amber’s Trade Houses (4): Haven, Gale, Mistral and Onyx');
    });
  });

  it('several on one page: every region keeps a name of its own (axe landmark-unique)', async () => {
    const page = await fixture<HTMLDivElement>(html`<div><steam-pirates-bag></steam-pirates-bag><steam-pirates-bag preset="notorious"></steam-pirates-bag></div>`);
    for (const el of page.querySelectorAll<SteamPiratesBag>('steam-pirates-bag')) await el.updateComplete;
    await expect(page).to.be.accessible();
  });

  describe('rolling and drawing, through the rules', () => {
    it('rolls the seven dice from the seed and draws a cube for each octopus, as the ruleset does', async () => {
      // The bag at the start: a fine of 2 never forces a sale on 9 Gold, so Roll again always rolls.
      const el = await fixture<SteamPiratesBag>(html`<steam-pirates-bag seed="7"></steam-pirates-bag>`);
      await click(el, button(el, 'button[part~="roll-button"]'));
      const expected = rollNotoriety({ ...readBagLab({}), seed: 7 });
      expect(el.play?.events).to.deep.equal(expected.events);
      const rolled = expected.events[0];
      expect([...shadow(el).querySelectorAll<HTMLElement>('[part~="die"]')].map((die) => die.dataset.face)).to.deep.equal(rolled?.type === 'dice-rolled' ? rolled.dice : []);
      expect(log(el).entries.length).to.equal(expected.events.length);
      expect(log(el).entries[0]?.rule?.id).to.equal('steam-pirates/refresh.roll');
      expect(text(button(el, 'button[part~="roll-button"]'))).to.equal('Roll again');
      expect(text(shadow(el).querySelector('[data-value="seed"]'))).to.equal('seed 7; the next roll takes 8');
      await click(el, button(el, 'button[part~="roll-button"]'));
      expect(el.play?.events).to.deep.equal(rollNotoriety({ ...readBagLab({}), seed: 8 }).events);
    });

    it('a fine Amber cannot pay: she chooses the house to sell among the rules’ legal commands, then pays', async () => {
      const seed = seedWithSale();
      const el = await fixture<SteamPiratesBag>(html`<steam-pirates-bag preset="notorious" seed=${seed}></steam-pirates-bag>`);
      await click(el, button(el, 'button[part~="roll-button"]'));
      const sale = shadow(el).querySelector('[part="sale"]');
      expect(text(sale)).to.contain('Amber owes 4 Gold and has 3');
      const offered = [...shadow(el).querySelectorAll<HTMLButtonElement>('button[part~="sell-button"]')].map((sell) => sell.dataset.island);
      expect(offered).to.deep.equal(ruleset.legalCommands(el.play?.state ?? rollNotoriety(readBagLab({})).state).map((command) => (command.type === 'sell-house' ? command.island : '')));
      expect(button(el, 'button[part~="roll-button"]').getAttribute('aria-disabled')).to.equal('true');
      await click(el, button(el, 'button[part~="sell-button"][data-island="gale"]'));
      await el.updateComplete;
      const sold = el.play?.events.find((event) => event.type === 'house-sold');
      expect(sold).to.deep.equal({ type: 'house-sold', rule: 'steam-pirates/refresh.notoriety', player: 'amber', island: 'gale', gold: 3 });
      expect(live(el)).to.contain('Amber sells the Trade House at Gale for 3 Gold.');
      if (el.play?.state.prompt === null) {
        expect(shadow(el).querySelector('[part="sale"]')).to.equal(null);
        expect(describeFocus(focused(el))).to.equal('button:Roll again');
      }
    });
  });

  describe('keyboard', () => {
    it('arrow keys change a count, Enter rolls', async () => {
      const el = await fixture<SteamPiratesBag>(html`<steam-pirates-bag></steam-pirates-bag>`);
      await tabTo(el, (active) => active?.id === 'cubes-amber');
      await sendKeys({ press: 'ArrowUp' });
      await el.updateComplete;
      expect(el.lab?.cubes.amber).to.equal(2);
      await tabTo(el, (active) => active?.getAttribute('part')?.includes('roll-button') === true);
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(el.play).to.not.equal(null);
      expect(live(el)).to.match(/^Seed 1\. Rolled /);
    });
  });

  describe('attributes', () => {
    it('takes what a blogger types, over the preset', async () => {
      const el = await fixture<SteamPiratesBag>(html`<steam-pirates-bag pirates="4" syndicate="1" cubes="2, 0, 1, 3" you="Collin" season="2" gold="5" houses="haven, lumen" seed="-3"></steam-pirates-bag>`);
      expect(el.lab).to.deep.equal(readBagLab({ pirates: 4, syndicate: 1, cubes: [2, 0, 1, 3], you: 'collin', season: 2, gold: 5, houses: ['haven', 'lumen'], seed: -3 }));
      expect(rows(el).length).to.equal(4);
      el.setAttribute('houses', 'none');
      await el.updateComplete;
      expect(el.lab?.houses).to.deep.equal([]);
    });

    it('shows an error naming each bad attribute, throws nothing, and recovers when fixed', async () => {
      const cases: [attribute: string, value: string, expected: string][] = [
        ['preset', 'start', 'preset must be one of setup, notorious'],
        ['pirates', '5', 'pirates must be a whole number from 2 to 4 (as the rulebook sets up); got 5.'],
        // Not a number: the rules' range and reason, not the shared example "such as 3".
        ['pirates', 'three', 'pirates must be a whole number from 2 to 4 (as the rulebook sets up); got "three".'],
        ['syndicate', '6', 'syndicate must be a whole number from 0 to 4'],
        ['cubes', '1,1', 'cubes lists 2 counts for 3 pirates'],
        ['cubes', '1,x,1', 'cubes[1] must be a whole number from 0 to 9 (one of 10 is on the VP track); got "x".'],
        ['cubes', '1,10,1', 'cubes[1] must be a whole number from 0 to 9'],
        ['you', 'collin', 'you must be one of amber, brian, carol'],
        ['season', '0', 'season must be a whole number from 1 to 3 (a game lasts three); got 0.'],
        ['season', 'last', 'season must be a whole number from 1 to 3 (a game lasts three); got "last".'],
        ['gold', '-1', 'gold must be a whole number from 0 to 999 (our ceiling); got -1.'],
        ['gold', 'x', 'gold must be a whole number from 0 to 999 (our ceiling); got "x".'],
        ['syndicate', 'all', 'syndicate must be a whole number from 0 to 4 (the bag starts with 4'],
        ['houses', 'haven,gull-key', 'houses[1] names Gull Key, a treasure island'],
        ['seed', '1.5', 'seed must be a whole number'],
      ];
      for (const [attribute, value, expected] of cases) {
        const el = await fixture<SteamPiratesBag>(html`<steam-pirates-bag></steam-pirates-bag>`);
        el.setAttribute(attribute, value);
        await el.updateComplete;
        const panel = shadow(el).querySelector<RbErrorPanel>('rb-error-panel');
        expect(panel?.attribute, `${attribute}="${value}"`).to.equal(attribute);
        expect(panel?.message).to.contain(expected);
        expect(el.lab).to.equal(null);
        expect(el.roll()).to.equal(null);
        el.removeAttribute(attribute);
        await el.updateComplete;
        expect(shadow(el).querySelector('rb-error-panel')).to.equal(null);
        expect(el.lab).to.deep.equal(readBagLab({}));
      }
    });
  });
});

describe('<steam-pirates-bag> under random clicks', () => {
  failOnEscapedErrors();

  it('never shows an error panel nor drops the keyboard focus, whatever a reader presses', async function () {
    this.timeout(90_000);
    for (const seed of [1, 2, 3]) {
      const el = await fixture<SteamPiratesBag>(html`<steam-pirates-bag preset="notorious" seed=${seedWithSale()}></steam-pirates-bag>`);
      // Start from a forced sale, so the walk meets the sale's buttons too.
      await click(el, button(el, 'button[part~="roll-button"]'));
      await clickAtRandom(el, { steps: 30, seed });
    }
  });
});
