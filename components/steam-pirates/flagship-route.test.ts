import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { FLAGSHIP_ROUTE_PRESETS, RULE, SAMPLE_MAP, flagshipRoute, type Bearing } from '../../rules/steam-pirates/index.ts';
import { clickAtRandom } from '../shared/random-clicks.ts';
import type { RbErrorPanel } from '../shared/rb-error-panel.ts';
import { failOnEscapedErrors, focused, log, logLines, shadow, text } from '../shared/test-support.ts';
import './steam-pirates-flagship-route.ts';
import type { SteamPiratesFlagshipRoute } from './steam-pirates-flagship-route.ts';
import type { SteamPiratesSkyMap } from './steam-pirates-sky-map.ts';

function skyMap(el: SteamPiratesFlagshipRoute): SteamPiratesSkyMap {
  const found = shadow(el).querySelector('steam-pirates-sky-map');
  if (found === null) throw new Error('no map');
  return found;
}

async function settle(el: SteamPiratesFlagshipRoute): Promise<void> {
  await el.updateComplete;
  await skyMap(el).updateComplete;
}

/** Each step's line: the island entered and the rule that decided it. */
function steps(el: SteamPiratesFlagshipRoute): { to: string; rule: string; text: string }[] {
  return [...shadow(el).querySelectorAll<HTMLElement>('[part~="step"]')].map((step) => ({ to: step.dataset.to ?? '', rule: step.dataset.rule ?? '', text: text(step) }));
}

function part(el: SteamPiratesFlagshipRoute, name: string): HTMLElement {
  const found = shadow(el).querySelector<HTMLElement>(`[part~="${name}"]`);
  if (found === null) throw new Error(`no ${name}`);
  return found;
}

function button(el: SteamPiratesFlagshipRoute, selector: string): HTMLButtonElement {
  const found = shadow(el).querySelector<HTMLButtonElement>(selector);
  if (found === null) throw new Error(`no ${selector}`);
  return found;
}

/** Presses an island on the map, as a reader's click does. */
async function pressIsland(el: SteamPiratesFlagshipRoute, id: string): Promise<void> {
  const island = shadow(skyMap(el)).querySelector(`g.choice[data-island="${id}"]`);
  if (island === null) throw new Error(`${id} cannot be pressed`);
  island.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
  await settle(el);
}

async function click(el: SteamPiratesFlagshipRoute, target: HTMLElement): Promise<void> {
  target.click();
  await settle(el);
}

function live(el: SteamPiratesFlagshipRoute): string {
  return text(shadow(el).querySelector('.widget > [aria-live="polite"]'));
}

