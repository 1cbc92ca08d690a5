import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit';
import { RULE, SAIL_PRESETS, readSailLab, sailPreview } from '../../rules/steam-pirates/index.ts';
import type { RbErrorPanel } from '../shared/rb-error-panel.ts';
import { clickAtRandom } from '../shared/random-clicks.ts';
import { failOnEscapedErrors, focused, log, logLines, shadow, smallTexts, text } from '../shared/test-support.ts';
import './steam-pirates-sail.ts';
import type { SteamPiratesSail } from './steam-pirates-sail.ts';
import type { SteamPiratesSkyMap } from './steam-pirates-sky-map.ts';

function skyMap(el: SteamPiratesSail): SteamPiratesSkyMap {
  const found = shadow(el).querySelector('steam-pirates-sky-map');
  if (found === null) throw new Error('no map');
  return found;
}

async function settle(el: SteamPiratesSail): Promise<void> {
  await el.updateComplete;
  await skyMap(el).updateComplete;
}

function part(el: SteamPiratesSail, name: string): HTMLElement {
  const found = shadow(el).querySelector<HTMLElement>(`[part~="${name}"]`);
  if (found === null) throw new Error(`no ${name}`);
  return found;
}

function line(el: SteamPiratesSail, key: string): string {
  return text(shadow(el).querySelector(`[data-line="${key}"]`));
}

/** Presses an island on the map, as a reader's click does. */
async function pressIsland(el: SteamPiratesSail, id: string): Promise<void> {
  const island = shadow(skyMap(el)).querySelector(`g.choice[data-island="${id}"]`);
  if (island === null) throw new Error(`${id} cannot be pressed`);
  island.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
  await settle(el);
}

async function click(el: SteamPiratesSail, selector: string): Promise<void> {
  const found = shadow(el).querySelector<HTMLButtonElement>(selector);
  if (found === null) throw new Error(`no ${selector}`);
  found.click();
  await settle(el);
}

function live(el: SteamPiratesSail): string {
  return text(shadow(el).querySelector('.widget > [aria-live="polite"]'));
}

