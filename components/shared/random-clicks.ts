/**
 * A test helper (no element imports it): a reader who presses whatever is on offer, at random.
 * Each step focuses and clicks one enabled button (with `toggles`, or a checkbox or radio button) or changes one select inside the widget (its
 * shadow root and the shadow roots of the boards within), waits for the widget to settle, and
 * checks what a reader must never see: an error panel, or the keyboard focus dropped on the page;
 * every AXE_EVERY steps, and at the end, that axe finds no accessibility violation in the state
 * reached, unless a state like it was audited already (axe-once.ts).
 */
import { expect } from '@open-wc/testing';
import { expectAccessibleOnce } from './axe-once.ts';
import { labelsWithoutRole, seededFractions, settleDeep, type Settling } from './test-support.ts';

/** Set by web-test-runner.config.mjs from COMPONENT_RUNS_SCALE: how many times longer each walk is (1 unless soaking). */
declare const __COMPONENT_RUNS_SCALE__: number;

/** Steps between two axe runs (an axe run takes a few hundred milliseconds). */
const AXE_EVERY = 20;

/** Every enabled button and select under `root` (with `toggles`, checkboxes and radio buttons too), through open shadow roots. */
function controlsIn(root: ParentNode, toggles: boolean): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (const element of root.querySelectorAll('*')) {
    const toggle = toggles && element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');
    if ((element instanceof HTMLButtonElement || element instanceof HTMLSelectElement || toggle) && !(element as HTMLButtonElement).disabled && element.getClientRects().length > 0) {
      found.push(element as HTMLElement);
    }
    if (element.shadowRoot) found.push(...controlsIn(element.shadowRoot, toggles));
  }
  return found;
}

/** How many more Tab stops a widget may have after TAB_STOPS_AFTER clicks than at the start (issue 26: they must not pile up). */
export const TAB_STOPS_GROWTH = 3;

/** Clicks after which the Tab stops are counted again. */
const TAB_STOPS_AFTER = 25;

/**
 * The Tab stops in `root` and the shadow roots within, in the way Chromium's Tab walks them: a
 * control that is enabled and shown, a link with an address, anything with `tabindex` 0 or more;
 * a group of radio buttons (one name in one tree) is one stop. Counted, not pressed: pressing Tab
 * through every widget twice a walk cost about 20 s of the suite. It does not see scrolling boxes
 * that Chromium makes a stop of their own (a box with nothing focusable inside).
 */
export function tabStopCount(root: ParentNode): number {
  let count = 0;
  const radioGroups = new Set<string>();
  for (const element of root.querySelectorAll('*')) {
    if (element.shadowRoot) count += tabStopCount(element.shadowRoot);
    if (!(element instanceof HTMLElement || element instanceof SVGElement) || !isTabStop(element)) continue;
    if (element instanceof HTMLInputElement && element.type === 'radio' && element.name !== '') {
      if (radioGroups.has(element.name)) continue;
      radioGroups.add(element.name);
    }
    count++;
  }
  return count;
}

function isTabStop(element: HTMLElement | SVGElement): boolean {
  if (element.tabIndex < 0 || ('disabled' in element && element.disabled === true)) return false;
  const natural =
    element instanceof HTMLButtonElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement && element.type !== 'hidden') ||
    ((element instanceof HTMLAnchorElement || element instanceof SVGAElement) && element.hasAttribute('href')) ||
    (element instanceof HTMLElement && element.localName === 'summary' && element.parentElement?.localName === 'details');
  if (!natural && !element.hasAttribute('tabindex')) return false;
  return element.checkVisibility({ visibilityProperty: true }) && element.closest('[inert]') === null;
}

/** Whether the widget shows a hand-off screen between players (GameShell's part `handoff`): its table, and most stops, are hidden. */
function handingOff(el: Settling): boolean {
  return (el.shadowRoot ?? el).querySelector('[part~="handoff"]') !== null;
}

export interface RandomClicks {
  /** Presses in a walk (times COMPONENT_RUNS_SCALE in a soak). */
  steps: number;
  seed: number;
  /** Awaited after each step, e.g. to let a bot move. */
  between?: () => Promise<void>;
  /** Checkboxes and radio buttons are pressed too: for a game whose choices include a form. */
  toggles?: boolean;
  /**
   * When the game is under way, for counting Tab stops: the count starts at the first step where
   * this holds (and no hand-off screen is up). By default from the start.
   */
  inPlay?: (el: Settling) => boolean;
}

/** Presses random controls of `el`; returns what was pressed, for a failure message. */
export async function clickAtRandom(el: Settling, { steps, seed, between, toggles = false, inPlay = () => true }: RandomClicks): Promise<string[]> {
  // The same seed presses the same buttons.
  const fraction = seededFractions(seed);
  const pick = (count: number): number => Math.floor(fraction() * count);
  const pressed: string[] = [];
  const audited = new Set<string>();
  /** The Tab stops when play was first seen, and at which step; null until then. */
  let startStops: { stops: number; step: number } | null = null;
  let stopsChecked = false;
  for (let step = 0; step < steps * __COMPONENT_RUNS_SCALE__; step++) {
    if (!handingOff(el) && inPlay(el)) {
      const stops = tabStopCount(el.shadowRoot ?? el);
      if (startStops === null) startStops = { stops, step };
      else if (!stopsChecked && step - startStops.step >= TAB_STOPS_AFTER) {
        stopsChecked = true;
        expect(stops, `Tab stops after ${String(step - startStops.step)} clicks (${String(startStops.stops)} at the start): ${pressed.slice(-6).join(' → ')}`).to.be.at.most(startStops.stops + TAB_STOPS_GROWTH);
      }
    }
    const controls = controlsIn(el.shadowRoot ?? el, toggles);
    if (controls.length === 0) break;
    const control = controls[pick(controls.length)];
    if (control === undefined) break;
    control.focus();
    if (control instanceof HTMLSelectElement) {
      control.selectedIndex = pick(control.options.length);
      control.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
      pressed.push(`select ${control.name || control.id} = ${control.value}`);
    } else {
      pressed.push(control instanceof HTMLInputElement ? `${control.type} ${control.labels?.[0]?.textContent.replace(/\s+/g, ' ').trim().slice(0, 30) ?? ''}` : control.textContent.replace(/\s+/g, ' ').trim().slice(0, 40));
      control.click();
    }
    await settleDeep(el);
    await between?.();
    const trail = pressed.slice(-6).join(' → ');
    expect(el.shadowRoot?.querySelector('rb-error-panel'), `an error panel after ${trail}`).to.equal(null);
    expect(document.activeElement, `focus fell to the page after ${trail}`).to.not.equal(document.body);
    if ((step + 1) % AXE_EVERY === 0) await expectAccessibleOnce(el, audited, `axe, after ${trail}`);
    expect(labelsWithoutRole(el.shadowRoot ?? el), `aria-label without a role, after ${trail}`).to.deep.equal([]);
  }
  await expectAccessibleOnce(el, audited, 'axe, after the last click');
  return pressed;
}