describe('<steam-pirates-flagship-route>', () => {
  failOnEscapedErrors();

  it('by default: the Dreadnought from Zephyr to Iona under a N wind, each step with its rule, both flagships and the blockade', async () => {
    const el = await fixture<SteamPiratesFlagshipRoute>(html`<steam-pirates-flagship-route></steam-pirates-flagship-route>`);
    await settle(el);
    expect(el.route?.islands).to.deep.equal(['zephyr', 'tinguard', 'nimbus', 'sirocco', 'iona']);
    expect(steps(el).map((step) => [step.to, step.rule])).to.deep.equal([
      ['tinguard', RULE.route],
      ['nimbus', RULE.route],
      ['sirocco', RULE.windTie],
      ['iona', RULE.route],
    ]);
    expect(steps(el)[2]?.text).to.contain('Nimbus → Sirocco: of Sirocco (NE, 45°) and Halcyon (SE, 135°), both 1 link from Iona, the N wind picks Sirocco.');
    // Each step cites its rule with a link to its docs.
    const link = shadow(el).querySelector<HTMLAnchorElement>('[part~="step"] a[part="rule-link"]');
    expect(link?.getAttribute('href')).to.equal('/steam-pirates/flagships/#flagships-route');
    expect(text(part(el, 'end'))).to.equal('The Dreadnought arrives at Iona after 4 islands.');
    const map = skyMap(el);
    expect(map.flagships).to.deep.equal([
      { ship: 'dreadnought', at: 'iona', destination: 'iona' },
      { ship: 'fortress', at: 'felle', destination: 'erindelle' },
    ]);
    expect(map.distances?.zephyr).to.equal(4);
    expect(map.routes.find((route) => route.weight === 'bold')?.path).to.deep.equal(['zephyr', 'tinguard', 'nimbus', 'sirocco', 'iona']);
    expect(map.routes.filter((route) => route.weight === 'faint').length).to.equal(6);
    expect(map.ties).to.deep.equal([{ at: 'nimbus', candidates: [{ island: 'sirocco', label: '45°' }, { island: 'halcyon', label: '135°' }] }]);
    expect(map.wind).to.equal('N');
    const harbour = text(part(el, 'harbour'));
    expect(harbour).to.contain('The Dreadnought now harbours at Iona');
    expect(harbour).to.contain('Blockade: Zephyr → Iona. Trade Houses on Iona earn nothing at a Profit action.');
    expect(harbour).to.contain('Closed to frigates: Iona’s links to Cirrus, Sirocco and Halcyon (Zephyr is open again).');
    expect(map.closedLinks).to.deep.equal([['iona', 'cirrus'], ['iona', 'sirocco'], ['iona', 'halcyon']]);
    await expect(el).to.be.accessible();
  });

  describe('the presets reproduce the rulebook’s outcomes', () => {
    it('commodore: the Fortress two islands from Felle towards Erindelle lands on Concona, and the embargo turns from Coal to Firearms', async () => {
      const el = await fixture<SteamPiratesFlagshipRoute>(html`<steam-pirates-flagship-route preset="commodore"></steam-pirates-flagship-route>`);
      expect(el.settings?.ship).to.equal('fortress');
      expect(el.route?.islands).to.deep.equal(['felle', 'brassport', 'concona']);
      expect(steps(el).map((step) => step.rule)).to.deep.equal([RULE.route, RULE.route]);
      expect(text(part(el, 'end'))).to.equal('The move ends after 2 islands, at Concona: 1 link from Erindelle.');
      expect(text(shadow(el).querySelector('[data-effect="embargo"]'))).to.contain('Embargo: Coal (Felle) → Firearms (Concona). No Firearms Trade House earns at a Profit action.');
      expect(text(part(el, 'about'))).to.contain('Brian bribes the Commodore');
      // Under every wind: the route is forced.
      for (const wind of ['E', 'S', 'W'] as const) {
        el.setWind(wind);
        await settle(el);
        expect(el.route?.islands, wind).to.deep.equal(['felle', 'brassport', 'concona']);
      }
    });

    it('wonder-boy and wonder-boy-south: the wind picks Sirocco, or Halcyon', async () => {
      const north = await fixture<SteamPiratesFlagshipRoute>(html`<steam-pirates-flagship-route preset="wonder-boy"></steam-pirates-flagship-route>`);
      expect(north.route?.islands[3]).to.equal('sirocco');
      const south = await fixture<SteamPiratesFlagshipRoute>(html`<steam-pirates-flagship-route preset="wonder-boy-south"></steam-pirates-flagship-route>`);
      expect(south.route?.islands[3]).to.equal('halcyon');
      expect(steps(south)[2]?.rule).to.equal(RULE.windTie);
    });

    it('wonder-boy-west: the die shows E (still tied), then N, which picks Sirocco', async () => {
      const el = await fixture<SteamPiratesFlagshipRoute>(html`<steam-pirates-flagship-route preset="wonder-boy-west"></steam-pirates-flagship-route>`);
      expect(el.route?.islands).to.deep.equal(['zephyr', 'tinguard', 'nimbus', 'sirocco', 'iona']);
      expect(el.route?.rolls).to.deep.equal(['E', 'N']);
      const tie = steps(el)[2];
      expect(tie?.rule).to.equal(RULE.rollTie);
      expect(tie?.text).to.contain('Sirocco (NE, 135°) and Halcyon (SE, 135°) tie under the W wind, both 1 link from Iona; the die shows E: 45° and 45°, still tied; then N: 45° and 135°.');
      expect([...shadow(el).querySelectorAll('[part~="face"]')].map((face) => text(face))).to.deep.equal(['E', 'N']);
      expect(skyMap(el).ties[0]?.candidates.map((candidate) => candidate.label)).to.deep.equal(['135°', '135°']);
    });

    it('roll-tie: the move waits at Nimbus for the die; a forced face decides, Undo takes it back, a roll rolls the seeded die', async () => {
      const el = await fixture<SteamPiratesFlagshipRoute>(html`<steam-pirates-flagship-route preset="roll-tie" seed="3"></steam-pirates-flagship-route>`);
      expect(el.route?.waiting?.at).to.equal('nimbus');
      const waiting = part(el, 'waiting');
      expect(text(waiting)).to.contain('At Nimbus, Sirocco (NE) and Halcyon (SE) are each 1 link from Iona and 45° off the E wind: the wind cannot choose.');
      expect(waiting.querySelector('a[part="rule-link"]')?.getAttribute('href')).to.equal('/steam-pirates/flagships/#flagships-roll-tie');
      expect(shadow(el).querySelector('[part~="end"]')).to.equal(null);
      expect(text(part(el, 'harbour'))).to.contain('So far the Dreadnought is at Nimbus');

      await click(el, button(el, 'button[data-face="S"]'));
      expect(el.route?.islands).to.deep.equal(['zephyr', 'tinguard', 'nimbus', 'halcyon', 'iona']);
      expect(el.route?.rolls).to.deep.equal(['S']);
      expect(live(el)).to.contain('Face chosen: South.');
      // The die's buttons are gone: the focus moves to the steps, which say how the tie broke.
      expect(focused(el)?.localName).to.equal('ol');
      await click(el, button(el, 'button[part~="undo-button"]'));
      expect(el.route?.waiting?.at).to.equal('nimbus');

      // Rolling: each face the seeded die shows is taken as flagshipRoute takes it, until the tie breaks.
      for (let roll = 0; roll < 10 && el.route?.waiting !== null; roll++) await click(el, button(el, 'button[part~="roll-button"]'));
      const rolls = el.route?.rolls ?? [];
      expect(rolls.length).to.be.above(0);
      expect(flagshipRoute(SAMPLE_MAP, 'zephyr', 'iona', { wind: 'E', rolls: [...rolls] }).islands).to.deep.equal(el.route?.islands);
      expect(live(el)).to.contain('The wind die shows');
      // The same seed rolls the same faces again.
      await click(el, button(el, 'button[part~="reset-button"]'));
      for (let roll = 0; roll < 10 && el.route?.waiting !== null; roll++) await click(el, button(el, 'button[part~="roll-button"]'));
      expect(el.route?.rolls).to.deep.equal(rolls);
    });

    it('treasure-shortcut: 3 links by city islands, and a note that passing the Sandbar would take 2; "every island" shows that way', async () => {
      const el = await fixture<SteamPiratesFlagshipRoute>(html`<steam-pirates-flagship-route preset="treasure-shortcut"></steam-pirates-flagship-route>`);
      expect(el.route?.islands).to.deep.equal(['anvil', 'crag', 'dunmore', 'beacon']);
      expect(text(part(el, 'other-graph'))).to.contain('Through treasure islands it would be 2 links, not 3');
      const graph = shadow(el).querySelector<HTMLSelectElement>('select[part~="graph-select"]');
      if (graph === null) throw new Error('no graph select');
      graph.value = 'all';
      graph.dispatchEvent(new Event('change'));
      await settle(el);
      expect(el.route?.islands).to.deep.equal(['anvil', 'sandbar', 'beacon']);
      expect(shadow(el).querySelector('[part~="other-graph"]')).to.equal(null);
      // Treasure islands may be pressed now.
      expect(skyMap(el).choosable).to.include('sandbar');
    });

    it('every preset is accessible, and no taller than about 1,200 px in a 632 px docs column', async function () {
      for (const preset of FLAGSHIP_ROUTE_PRESETS) {
        const box = await fixture<HTMLDivElement>(html`<div style="width: 632px; font: 16px/1.5 system-ui, sans-serif"><steam-pirates-flagship-route preset=${preset.name}></steam-pirates-flagship-route></div>`);
        const el = box.querySelector('steam-pirates-flagship-route');
        if (el === null) throw new Error('no widget');
        await settle(el);
        for (let frame = 0; frame < 3; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
        expect(el.getBoundingClientRect().height, preset.name).to.be.at.most(1_250);
        await expect(el).to.be.accessible();
      }
    });
  });

  it('two widgets on one page: their regions are named apart (axe landmark-unique)', async () => {
    const page = await fixture<HTMLDivElement>(html`<div>
      <steam-pirates-flagship-route preset="wonder-boy"></steam-pirates-flagship-route>
      <steam-pirates-flagship-route preset="roll-tie"></steam-pirates-flagship-route>
    </div>`);
    for (const el of page.querySelectorAll('steam-pirates-flagship-route')) await settle(el);
    await expect(page).to.be.accessible();
  });

  describe('the reader’s choices', () => {
    it('the compass: a click or the arrow keys turn the wind arrow, and the route follows', async () => {
      const el = await fixture<SteamPiratesFlagshipRoute>(html`<steam-pirates-flagship-route></steam-pirates-flagship-route>`);
      const changes: Bearing[] = [];
      el.addEventListener('rb-route-change', (event) => {
        changes.push(event.detail.settings.wind);
      });
      expect(part(el, 'compass').getAttribute('role')).to.equal('radiogroup');
      await click(el, button(el, 'button[data-wind="S"]'));
      expect(el.route?.islands[3]).to.equal('halcyon');
      expect(button(el, 'button[data-wind="S"]').getAttribute('aria-checked')).to.equal('true');
      expect(button(el, 'button[data-wind="N"]').getAttribute('aria-checked')).to.equal('false');
      expect(live(el)).to.contain('Wind arrow: South. The Dreadnought, wind S: Zephyr → Tinguard → Nimbus → Halcyon → Iona.');
      button(el, 'button[data-wind="S"]').focus();
      await sendKeys({ press: 'ArrowLeft' });
      await settle(el);
      expect(el.settings?.wind).to.equal('SE');
      expect(focused(el)?.getAttribute('data-wind')).to.equal('SE');
      await sendKeys({ press: 'ArrowLeft' });
      await settle(el);
      expect(el.settings?.wind).to.equal('E');
      expect(el.route?.waiting?.at).to.equal('nimbus');
      expect(changes).to.deep.equal(['S', 'SE', 'E']);
    });

    it('the ship, its start and its destination: chosen by pressing islands, with the keyboard too', async () => {
      const el = await fixture<SteamPiratesFlagshipRoute>(html`<steam-pirates-flagship-route></steam-pirates-flagship-route>`);
      await click(el, button(el, 'button[part~="ship-button"][data-value="fortress"]'));
      expect(el.route?.islands).to.deep.equal(['felle', 'brassport', 'concona', 'erindelle']);
      await pressIsland(el, 'haven');
      expect(el.settings?.voyages.fortress?.at).to.equal('haven');
      expect(live(el)).to.contain('The Flying Fortress’s start: Haven.');
      await click(el, button(el, 'button[part~="click-button"][data-value="destination"]'));
      await pressIsland(el, 'gale');
      expect(el.route?.islands).to.deep.equal(['haven', 'gale']);
      // Treasure islands are not on offer on the city graph.
      expect(skyMap(el).choosable).to.not.include('gull-key');
      expect(shadow(skyMap(el)).querySelector('g.choice[data-island="haven"]')?.getAttribute('aria-label')).to.equal('Haven, Coal, Trade House 2, 1 link to Gale: set the Flying Fortress’s destination');
      // By keyboard: the islands' Tab stop, an arrow key, Enter.
      expect(skyMap(el).focusIsland('lumen')).to.equal(true);
      await sendKeys({ press: 'ArrowLeft' });
      await sendKeys({ press: 'Enter' });
      await settle(el);
      expect(el.settings?.voyages.fortress?.destination).to.equal('mistral');
      expect(el.route?.islands).to.deep.equal(['haven', 'mistral']);
      // The ship's steps: one island a round.
      const stepsSelect = shadow(el).querySelector<HTMLSelectElement>('select[part~="steps-select"]');
      if (stepsSelect === null) throw new Error('no steps select');
      await pressIsland(el, 'iona');
      stepsSelect.value = '1';
      stepsSelect.dispatchEvent(new Event('change'));
      await settle(el);
      expect(el.route?.islands.length).to.equal(2);
      expect(text(part(el, 'end'))).to.match(/^The move ends after 1 island, at (Mistral|Gale): \d links from Iona\.$/);
    });

    it('a change the rules refuse is said with its rule and changes nothing', async () => {
      const el = await fixture<SteamPiratesFlagshipRoute>(html`<steam-pirates-flagship-route graph="all" from="gull-key" to="felle"></steam-pirates-flagship-route>`);
      expect(el.route?.islands).to.deep.equal(['gull-key', 'felle']);
      const graph = shadow(el).querySelector<HTMLSelectElement>('select[part~="graph-select"]');
      if (graph === null) throw new Error('no graph select');
      graph.value = 'city';
      graph.dispatchEvent(new Event('change'));
      await settle(el);
      expect(el.settings?.graph).to.equal('all');
      expect(graph.value).to.equal('all');
      const refusal = part(el, 'refusal');
      expect(text(refusal)).to.contain('Refused: The start is Gull Key, a treasure island');
      expect(refusal.querySelector('a[part="rule-link"]')?.getAttribute('href')).to.equal('/steam-pirates/flagships/#flagships-route');
      expect(live(el)).to.contain('Refused:');
      await expect(el).to.be.accessible();
      // The next accepted change clears it.
      await click(el, button(el, 'button[data-wind="E"]'));
      expect(shadow(el).querySelector('[part~="refusal"]')).to.equal(null);
    });

    it('Undo takes back one change at a time, Reset goes back to the attributes', async () => {
      const el = await fixture<SteamPiratesFlagshipRoute>(html`<steam-pirates-flagship-route wind="S"></steam-pirates-flagship-route>`);
      expect(button(el, 'button[part~="undo-button"]').getAttribute('aria-disabled')).to.equal('true');
      await click(el, button(el, 'button[data-wind="W"]'));
      await click(el, button(el, 'button[part~="ship-button"][data-value="fortress"]'));
      expect(el.settings?.ship).to.equal('fortress');
      await click(el, button(el, 'button[part~="undo-button"]'));
      expect(el.settings?.ship).to.equal('dreadnought');
      expect(el.settings?.wind).to.equal('W');
      await click(el, button(el, 'button[part~="reset-button"]'));
      expect(el.settings?.wind).to.equal('S');
      expect(live(el)).to.contain('Reset.');
    });

    it('logs every change and refusal with its rule; Undo drops the last, Reset empties the log', async () => {
      const el = await fixture<SteamPiratesFlagshipRoute>(html`<steam-pirates-flagship-route></steam-pirates-flagship-route>`);
      await click(el, button(el, 'button[data-wind="E"]'));
      await click(el, button(el, 'button[data-face="S"]'));
      expect(el.chooseIsland('gull-key')).to.equal(false);
      await settle(el);
      expect(logLines(el)).to.deep.equal([
        ['event', 'Wind arrow: East.', RULE.windTie],
        ['event', 'The wind die: South.', RULE.rollTie],
        ['rejection', 'The start is Gull Key, a treasure island: flagships sail between city islands only, so no route reaches it.', RULE.route],
      ]);
      await click(el, button(el, 'button[part~="undo-button"]'));
      expect(log(el).entries.map((entry) => entry.text)).to.deep.equal(['Wind arrow: East.']);
      expect(live(el)).to.equal('Undone. The Dreadnought, wind E: Zephyr → Tinguard → Nimbus. At Nimbus the wind cannot break the tie: roll the wind die.');
      await click(el, button(el, 'button[part~="reset-button"]'));
      expect(log(el).entries).to.deep.equal([]);
      expect(el.turns.length).to.equal(0);
    });
  });

  describe('attributes', () => {
    it('take the ship, start, destination, wind, steps, rolls and graph as typed', async () => {
      const el = await fixture<SteamPiratesFlagshipRoute>(html`<steam-pirates-flagship-route ship="fortress" from="haven" to="iona" wind="w" steps="3" rolls=" e , n "></steam-pirates-flagship-route>`);
      expect(shadow(el).querySelector('rb-error-panel')?.getAttribute('attribute')).to.equal('wind');
      el.setAttribute('wind', 'W');
      await settle(el);
      expect(el.settings?.rolls).to.deep.equal(['E', 'N']);
      expect(el.route?.islands.length).to.equal(4);
      expect(el.route?.islands[0]).to.equal('haven');
      expect(text(shadow(el).querySelector('h2'))).to.equal('Flagship routing: the Flying Fortress from Haven to Iona');
    });

    it('a bad attribute shows an error naming it, throws nothing, and the widget recovers when it is fixed', async () => {
      const cases: [attribute: string, value: string, expected: string][] = [
        ['preset', 'kraken', 'preset must be one of commodore, wonder-boy, wonder-boy-south, wonder-boy-west, roll-tie, treasure-shortcut; got "kraken"'],
        ['ship', 'frigate', 'ship must be one of dreadnought, fortress'],
        ['from', 'atlantis', 'from is "atlantis", which is no island of the map'],
        ['to', 'gull-key', 'to is Gull Key, a treasure island'],
        ['wind', 'NNE', 'wind must be one of N, NE, E, SE, S, SW, W, NW'],
        ['steps', '0', 'steps must be all (until she arrives) or a whole number from 1 to 3 (no rule moves a flagship further); got 0.'],
        ['steps', '4', 'steps must be all (until she arrives) or a whole number from 1 to 3'],
        ['steps', 'many', 'steps must be all (until she arrives) or a whole number from 1 to 3 (no rule moves a flagship further); got "many".'],
        ['rolls', 'E, up', 'rolls must be compass points (N, NE, E, SE, S, SW, W, NW) separated by commas, such as "E, N"; face 2 is "up"'],
        ['graph', 'sea', 'graph must be one of city, all'],
        ['seed', '1.5', 'seed must be a whole number'],
        ['map', '{"islands":', 'map must be JSON'],
        ['map', '{"islands": [], "links": []}', 'islands'],
      ];
      for (const [attribute, value, expected] of cases) {
        const el = await fixture<SteamPiratesFlagshipRoute>(html`<steam-pirates-flagship-route></steam-pirates-flagship-route>`);
        el.setAttribute(attribute, value);
        await el.updateComplete;
        const panel = shadow(el).querySelector<RbErrorPanel>('rb-error-panel');
        expect(panel?.attribute, `${attribute}="${value}"`).to.equal(attribute);
        expect(panel?.message, `${attribute}="${value}"`).to.contain(expected);
        expect(el.route).to.equal(null);
        expect(el.setWind('E')).to.equal(false);
        el.removeAttribute(attribute);
        await el.updateComplete;
        expect(shadow(el).querySelector('rb-error-panel')).to.equal(null);
        expect(el.route?.islands.at(-1)).to.equal('iona');
      }
    });

    it('lists every bad attribute at once, accessibly', async () => {
      const el = await fixture<SteamPiratesFlagshipRoute>(html`<steam-pirates-flagship-route ship="raft" wind="up" seed="x"></steam-pirates-flagship-route>`);
      expect([...shadow(el).querySelectorAll<RbErrorPanel>('rb-error-panel')].map((panel) => panel.attribute)).to.deep.equal(['ship', 'wind', 'seed']);
      await expect(el).to.be.accessible();
    });

    it('a map of one’s own, as JSON: the other flagship is left out where its islands are not on it', async () => {
      const map = JSON.stringify({
        islands: [
          { id: 'a', name: 'Ash', kind: 'city', x: 0, y: 0, good: 'rum', cost: 2 },
          { id: 'b', name: 'Birch', kind: 'city', x: 300, y: 0, good: 'coal', cost: 3 },
          { id: 'c', name: 'Cedar', kind: 'city', x: 300, y: 300, good: 'firearms', cost: 1 },
        ],
        links: [['a', 'b'], ['b', 'c']],
      });
      const el = await fixture<SteamPiratesFlagshipRoute>(html`<steam-pirates-flagship-route map=${map} from="a" to="c"></steam-pirates-flagship-route>`);
      await settle(el);
      expect(el.route?.islands).to.deep.equal(['a', 'b', 'c']);
      expect(skyMap(el).flagships.map((flagship) => flagship.ship)).to.deep.equal(['dreadnought']);
      expect(shadow(el).querySelectorAll('button[part~="ship-button"]').length).to.equal(1);
    });

    it('a routing sketch, as the pinned SkyMap type allows: a city with no good or cost, an island no link reaches', async () => {
      const map = JSON.stringify({
        islands: [
          { id: 'a', name: 'Ash', kind: 'city', x: 0, y: 0 },
          { id: 'b', name: 'Birch', kind: 'city', x: 300, y: 0, good: 'coal', cost: 3 },
          { id: 'c', name: 'Cedar', kind: 'city', x: 300, y: 300 },
          { id: 'd', name: 'Dune', kind: 'city', x: 0, y: 300 },
        ],
        links: [['a', 'b'], ['b', 'c']],
      });
      const el = await fixture<SteamPiratesFlagshipRoute>(html`<steam-pirates-flagship-route map=${map} from="a" to="c"></steam-pirates-flagship-route>`);
      await settle(el);
      expect(shadow(el).querySelector('rb-error-panel')).to.equal(null);
      expect(el.route?.islands).to.deep.equal(['a', 'b', 'c']);
      // The island no link reaches is drawn, and a route there is refused for that route alone.
      expect(skyMap(el).map.islands.map((island) => island.id)).to.include('d');
      el.setAttribute('to', 'd');
      await el.updateComplete;
      const panel = shadow(el).querySelector<RbErrorPanel>('rb-error-panel');
      expect(panel?.attribute).to.equal('to');
      expect(panel?.message).to.contain('Dune');
    });
  });
});

describe('<steam-pirates-flagship-route> under random clicks', () => {
  failOnEscapedErrors();

  it('never shows an error panel nor drops the keyboard focus, whatever a reader presses', async function () {
    this.timeout(90_000);
    for (const [seed, preset] of [[1, 'roll-tie'], [2, 'commodore'], [3, 'treasure-shortcut']] as const) {
      const el = await fixture<SteamPiratesFlagshipRoute>(html`<steam-pirates-flagship-route preset=${preset}></steam-pirates-flagship-route>`);
      await clickAtRandom(el, { steps: 30, seed });
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Legibility in a docs column (about 600 px) and on a phone (about 340 px)

for (const width of [600, 340]) {
  describe(`<steam-pirates-flagship-route> in a ${String(width)} px column`, () => {
    it('draws no text of the map under 12 px and keeps to its column', async () => {
      const box = await fixture<HTMLDivElement>(html`<div style=${`width: ${String(width)}px`}><steam-pirates-flagship-route preset="wonder-boy-west"></steam-pirates-flagship-route></div>`);
      const el = box.querySelector('steam-pirates-flagship-route');
      if (el === null) throw new Error('no widget');
      await settle(el);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await settle(el);
      const small = [...shadow(skyMap(el)).querySelectorAll<SVGTextElement>('text')].flatMap((node) => {
        const matrix = node.getScreenCTM();
        if (matrix === null || node.getBoundingClientRect().width === 0) return [];
        const px = Number.parseFloat(getComputedStyle(node).fontSize) * Math.hypot(matrix.a, matrix.b);
        return px < 11.99 ? [`${node.textContent} ${px.toFixed(1)} px`] : [];
      });
      expect(small).to.deep.equal([]);
      expect(el.getBoundingClientRect().width).to.be.at.most(width + 0.5);
      for (const node of shadow(el).querySelectorAll<HTMLElement>('p, li, button, label, select, summary, h2, h3')) {
        expect(Number.parseFloat(getComputedStyle(node).fontSize), text(node).slice(0, 30)).to.be.at.least(12);
      }
    });
  });
}
