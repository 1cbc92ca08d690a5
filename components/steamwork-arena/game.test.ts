import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { replay } from '../../rules/engine/index.ts';
import { ruleById, ruleset, type SteamworkCommand, type SteamworkState } from '../../rules/steamwork-arena/index.ts';
import { clickAtRandom } from '../shared/random-clicks.ts';
import type { RbErrorPanel } from '../shared/rb-error-panel.ts';
import { commandLabel, describeEvent, inchWords } from './game-words.ts';
import { failOnEscapedErrors, focused, log, shadow, tabTo, text, waitFor } from '../shared/test-support.ts';
import './steamwork-arena-game.ts';
import type { GameCommandDetail, SteamworkArenaGame } from './steamwork-arena-game.ts';

function live(el: SteamworkArenaGame): SteamworkState {
  const state = el.state;
  if (state === null) throw new Error('no game');
  return state;
}

function prompt(el: SteamworkArenaGame): string {
  return text(shadow(el).querySelector('[part="prompt"]'));
}

function buttons(el: SteamworkArenaGame, selector = 'button'): HTMLButtonElement[] {
  return [...shadow(el).querySelectorAll<HTMLButtonElement>(selector)];
}

function buttonWith(el: SteamworkArenaGame, label: string, selector = 'button'): HTMLButtonElement {
  const found = buttons(el, selector).find((candidate) => text(candidate).includes(label));
  if (found === undefined) throw new Error(`no button "${label}" among ${buttons(el, selector).map((candidate) => text(candidate)).join(' | ')}`);
  return found;
}

async function settle(el: SteamworkArenaGame): Promise<void> {
  await el.updateComplete;
  await shadow(el).querySelector('rb-event-log')?.updateComplete;
}

async function click(el: SteamworkArenaGame, target: Element): Promise<void> {
  (target as HTMLElement).click();
  await settle(el);
}

async function ready(el: SteamworkArenaGame): Promise<void> {
  await click(el, buttonWith(el, 'Ready'));
}

/** Types a whole number into a number field of the actions, as a reader does. */
async function enter(el: SteamworkArenaGame, id: string, value: number): Promise<void> {
  const input = shadow(el).querySelector<HTMLInputElement>(`#${id}`);
  if (input === null) throw new Error(`no field ${id}`);
  input.value = String(value);
  input.dispatchEvent(new Event('input'));
  input.dispatchEvent(new Event('change'));
  await settle(el);
}

async function bid(el: SteamworkArenaGame, amount: number): Promise<void> {
  await enter(el, 'bid', amount);
  await click(el, buttonWith(el, 'Commit the bid'));
}

/** Clicks the arena at a point in inches, as a mouse does. */
async function clickArena(el: SteamworkArenaGame, x: number, y: number): Promise<void> {
  const svg = shadow(el).querySelector<SVGSVGElement>('svg.arena');
  const matrix = svg?.getScreenCTM();
  if (svg === null || matrix === null || matrix === undefined) throw new Error('no arena');
  const point = new DOMPoint(x, y).matrixTransform(matrix);
  svg.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: point.x, clientY: point.y }));
  await settle(el);
}

function cards(el: SteamworkArenaGame): Element[] {
  return [...shadow(el).querySelectorAll('[part="card"]')];
}

function miniatures(el: SteamworkArenaGame): Element[] {
  return [...shadow(el).querySelectorAll('svg.arena g.steamwork')];
}

/** Hot-seat, default game: both bid (red bids `red`, blue `blue`), each behind their hand-off. */
async function bothBid(el: SteamworkArenaGame, red: number, blue: number): Promise<void> {
  await bid(el, red);
  expect(el.handOff).to.equal(true);
  await ready(el);
  await bid(el, blue);
}

/** Presses Ready if the hand-off screen is up. */
async function readyIfAsked(el: SteamworkArenaGame): Promise<void> {
  if (el.handOff) await ready(el);
}

/** A hot-seat default game at red's act in round 1: red bid 2, blue 0, both stayed in C. */
async function redActing(): Promise<SteamworkArenaGame> {
  const el = await fixture<SteamworkArenaGame>(html`<steamwork-arena-game></steamwork-arena-game>`);
  await settle(el);
  await readyIfAsked(el);
  await bothBid(el, 2, 0);
  await readyIfAsked(el);
  await click(el, buttonWith(el, 'Stay in mode C'));
  await readyIfAsked(el);
  await click(el, buttonWith(el, 'Stay in mode C'));
  await readyIfAsked(el);
  expect(live(el).phase).to.equal('act');
  expect(live(el).act?.steamwork).to.equal('red');
  return el;
}