describe('<steam-pirates-sail>', () => {
  failOnEscapedErrors();

  describe('the rulebook’s Sailing 101 (presets)', () => {
    for (const preset of SAIL_PRESETS) {
      it(`${preset.name}: ${preset.expectedCost === null ? 'no path yet' : `${String(preset.expectedCost)} Gold`}`, async () => {
        const el = await fixture<SteamPiratesSail>(html`<steam-pirates-sail preset=${preset.name}></steam-pirates-sail>`);
        expect(text(shadow(el).querySelector('h2'))).to.equal(preset.title);
        // The example's words, then the rule it shows (the shell's heading).
        expect(text(part(el, 'description'))).to.contain(preset.description);
        expect(part(el, 'description').querySelector('[part="rule-id"]')?.textContent).to.equal(preset.rule);
        expect(el.lab).to.deep.equal(preset.lab);
        if (preset.expectedCost !== null) {
          expect(text(part(el, 'cost'))).to.equal(String(preset.expectedCost));
          expect(part(el, 'verdict').dataset.legal).to.equal('true');
        }
        await expect(el).to.be.accessible();
      });
    }

    it('the frigate is a ship, not a letter (F is the Firearms islands’), and the key says whose it is', async () => {
      const el = await fixture<SteamPiratesSail>(html`<steam-pirates-sail></steam-pirates-sail>`);
      await settle(el);
      const map = shadow(skyMap(el));
      const frigate = map.querySelector('[part~="frigate"]');
      expect(frigate?.querySelector('.frigate-ship')).to.not.equal(null);
      expect(text(frigate)).to.equal('');
      const key = [...map.querySelectorAll('[part="key"] li')].find((entry) => text(entry) === 'Carol’s frigate');
      expect(key?.querySelector('.frigate-ship')).to.not.equal(null);
      expect(map.querySelector('svg[part="svg"]')?.getAttribute('aria-label')).to.contain('Frigates: Carol at Zephyr.');
    });

    it('zephyr-neighbours: Tinguard, Nebula and Ventis are the islands to press; Stratos and Onyx are not', async () => {
      const el = await fixture<SteamPiratesSail>(html`<steam-pirates-sail></steam-pirates-sail>`);
      await settle(el);
      expect([...skyMap(el).choosable].sort()).to.deep.equal(['nebula', 'tinguard', 'ventis']);
      expect(line(el, 'path')).to.contain('Next: Tinguard, Nebula or Ventis');
      expect(part(el, 'verdict').dataset.legal).to.equal('empty');
    });

    it('west-wind: 1 Gold with the wind, 2 without; turning the wind makes it 2', async () => {
      const el = await fixture<SteamPiratesSail>(html`<steam-pirates-sail preset="west-wind"></steam-pirates-sail>`);
      expect(text(part(el, 'cost-without'))).to.equal('2');
      expect(line(el, 'cost')).to.contain('Tinguard → Rose Castle, goes W, the way the wind arrow points: it is free, so 1 Gold, not 2');
      expect(shadow(el).querySelector('[data-line="cost"] a[part="rule-link"]')?.getAttribute('href')).to.equal('/steam-pirates/sailing/#sail-cost');
      await click(el, 'button[data-wind="NW"]');
      expect(text(part(el, 'cost'))).to.equal('2');
      expect(live(el)).to.contain('Wind arrow: North-West. Tinguard → Rose Castle → Onyx: 2 Gold with the NW wind, 2 without; legal');
    });

    it('treasure-nebula: the map piece at Gull Key, the anchor at Nebula; stopping at Gull Key is refused with sail.harbour', async () => {
      const el = await fixture<SteamPiratesSail>(html`<steam-pirates-sail preset="treasure-nebula"></steam-pirates-sail>`);
      expect(line(el, 'treasure')).to.contain('Map piece taken on the way at Gull Key.');
      expect(line(el, 'anchor')).to.contain('The frigate anchors at Nebula, a new city island: one more Automatons connection.');
      // Undo takes Nebula off: the sail would end at Gull Key.
      await click(el, 'button[part~="undo-button"]');
      expect(el.lab?.path).to.deep.equal(['gull-key']);
      expect(live(el)).to.contain('Nebula taken off.');
      expect(part(el, 'verdict').dataset.rule).to.equal(RULE.sailHarbour);
      expect(text(part(el, 'verdict'))).to.contain('Gull Key is a treasure island: a sail must end at a city island.');
      expect(line(el, 'treasure')).to.contain('Gull Key');
      await pressIsland(el, 'nebula');
      await pressIsland(el, 'ventis');
      expect(text(part(el, 'cost'))).to.equal('3');
      await click(el, 'button[part~="clear-button"]');
      expect(el.lab?.path).to.deep.equal([]);
      expect(shadow(el).querySelector('button[part~="undo-button"]')?.getAttribute('aria-disabled')).to.equal('true');
    });
  });

  describe('drawing a path', () => {
    it('island by island, with the keyboard too, up to 4 moves', async () => {
      const el = await fixture<SteamPiratesSail>(html`<steam-pirates-sail></steam-pirates-sail>`);
      await settle(el);
      await pressIsland(el, 'nebula');
      expect(live(el)).to.contain('Nebula added. Zephyr → Nebula: 1 Gold');
      expect(skyMap(el).choosable).to.include('caps-perch');
      expect(skyMap(el).focusIsland('caps-perch')).to.equal(true);
      await sendKeys({ press: 'Enter' });
      await settle(el);
      expect(el.lab?.path).to.deep.equal(['nebula', 'caps-perch']);
      await pressIsland(el, 'lumen');
      await pressIsland(el, 'haven');
      expect(text(part(el, 'cost'))).to.equal('4');
      expect(skyMap(el).choosable).to.deep.equal([]);
      expect(line(el, 'path')).to.contain('4 moves, the most a sail may make');
      expect(el.preview).to.deep.equal(sailPreview(readSailLab({ preset: 'zephyr-haven' })));
    });

    it('logs every change with its rule; Reset goes back to the attributes’ sail, wind and all, with an empty log', async () => {
      const el = await fixture<SteamPiratesSail>(html`<steam-pirates-sail preset="west-wind"></steam-pirates-sail>`);
      await settle(el);
      const changes: string[] = [];
      el.addEventListener('rb-sail-change', (event) => {
        changes.push((event as CustomEvent<{ lab: { wind: string; path: string[] } }>).detail.lab.path.join(' '));
      });
      expect(part(el, 'reset-button').getAttribute('aria-disabled')).to.equal('true');
      await click(el, 'button[data-wind="NW"]');
      await click(el, 'button[part~="undo-button"]');
      expect(el.addIsland('tinguard')).to.equal(false);
      await settle(el);
      expect(logLines(el)).to.deep.equal([
        ['event', 'Wind arrow: North-West.', RULE.sailCost],
        ['event', 'Onyx taken off.', RULE.sailMoves],
        ['rejection', 'Tinguard cannot come next: Tinguard is not linked to Rose Castle, or the path has been there.', RULE.sailMoves],
      ]);
      expect(changes).to.deep.equal(['rose-castle onyx', 'rose-castle']);
      await click(el, 'button[part~="reset-button"]');
      expect(el.lab).to.deep.equal(readSailLab({ preset: 'west-wind' }));
      expect(live(el)).to.equal('Reset. Tinguard → Rose Castle → Onyx: 1 Gold with the W wind, 2 without; legal');
      expect(log(el).entries).to.deep.equal([]);
      expect(changes.at(-1)).to.equal('rose-castle onyx');
      expect(part(el, 'reset-button').getAttribute('aria-disabled')).to.equal('true');
    });

    it('a flagship’s island is pressable but refused, with the reason and sail.flagships', async () => {
      const el = await fixture<SteamPiratesSail>(html`<steam-pirates-sail fortress="tinguard"></steam-pirates-sail>`);
      await settle(el);
      expect(skyMap(el).highlighted).to.deep.equal(['tinguard']);
      expect(line(el, 'flagships')).to.contain('Blocked next: Tinguard.');
      expect(shadow(skyMap(el)).querySelector('g.choice[data-island="tinguard"]')?.getAttribute('aria-label')).to.contain('refused: the Flying Fortress is harboured here');
      await pressIsland(el, 'tinguard');
      expect(el.lab?.path).to.deep.equal([]);
      expect(text(part(el, 'refusal'))).to.contain('The Flying Fortress is harboured at Tinguard: a frigate never sails into or through a flagship’s island.');
      expect(part(el, 'refusal').querySelector('a')?.getAttribute('href')).to.equal('/steam-pirates/sailing/#sail-flagships');
    });

    it('a path given by attribute that the rules refuse says why: not linked, too dear', async () => {
      const el = await fixture<SteamPiratesSail>(html`<steam-pirates-sail from="zephyr" path="stratos"></steam-pirates-sail>`);
      expect(part(el, 'verdict').dataset.rule).to.equal(RULE.sailMoves);
      expect(text(part(el, 'verdict'))).to.contain('Zephyr and Stratos are not linked');
      el.setAttribute('path', 'tinguard, rose-castle');
      el.setAttribute('gold', '1');
      await settle(el);
      expect(part(el, 'verdict').dataset.rule).to.equal(RULE.sailCost);
      expect(text(part(el, 'verdict'))).to.contain('This sail costs 2 Gold');
    });

    it('the compass is a radio group the arrow keys turn', async () => {
      const el = await fixture<SteamPiratesSail>(html`<steam-pirates-sail preset="west-wind"></steam-pirates-sail>`);
      expect(part(el, 'compass').getAttribute('role')).to.equal('radiogroup');
      shadow(el).querySelector<HTMLButtonElement>('button[data-wind="W"]')?.focus();
      await sendKeys({ press: 'ArrowRight' });
      await settle(el);
      expect(el.lab?.wind).to.equal('NW');
      expect(focused(el)?.getAttribute('data-wind')).to.equal('NW');
      expect(text(part(el, 'cost'))).to.equal('2');
    });
  });

  describe('attributes', () => {
    it('takes what a blogger types, over the preset', async () => {
      const el = await fixture<SteamPiratesSail>(html`<steam-pirates-sail preset="west-wind" wind="nw" gold="5" dreadnought="Onyx" fortress="felle"></steam-pirates-sail>`);
      expect(el.lab).to.deep.equal({ from: 'tinguard', path: ['rose-castle', 'onyx'], wind: 'NW', dreadnought: 'onyx', fortress: 'felle', gold: 5 });
      expect(part(el, 'verdict').dataset.rule).to.equal(RULE.sailFlagships);
      el.setAttribute('path', 'none');
      await settle(el);
      expect(el.lab?.path).to.deep.equal([]);
    });

    it('shows an error naming each bad attribute, throws nothing, and recovers when fixed', async () => {
      const cases: [attribute: string, value: string, expected: string][] = [
        ['preset', 'carol', 'preset must be one of zephyr-neighbours'],
        ['from', 'gull-key', 'from names Gull Key, a treasure island'],
        ['from', 'atlantis', 'from names "atlantis", which is no island of the map'],
        ['path', 'nebula, atlantis', 'path[1] names "atlantis"'],
        ['path', 'nebula,,ventis', 'path[1] must be a non-empty text'],
        ['path', 'nebula, nebula', 'path[1] repeats "nebula"'],
        ['wind', 'up', 'wind must be one of N, NE, E, SE, S, SW, W, NW'],
        ['dreadnought', 'caps-perch', "dreadnought names Cap's Perch, a treasure island"],
        ['fortress', 'cobalt', 'the two flagships never share an island'],
        // Not a number: the rules' range and reason, not the shared example "such as 3".
        ['gold', 'lots', 'gold must be a whole number from 0 to 999 (our ceiling); got "lots".'],
        ['gold', '1000', 'gold must be a whole number from 0 to 999 (our ceiling); got 1000.'],
        ['gold', '-2', 'gold must be a whole number from 0 to 999'],
      ];
      for (const [attribute, value, expected] of cases) {
        const el = await fixture<SteamPiratesSail>(html`<steam-pirates-sail></steam-pirates-sail>`);
        el.setAttribute(attribute, value);
        await el.updateComplete;
        const panel = shadow(el).querySelector<RbErrorPanel>('rb-error-panel');
        expect(panel?.attribute, `${attribute}="${value}"`).to.equal(attribute);
        expect(panel?.message, `${attribute}="${value}"`).to.contain(expected);
        expect(el.lab).to.equal(null);
        el.removeAttribute(attribute);
        await el.updateComplete;
        expect(shadow(el).querySelector('rb-error-panel')).to.equal(null);
      }
    });
  });

  it('two on one page: every region keeps a name of its own (axe landmark-unique)', async () => {
    const page = await fixture<HTMLDivElement>(html`<div><steam-pirates-sail preset="west-wind"></steam-pirates-sail><steam-pirates-sail preset="zephyr-haven"></steam-pirates-sail></div>`);
    for (const el of page.querySelectorAll<SteamPiratesSail>('steam-pirates-sail')) await settle(el);
    await expect(page).to.be.accessible();
  });
});

