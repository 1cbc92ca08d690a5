import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { botConflictChoice, conflictOdds, conflictPresetNamed, resolveConflict, ruleById, type ConflictLimits } from '../../rules/steamwork-arena/index.ts';
import type { RbErrorPanel } from '../shared/rb-error-panel.ts';
import { announced, copiedLink, failOnEscapedErrors, log, openShared, shadow, text } from '../shared/test-support.ts';
import { clickAtRandom } from '../shared/random-clicks.ts';
import './steamwork-arena-conflict.ts';
import type { SteamworkArenaConflict } from './steamwork-arena-conflict.ts';

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

function radio(el: SteamworkArenaConflict, name: string, value: string): HTMLInputElement {
  const found = shadow(el).querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"][value="${value}"]`);
  if (found === null) throw new Error(`no ${name} radio ${value}`);
  return found;
}

function handCounts(el: SteamworkArenaConflict, side: string): string[] {
  return [...shadow(el).querySelectorAll(`[part="hands"][data-side="${side}"] [part="hand"]`)].map((hand) => hand.getAttribute('data-count') ?? '');
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
        const preset = conflictPresetNamed(name);
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

    it('the rules\' preset names and the older ones show the same conflict', async () => {
      for (const [name, alias] of [['conflict-example-4', 'example-4'], ['ranged-example-1', 'ranged-1']]) {
        const el = await fixture<SteamworkArenaConflict>(html`<steamwork-arena-conflict preset=${name}></steamwork-arena-conflict>`);
        const old = await fixture<SteamworkArenaConflict>(html`<steamwork-arena-conflict preset=${alias}></steamwork-arena-conflict>`);
        expect(text(shadow(el).querySelector('#title'))).to.equal(text(shadow(old).querySelector('#title')));
        expect(el.result).to.deep.equal(old.result);
      }
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
      expect(text(shadow(el).querySelector('[aria-live="polite"]'))).to.contain('gets 2 pending damage points');
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

  describe('against a bot', () => {
    const setup: ConflictLimits = { attackValue: 5, defenseValue: 2, attackerEnergy: 6, defenderEnergy: 3, rangeEnergy: 0 };

    it('the reader attacks: split, pick, reveal — no hand-off, the bot’s choice from the seed', async () => {
      const el = await fixture<SteamworkArenaConflict>(html`<steamwork-arena-conflict opponent="bot" seed="7"></steamwork-arena-conflict>`);
      const bot = botConflictChoice(setup, 'defender', 7);
      const steps = [el.step];
      expect(el.step).to.equal('attacker-split');
      expect(shadow(el).querySelector('input[data-side="defender"]')).to.equal(null);
      await setHands(el, 'attacker', 3, 2);
      await click(el, button(el, 'next-button'));
      steps.push(el.step);
      expect(el.step).to.equal('attacker-pick');
      expect(handCounts(el, 'defender')).to.deep.equal(['hidden', 'hidden']);
      expect(shadow(el).activeElement?.id).to.equal('step-heading');
      await click(el, button(el, 'pick-button', 'left'));
      steps.push(el.step);
      expect(steps).to.deep.equal(['attacker-split', 'attacker-pick', 'reveal']);
      expect(shadow(el).querySelector('[part="handoff"]')).to.equal(null);
      const expected = resolveConflict({ ...setup, attackerHands: [3, 2], defenderHands: bot.hands, attackerPicks: 0, defenderPicks: bot.pick });
      expect(el.result).to.deep.equal(expected);
      expect(handCounts(el, 'defender')).to.deep.equal(bot.hands.map(String));
      expect(value(el, 'pdp')).to.equal(String(expected.pdp));
      expect(value(el, 'attacker-revealed')).to.equal(String(expected.attackerRevealed));
      expect(value(el, 'defender-revealed')).to.equal(String(expected.defenderRevealed));
      expect(value(el, 'attacker-energy-after')).to.equal(String(expected.attackerEnergyAfter));
      expect(value(el, 'defender-energy-after')).to.equal(String(expected.defenderEnergyAfter));
      expect(oddsRows(el)).to.deep.equal(conflictOdds([3, 2], bot.hands).outcomes.map(({ pdp, ways }) => ({ pdp, ways })));
      expect(value(el, 'bot-seed')).to.equal('7');
      await expect(el).to.be.accessible();
    });

    it('the reader defends: the bot attacks within its limit, and the result matches resolveConflict', async () => {
      const el = await fixture<SteamworkArenaConflict>(html`<steamwork-arena-conflict opponent="bot" side="defender" seed="3"></steamwork-arena-conflict>`);
      const bot = botConflictChoice(setup, 'attacker', 3);
      expect(el.step).to.equal('defender-split');
      expect(shadow(el).querySelector('input[data-side="attacker"]')).to.equal(null);
      await setHands(el, 'defender', 1, 1);
      await click(el, button(el, 'next-button'));
      expect(el.step).to.equal('defender-pick');
      expect(shadow(el).querySelector('[part="handoff"]')).to.equal(null);
      expect(handCounts(el, 'attacker')).to.deep.equal(['hidden', 'hidden']);
      await click(el, button(el, 'pick-button', 'right'));
      expect(el.step).to.equal('reveal');
      const expected = resolveConflict({ ...setup, attackerHands: bot.hands, defenderHands: [1, 1], attackerPicks: bot.pick, defenderPicks: 1 });
      expect(el.result).to.deep.equal(expected);
      expect(value(el, 'pdp')).to.equal(String(expected.pdp));
      expect(value(el, 'attacker-energy-after')).to.equal(String(expected.attackerEnergyAfter));
      expect(value(el, 'defender-energy-after')).to.equal(String(expected.defenderEnergyAfter));
      expect(oddsRows(el)).to.deep.equal(conflictOdds(bot.hands, [1, 1]).outcomes.map(({ pdp, ways }) => ({ pdp, ways })));
      expect(text(shadow(el).querySelector('[aria-live="polite"]'))).to.contain('the defender (you) gets');
    });

    it('refuses the reader’s split above the limit, as in hot-seat', async () => {
      const el = await fixture<SteamworkArenaConflict>(html`<steamwork-arena-conflict opponent="bot" side="defender" seed="1"></steamwork-arena-conflict>`);
      await setHands(el, 'defender', 2, 1);
      expect(shadow(el).querySelector('[part="refusal"]')?.getAttribute('data-rule')).to.equal('steamwork-arena/conflict.hide');
      await click(el, button(el, 'next-button'));
      expect(el.step).to.equal('defender-split');
    });

    it('with a pinned seed the bot plays the same after Reset; without one it draws a seed per conflict', async () => {
      const pinned = await fixture<SteamworkArenaConflict>(html`<steamwork-arena-conflict opponent="bot" seed="11"></steamwork-arena-conflict>`);
      expect(pinned.botSeed).to.equal(11);
      await click(pinned, button(pinned, 'reset-button'));
      expect(pinned.botSeed).to.equal(11);
      const free = await fixture<SteamworkArenaConflict>(html`<steamwork-arena-conflict opponent="bot"></steamwork-arena-conflict>`);
      const first = free.botSeed;
      expect(first).to.be.a('number');
      expect(Number.isSafeInteger(first) && (first ?? -1) >= 0).to.equal(true);
      await setHands(free, 'attacker', 1, 1);
      await click(free, button(free, 'next-button'));
      await click(free, button(free, 'pick-button', 'left'));
      // The reveal names the seed, and the same seed would replay this bot.
      expect(value(free, 'bot-seed')).to.equal(String(first));
      const bot = botConflictChoice(setup, 'defender', first ?? 0);
      expect(handCounts(free, 'defender')).to.deep.equal(bot.hands.map(String));
      const seeds = new Set<number | null>([first]);
      for (let i = 0; i < 5; i++) {
        await click(free, button(free, 'reset-button'));
        seeds.add(free.botSeed);
      }
      expect(seeds.size).to.be.greaterThan(1);
    });
  });

  describe('switching opponents', () => {
    it('the control switches hot-seat ↔ bot and the side, and each switch starts the conflict again', async () => {
      const el = await fixture<SteamworkArenaConflict>(html`<steamwork-arena-conflict seed="5"></steamwork-arena-conflict>`);
      expect(radio(el, 'opponent', 'hot-seat').checked).to.equal(true);
      expect(shadow(el).querySelector('input[name="side"]')).to.equal(null);
      await setHands(el, 'attacker', 3, 2);
      await click(el, button(el, 'next-button'));
      expect(el.step).to.equal('handoff-defender');

      radio(el, 'opponent', 'bot').click();
      await el.updateComplete;
      expect(el.opponentMode).to.equal('bot');
      expect(el.step).to.equal('attacker-split');
      expect(shadow(el).querySelector<HTMLInputElement>('input[data-side="attacker"][data-hand="0"]')?.value).to.equal('0');
      expect(radio(el, 'side', 'attacker').checked).to.equal(true);
      expect(el.botSeed).to.equal(5);

      await setHands(el, 'attacker', 2, 2);
      await click(el, button(el, 'next-button'));
      expect(el.step).to.equal('attacker-pick');
      radio(el, 'side', 'defender').click();
      await el.updateComplete;
      expect(el.readerPlays).to.equal('defender');
      expect(el.step).to.equal('defender-split');
      expect(el.result).to.equal(null);

      radio(el, 'opponent', 'hot-seat').click();
      await el.updateComplete;
      expect(el.opponentMode).to.equal('hot-seat');
      expect(el.step).to.equal('attacker-split');
      expect(el.botSeed).to.equal(null);
      await expect(el).to.be.accessible();
    });

    it('is keyboard operable: arrow keys move between the radio buttons', async () => {
      const el = await fixture<SteamworkArenaConflict>(html`<steamwork-arena-conflict></steamwork-arena-conflict>`);
      radio(el, 'opponent', 'hot-seat').focus();
      await sendKeys({ press: 'ArrowDown' });
      await el.updateComplete;
      expect(el.opponentMode).to.equal('bot');
      expect(el.step).to.equal('attacker-split');
      radio(el, 'side', 'attacker').focus();
      await sendKeys({ press: 'ArrowDown' });
      await el.updateComplete;
      expect(el.readerPlays).to.equal('defender');
      expect(el.step).to.equal('defender-split');
    });

    it('is not offered for a printed rulebook conflict', async () => {
      const el = await fixture<SteamworkArenaConflict>(html`<steamwork-arena-conflict preset="example-1" opponent="bot"></steamwork-arena-conflict>`);
      expect(shadow(el).querySelector('[part="opponent"]')).to.equal(null);
      expect(el.step).to.equal('hands');
    });
  });

  describe('log, Undo, Reset and links', () => {
    it('logs each command with its rule, no hand before the reveal; Undo takes one back, Reset is logged', async () => {
      const el = await fixture<SteamworkArenaConflict>(html`<steamwork-arena-conflict></steamwork-arena-conflict>`);
      await setHands(el, 'attacker', 3, 2);
      await click(el, button(el, 'next-button'));
      expect(log(el).entries.map((entry) => [entry.text, entry.rule?.id])).to.deep.equal([['The attacker hides energy in two hands.', 'steamwork-arena/conflict.hide']]);
      await click(el, button(el, 'undo-button'));
      expect(el.step).to.equal('attacker-split');
      expect(announced(el)).to.equal('Undone. The attacker hides their energy.');
      // The split typed before is not shown again: Undo is no way to read the other side's hands.
      expect(shadow(el).querySelector<HTMLInputElement>('input[data-side="attacker"][data-hand="0"]')?.value).to.equal('0');
      expect(log(el).entries).to.have.length(0);
      await setHands(el, 'attacker', 3, 2);
      await click(el, button(el, 'next-button'));
      await click(el, button(el, 'next-button'));
      await setHands(el, 'defender', 2, 0);
      await click(el, button(el, 'next-button'));
      await click(el, button(el, 'pick-button', 'right'));
      await click(el, button(el, 'next-button'));
      expect(log(el).entries.every((entry) => !/\d/.test(entry.text)), 'no hand in the log before the reveal').to.equal(true);
      await click(el, button(el, 'pick-button', 'right'));
      expect(el.step).to.equal('reveal');
      expect(log(el).entries.at(-1)?.text).to.contain('the defender gets 2 pending damage points');
      expect(log(el).entries.at(-1)?.rule?.id).to.equal('steamwork-arena/conflict.pdp');
      await click(el, button(el, 'reset-button'));
      expect(el.step).to.equal('attacker-split');
      expect(log(el).entries.at(-1)?.text).to.equal('Reset: the conflict starts again.');
      await click(el, button(el, 'undo-button'));
      expect(el.step).to.equal('reveal');
      await expect(el).to.be.accessible();
    });

    it('logs a printed conflict’s steps with their rules; Undo and Reset step back', async () => {
      const el = await fixture<SteamworkArenaConflict>(html`<steamwork-arena-conflict preset="conflict-example-1"></steamwork-arena-conflict>`);
      expect(button(el, 'undo-button').getAttribute('aria-disabled')).to.equal('true');
      await click(el, button(el, 'next-button'));
      await click(el, button(el, 'next-button'));
      expect(log(el).entries.map((entry) => [entry.text, entry.rule?.id])).to.deep.equal([
        ['Step 2: the picks', 'steamwork-arena/conflict.pick'],
        ['Step 3: picked hands revealed', 'steamwork-arena/conflict.pdp'],
      ]);
      await click(el, button(el, 'undo-button'));
      expect(el.step).to.equal('picks');
      await click(el, button(el, 'reset-button'));
      expect(el.step).to.equal('hands');
    });

    it('a shared link carries the opponent and side chosen, never a hand', async () => {
      const el = await fixture<SteamworkArenaConflict>(html`<steamwork-arena-conflict seed="4"></steamwork-arena-conflict>`);
      el.playAgainst('bot', 'defender');
      await el.updateComplete;
      await setHands(el, 'defender', 1, 1);
      await click(el, button(el, 'next-button'));
      expect(el.step).to.equal('defender-pick');
      const link = await copiedLink(el);
      el.remove();
      const opened = await openShared<SteamworkArenaConflict>('steamwork-arena-conflict', link);
      expect([opened.opponentMode, opened.readerPlays, opened.botSeed]).to.deep.equal(['bot', 'defender', 4]);
      expect(opened.step).to.equal('defender-split');
      expect(opened.turns).to.have.length(1);
    });
  });

  describe('random clicks', () => {
    it('never show an error panel nor drop keyboard focus to the page, whatever is pressed or typed', async () => {
      const pages = [
        html`<steamwork-arena-conflict opponent="bot" seed="3"></steamwork-arena-conflict>`,
        html`<steamwork-arena-conflict opponent="bot" side="defender" seed="8" preset="ranged-example-2"></steamwork-arena-conflict>`,
        html`<steamwork-arena-conflict></steamwork-arena-conflict>`,
        html`<steamwork-arena-conflict preset="conflict-example-3"></steamwork-arena-conflict>`,
      ];
      for (const [index, page] of pages.entries()) {
        const el = await fixture<SteamworkArenaConflict>(page);
        let turn = 0;
        // Between presses, the reader types a split (sometimes too big) or flips a radio button.
        const between = async (): Promise<void> => {
          turn++;
          const inputs = [...shadow(el).querySelectorAll<HTMLInputElement>('input')];
          const input = inputs[turn % Math.max(1, inputs.length)];
          if (input === undefined) return;
          input.focus();
          if (input.type === 'number') {
            input.value = String(turn % 5);
            input.dispatchEvent(new Event('input'));
          } else if (turn % 3 === 0) input.click();
          await el.updateComplete;
        };
        await clickAtRandom(el, { steps: 30, seed: index + 1, between });
      }
    });
  });

  describe('bad attributes', () => {
    it('shows an error panel naming the attribute', async () => {
      const cases: [attribute: string, value: string, expected: string][] = [
        ['preset', 'example-9', 'preset must be one of'],
        ['attack', 'x', 'attack must be a whole number'],
        ['defender-energy', '-1', 'defender-energy'],
        ['range-energy', '9', 'range energy counts against the attack value'],
        ['opponent', 'robot', 'opponent must be one of hot-seat, bot; got "robot"'],
        ['side', 'x', 'side must be one of attacker, defender; got "x"'],
        // Every tag reads seed the same way: any whole number (so -1 is a seed).
        ['seed', '1.5', 'seed must be a whole number'],
        ['seed', 'x', 'seed must be a whole number'],
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

    it('refuses attack="999", more than any zone shows, naming the attribute once and the reason; takes 0 and 9', async () => {
      const open = async (attack: string): Promise<SteamworkArenaConflict> => {
        const holder = await fixture<HTMLElement>(html`<div></div>`);
        holder.innerHTML = `<steamwork-arena-conflict attack="${attack}"></steamwork-arena-conflict>`;
        const el = holder.firstElementChild as SteamworkArenaConflict;
        await el.updateComplete;
        return el;
      };
      for (const [attack, got] of [['999', '999'], ['10', '10'], ['-1', '-1']] as const) {
        const panels = [...shadow(await open(attack)).querySelectorAll<RbErrorPanel>('rb-error-panel')];
        expect(panels, attack).to.have.length(1);
        expect(panels[0]?.attribute).to.equal('attack');
        expect(panels[0]?.message).to.equal(`attack must be a whole number from 0 to 9 (a zone shows at most 9 attack icons: 3 printed on the alpha core and 6 added); got ${got}.`);
      }
      // The ends the refusal names are taken (range energy 0, the default, fits an attack value of 0).
      for (const attack of ['0', '9']) expect(shadow(await open(attack)).querySelector('rb-error-panel'), attack).to.equal(null);
    });

    it('words every message with the attribute as written in HTML, saying what is allowed', async () => {
      const cases: [attributes: string, attribute: string, allowed: string][] = [
        ['attack="x"', 'attack', 'attack must be a whole number from 0 to 9 (a zone shows at most 9 attack icons'],
        ['attacker-energy="2.5"', 'attacker-energy', 'attacker-energy must be a whole number from 0 to 100 (a reserve comes from the bank, which holds 100 tokens); got "2.5".'],
        ['defense="-1"', 'defense', 'defense must be a whole number from 0 to 10 (a zone shows at most 10 defense icons'],
        ['range-energy="9"', 'range-energy', 'from 0 to 5 (range energy counts against the attack value, 5); got 9'],
        ['range-energy="3" attacker-energy="1"', 'range-energy', "from 0 to 1 (range is paid from the attacker's reserves, 1); got 3"],
        ['seed="x"', 'seed', 'seed must be a whole number'],
        ['preset="nope"', 'preset', 'preset must be one of conflict-example-1'],
      ];
      for (const [attributes, attribute, allowed] of cases) {
        const holder = await fixture<HTMLElement>(html`<div></div>`);
        holder.innerHTML = `<steamwork-arena-conflict ${attributes}></steamwork-arena-conflict>`;
        const el = holder.firstElementChild as SteamworkArenaConflict;
        await el.updateComplete;
        const messages = [...shadow(el).querySelectorAll<RbErrorPanel>('rb-error-panel')].map((panel) => `${panel.attribute}| ${panel.message}`);
        expect(messages, attributes).to.have.length(1);
        expect(messages[0], attributes).to.match(new RegExp(`^${attribute}\\| ${attribute}\\b`));
        expect(messages[0], attributes).to.contain(allowed);
        // No setup field's name (attackValue, rangeEnergy) in place of the attribute's.
        expect(messages[0], attributes).not.to.match(/\b[a-z]+[A-Z]\w*/);
      }
    });
  });
});
