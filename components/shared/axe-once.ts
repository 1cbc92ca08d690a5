/**
 * A test helper (no element imports it): axe once per distinct state of a widget. The random-click
 * and keyboard walks pass through many states that differ only in numbers (a token moved, a
 * counter up by one, a piece a few pixels on); axe judges roles, names, structure and colours, which
 * those do not change, so a state already audited is not audited again. A state is the widget's
 * markup through its shadow roots, with positions and sizes left out, every digit read as one, names
 * and texts read only as there or not, and a run of like siblings read as one.
 */
import { expect } from '@open-wc/testing';

/** Attributes that place or size a drawing, not what it is or says. */
const GEOMETRY = new Set(['x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'd', 'points', 'transform', 'width', 'height', 'viewbox', 'dx', 'dy', 'style']);
/** Attributes whose words axe reads only as there or not (a name, a title, a link), never for what they say. */
const WORDS = new Set(['aria-label', 'aria-description', 'aria-valuetext', 'aria-valuenow', 'title', 'alt', 'value', 'placeholder', 'href', 'download']);

function describeAttribute(attribute: Attr): string | null {
  const name = attribute.name.toLowerCase();
  if (GEOMETRY.has(name) || name.startsWith('data-')) return null;
  if (WORDS.has(name)) return `${name}${attribute.value.trim() === '' ? '=""' : ''}`;
  return `${name}=${attribute.value.replace(/\d+/g, '#')}`;
}

/** One node's description; a run of siblings described alike counts once (a log one entry longer is the same state). */
function describeNode(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').trim() === '' ? '' : 'T';
  if (!(node instanceof Element) || node.localName === 'style') return '';
  const attributes = [...node.attributes].map(describeAttribute).filter((attribute) => attribute !== null);
  const toggled = node instanceof HTMLInputElement && node.checked ? ' checked' : '';
  const inside = (node.shadowRoot === null ? '' : describeChildren(node.shadowRoot)) + describeChildren(node);
  return `<${node.localName} ${attributes.join(' ')}${toggled}>${inside}</${node.localName}>`;
}

function describeChildren(root: ParentNode): string {
  let described = '';
  let previous = '';
  for (const node of root.childNodes) {
    const one = describeNode(node);
    if (one === '' || one === previous) continue;
    described += one;
    previous = one;
  }
  return described;
}

/** The widget's state as axe sees it, numbers and geometry aside. */
export function accessibilityState(el: Element): string {
  return describeChildren(el.shadowRoot ?? el);
}

/**
 * Audits `el` with axe unless a state like this one was audited already in `seen` (one set per
 * walk). Returns whether axe ran.
 */
export async function expectAccessibleOnce(el: Element, seen: Set<string>, message: string): Promise<boolean> {
  const state = accessibilityState(el);
  if (seen.has(state)) return false;
  seen.add(state);
  await expect(el, message).to.be.accessible();
  return true;
}
