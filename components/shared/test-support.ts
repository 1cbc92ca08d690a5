/**
 * Helpers for the component tests, and for nothing else: no element imports this file, so it never
 * reaches a page or the blog bundle. The widgets' tests all look into shadow roots, read text the
 * way a reader sees it, follow the keyboard focus and check that nothing escapes an element; these
 * are the one copy of those helpers.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit';
import type { RbErrorPanel } from './rb-error-panel.ts';
import type { RbEventLog } from './rb-event-log.ts';

/**
 * How long a wait on a condition may take before the test calls it a hang. Waits end as soon as
 * their condition holds, so this is set far above a loaded 2-core machine's worst, never tuned to
 * how long things take (issue 27: a wait that gave a bot 2 s once failed under load).
 */
export const PATIENCE_MS = 30_000;

/** Waits until `condition` holds (checked every `interval` ms); fails naming `message` after PATIENCE_MS. */
export function waitFor(condition: () => unknown, message: string, { interval = 10 }: { interval?: number } = {}): Promise<void> {
  return waitUntil(condition, message, { timeout: PATIENCE_MS, interval });
}

/** Timers held back by `holdTimers`, run when the test says so. */
export interface HeldTimers {
  /** Runs, in order, the timers held so far and not cancelled; later ones are held again. */
  tick(): void;
  /** Puts the page's own timers back, then runs what is still held. */
  release(): void;
}

/**
 * A controlled clock for a bot: from now on, `setTimeout` calls with exactly `delay` ms (a widget's
 * `bot-delay`) wait until `release()`, however long the test's own steps take on a busy machine;
 * every other timer runs as usual. `tick()` lets the held ones run at a moment the test chooses.
 */
export function holdTimers(delay: number): HeldTimers {
  const realSetTimeout = window.setTimeout.bind(window);
  const realClearTimeout = window.clearTimeout.bind(window);
  const held = new Map<number, () => void>();
  let nextId = -1;
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]): number => {
    if (ms !== delay || typeof handler !== 'function') return realSetTimeout(handler, ms, ...args);
    const id = nextId--;
    held.set(id, () => {
      (handler as (...rest: unknown[]) => void)(...args);
    });
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number): void => {
    if (id !== undefined && held.delete(id)) return;
    realClearTimeout(id);
  }) as typeof window.clearTimeout;
  const tick = (): void => {
    const due = [...held.values()];
    held.clear();
    for (const run of due) run();
  };
  return {
    tick,
    release() {
      window.setTimeout = realSetTimeout;
      window.clearTimeout = realClearTimeout;
      tick();
    },
  };
}

/** A widget as the tests handle it: an element that draws itself (a Lit element). */
export type Widget = HTMLElement & { readonly updateComplete: Promise<unknown> };

/** An element's open shadow root; a test fails at once if there is none. */
export function shadow(el: Element): ShadowRoot {
  const root = el.shadowRoot;
  if (root === null) throw new Error(`${el.localName} has no shadow root`);
  return root;
}

