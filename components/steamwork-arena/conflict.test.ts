import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { conflictOdds, resolveConflict, ruleById } from '../../rules/steamwork-arena/index.ts';
import type { RbErrorPanel } from '../shared/rb-error-panel.ts';
import { failOnEscapedErrors, shadow, text } from '../shared/test-support.ts';
import './steamwork-arena-conflict.ts';
import { CONFLICT_PRESETS, type SteamworkArenaConflict } from './steamwork-arena-conflict.ts';

function value(el: SteamworkArenaConflict, name: string): string {
  return text(shadow(el).querySelector(`[data-value="${name}"]`));
}

function button(el: SteamworkArenaConflict, part: string, label?: string): HTMLButtonElement {
  const found = [...shadow(el).querySelectorAll<HTMLButtonElement>(`button[part~="${part}"]`)].find((candidate) => label === undefined || text(candidate).includes(label));
  if (found === undefined) throw new Error(`no ${part} ${label ?? ''}`);
  return found;
}

async function click(el: SteamworkArenaConflict, target: HTMLButtonElement): Promise<void> {
  target.click();
  await el.updateComplete;
}

async function setHands(el: SteamworkArenaConflict, side: string, left: number, right: number): Promise<void> {
  for (const [hand, count] of [[0, left], [1, right]] as const) {
    const input = shadow(el).querySelector<HTMLInputElement>(`input[data-side="${side}"][data-hand="${hand}"]`);
    if (input === null) throw new Error(`no ${side} input`);
    input.value = String(count);
    input.dispatchEvent(new Event('input'));
    await el.updateComplete;
  }
}

function oddsRows(el: SteamworkArenaConflict): { pdp: number; ways: number }[] {
  return [...shadow(el).querySelectorAll('[part="odds-row"]')].map((row) => ({ pdp: Number(row.getAttribute('data-pdp')), ways: Number(row.getAttribute('data-ways')) }));
}