async function presetGame(name: string, extra = ''): Promise<SteamworkArenaGame> {
  const wrapper = await fixture<HTMLElement>(html`<div></div>`);
  wrapper.innerHTML = `<steamwork-arena-game preset="${name}" ${extra}></steamwork-arena-game>`;
  const el = wrapper.querySelector<SteamworkArenaGame>('steamwork-arena-game') ?? never();
  await settle(el);
  await readyIfAsked(el);
  return el;
}

async function withAttributes(attributes: string): Promise<SteamworkArenaGame> {
  const wrapper = await fixture<HTMLElement>(html`<div></div>`);
  wrapper.innerHTML = `<steamwork-arena-game ${attributes}></steamwork-arena-game>`;
  const el = wrapper.querySelector<SteamworkArenaGame>('steamwork-arena-game') ?? never();
  await settle(el);
  await readyIfAsked(el);
  return el;
}

function panels(el: SteamworkArenaGame): RbErrorPanel[] {
  return [...shadow(el).querySelectorAll<RbErrorPanel>('rb-error-panel')];
}

function logTexts(el: SteamworkArenaGame): string[] {
  return log(el).entries.map((entry) => entry.text);
}

/** What a screen reader reads of an element's text: its text without the parts hidden from it (`aria-hidden`). */
function heard(el: Element | null): string {
  if (el === null) return '';
  const parts: string[] = [];
  const walk = (node: Node): void => {
    if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return;
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    for (const child of node.childNodes) walk(child);
  };
  walk(el);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Elements with no role of their own, which an `aria-label` does not name (axe: aria-prohibited-attr). */
const GENERIC = new Set(['span', 'div', 'p', 'strong', 'em', 's', 'b', 'i', 'code', 'small', 'td', 'th', 'li', 'g', 'text', 'circle', 'path']);

function never(): never {
  throw new Error('missing');
}

describe('<steamwork-arena-game>', () => {
  failOnEscapedErrors();

  describe('first render', () => {
    it('names nothing with aria-label that has no role: the cards say health and the mode clip in words', async () => {
      const el = await fixture<SteamworkArenaGame>(html`<steamwork-arena-game players="3" per-player="2"></steamwork-arena-game>`);
      await settle(el);
      await readyIfAsked(el);
      const labelled = [...shadow(el).querySelectorAll('[aria-label]')].filter((node) => !node.hasAttribute('role') && GENERIC.has(node.localName));
      expect(labelled.map((node) => `${node.localName}: ${node.getAttribute('aria-label') ?? ''}`)).to.deep.equal([]);
      const card = cards(el)[0] ?? never();
      expect(heard(card.querySelector('[data-figure="health"]'))).to.equal('Health 3 of 3');
      expect(heard(card.querySelector('tr.mode th'))).to.equal('C mode clip');
      // Sighted readers still see the meter and the arrow.
      expect(text(card.querySelector('[data-figure="health"]'))).to.contain('3/3');
      expect(text(card.querySelector('tr.mode th'))).to.contain('◀');
      await expect(el).to.be.accessible();
    });

    it('keys every symbol and shorthand: a closed "Key to the symbols", abbreviations in words for screen readers', async () => {
      const el = await fixture<SteamworkArenaGame>(html`<steamwork-arena-game mode="bot"></steamwork-arena-game>`);
      await settle(el);
      const key = shadow(el).querySelector<HTMLDetailsElement>('details[part="key"]') ?? never();
      expect(key.open).to.equal(false);
      expect(text(key.querySelector('summary'))).to.equal('Key to the symbols');
      const explained = text(key.querySelector('dl'));
      for (const words of ['Attack, energy and defense icons', 'System Failure', 'Pending damage points', 'mode clip', 'shut-down zone', 'Reserve']) {
        expect(explained).to.contain(words);
      }
      const card = cards(el)[0] ?? never();
      expect(heard(card.querySelector('thead th:last-child'))).to.equal('Attack / energy / defense');
      expect(card.querySelector('abbr.failure')?.getAttribute('title')).to.equal('System Failure');
      // The summary opens it from the keyboard.
      key.querySelector('summary')?.focus();
      await sendKeys({ press: 'Enter' });
      expect(key.open).to.equal(true);
      await expect(el).to.be.accessible();
    });

    it('opens on the bid with two steamworks on the arena, cards and a rule link', async () => {
      const el = await fixture<SteamworkArenaGame>(html`<steamwork-arena-game></steamwork-arena-game>`);
      await settle(el);
      await readyIfAsked(el);
      expect(live(el).phase).to.equal('bid');
      expect(prompt(el)).to.contain('Red and Blue to commit');
      expect(shadow(el).querySelector('[part="prompt"] a[part="rule-link"]')?.getAttribute('href')).to.equal(ruleById('steamwork-arena/round.bid')?.docs);
      expect(miniatures(el)).to.have.length(2);
      expect(miniatures(el)[0]?.getAttribute('aria-label')).to.equal('Red, mode C, health 3 of 3');
      expect(cards(el)).to.have.length(2);
      // Red's view: Red's reserve is shown, Blue's hidden.
      expect(text(shadow(el).querySelector('[part="card"][data-steamwork="red"] [data-figure="reserve"]'))).to.equal('Reserve 3');
      expect(text(shadow(el).querySelector('[part="card"][data-steamwork="blue"] [data-figure="reserve"]'))).to.equal('Reserve hidden');
      expect(text(shadow(el).querySelector('#actions-heading'))).to.equal("Red's choices");
      await expect(el).to.be.accessible();
    });

    it('seats 3 players, or 2 steamworks each in team play', async () => {
      const three = await withAttributes('players="3"');
      expect(miniatures(three)).to.have.length(3);
      expect(cards(three)).to.have.length(3);
      expect(prompt(three)).to.contain('Red, Blue and Green to commit');
      const teams = await withAttributes('per-player="2"');
      expect(miniatures(teams)).to.have.length(4);
      expect(cards(teams).map((card) => card.getAttribute('data-steamwork'))).to.deep.equal(['red-1', 'red-2', 'blue-1', 'blue-2']);
      expect(miniatures(teams)[2]?.getAttribute('aria-label')).to.equal('Blue-1, mode C, health 3 of 3');
      await expect(teams).to.be.accessible();
    });
  });

  describe('at one screen', () => {
    it('opens on a hand-off to the first player: nobody’s reserve or secret is on screen before Ready', async () => {
      const el = await fixture<SteamworkArenaGame>(html`<steamwork-arena-game></steamwork-arena-game>`);
      await settle(el);
      expect(el.handOff).to.equal(true);
      expect(text(shadow(el).querySelector('[part="handoff"]'))).to.contain('Pass the screen to Red');
      expect(shadow(el).querySelector('[part="card"]')).to.equal(null);
      await expect(el).to.be.accessible();
      await ready(el);
      expect(el.viewer).to.equal('red');
      expect(text(shadow(el).querySelector('[part="card"][data-steamwork="red"] [data-figure="reserve"]'))).to.equal('Reserve 3');
    });

    it('bids behind hand-off screens: the other bid is never on screen before the reveal', async () => {
      const el = await fixture<SteamworkArenaGame>(html`<steamwork-arena-game></steamwork-arena-game>`);
      await settle(el);
      await readyIfAsked(el);
      await bid(el, 2);
      // The hand-off hides everything: no arena, no cards, no log (only its line of controls stays).
      expect(el.handOff).to.equal(true);
      expect(text(shadow(el).querySelector('[part="handoff"]'))).to.contain('Pass the screen to Blue');
      expect(shadow(el).querySelector('svg.arena')).to.equal(null);
      expect(log(el).toolsOnly).to.equal(true);
      expect(shadow(log(el)).querySelector('li, [part="heading"], [part="scroller"]')).to.equal(null);
      expect(shadow(el).querySelector('[part="card"]')).to.equal(null);
      await expect(el).to.be.accessible();
      await ready(el);
      expect(el.viewer).to.equal('blue');
      expect(text(shadow(el).querySelector('#actions-heading'))).to.equal("Blue's choices");
      // Blue's view: Red's reserve hidden, Red's bid hidden in the log.
      expect(text(shadow(el).querySelector('[part="card"][data-steamwork="red"] [data-figure="reserve"]'))).to.equal('Reserve hidden');
      expect(logTexts(el)).to.include('Red has committed a bid in secret.');
      expect(logTexts(el).join(' ')).not.to.contain('bids 2');
      expect(shadow(el).innerHTML).not.to.contain('bids 2');
      await bid(el, 0);
      expect(live(el).phase).to.equal('shift');
      expect(logTexts(el).join(' ')).to.contain('Bids revealed: Red 2 and Blue 0.');
      // Blue shifts first (last initiative): Blue is still at the screen, so no hand-off.
      expect(el.handOff).to.equal(false);
      expect(prompt(el)).to.contain('Blue to answer');
    });

    it('plays a full round by clicking, into round 2', async () => {
      const el = await redActing();
      await click(el, buttonWith(el, 'End the action'));
      expect(el.handOff).to.equal(true);
      await ready(el);
      expect(live(el).act?.steamwork).to.equal('blue');
      await click(el, buttonWith(el, 'End the action (+2 energy'));
      await readyIfAsked(el);
      expect(live(el).round).to.equal(2);
      expect(live(el).phase).to.equal('bid');
      expect(text(shadow(el).querySelector('#status-heading'))).to.contain('Round 2');
    });

    it('moves by clicking the arena inside the reach; a move out of reach is refused with its rule', async () => {
      const el = await redActing();
      const start = live(el).steamworks.red?.position ?? never();
      expect(shadow(el).querySelector('circle.move-reach')?.getAttribute('r')).to.equal('3');
      await clickArena(el, start.x + 8, start.y);
      expect(live(el).steamworks.red?.position).to.deep.equal(start);
      const refusal = shadow(el).querySelector('[part="refusal"]');
      expect(text(refusal)).to.contain('A move in mode C is one straight line of up to 3 inches');
      expect(refusal?.querySelector('a[part="rule-link"]')?.getAttribute('href')).to.equal(ruleById('steamwork-arena/zones.lengths')?.docs);
      expect(logTexts(el).at(-1)).to.contain('A move in mode C');
      await clickArena(el, start.x + 2, start.y + 1);
      const moved = live(el).steamworks.red?.position ?? never();
      expect(moved.x).to.be.closeTo(start.x + 2, 0.11);
      expect(moved.y).to.be.closeTo(start.y + 1, 0.11);
      expect(live(el).act?.moved).to.equal(true);
      expect(shadow(el).querySelector('circle.move-reach')).to.equal(null);
      expect(shadow(el).querySelector('[part="refusal"]')).to.equal(null);
    });

    it('moves with the keyboard only: Tab to the arena, arrow keys, Enter', async () => {
      const el = await redActing();
      const start = live(el).steamworks.red?.position ?? never();
      await tabTo(el, (active) => active?.localName === 'svg');
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'ArrowDown' });
      await settle(el);
      await sendKeys({ press: 'Enter' });
      await settle(el);
      expect(live(el).steamworks.red?.position).to.deep.equal({ x: start.x + 1, y: start.y + 0.5 });
      await aTimeout(0);
      // Focus moved on to the next choice.
      expect(focused(el)?.localName).to.equal('button');
    });

    it('undo takes back one command, reset goes back to the start, replay steps through the log', async () => {
      const el = await fixture<SteamworkArenaGame>(html`<steamwork-arena-game></steamwork-arena-game>`);
      await settle(el);
      await readyIfAsked(el);
      await bothBid(el, 1, 2);
      expect(live(el).phase).to.equal('shift');
      await click(el, buttonWith(el, 'Undo'));
      expect(live(el).phase).to.equal('bid');
      expect(live(el).prompt?.kind === 'commit-reveal' && live(el).prompt).to.deep.include({ commitments: { red: 1, blue: null } });
      await readyIfAsked(el);
      await bid(el, 2);
      expect(live(el).phase).to.equal('shift');
      // No replay on the hand-off screen: it would show the last player's view to the next one.
      expect(el.handOff).to.equal(true);
      expect(buttons(el).some((button) => text(button) === 'Replay')).to.equal(false);
      await ready(el);
      // Replay: from the setup, one event at a time, rebuilt by the engine.
      await click(el, buttonWith(el, 'Replay'));
      const slider = shadow(el).querySelector<HTMLInputElement>('input[type="range"]') ?? never();
      expect(slider.value).to.equal('0');
      expect(el.replayPosition).to.equal(0);
      slider.value = '2';
      slider.dispatchEvent(new Event('input'));
      await settle(el);
      expect(text(shadow(el).querySelector('[part="replay-position"]'))).to.contain('Event 2 of');
      const events = (el.engine ?? never()).log;
      expect(replay(ruleset, el.setup ?? never(), events.slice(0, 2)).phase).to.equal('bid');
      await click(el, buttonWith(el, 'Back to the game'));
      expect(el.replayPosition).to.equal(null);
      await click(el, buttonWith(el, 'Reset'));
      expect(live(el).phase).to.equal('bid');
      expect((el.engine ?? never()).log).to.have.length(0);
      // Whoever is at the screen after a reset may not be Red: the screen is handed over first.
      expect(el.handOff).to.equal(true);
      expect(text(shadow(el).querySelector('[part="handoff"]'))).to.contain('Pass the screen to Red');
    });

    it('fires rb-command for every command, accepted or refused', async () => {
      const el = await fixture<SteamworkArenaGame>(html`<steamwork-arena-game></steamwork-arena-game>`);
      await settle(el);
      await readyIfAsked(el);
      const heard: GameCommandDetail[] = [];
      el.addEventListener('rb-command', (event) => heard.push(event.detail as GameCommandDetail));
      await bid(el, 9);
      expect(heard.at(-1)?.result.ok).to.equal(false);
      expect(text(shadow(el).querySelector('[part="refusal"]'))).to.contain('at most 3');
      await bid(el, 1);
      expect(heard.at(-1)).to.deep.include({ by: 'reader' });
      expect(heard.at(-1)?.result.ok).to.equal(true);
      const command: SteamworkCommand | undefined = heard.at(-1)?.command;
      expect(command?.type).to.equal('bid');
    });
  });

  describe('team play', () => {
    it('a bid draws on any reserve the player controls, split as the reader says', async () => {
      const el = await withAttributes('per-player="2"');
      await enter(el, 'bid-red-2', 2);
      await enter(el, 'bid-red-1', 1);
      await click(el, buttonWith(el, 'Commit a bid of 3'));
      expect(live(el).steamworks['red-1']?.reserve).to.equal(2);
      expect(live(el).steamworks['red-2']?.reserve).to.equal(1);
      expect(el.handOff).to.equal(true);
      await ready(el);
      // Too much from one reserve: refused with the team rule.
      await enter(el, 'bid-blue-1', 4);
      await click(el, buttonWith(el, 'Commit a bid of 4'));
      const refusal = shadow(el).querySelector('[part="refusal"]');
      expect(text(refusal)).to.contain('from.blue-1: 0 to 3 energy');
      expect(refusal?.querySelector('a[part="rule-link"]')?.getAttribute('href')).to.equal(ruleById('steamwork-arena/teams.sides')?.docs);
    });
  });

  describe('secret customisation', () => {
    it('each player pencils in their template behind a hand-off; bad notation is refused with its rule', async () => {
      const el = await withAttributes('secret-customisation');
      expect(live(el).phase).to.equal('customise');
      const select = shadow(el).querySelector<HTMLSelectElement>('#customise-red') ?? never();
      select.value = 'preset:balanced-mode';
      select.dispatchEvent(new Event('change'));
      await settle(el);
      await click(el, buttonWith(el, 'Commit the customisation'));
      await ready(el);
      expect(el.viewer).to.equal('blue');
      const blue = shadow(el).querySelector<HTMLSelectElement>('#customise-blue') ?? never();
      blue.value = 'notation';
      blue.dispatchEvent(new Event('change'));
      await settle(el);
      const area = shadow(el).querySelector<HTMLTextAreaElement>('#customise-blue-text') ?? never();
      expect(area.value).to.contain('C): a eee d');
      area.value = 'A): e ddd\nB): ee dd\nC): a eee d X\nD): aa ee\nE): aaa e';
      area.dispatchEvent(new Event('input'));
      await settle(el);
      await click(el, buttonWith(el, 'Commit the customisation'));
      const refusal = shadow(el).querySelector('[part="refusal"]');
      expect(text(refusal)).to.contain('"X" is not an icon');
      expect(refusal?.querySelector('a[part="rule-link"]')?.getAttribute('href')).to.equal(ruleById('steamwork-arena/setup.template')?.docs);
      blue.value = 'keep';
      blue.dispatchEvent(new Event('change'));
      await settle(el);
      await click(el, buttonWith(el, 'Commit the customisation'));
      expect(live(el).phase).to.equal('bid');
      await readyIfAsked(el);
      // Revealed: Red's balanced mode (an added attack in A) on Red's card.
      expect(text(shadow(el).querySelector('[part="card"][data-steamwork="red"] tr[data-zone="A"]'))).to.contain('A');
      expect(shadow(el).querySelectorAll('[part="card"][data-steamwork="red"] .icon.added')).to.have.length(6);
    });
  });

  describe('a conflict, from the rulebook', () => {
    it('attack, hide, pick and spend the pdp, each secret behind its hand-off (Conflict Example 1)', async () => {
      const el = await presetGame('conflict-example-1');
      expect(text(shadow(el).querySelector('#title'))).to.equal('Conflict Example 1: Laurel attacks Hardy');
      expect(text(shadow(el).querySelector('[part="description"]'))).to.contain('Laurel');
      expect(log(el).prelude?.summary).to.contain('How we got here');
      expect(el.viewer).to.equal('laurel');
      // Hardy is a target on the arena and among the buttons.
      expect(shadow(el).querySelector('g.target [data-steamwork="hardy"]')).not.to.equal(null);
      await click(el, buttonWith(el, 'Attack Hardy (touching)'));
      expect(live(el).phase).to.equal('conflict');
      await enter(el, 'hand-0', 3);
      await enter(el, 'hand-1', 2);
      await click(el, buttonWith(el, 'Hold out the hands'));
      await ready(el);
      expect(el.viewer).to.equal('hardy');
      expect(shadow(el).innerHTML).not.to.contain('3 left, 2 right');
      await enter(el, 'hand-0', 2);
      await click(el, buttonWith(el, 'Hold out the hands'));
      expect(live(el).prompt?.id).to.equal('picks');
      await ready(el);
      await click(el, buttonWith(el, 'Pick the right hand'));
      await ready(el);
      await click(el, buttonWith(el, 'Pick the right hand'));
      expect(live(el).prompt?.id).to.equal('spend-pdp');
      await ready(el);
      expect(el.viewer).to.equal('laurel');
      expect(logTexts(el).join(' ')).to.contain('the attacker shows 2, the defender 0: 2 pending damage points');
      await click(el, buttonWith(el, 'Move the health clip down'));
      await click(el, buttonWith(el, 'Move the health clip down'));
      expect(live(el).steamworks.hardy?.health).to.equal(1);
      expect(live(el).prompt?.id).to.equal('act');
      expect(heard(shadow(el).querySelector('[part="card"][data-steamwork="hardy"] [data-figure="health"]'))).to.equal('Health 1 of 3');
      await expect(el).to.be.accessible();
    });

    it('every preset opens where its example starts', async () => {
      const ranged = await presetGame('ranged-example-1');
      expect(buttonWith(ranged, 'Attack Ozzie at range, paying 2 energy tokens').dataset.command).to.equal('attack');
      expect(shadow(ranged).querySelector('circle.range-reach')).not.to.equal(null);
      const reckoning = await presetGame('reckoning-example-1');
      expect(live(reckoning).prompt?.id).to.equal('reckoning');
      await readyIfAsked(reckoning);
            await click(reckoning, buttonWith(reckoning, 'Shut down mode A'));
      await click(reckoning, buttonWith(reckoning, 'Shut down mode B'));
      expect(live(reckoning).steamworks.hardy?.health).to.equal(3);
      // Undo goes back no further than the example's start.
      await click(reckoning, buttonWith(reckoning, 'Undo'));
      await click(reckoning, buttonWith(reckoning, 'Undo'));
      await click(reckoning, buttonWith(reckoning, 'Undo'));
      expect(live(reckoning).prompt?.id).to.equal('reckoning');
      const second = await presetGame('reckoning-example-2', 'seed="3"');
      expect(text(shadow(second).querySelector('[part="preset-note"]'))).to.contain('seed is ignored here');
    });
  });

  describe('against bots', () => {
    it('the bot bids and plays on a timer until it is the reader’s turn', async () => {
      const el = await withAttributes('mode="bot" bot-delay="0"');
      expect(el.viewer).to.equal('red');
      await bid(el, 1);
      await waitFor(() => live(el).phase !== 'bid' && el.legalCommands.length > 0, 'the game never came back to red');
      expect(el.handOff).to.equal(false);
      expect(el.legalCommands.every((command) => command.player === 'red')).to.equal(true);
      // Undo takes back everything back to the reader's bid.
      await click(el, buttonWith(el, 'Undo'));
      expect(live(el).phase).to.equal('bid');
      expect(live(el).prompt?.kind === 'commit-reveal' ? live(el).prompt : null).to.deep.include({ commitments: { red: null, blue: null } });
    });

    it('heuristic bots play each other to the end, and the outcome is shown', async function () {
      const el = await withAttributes('mode="bots" bot="heuristic" bot-delay="0" seed="2"');
      expect(el.viewer).to.equal(null);
      // Watching: everything is shown, reserves included.
      expect(text(shadow(el).querySelector('[part="card"][data-steamwork="blue"] [data-figure="reserve"]'))).to.equal('Reserve 3');
      await waitFor(() => live(el).outcome !== null, 'the bots never finished', { interval: 50 });
      await settle(el);
      const outcome = shadow(el).querySelector('[part="outcome"]');
      expect(outcome?.getAttribute('data-winners')).to.equal((live(el).outcome?.winners ?? []).join(' '));
      expect(text(outcome)).to.match(/(Red|Blue) wins: (Red|Blue) is the last one standing\./);
      expect(outcome?.querySelector('a[part="rule-link"]')?.getAttribute('href')).to.equal(ruleById('steamwork-arena/reckoning.winner')?.docs);
      expect(el.botPending).to.equal(false);
      await expect(el).to.be.accessible();
    });

    it('random bots in a 3-player game play on without getting stuck, and stop when removed', async function () {
      const el = await withAttributes('mode="bots" bot-delay="0" bot="random" players="3"');
      await waitFor(() => live(el).outcome !== null || live(el).round >= 4, 'the bots got stuck', { interval: 50 });
      el.remove();
      expect(el.botPending).to.equal(false);
      const events = (el.engine ?? never()).log.length;
      await aTimeout(50);
      expect((el.engine ?? never()).log.length).to.equal(events);
    });
  });

  describe('legible at any width', () => {
    /** Every text a sighted reader sees in the arena and the cards, with its rendered size in CSS px. */
    function textSizes(el: SteamworkArenaGame): { text: string; size: number }[] {
      const found: { text: string; size: number }[] = [];
      for (const node of shadow(el).querySelectorAll('svg.arena *, [part="card"] *')) {
        const own = [...node.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '');
        if (!own || node.localName === 'title' || node.closest('.visually-hidden') !== null) continue;
        const fontSize = parseFloat(getComputedStyle(node).fontSize);
        const scale = node instanceof SVGGraphicsElement ? (node.getScreenCTM()?.a ?? 0) : 1;
        found.push({ text: text(node), size: fontSize * scale });
      }
      return found;
    }

    for (const width of [560, 340]) {
      it(`shows no text under 12 px in the arena and the cards in a ${String(width)} px column`, async () => {
        const holder = await fixture<HTMLElement>(html`<div style=${`width: ${String(width)}px`}></div>`);
        holder.innerHTML = '<steamwork-arena-game players="2" per-player="3" mode="bot"></steamwork-arena-game>';
        const el = holder.querySelector<SteamworkArenaGame>('steamwork-arena-game') ?? never();
        await settle(el);
        const sizes = textSizes(el);
        // Six health meters' "SF", and Red-1's letter on the arena and on its card.
        expect(sizes.filter((entry) => entry.text === 'SF' || entry.text === 'R1')).to.have.length(8);
        const small = sizes.filter((entry) => entry.size < 12).map((entry) => `${entry.text} ${entry.size.toFixed(1)} px`);
        expect(small).to.deep.equal([]);
      });

      it(`draws every miniature at least 24 px across in a ${String(width)} px column, so they are told apart on a phone`, async () => {
        const holder = await fixture<HTMLElement>(html`<div style=${`width: ${String(width)}px`}></div>`);
        holder.innerHTML = '<steamwork-arena-game players="2" per-player="3" mode="bot"></steamwork-arena-game>';
        const el = holder.querySelector<SteamworkArenaGame>('steamwork-arena-game') ?? never();
        await settle(el);
        const sizes = [...shadow(el).querySelectorAll('svg.arena .miniature')].map((disc) => disc.getBoundingClientRect().width);
        expect(sizes).to.have.length(6);
        expect(sizes.filter((size) => size < 24).map((size) => size.toFixed(1))).to.deep.equal([]);
      });
    }
  });

  describe('words', () => {
    it('counts inches and steps in words: "1 inch", never "1 inches"', async () => {
      const el = await redActing();
      const state = live(el);
      const from = state.steamworks.red?.position ?? never();
      const oneInch = { x: from.x + 1, y: from.y };
      expect(commandLabel(state, { type: 'move', player: 'red', to: oneInch })).to.match(/^Move 1 inch right, to /);
      expect(commandLabel(state, { type: 'move', player: 'red', to: { x: from.x + 2.5, y: from.y } })).to.match(/^Move 2\.5 inches right, to /);
      expect(describeEvent(state, { type: 'moved', rule: 'steamwork-arena/round.act', steamwork: 'red', from, to: oneInch })).to.match(/^Red moves 1 inch to /);
      expect(inchWords(1)).to.equal('1 inch');
      expect(inchWords(0.96)).to.equal('1 inch');
      expect(inchWords(3)).to.equal('3 inches');
    });
  });

  describe('bad attributes', () => {
    it('shows a readable error naming each bad attribute, and never throws', async () => {
      const el = await withAttributes('players="5" mode="x" seed="1.5" specials="laser" preset="nope"');
      expect(panels(el).map((panel) => panel.attribute)).to.deep.equal(['preset', 'players', 'mode', 'seed', 'specials']);
      expect(panels(el)[0]?.message).to.contain('conflict-example-1');
      expect(el.engine).to.equal(null);
      await expect(el).to.be.accessible();
      const perPlayer = await withAttributes('per-player="4"');
      expect(panels(perPlayer).map((panel) => panel.attribute)).to.deep.equal(['per-player']);
      // Within limits each, but too many in all: the rules' limit, worded with the attribute's name.
      const crowded = await withAttributes('players="4" per-player="2"');
      expect(panels(crowded).map((panel) => panel.attribute)).to.deep.equal(['per-player']);
      expect(panels(crowded)[0]?.message).to.contain('at most 6 steamworks fit the arena in all');
      crowded.setAttribute('per-player', '1');
      await settle(crowded);
      await readyIfAsked(crowded);
      expect(panels(crowded)).to.have.length(0);
      expect(miniatures(crowded)).to.have.length(4);
    });

    it('words every message with the attribute as written in HTML, saying what is allowed', async () => {
      const cases: [attributes: string, attribute: string, allowed: string][] = [
        ['players="9"', 'players', 'players must be 2 to 4; got 9.'],
        ['per-player="x"', 'per-player', 'per-player must be a whole number from 1 to 3 steamworks each; got "x".'],
        ['per-player="0"', 'per-player', 'per-player must be 1 to 3 steamworks each; got 0.'],
        ['players="3" per-player="3"', 'per-player', 'per-player must be 1 to 2 with 3 players: at most 6 steamworks fit the arena in all; got 3 (9 in all).'],
        ['players="4" per-player="2"', 'per-player', 'per-player must be 1 with 4 players: at most 6 steamworks fit the arena in all; got 2 (8 in all).'],
        ['seed="x"', 'seed', 'seed must be a whole number'],
        ['specials="nope"', 'specials', 'specials must be a comma-separated list of range-bonus'],
        ['preset="nope"', 'preset', 'preset must be one of conflict-example-1'],
        ['mode="x"', 'mode', 'mode must be one of hot-seat, bot, bots; got "x".'],
        ['bot="x"', 'bot', 'bot must be one of easy, medium, hard, heuristic, random; got "x".'],
        ['bot-delay="-1"', 'bot-delay', 'bot-delay must be a number of milliseconds from 0 to'],
      ];
      for (const [attributes, attribute, allowed] of cases) {
        const el = await withAttributes(attributes);
        const messages = panels(el).map((panel) => `${panel.attribute}| ${panel.message}`);
        expect(messages, attributes).to.have.length(1);
        expect(messages[0], attributes).to.match(new RegExp(`^${attribute}\\| ${attribute}\\b`));
        expect(messages[0], attributes).to.contain(allowed);
        // No setup field's name (perPlayer, secretCustomisation) in place of the attribute's.
        expect(messages[0], attributes).not.to.match(/\b[a-z]+[A-Z]\w*/);
      }
    });

    it('labels workshop specials as untested', async () => {
      const el = await withAttributes('specials="range-bonus"');
      expect(text(shadow(el).querySelector('.untested'))).to.contain('untested');
      expect(text(cards(el)[0]?.querySelector('.specials'))).to.contain('untested');
    });
  });

  describe('a reader clicking at random', () => {
    for (const [players, mode] of [[2, 'bot'], [3, 'bot'], [4, 'bot'], [3, 'hot-seat'], [2, 'bots']] as const) {
      it(`never sees an error panel nor loses focus: ${String(players)} players, ${mode}`, async function () {
        // 60 clicks with an axe run every 20 (80 until the suite neared its 12 minutes; the soak runs ten times as many).
        const el = await withAttributes(`players="${String(players)}" mode="${mode}" bot-delay="0" seed="${String(players)}"`);
        // Bots move between the reader's clicks (no delay): wait until none is about to (bots alone never stop).
        const between = mode === 'bots' ? undefined : (): Promise<void> => waitFor(() => !el.botPending, 'a bot never moved', { interval: 5 });
        const clicked = await clickAtRandom(el, { steps: 60, seed: players * 7 + mode.length, between });
        console.log(`random clicks (${String(clicked.length)}): ${clicked.slice(0, 25).join(' | ')}`);
        expect(clicked.length).to.be.greaterThan(0);
      });
    }
  });
});
