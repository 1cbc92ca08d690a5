/**
 * A test helper (no element imports it): a reader with only a keyboard who plays a whole game to
 * its end. Every key goes through the browser (`sendKeys`): Tab walks the widget's stops in the
 * order a keyboard user meets them, and at each stop that makes a move (a choice button, a board
 * piece, a Ready button, a select; with `toggles`, a checkbox or a radio button) the reader presses
 * it now or walks on, at random but seeded. Enter presses buttons and pieces; ↓ changes a select
 * (and picks the next radio button), Space ticks a checkbox. After each press the widget settles and
 * the helper checks what a reader must never meet: an error panel, or the focus dropped on the
 * page; and every `axeEvery` presses, that axe finds no accessibility violation in the state the
 * game has reached (once per distinct state: axe-once.ts). Undo, Reset, Replay, Pause, the skip link and links are walked past, never pressed.
 *
 * The walk starts at `start`, an element just before the widget in the page; when Tab leaves the
 * widget, the reader starts again from there (the one step that is not a key: a reader would
 * Shift+Tab back).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectAccessibleOnce } from './axe-once.ts';
import { describeFocus, focused, labelsWithoutRole, seededFractions, settleDeep, shadow, text, waitFor, type Settling } from './test-support.ts';

export interface KeyboardPlay {
  /** Focusable element before the widget, where each walk starts. */
  start: HTMLElement;
  seed: number;
  /** True once the game is over: the walk stops. */
  finished: () => boolean;
  /** Most presses before giving up (the test then fails, naming the last ones). */
  maxPresses: number;
  /** Awaited after each press, e.g. to let the bots move. */
  between?: () => Promise<void>;
  /** Run axe on the widget after every this many presses (and at the end). */
  axeEvery: number;
  /** Checkboxes and radio buttons are moves too (Space ticks a box, ↓ picks the next radio): for a form of choices. */
  toggles?: boolean;
}

/** Parts of the controls a player's move never comes from. */
const NOT_A_MOVE = /\b(undo-button|reset-button|replay-button|pause-button|replay-back|replay-forward|replay-exit|replay-slider|skip-past)\b/;

/** A checkbox or a radio button, for a game whose choices include them (`toggles`). */
function isToggle(active: Element | null): active is HTMLInputElement {
  return active instanceof HTMLInputElement && (active.type === 'checkbox' || active.type === 'radio') && !active.disabled;
}

/** Whether the focused element makes a move when pressed. */
function isMove(active: Element | null, toggles: boolean): boolean {
  if (active === null) return false;
  if (toggles && isToggle(active)) return true;
  if (NOT_A_MOVE.test(active.getAttribute('part') ?? '')) return false;
  if (active instanceof HTMLSelectElement) return !active.disabled;
  if (active instanceof HTMLButtonElement) return !active.disabled && active.getAttribute('aria-disabled') !== 'true';
  return active.getAttribute('role') === 'button' && active.getAttribute('aria-disabled') !== 'true';
}

/** Plays `el` by keyboard until `finished()`; returns what was pressed, in order. */
export async function playByKeyboard(el: Settling, { start, seed, finished, maxPresses, between, axeEvery, toggles = false }: KeyboardPlay): Promise<string[]> {
  const random = seededFractions(seed);
  const pressed: string[] = [];
  const audited = new Set<string>();
  let walked = 0;
  start.focus();
  while (!finished()) {
    if (pressed.length >= maxPresses) throw new Error(`no end after ${String(maxPresses)} presses; the last: ${pressed.slice(-8).join(' → ')}`);
    await sendKeys({ press: 'Tab' });
    walked++;
    if (walked > 50_000) throw new Error('Tab walked on and on without a move');
    const active = focused(el);
    if (document.activeElement !== el) {
      // Tab left the widget: back to the start of it.
      start.focus();
      continue;
    }
    if (!isMove(active, toggles) || random() > 0.35) continue;
    pressed.push(describeFocus(active));
    const key = isToggle(active) ? (active.type === 'checkbox' ? 'Space' : 'ArrowDown') : active instanceof HTMLSelectElement ? 'ArrowDown' : 'Enter';
    await sendKeys({ press: key });
    await settleDeep(el);
    await between?.();
    await settleDeep(el);
    const trail = pressed.slice(-6).join(' → ');
    expect(el.shadowRoot?.querySelector('rb-error-panel'), `an error panel after ${trail}`).to.equal(null);
    expect(document.activeElement, `focus fell to the page after ${trail}`).to.not.equal(document.body);
    if (pressed.length % axeEvery === 0) await expectAccessibleOnce(el, audited, `axe, after ${trail}`);
    expect(labelsWithoutRole(el.shadowRoot ?? el), `aria-label without a role, after ${trail}`).to.deep.equal([]);
  }
  await expectAccessibleOnce(el, audited, 'axe, at the end of the game');
  return pressed;
}

/**
 * How many Tab presses it takes to walk through the widget, from `start` (just before it) until
 * focus leaves it: what a keyboard reader pays to get past it without the skip link.
 */
export async function tabStopsIn(el: HTMLElement, start: HTMLElement, limit = 500): Promise<number> {
  start.focus();
  for (let stops = 0; stops < limit; stops++) {
    await sendKeys({ press: 'Tab' });
    if (document.activeElement !== el) return stops;
  }
  throw new Error(`more than ${String(limit)} Tab stops in the widget`);
}

/** A whole-game widget as the keyboard games drive it (both games' elements, through GameShell). */
interface WholeGame extends Settling {
  botPending: boolean;
}

/**
 * The keyboard-only game every whole-game widget's tests play: `markup` (the widget's tag with its
 * attributes, against a bot with no delay) after a button to start from; the reader plays it by
 * keyboard to an outcome matching `outcome`, and the widget's Tab stops must not pile up on the way.
 */
export async function playWholeGameByKeyboard(markup: string, outcome: RegExp, options: { toggles?: boolean } = {}): Promise<void> {
  const page = await fixture<HTMLDivElement>(html`<div><button id="before">Before the widget</button></div>`);
  page.insertAdjacentHTML('beforeend', markup);
  const el = page.lastElementChild as WholeGame | null;
  const start = page.querySelector<HTMLButtonElement>('#before');
  if (el === null || start === null) throw new Error('fixture');
  await el.updateComplete;
  const shown = (): Element | null => shadow(el).querySelector('[part="outcome"]');
  const stopsAtStart = await tabStopsIn(el, start);
  const pressed = await playByKeyboard(el, {
    start,
    seed: 11,
    maxPresses: 3000,
    axeEvery: 10,
    finished: () => shown() !== null,
    between: () => waitFor(() => !el.botPending, 'the bot never moved', { interval: 5 }),
    ...options,
  });
  console.log(`keyboard presses (${String(pressed.length)}): ${pressed.slice(0, 20).join(' | ')}`);
  // However long the game, its log is one Tab stop: the stops do not pile up with the moves.
  const stopsAtEnd = await tabStopsIn(el, start);
  console.log(`Tab stops: ${String(stopsAtStart)} at the start, ${String(stopsAtEnd)} at the end`);
  expect(stopsAtEnd, 'Tab stops after a whole game').to.be.at.most(stopsAtStart + 5);
  expect(text(shown())).to.match(outcome);
}

