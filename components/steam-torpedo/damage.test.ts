import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { DAMAGE_PRESETS, DEFENDER, damagePreset, openDamageScenario } from '../../rules/steam-torpedo/index.ts';
import type { RbErrorPanel } from '../shared/rb-error-panel.ts';
import { describeFocus, failOnEscapedErrors, focused, log, shadow, tabTo, text } from '../shared/test-support.ts';
import { clickAtRandom } from '../shared/random-clicks.ts';
import './steam-torpedo-damage.ts';
import type { SteamTorpedoDamage } from './steam-torpedo-damage.ts';
import type { SteamTorpedoSubmarine } from './steam-torpedo-submarine.ts';

function number(el: SteamTorpedoDamage, name: string): string {
  return text(shadow(el).querySelector(`[data-number="${name}"] [part="number-value"]`));
}

function numberBox(el: SteamTorpedoDamage, name: string): Element {
  const found = shadow(el).querySelector(`[data-number="${name}"]`);
  if (found === null) throw new Error(`no ${name}`);
  return found;
}

function choiceButtons(el: SteamTorpedoDamage): HTMLButtonElement[] {
  return [...shadow(el).querySelectorAll<HTMLButtonElement>('button[part~="choice-button"]')];
}

function choiceButton(el: SteamTorpedoDamage, label: string): HTMLButtonElement {
  const found = choiceButtons(el).find((button) => text(button).includes(label));
  if (found === undefined) throw new Error(`no choice "${label}" among ${choiceButtons(el).map((button) => text(button)).join(' | ')}`);
  return found;
}

function button(el: SteamTorpedoDamage, part: string): HTMLButtonElement {
  const found = shadow(el).querySelector<HTMLButtonElement>(`button[part~="${part}"]`);
  if (found === null) throw new Error(`no ${part}`);
  return found;
}

function board(el: SteamTorpedoDamage): SteamTorpedoSubmarine {
  const found = shadow(el).querySelector('steam-torpedo-submarine');
  if (found === null) throw new Error('no board');
  return found;
}

function tileState(el: SteamTorpedoDamage, id: string) {
  return el.state?.submarines[DEFENDER]?.layout.find((tile) => tile.id === id);
}

function crewAt(el: SteamTorpedoDamage, id: string) {
  return el.state?.submarines[DEFENDER]?.crew.find((member) => member.id === id)?.at;
}

async function click(el: SteamTorpedoDamage, target: HTMLElement): Promise<void> {
  target.click();
  await el.updateComplete;
  await board(el).updateComplete;
}