/** An element's text with white space folded, as a reader sees it ('' for no element). */
export function text(el: Element | null | undefined): string {
  return (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The element of part `name` in a widget's shadow root (the first); a test fails at once if there is none. */
export function part(el: Element, name: string): HTMLElement {
  const found = shadow(el).querySelector<HTMLElement>(`[part~="${name}"]`);
  if (found === null) throw new Error(`no ${name}`);
  return found;
}

/** Every element of part `name` in a widget's shadow root (drawn ones too: an SVG's parts). */
export function parts(el: Element, name: string): Element[] {
  return [...shadow(el).querySelectorAll(`[part~="${name}"]`)];
}

/** Clicks the widget's button of part `name`, as a reader would, and waits for the widget to draw again. */
export async function press(el: Widget, name: string): Promise<void> {
  const found = shadow(el).querySelector<HTMLButtonElement>(`button[part~="${name}"]`);
  if (found === null) throw new Error(`no ${name}`);
  found.click();
  await el.updateComplete;
}

/** What the widget's own live region (live-announcer.ts, inside its box) says now. */
export function announced(el: Element): string {
  return text(shadow(el).querySelector('.widget > [aria-live="polite"]'));
}

/** Starlight's content column at a 1280 px window. */
export const DOCS_COLUMN_PX = 632;
/** The column on a 390 px phone, less its padding. */
export const PHONE_COLUMN_PX = 374;

/**
 * `widget` alone in a box `width` pixels wide in the page's usual font (a docs column, a phone's),
 * drawn at that width: a widget that reads its drawn width (drawn-width.ts) hears it from a
 * ResizeObserver, a frame later, and draws again.
 */
export async function placeInColumn<T extends Widget>(widget: TemplateResult, width: number): Promise<T> {
  const box = await fixture<HTMLDivElement>(html`<div style=${`width: ${String(width)}px; font: 16px/1.5 system-ui, sans-serif`}>${widget}</div>`);
  const el = box.firstElementChild as T | null;
  if (el === null) throw new Error('no widget');
  await el.updateComplete;
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await el.updateComplete;
  return el;
}

/**
 * A lab showing a preset (lab-shell.ts): its title, and under "About this example" its
 * description, with a link to the rule it shows on `docsPage` (`/star-eater/momentum/`).
 */
export function expectPresetShown(el: Element, preset: { readonly title: string; readonly description: string }, docsPage: string): void {
  expect(text(shadow(el).querySelector('h2'))).to.equal(preset.title);
  expect(text(part(el, 'description'))).to.contain(preset.description);
  expect(part(el, 'description').querySelector('a')?.getAttribute('href')).to.contain(docsPage);
}

/**
 * One test per preset of a lab run by a rules engine: `<tag preset=…>` starts where the rules start
 * for it (`startOf`, the ruleset's state for that preset), shows its title, description and rule
 * (`expectPresetShown`), and is accessible.
 */
export function itShowsEachPreset(tag: string, presets: readonly { readonly name: string; readonly title: string; readonly description: string }[], startOf: (preset: string) => unknown, docsPage: string): void {
  for (const preset of presets) {
    it(`${preset.name}: the rules’ start, the title, the description and the rule`, async () => {
      const el = await fixture<Widget & { readonly state: unknown }>(`<${tag} preset="${preset.name}"></${tag}>`);
      expect(el.state).to.deep.equal(startOf(preset.name));
      expectPresetShown(el, preset, docsPage);
      await expect(el).to.be.accessible();
    });
  }
}

/** A bad attribute, the words its error must say, and the other attributes the case needs beside it. */
export type AttributeCase = readonly [attribute: string, value: string, expected: string, others?: Readonly<Record<string, string>>];

/**
 * For each case, on a fresh `<tag>`: the bad attribute shows an error panel naming it with the
 * expected words, the widget's `state` is null (nothing runs on a wrong setup), nothing is thrown,
 * and removing the attribute brings the widget back.
 */
export async function expectAttributeProblems(tag: string, cases: readonly AttributeCase[]): Promise<void> {
  for (const [attribute, value, expected, others = {}] of cases) {
    const el = await fixture<Widget & { readonly state: unknown }>(`<${tag}></${tag}>`);
    el.setAttribute(attribute, value);
    for (const [name, given] of Object.entries(others)) el.setAttribute(name, given);
    await el.updateComplete;
    const panel = shadow(el).querySelector<RbErrorPanel>('rb-error-panel');
    expect(panel?.attribute, `${attribute}="${value}"`).to.equal(attribute);
    expect(panel?.message, `${attribute}="${value}"`).to.contain(expected);
    expect(el.state).to.equal(null);
    el.removeAttribute(attribute);
    await el.updateComplete;
    expect(shadow(el).querySelector('rb-error-panel'), `${attribute} removed`).to.equal(null);
  }
}

/**
 * Runs `act` (commands sent from script) on a widget and says whether each `rb-command` it fired
 * was accepted; then removes the widget and checks that its engine is left unobserved (nothing
 * leaks once a widget leaves the page).
 */
export function commandsThenRemove(el: Widget & { readonly engine: { readonly observed: boolean } | null }, act: () => void): boolean[] {
  const seen = commandsSeen(el, act);
  const engine = el.engine;
  expect(engine?.observed).to.equal(true);
  el.remove();
  expect(engine?.observed).to.equal(false);
  return seen;
}

/** Runs `act` (commands sent from script) on a widget and says whether each `rb-command` it fired was accepted. */
export function commandsSeen(el: Widget, act: () => void): boolean[] {
  const seen: boolean[] = [];
  el.addEventListener('rb-command', (event) => {
    seen.push(event.detail.result.ok);
  });
  act();
  return seen;
}

/** A widget's `<rb-event-log>`. */
export function log(el: Element): RbEventLog {
  const found = shadow(el).querySelector('rb-event-log');
  if (found === null) throw new Error('no log');
  return found;
}

/** What a widget's log says, line by line: each entry's kind (`event` or `rejection`), its words and its rule's id. */
export function logLines(el: Element): [kind: string, text: string, rule: string | undefined][] {
  return log(el).entries.map((entry) => [entry.kind, entry.text, entry.rule?.id]);
}

/** The element focused inside the widget, following open shadow roots down (the boards' tiles). */
export function focused(el: Element): Element | null {
  let active = shadow(el).activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * The focused element in a few words, for assertions and failure messages: `button:Undo` (its
 * text, up to 60 characters), or for a drawing `svg:` and its owner or tile (`svg:south`).
 */
export function describeFocus(active: Element | null): string {
  if (active === null) return 'nothing';
  if (active instanceof SVGElement) return `svg:${active.getAttribute('data-owner') ?? active.getAttribute('data-tile') ?? '?'}`;
  return `${active.localName}:${text(active).slice(0, 60)}`;
}

/** Presses Tab until `matches` holds for the focused element (at most `limit` times), as a keyboard user would. */
export async function tabTo(el: Element, matches: (active: Element | null) => boolean, limit = 60): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < limit; i++) {
    await sendKeys({ press: 'Tab' });
    const active = focused(el);
    seen.push(describeFocus(active));
    if (matches(active)) return;
  }
  throw new Error(`Tab never reached the element; focus went ${seen.join(' → ')}`);
}

/**
 * Presses Tab `count` times from where the focus is, and says where each press took it inside the
 * widget: the element's id, or else its part (`button undo-button`), or else its tag name.
 */
export async function tabStops(el: Element, count: number): Promise<string[]> {
  const stops: string[] = [];
  for (let i = 0; i < count; i++) {
    await sendKeys({ press: 'Tab' });
    const active = shadow(el).activeElement;
    stops.push(active === null ? 'nothing' : active.id !== '' ? active.id : (active.getAttribute('part') ?? active.localName));
  }
  return stops;
}

/**
 * Call inside a `describe`: each of its tests fails if anything is thrown out of an element (an
 * error or an unhandled rejection reaching the window), which a widget must never let happen.
 */
export function failOnEscapedErrors(): void {
  const escaped: unknown[] = [];
  const onError = (event: ErrorEvent): void => {
    escaped.push(event.error);
  };
  const onRejection = (event: PromiseRejectionEvent): void => {
    escaped.push(event.reason);
  };
  beforeEach(() => {
    escaped.length = 0;
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  });
  afterEach(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    expect(escaped).to.deep.equal([]);
  });
}

