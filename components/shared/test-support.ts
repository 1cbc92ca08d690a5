/**
 * Helpers for the component tests, and for nothing else: no element imports this file, so it never
 * reaches a page or the blog bundle. The widgets' tests all look into shadow roots, read text the
 * way a reader sees it, follow the keyboard focus and check that nothing escapes an element; these
 * are the one copy of those helpers.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { RbEventLog } from './rb-event-log.ts';

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

/** A widget's `<rb-event-log>`. */
export function log(el: Element): RbEventLog {
  const found = shadow(el).querySelector('rb-event-log');
  if (found === null) throw new Error('no log');
  return found;
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

/** What a widget under random clicks must offer: its update, and whether a bot is about to move. */
interface ClickedWidget extends HTMLElement {
  readonly updateComplete: Promise<boolean>;
  readonly botPending?: boolean;
}

/**
 * Clicks `clicks` random enabled buttons of a widget (its own buttons and board pieces, not the
 * choices of a list box), each focused first as a keyboard reader would, letting bots move in
 * between. After every click: no error panel, and keyboard focus still inside the widget (never
 * fallen to the page's body because the focused button went away). `seed` makes the run
 * repeatable; returns the buttons' labels in the order they were clicked, for failure messages.
 */
export async function clickRandomly(el: ClickedWidget, clicks: number, seed: number): Promise<string[]> {
  let state = seed >>> 0 || 1;
  const random = (count: number): number => {
    // xorshift32: enough to vary the clicks, the same every run.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % count;
  };
  const clicked: string[] = [];
  for (let i = 0; i < clicks; i++) {
    const enabled = [...shadow(el).querySelectorAll<HTMLElement | SVGElement>('button, [role="button"]')].filter(
      (button) => button.getAttribute('aria-disabled') !== 'true' && !(button instanceof HTMLButtonElement && button.disabled),
    );
    if (enabled.length === 0) break;
    const button = enabled[random(enabled.length)];
    if (button === undefined) break;
    clicked.push(button.getAttribute('aria-label') ?? text(button).slice(0, 40));
    button.focus();
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await el.updateComplete;
    // Let the widget move focus on, and a bot or two play.
    for (let wait = 0; wait < 20 && el.botPending === true; wait++) await new Promise((resolve) => setTimeout(resolve, 5));
    await el.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 0));
    const panel = shadow(el).querySelector('rb-error-panel');
    expect(panel, `an error panel after ${clicked.join(' → ')}: ${panel?.getAttribute('message') ?? ''}`).to.equal(null);
    expect(document.activeElement, `focus fell to the page after ${clicked.join(' → ')}`).to.not.equal(document.body);
  }
  return clicked;
}