describe('<steam-torpedo-damage>', () => {
  failOnEscapedErrors();

  describe('the Example of Play (default preset)', () => {
    it('shows attack 3 on the fore, armor 1 from the manned turret, damage 2, each citing its rule', async () => {
      const el = await fixture<SteamTorpedoDamage>(html`<steam-torpedo-damage></steam-torpedo-damage>`);
      expect(text(shadow(el).querySelector('h2'))).to.equal('Taking the hit: The rulebook’s Example of Play');
      expect(number(el, 'attack-total')).to.equal('3');
      expect(number(el, 'armor')).to.equal('1');
      expect(number(el, 'damage-total')).to.equal('2');
      expect(text(numberBox(el, 'attack-total'))).to.contain('on the fore');
      expect(text(numberBox(el, 'damage-total'))).to.contain('3 − 1 = 2');
      const rules = ['attack-total', 'armor', 'damage-total'].map((name) => numberBox(el, name).querySelector('a[part="rule-link"]')?.getAttribute('href'));
      expect(rules).to.deep.equal(['/steam-torpedo/attacks/#attack-total', '/steam-torpedo/attacks/#attack-armor', '/steam-torpedo/attacks/#attack-damage-total']);
      const armor = [...numberBox(el, 'armor').querySelectorAll('[part="armor-list"] li')].map((item) => text(item));
      expect(armor).to.deep.equal(['+1 Armored Turret, manned by sailors 1 and 2 (it counts once)', '+0 Armored Bow’s bonus needs the tile manned']);

      // Both options, each saying what it would do.
      const choices = [...shadow(el).querySelectorAll('[part="choice"]')];
      expect(choices.map((choice) => text(choice.querySelector('button')))).to.deep.equal(['Absorb it into the Command Bridge (control room)', 'Damage on Armored Turret']);
      const effects = choices.map((choice) => text(choice.querySelector('[part="choice-effect"]')));
      expect(effects[0]).to.equal('The Command Bridge (control room) takes 1 damage token and absorbs the whole attack.');
      expect(effects[1]).to.contain('Armored Turret is destroyed');
      expect(effects[1]).to.contain('Sailors 1 and 2 are eliminated');
      expect(effects[1]).to.contain('the rest goes to the Command Bridge (control room) as 1 damage token');
      expect(choiceButtons(el)[1]?.getAttribute('aria-describedby')).to.equal(choices[1]?.querySelector('[part="choice-effect"]')?.id);

      // The board: the defender's submarine, the fore outlined, the turret selectable.
      expect(board(el).highlightLocation).to.equal('fore');
      expect(board(el).selectable).to.deep.equal(['armored-turret']);
      expect(text(shadow(el).querySelector('#choices-heading'))).to.equal('The defender chooses');
      // The log starts with the attack itself.
      expect(log(el).entries.map((entry) => entry.rule?.id)).to.deep.equal(['steam-torpedo/attack.damage-total', 'steam-torpedo/attack.assign']);
      await expect(el).to.be.accessible();
    });

    it('option 1, absorb: one token on the control room, logged under the absorb rule', async () => {
      const el = await fixture<SteamTorpedoDamage>(html`<steam-torpedo-damage preset="example-of-play"></steam-torpedo-damage>`);
      await click(el, choiceButton(el, 'Absorb'));
      expect(tileState(el, 'command-bridge')?.damage).to.equal(1);
      expect(tileState(el, 'armored-turret')?.destroyed).to.equal(false);
      const absorbed = log(el).entries.find((entry) => entry.text.includes('absorbs the whole attack'));
      expect(absorbed?.rule?.id).to.equal('steam-torpedo/attack.absorb');
      expect(absorbed?.rule?.docs).to.equal('/steam-torpedo/attacks/#attack-absorb');
      await log(el).updateComplete;
      const link = shadow(log(el)).querySelector<HTMLAnchorElement>('a[href="/steam-torpedo/attacks/#attack-absorb"]');
      expect(text(link)).to.equal('Absorbing into the control room');
      expect(choiceButtons(el)).to.deep.equal([]);
      expect(text(shadow(el).querySelector('[part="choices"]'))).to.contain('The attack is fully resolved.');
      expect(text(shadow(el).querySelector('[part="tally"]'))).to.contain('1 token on the Command Bridge (control room)');
      // The board shows the token: one damage gear on the control room.
      await board(el).updateComplete;
      expect(shadow(board(el)).querySelectorAll('g.tile[data-tile="command-bridge"] [data-gear="damage"]').length).to.equal(1);
      await expect(el).to.be.accessible();
    });

    it('option 2, assign: the turret destroyed, both sailors lost, one token on the control room', async () => {
      const el = await fixture<SteamTorpedoDamage>(html`<steam-torpedo-damage></steam-torpedo-damage>`);
      await click(el, choiceButton(el, 'Armored Turret'));
      expect(tileState(el, 'armored-turret')?.destroyed).to.equal(true);
      expect(crewAt(el, 'sailor-1')).to.equal(null);
      expect(crewAt(el, 'sailor-2')).to.equal(null);
      expect(tileState(el, 'command-bridge')?.damage).to.equal(1);
      const result = [...shadow(el).querySelectorAll('[part="result"] li')];
      expect(result.map((item) => item.getAttribute('data-event'))).to.deep.equal(['damage-placed', 'compartment-destroyed', 'damage-absorbed', 'damage-done']);
      expect(text(result[0])).to.contain('Armored Turret takes 1 damage token.');
      expect(text(result[1])).to.contain('Sailors 1 and 2 are eliminated.');
      expect(text(result[2])).to.contain('No compartment is left in the fore: the rest goes to the Command Bridge (control room) as 1 damage token.');
      expect(result[1]?.querySelector('a')?.getAttribute('href')).to.equal('/steam-torpedo/attacks/#attack-destroyed');
      const tally = text(shadow(el).querySelector('[part="tally"]'));
      expect(tally).to.contain('1 damage token on compartments');
      expect(tally).to.contain('destroyed: Armored Turret');
      expect(tally).to.contain('crew lost: sailors 1 and 2');
      await board(el).updateComplete;
      expect(shadow(board(el)).querySelector('g.tile[data-tile="armored-turret"]')?.getAttribute('part')).to.contain('tile-destroyed');
      // Focus went to the result, since nothing is left to choose.
      expect(shadow(el).activeElement?.id).to.equal('result');
    });

    it('undo takes the choice back, reset goes back to the hit', async () => {
      const el = await fixture<SteamTorpedoDamage>(html`<steam-torpedo-damage></steam-torpedo-damage>`);
      const start = el.state;
      expect(button(el, 'undo-button').getAttribute('aria-disabled')).to.equal('true');
      await click(el, choiceButton(el, 'Armored Turret'));
      expect(log(el).entries.length).to.equal(6);
      await click(el, button(el, 'undo-button'));
      expect(el.state).to.deep.equal(start);
      expect(log(el).entries.length).to.equal(2);
      expect(choiceButtons(el).length).to.equal(2);
      await click(el, choiceButton(el, 'Absorb'));
      await click(el, button(el, 'reset-button'));
      expect(el.state).to.deep.equal(start);
      expect(text(shadow(el).querySelector('#result-heading'))).to.equal('The attack');
      expect(button(el, 'undo-button').getAttribute('aria-disabled')).to.equal('true');
    });

    it('is fully usable by keyboard: choose on the board with Space, undo with Enter, absorb with Enter', async () => {
      const el = await fixture<SteamTorpedoDamage>(html`<steam-torpedo-damage></steam-torpedo-damage>`);
      // Start before the widget and Tab into it, as a reader would.
      const before = document.createElement('button');
      before.textContent = 'before';
      el.before(before);
      before.focus();
      await tabTo(el, (active) => active?.getAttribute('data-tile') === 'armored-turret');
      await sendKeys({ press: 'Space' });
      await el.updateComplete;
      expect(tileState(el, 'armored-turret')?.destroyed).to.equal(true);
      expect(shadow(el).activeElement?.id).to.equal('result');
      await tabTo(el, (active) => active?.getAttribute('part')?.includes('undo-button') === true);
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(tileState(el, 'armored-turret')?.destroyed).to.equal(false);
      // Back up to the choices: Shift+Tab until the absorb button.
      const seen: string[] = [];
      await sendKeys({ down: 'Shift' });
      for (let i = 0; i < 20 && !text(focused(el)).startsWith('Absorb'); i++) {
        await sendKeys({ press: 'Tab' });
        seen.push(describeFocus(focused(el)));
      }
      await sendKeys({ up: 'Shift' });
      expect(text(focused(el)), seen.join(' → ')).to.contain('Absorb');
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(tileState(el, 'command-bridge')?.damage).to.equal(1);
      before.remove();
    });

    it('announces what each choice did in its live region', async () => {
      const el = await fixture<SteamTorpedoDamage>(html`<steam-torpedo-damage></steam-torpedo-damage>`);
      await click(el, choiceButton(el, 'Armored Turret'));
      const live = shadow(el).querySelector('.widget > [aria-live="polite"]');
      expect(text(live)).to.equal(
        'Armored Turret takes 1 damage token. Armored Turret is destroyed: all its gears are covered. Sailors 1 and 2 are eliminated. No compartment is left in the fore: the rest goes to the Command Bridge (control room) as 1 damage token.',
      );
      await click(el, button(el, 'undo-button'));
      expect(text(live)).to.equal('Undone: the last choice is taken back.');
    });
  });

  describe('the other presets', () => {
    it('spill-over: the damage fills the Telin Gas Projector, then must go on another starboard compartment', async () => {
      const el = await fixture<SteamTorpedoDamage>(html`<steam-torpedo-damage preset="spill-over"></steam-torpedo-damage>`);
      expect([number(el, 'attack-total'), number(el, 'armor'), number(el, 'damage-total')]).to.deep.equal(['3', '0', '3']);
      const armor = [...shadow(el).querySelectorAll('[part="armor-list"] li')].map((item) => text(item));
      expect(armor).to.include('+0 Armored Bow: armored, but nobody mans it');
      expect(board(el).highlightLocation).to.equal('starboard');
      expect(choiceButtons(el).map((item) => text(item))).to.deep.equal([
        'Absorb it into the Command Bridge (control room)',
        'Damage on Armored Bow',
        'Damage on Telin Gas Projector',
        'Damage on Armored Turret',
        'Damage on Harpoon Gun',
      ]);
      await click(el, choiceButton(el, 'Telin Gas Projector'));
      expect(tileState(el, 'gas-projector')?.destroyed).to.equal(true);
      expect(choiceButtons(el).map((item) => text(item))).to.deep.equal(['Damage on Armored Bow', 'Damage on Armored Turret', 'Damage on Harpoon Gun']);
      expect(text(shadow(el).querySelector('[part="choices"] p'))).to.contain('2');
      // Focus moved to the next choice.
      expect(text(shadow(el).activeElement)).to.equal('Damage on Armored Bow');
      expect(text(shadow(el).querySelector('[data-tile="harpoon-gun"] [part="choice-effect"]'))).to.equal(
        'Harpoon Gun takes 2 damage tokens, covering 1 oxygen token. Harpoon Gun is destroyed: all its gears are covered.',
      );
      await click(el, choiceButton(el, 'Harpoon Gun'));
      expect(text(shadow(el).querySelector('[part="tally"]'))).to.contain('1 oxygen token lost, destroyed: Telin Gas Projector and Harpoon Gun');
      await expect(el).to.be.accessible();
    });

    it('oxygen-gear: armor 1 from the captain in the Armored Bow; the Boiler Room’s gears are all oxygen', async () => {
      const el = await fixture<SteamTorpedoDamage>(html`<steam-torpedo-damage preset="oxygen-gear"></steam-torpedo-damage>`);
      expect([number(el, 'attack-total'), number(el, 'armor'), number(el, 'damage-total')]).to.deep.equal(['3', '1', '2']);
      const armor = [...shadow(el).querySelectorAll('[part="armor-list"] li')].map((item) => text(item));
      expect(armor).to.deep.equal(['+1 Armored Bow, manned by the captain', '+0 Armored Bow’s bonus is for the fore only']);
      expect(text(shadow(el).querySelector('[data-tile="boiler-room"] [part="choice-effect"]'))).to.contain('Boiler Room takes 2 damage tokens, covering 2 oxygen tokens.');
      expect(text(shadow(el).querySelector('[data-tile="stern-mortar"] [part="choice-effect"]'))).to.equal('Stern Mortar takes 2 damage tokens.');
      await click(el, choiceButton(el, 'Boiler Room'));
      expect(tileState(el, 'boiler-room')).to.include({ damage: 3, oxygen: 0, destroyed: true });
    });

    it('drain: 3 oxygen from the port, armor plays no part, one compartment emptied before the next', async () => {
      const el = await fixture<SteamTorpedoDamage>(html`<steam-torpedo-damage preset="drain"></steam-torpedo-damage>`);
      expect(number(el, 'oxygen')).to.equal('3');
      expect(text(numberBox(el, 'oxygen'))).to.contain('from the port');
      expect(numberBox(el, 'oxygen').querySelector('a')?.getAttribute('href')).to.equal('/steam-torpedo/attacks/#attack-drain-oxygen');
      expect(text(numberBox(el, 'armor'))).to.contain('Plays no part');
      expect(shadow(el).querySelector('[data-number="damage-total"]')).to.equal(null);
      expect(choiceButtons(el).map((item) => text(item))).to.deep.equal([
        'Oxygen from Stern Mortar',
        'Oxygen from Boiler Room',
        'Oxygen from Broadside Battery',
        'Oxygen from Heavy Torpedo Tube',
        'Oxygen from Steam Ram',
      ]);
      // Each preview says what is left briefly; the log says once how a drain goes on.
      expect(text(shadow(el).querySelector('[data-tile="stern-mortar"] [part="choice-effect"]'))).to.equal('Stern Mortar loses 1 oxygen token. 2 oxygen tokens still to remove from the port.');
      await click(el, choiceButton(el, 'Stern Mortar'));
      expect(tileState(el, 'stern-mortar')?.oxygen).to.equal(0);
      expect(choiceButtons(el).length).to.equal(4);
      await click(el, choiceButton(el, 'Steam Ram'));
      await click(el, choiceButton(el, 'Boiler Room'));
      expect(choiceButtons(el)).to.deep.equal([]);
      expect(text(shadow(el).querySelector('[part="tally"]'))).to.contain('3 oxygen tokens lost');
    });

    it('location-gone: nothing to choose, the control room took the damage as one token', async () => {
      const el = await fixture<SteamTorpedoDamage>(html`<steam-torpedo-damage preset="location-gone"></steam-torpedo-damage>`);
      expect([number(el, 'attack-total'), number(el, 'armor'), number(el, 'damage-total')]).to.deep.equal(['2', '0', '2']);
      expect(choiceButtons(el)).to.deep.equal([]);
      expect(text(shadow(el).querySelector('#choices-heading'))).to.equal('Nothing left to choose');
      expect(tileState(el, 'command-bridge')?.damage).to.equal(1);
      expect(log(el).entries.map((entry) => entry.rule?.id)).to.deep.equal([
        'steam-torpedo/attack.damage-total',
        'steam-torpedo/attack.assign',
        'steam-torpedo/attack.assign',
      ]);
      expect(text(shadow(el).querySelector('[part="result"]'))).to.contain('No compartment is left in the fore');
      expect(board(el).selectable).to.deep.equal([]);
      await expect(el).to.be.accessible();
    });

    it('shows every preset’s title and description', async () => {
      for (const preset of DAMAGE_PRESETS) {
        const el = await fixture<SteamTorpedoDamage>(html`<steam-torpedo-damage preset=${preset.name}></steam-torpedo-damage>`);
        expect(text(shadow(el).querySelector('h2'))).to.equal(`Taking the hit: ${preset.title}`);
        // The description, then the rule the example shows (every lab's preset heading, LabShell).
        const description = shadow(el).querySelector('[part="description"]');
        expect(text(description).startsWith(preset.description)).to.equal(true);
        expect(text(description?.querySelector('[part~="rule-id"]'))).to.equal(preset.rule);
        // Collapsed under "About this example": the numbers, the board and the question say it too.
        const about = shadow(el).querySelector<HTMLDetailsElement>('details[part="about"]');
        expect(about?.open).to.equal(false);
        expect(about?.querySelector('[part="description"]')).to.not.equal(null);
      }
    });
  });

  describe('scenarios and bad attributes', () => {
    it('runs a scenario given as JSON, which wins over the preset', async () => {
      const scenario = damagePreset('example-of-play');
      scenario.attack.total = 5;
      const el = await fixture<SteamTorpedoDamage>(html`<steam-torpedo-damage preset="drain" scenario=${JSON.stringify(scenario)}></steam-torpedo-damage>`);
      expect([number(el, 'attack-total'), number(el, 'armor'), number(el, 'damage-total')]).to.deep.equal(['5', '1', '4']);
      expect(text(shadow(el).querySelector('h2'))).to.equal('Taking the hit: your scenario');
      expect(text(shadow(el).querySelector('[part="description"]'))).to.contain('preset is ignored');
      // Set from script as an object, too.
      el.scenario = { attack: { total: 1, location: 'aft' } };
      await el.updateComplete;
      expect(number(el, 'attack-total')).to.equal('1');
    });

    it('shows an error naming the bad attribute, throws nothing, and recovers when fixed', async () => {
      const cases: [attribute: string, value: string, expected: string][] = [
        ['preset', 'example', 'preset must be one of example-of-play, spill-over, oxygen-gear, drain, location-gone'],
        ['scenario', '{oops', 'scenario must be JSON'],
        ['scenario', '{"attack":{"total":3,"location":"bow"}}', 'scenario.attack.location must be one of fore, aft, port, starboard'],
        ['scenario', '{"attack":{"total":3,"location":"fore"},"defender":{"damage":{"steam-ram":9}}}', 'scenario.defender.damage.steam-ram must be a whole number from 0 to 2'],
        ['scenario', '{"defender":{}}', 'scenario.attack is missing'],
        ['seed', 'x', 'seed must be a whole number'],
      ];
      for (const [attribute, value, expected] of cases) {
        const el = await fixture<SteamTorpedoDamage>(html`<steam-torpedo-damage></steam-torpedo-damage>`);
        el.setAttribute(attribute, value);
        await el.updateComplete;
        const panel = shadow(el).querySelector<RbErrorPanel>('rb-error-panel');
        expect(panel?.attribute, `${attribute}="${value}"`).to.equal(attribute);
        expect(panel?.message).to.contain(expected);
        expect(el.state).to.equal(null);
        expect(el.scenarioStart).to.equal(null);
        expect(el.choose({ type: 'absorb-damage', player: DEFENDER })).to.equal(null);
        el.removeAttribute(attribute);
        await el.updateComplete;
        expect(shadow(el).querySelector('rb-error-panel')).to.equal(null);
        expect(number(el, 'armor')).to.equal('1');
      }
    });

    it('lists every bad attribute at once, and the error is accessible', async () => {
      const el = await fixture<SteamTorpedoDamage>(html`<steam-torpedo-damage preset="nope" seed="1.5"></steam-torpedo-damage>`);
      const panels = [...shadow(el).querySelectorAll<RbErrorPanel>('rb-error-panel')];
      expect(panels.map((panel) => panel.attribute)).to.deep.equal(['seed', 'preset']);
      await expect(el).to.be.accessible();
    });

    it('logs a refused command with its rule and changes nothing', async () => {
      const el = await fixture<SteamTorpedoDamage>(html`<steam-torpedo-damage></steam-torpedo-damage>`);
      const before = el.state;
      const seen: boolean[] = [];
      el.addEventListener('rb-command', (event) => {
        seen.push((event as CustomEvent<{ result: { ok: boolean } }>).detail.result.ok);
      });
      const result = el.choose({ type: 'assign-damage', player: DEFENDER, tile: 'stern-mortar' });
      await el.updateComplete;
      expect(result?.ok).to.equal(false);
      expect(el.state).to.equal(before);
      const entry = log(el).entries.at(-1);
      expect(entry?.kind).to.equal('rejection');
      expect(entry?.rule?.id).to.equal('steam-torpedo/attack.assign');
      expect(entry?.text).to.contain('Damage must go on Armored Turret');
      el.choose({ type: 'end-turn', player: 'attacker' });
      expect(seen).to.deep.equal([false, false]);
    });
  });

  it('holds nothing running once removed from the page: put back, it shows the same choice and plays on', async () => {
    // The lab's rules run as a plain fold (LabRun): no stream or timer outlives the element.
    const el = await fixture<SteamTorpedoDamage>(html`<steam-torpedo-damage></steam-torpedo-damage>`);
    const before = el.state;
    const parent = el.parentElement;
    el.remove();
    expect(el.isConnected).to.equal(false);
    expect(el.state).to.equal(before);
    parent?.append(el);
    await el.updateComplete;
    expect(el.state).to.equal(before);
    expect(el.choose({ type: 'absorb-damage', player: DEFENDER })?.ok).to.equal(true);
    expect(tileState(el, 'command-bridge')?.damage).to.equal(1);
  });

  it('a new attribute starts the lab afresh from the new setup, its log and Undo back at the hit', async () => {
    const el = await fixture<SteamTorpedoDamage>(html`<steam-torpedo-damage></steam-torpedo-damage>`);
    await click(el, choiceButton(el, 'Absorb'));
    const old = el.state;
    expect(el.turns.length).to.equal(1);
    el.setAttribute('preset', 'drain');
    await el.updateComplete;
    expect(el.state).to.not.equal(old);
    expect(el.state).to.deep.equal(openDamageScenario({ seed: 1, preset: 'drain' }).state);
    expect(el.turns).to.deep.equal([]);
    expect(log(el).entries.map((entry) => entry.rule?.id)).to.deep.equal(openDamageScenario({ seed: 1, preset: 'drain' }).attack.map((event) => event.rule));
    expect(button(el, 'undo-button').getAttribute('aria-disabled')).to.equal('true');
    expect(number(el, 'oxygen')).to.equal('3');
  });
});

describe('<steam-torpedo-damage> under random clicks', () => {
  failOnEscapedErrors();

  it('never shows an error panel nor drops the keyboard focus, whatever a reader presses', async () => {
    for (const seed of [1, 2, 3]) {
      const el = await fixture<SteamTorpedoDamage>(html`<steam-torpedo-damage preset="example-of-play"></steam-torpedo-damage>`);
      await clickAtRandom(el, { steps: 30, seed });
    }
  });
});