/** Elements with no role of their own, on which `aria-label` names nothing (ARIA prohibits it). */
const ROLELESS = new Set(['div', 'span', 'p', 'dl', 'dt', 'dd', 'strong', 'em', 'b', 'i', 'small', 'code', 'kbd', 'label', 'abbr']);

/**
 * Every element under `root` (through open shadow roots) that carries an `aria-label` but has no
 * role to be named by, as `span: Health 3 of 3`: issue 9 asks that there be none.
 */
export function labelsWithoutRole(root: ParentNode): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (element.hasAttribute('aria-label') && !element.hasAttribute('role') && ROLELESS.has(element.localName)) {
      found.push(`${element.localName}: ${element.getAttribute('aria-label') ?? ''}`);
    }
    if (element.shadowRoot) found.push(...labelsWithoutRole(element.shadowRoot));
  }
  return found;
}

/**
 * Texts under `root` (through open shadow roots) shown smaller than `smallestPx` pixels, as
 * `span.hint: the words (11.2 px)`; visually hidden text (a box of a pixel or less) aside.
 */
export function smallTexts(root: ParentNode, smallestPx = 12): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (element.shadowRoot) found.push(...smallTexts(element.shadowRoot, smallestPx));
    const own = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
    if (own.length === 0) continue;
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    const size = Number.parseFloat(getComputedStyle(element).fontSize);
    if (size < smallestPx - 0.01) found.push(`${element.localName}.${element.getAttribute('class') ?? ''}: ${own.map((node) => node.textContent?.trim() ?? '').join(' ')} (${size.toFixed(1)} px)`);
  }
  return found;
}

/**
 * Drawn texts (SVG `<text>`, through open shadow roots) shown under `smallestPx` on screen: their
 * size in the drawing's units times the drawing's scale, as "the words (9.5 px)".
 */
export function smallDrawnTexts(root: ParentNode, smallestPx = 12): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (element.shadowRoot) found.push(...smallDrawnTexts(element.shadowRoot, smallestPx));
    if (!(element instanceof SVGTextElement) || element.getBoundingClientRect().width === 0) continue;
    const matrix = element.getScreenCTM();
    const px = Number.parseFloat(getComputedStyle(element).fontSize) * (matrix === null ? 1 : Math.hypot(matrix.a, matrix.b));
    if (px < smallestPx - 0.01) found.push(`${element.textContent.trim()} (${px.toFixed(1)} px)`);
  }
  return found;
}

