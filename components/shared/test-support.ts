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