describe('<steam-pirates-sail> under random clicks', () => {
  failOnEscapedErrors();

  it('never shows an error panel, stays accessible, and agrees with the rules, whatever islands and buttons are pressed', async function () {
    this.timeout(90_000);
    for (const seed of [1, 2, 3]) {
      const el = await fixture<SteamPiratesSail>(html`<steam-pirates-sail preset="zephyr-neighbours"></steam-pirates-sail>`);
      await settle(el);
      let state = seed;
      for (let step = 0; step < 12; step++) {
        state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
        const islands = skyMap(el).choosable;
        const island = islands[state % Math.max(1, islands.length)];
        if (island !== undefined) await pressIsland(el, island);
        expect(shadow(el).querySelector('rb-error-panel')).to.equal(null);
        expect(el.preview).to.deep.equal(el.lab === null ? null : sailPreview(el.lab));
      }
      await clickAtRandom(el, { steps: 30, seed });
      expect(shadow(el).querySelector('rb-error-panel')).to.equal(null);
      await expect(el).to.be.accessible();
    }
  });
});

// ------------------------------------------------------------------------------------------------
// Legibility and height in a docs column

const COLUMN_PX = 632;
const PHONE_PX = 374;

async function place(widget: TemplateResult, width: number): Promise<SteamPiratesSail> {
  const box = await fixture<HTMLDivElement>(html`<div style=${`width: ${String(width)}px; font: 16px/1.5 system-ui, sans-serif`}>${widget}</div>`);
  const el = box.firstElementChild as SteamPiratesSail | null;
  if (el === null) throw new Error('no widget');
  await settle(el);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return el;
}

describe('<steam-pirates-sail> in a docs column and on a phone', () => {
  it('every preset, and a refused path: at most ~1,200 px tall in a 632 px column, no text under 12 px', async function () {
    const widgets = [
      ...SAIL_PRESETS.map((preset) => html`<steam-pirates-sail preset=${preset.name}></steam-pirates-sail>`),
      html`<steam-pirates-sail preset="zephyr-haven" fortress="lumen" gold="1"></steam-pirates-sail>`,
    ];
    for (const widget of widgets) {
      const el = await place(widget, COLUMN_PX);
      expect(el.getBoundingClientRect().height, el.outerHTML).to.be.at.most(1_200);
      expect(smallTexts(el.shadowRoot ?? el)).to.deep.equal([]);
      const phone = await place(widget, PHONE_PX);
      expect(smallTexts(phone.shadowRoot ?? phone)).to.deep.equal([]);
      expect(phone.getBoundingClientRect().width).to.be.at.most(PHONE_PX + 0.5);
    }
  });
});