/** Boxes under `root` (through open shadow roots) that scroll sideways: content wider than they are, as "div.scroll (606 px in 290)". */
export function sidewaysScrollers(root: ParentNode): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (element.shadowRoot) found.push(...sidewaysScrollers(element.shadowRoot));
    if (element.scrollWidth > element.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(element).overflowX)) {
      found.push(`${element.localName}.${element.getAttribute('class') ?? ''} (${String(element.scrollWidth)} px in ${String(element.clientWidth)})`);
    }
  }
  return found;
}

/** Pairs of drawn texts (`selector` in `el`'s shadow root) whose boxes overlap by more than a pixel each way, as "a / b". */
export function overlappingTexts(el: Element, selector = 'text'): string[] {
  const boxes = [...shadow(el).querySelectorAll<SVGTextElement>(selector)]
    .map((node) => ({ text: node.textContent, at: node.getBoundingClientRect() }))
    .filter((entry) => entry.at.width > 0);
  const found: string[] = [];
  boxes.forEach((a, index) => {
    for (const b of boxes.slice(index + 1)) {
      const across = Math.min(a.at.right, b.at.right) - Math.max(a.at.left, b.at.left);
      const down = Math.min(a.at.bottom, b.at.bottom) - Math.max(a.at.top, b.at.top);
      if (across > 1 && down > 1) found.push(`${a.text} / ${b.text}`);
    }
  });
  return found;
}

/**
 * Shareable links (share-link.ts): presses the widget's "Copy link" with the clipboard replaced
 * by one that keeps what it is given, and returns the link.
 */
export async function copiedLink(el: Widget): Promise<string> {
  const copied: { link: string | null } = { link: null };
  const clipboard = navigator.clipboard;
  const original = Object.getOwnPropertyDescriptor(clipboard, 'writeText');
  Object.defineProperty(clipboard, 'writeText', {
    configurable: true,
    value: (link: string) => {
      copied.link = link;
      return Promise.resolve();
    },
  });
  try {
    await press(el, 'share-button');
    await waitFor(() => copied.link !== null, 'the link was never copied');
  } finally {
    if (original === undefined) Reflect.deleteProperty(clipboard, 'writeText');
    else Object.defineProperty(clipboard, 'writeText', original);
  }
  expect(announced(el)).to.equal('Link copied');
  return copied.link ?? '';
}

/** Puts `link`'s fragment in this page's address (without a `hashchange`); `null` takes it away. */
export function setFragment(link: string | null): void {
  const hash = link === null ? '' : new URL(link).hash;
  history.replaceState(null, '', `${location.pathname}${location.search}${hash}`);
}

/**
 * A fresh `<tag>` opened from `link` (its fragment put in the page's address first, and taken
 * away after), once it has restored itself: said so, or shown why not (part `share-problem`).
 */
export async function openShared<T extends Widget>(tag: string, link: string): Promise<T> {
  setFragment(link);
  try {
    const el = await fixture<T>(`<${tag}></${tag}>`);
    await waitFor(() => announced(el) === 'Opened the shared link.' || shadow(el).querySelector('[part~="share-problem"]') !== null, `${tag} did not restore itself from the link`);
    await el.updateComplete;
    return el;
  } finally {
    setFragment(null);
  }
}

/** An element that may be a Lit element (its update can be awaited) or not. */
export interface Settling extends HTMLElement {
  updateComplete?: Promise<unknown>;
}

/** Awaits the widget's update and those of the elements inside it, then a frame. */
export async function settleDeep(el: Settling): Promise<void> {
  await el.updateComplete;
  for (const inner of el.shadowRoot?.querySelectorAll('*') ?? []) await (inner as Settling).updateComplete;
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

/** A small seeded generator for a test's own choices (a 32-bit LCG): a fraction in [0, 1), the same for the same seed. */
export function seededFractions(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Every widget's entry the browser keeps (saved-states.ts), by key. */
export function keptEntries(): Record<string, { state: unknown; load: string }> {
  const kept: Record<string, { state: unknown; load: string }> = {};
  for (let index = 0; index < localStorage.length; index++) {
    const key = localStorage.key(index) ?? '';
    if (key.startsWith('rulebench:saved:')) kept[key] = JSON.parse(localStorage.getItem(key) ?? '') as { state: unknown; load: string };
  }
  return kept;
}

/** What a reload does to the kept entries: they now come from an earlier visit (another page load). */
export function asIfReloaded(): void {
  for (const [key, entry] of Object.entries(keptEntries())) localStorage.setItem(key, JSON.stringify({ ...entry, load: 'an earlier visit' }));
}