describe('<steamwork-arena-conflict>', () => {
  failOnEscapedErrors();

  describe('presets reproduce the rulebook', () => {
    const printedOutcomes: Record<string, { pdp: number; attacker: number; defender: number }> = {
      'example-1': { pdp: 2, attacker: 1, defender: 1 },
      'example-2': { pdp: 0, attacker: 1, defender: 1 },
      'example-3': { pdp: 0, attacker: 1, defender: 1 },
      'example-4': { pdp: 0, attacker: 6, defender: 3 },
      'ranged-1': { pdp: 1, attacker: 0, defender: 2 },
    };
    for (const [name, printed] of Object.entries(printedOutcomes)) {
      it(`${name}: ${printed.pdp} pdp, ends at ${printed.attacker} and ${printed.defender} energy`, async () => {
        const el = await fixture<SteamworkArenaConflict>(html`<steamwork-arena-conflict preset=${name}></steamwork-arena-conflict>`);
        expect(el.step).to.equal('hands');
        await click(el, button(el, 'next-button'));
        expect(el.step).to.equal('picks');
        await click(el, button(el, 'next-button'));
        expect(el.step).to.equal('reveal');
        expect(value(el, 'pdp')).to.equal(String(printed.pdp));
        await click(el, button(el, 'next-button'));
        expect(el.step).to.equal('energy');
        expect(value(el, 'attacker-energy-after')).to.equal(String(printed.attacker));
        expect(value(el, 'defender-energy-after')).to.equal(String(printed.defender));
        const preset = CONFLICT_PRESETS.find((candidate) => candidate.name === name);
        const splits = preset?.printed;
        if (splits === undefined) throw new Error('no splits');
        expect(oddsRows(el)).to.deep.equal(conflictOdds(splits.attackerHands, splits.defenderHands).outcomes.map(({ pdp, ways }) => ({ pdp, ways })));
        expect(shadow(el).activeElement?.id).to.equal('step-heading');
      });
    }

    it('example-1 shows the picked hands and cites the rules with links', async () => {
      const el = await fixture<SteamworkArenaConflict>(html`<steamwork-arena-conflict preset="example-1"></steamwork-arena-conflict>`);
      await click(el, button(el, 'next-button'));
      await click(el, button(el, 'next-button'));
      expect(value(el, 'attacker-revealed')).to.equal('2');
      expect(value(el, 'defender-revealed')).to.equal('0');
      const links = [...shadow(el).querySelectorAll('a[part="rule-link"]')].map((link) => link.getAttribute('href'));
      expect(links).to.include(ruleById('steamwork-arena/conflict.pdp')?.docs);
      await click(el, button(el, 'back-button'));
      expect(el.step).to.equal('picks');
      await expect(el).to.be.accessible();
    });

    it('ranged-2 opens free play limited to 3 hidden energy', async () => {
      const el = await fixture<SteamworkArenaConflict>(html`<steamwork-arena-conflict preset="ranged-2"></steamwork-arena-conflict>`);
      expect(value(el, 'attacker-max')).to.equal('3');
      expect(el.step).to.equal('attacker-split');
    });
  });

  describe('free play', () => {
    it('hot-seat: split, hand-off, split, picks, reveal — with the odds of conflictOdds', async () => {
      const el = await fixture<SteamworkArenaConflict>(html`<steamwork-arena-conflict attack="5" defense="2" attacker-energy="6" defender-energy="3"></steamwork-arena-conflict>`);
      expect(el.step).to.equal('attacker-split');
      await setHands(el, 'attacker', 3, 2);
      await click(el, button(el, 'next-button'));
      expect(el.step).to.equal('handoff-defender');
      expect(text(shadow(el).querySelector('[part="handoff"]'))).to.contain('Pass the device to the defender');
      // The attacker's split is nowhere on the hand-off screen.
      expect(shadow(el).querySelector('input[data-side="attacker"]')).to.equal(null);
      await click(el, button(el, 'next-button'));
      expect(el.step).to.equal('defender-split');
      expect(shadow(el).querySelector('input[data-side="attacker"]')).to.equal(null);
      await setHands(el, 'defender', 2, 0);
      await click(el, button(el, 'next-button'));
      expect(el.step).to.equal('defender-pick');
      expect([...shadow(el).querySelectorAll('[part="hand"]')].map((hand) => hand.getAttribute('data-count'))).to.deep.equal(['hidden', 'hidden']);
      await click(el, button(el, 'pick-button', 'right'));
      expect(el.step).to.equal('handoff-attacker');
      await click(el, button(el, 'next-button'));
      await click(el, button(el, 'pick-button', 'right'));
      expect(el.step).to.equal('reveal');
      const expected = resolveConflict({ attackValue: 5, defenseValue: 2, attackerEnergy: 6, defenderEnergy: 3, attackerHands: [3, 2], defenderHands: [2, 0], attackerPicks: 1, defenderPicks: 1 });
      expect(value(el, 'pdp')).to.equal(String(expected.pdp));
      expect(value(el, 'attacker-energy-after')).to.equal('1');
      expect(value(el, 'defender-energy-after')).to.equal('1');
      expect(oddsRows(el)).to.deep.equal(conflictOdds([3, 2], [2, 0]).outcomes.map(({ pdp, ways }) => ({ pdp, ways })));
      expect(value(el, 'expected-pdp')).to.equal(String(conflictOdds([3, 2], [2, 0]).expectedPdp));
      expect(text(shadow(el).querySelector('[aria-live="polite"]'))).to.contain('gets 2 pdp');
      await expect(el).to.be.accessible();
      await click(el, button(el, 'reset-button'));
      expect(el.step).to.equal('attacker-split');
    });

    it('refuses a split above the attack value, with the rule id', async () => {
      const el = await fixture<SteamworkArenaConflict>(html`<steamwork-arena-conflict attack="3" attacker-energy="6"></steamwork-arena-conflict>`);
      await setHands(el, 'attacker', 3, 1);
      const refusal = shadow(el).querySelector('[part="refusal"]');
      expect(refusal?.getAttribute('data-rule')).to.equal('steamwork-arena/conflict.hide');
      expect(text(refusal)).to.contain('at most 3');
      expect(text(refusal)).to.contain('steamwork-arena/conflict.hide');
      expect(button(el, 'next-button').getAttribute('aria-disabled')).to.equal('true');
      await click(el, button(el, 'next-button'));
      expect(el.step).to.equal('attacker-split');
      await setHands(el, 'attacker', 2, 1);
      expect(text(shadow(el).querySelector('[part="refusal"]'))).to.equal('');
      await expect(el).to.be.accessible();
    });

    it('is keyboard operable: type the split, Enter on the buttons', async () => {
      const el = await fixture<SteamworkArenaConflict>(html`<steamwork-arena-conflict></steamwork-arena-conflict>`);
      shadow(el).querySelector<HTMLInputElement>('input[data-side="attacker"][data-hand="0"]')?.focus();
      await sendKeys({ press: 'Backspace' });
      await sendKeys({ type: '2' });
      await el.updateComplete;
      button(el, 'next-button').focus();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(el.step).to.equal('handoff-defender');
      expect(shadow(el).activeElement?.id).to.equal('step-heading');
    });
  });

  describe('bad attributes', () => {
    it('shows an error panel naming the attribute', async () => {
      const cases: [attribute: string, value: string, expected: string][] = [
        ['preset', 'example-9', 'preset must be one of'],
        ['attack', 'x', 'attack must be a whole number'],
        ['defender-energy', '-1', 'defender-energy'],
        ['range-energy', '9', 'range energy counts against the attack value'],
      ];
      for (const [attribute, raw, expected] of cases) {
        const el = await fixture<SteamworkArenaConflict>(html`<steamwork-arena-conflict></steamwork-arena-conflict>`);
        el.setAttribute(attribute, raw);
        await el.updateComplete;
        const panel = shadow(el).querySelector<RbErrorPanel>('rb-error-panel');
        expect(panel?.attribute, `${attribute}="${raw}"`).to.equal(attribute);
        expect(panel?.message).to.contain(expected);
        el.removeAttribute(attribute);
        await el.updateComplete;
        expect(shadow(el).querySelector('rb-error-panel')).to.equal(null);
      }
      const el = await fixture<SteamworkArenaConflict>(html`<steamwork-arena-conflict preset="nope"></steamwork-arena-conflict>`);
      await expect(el).to.be.accessible();
    });
  });
});
