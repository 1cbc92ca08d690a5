import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { SAMPLE_MAP, SHOALS_MAP, type SkyMap } from '../../rules/steam-pirates/index.ts';
import { PHONE_COLUMN_PX, failOnEscapedErrors, focused, overlappingTexts, shadow, smallTexts, text } from '../shared/test-support.ts';
import './steam-pirates-sky-map.ts';
import type { SteamPiratesSkyMap } from './steam-pirates-sky-map.ts';

function island(el: SteamPiratesSkyMap, id: string): SVGGElement {
  const found = shadow(el).querySelector<SVGGElement>(`g[part~="island"][data-island="${id}"]`);
  if (found === null) throw new Error(`no island ${id}`);
  return found;
}

function choice(el: SteamPiratesSkyMap, id: string): SVGGElement {
  const found = shadow(el).querySelector<SVGGElement>(`g.choice[data-island="${id}"]`);
  if (found === null) throw new Error(`no choice ${id}`);
  return found;
}

/** Waits for the element to see its width (a ResizeObserver) and draw what fits it. */
async function settled(el: SteamPiratesSkyMap): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await el.updateComplete;
}

/** The overlays of the Wonder Boy mission under a West wind, as the route widget draws them. */
function wonderBoy(el: SteamPiratesSkyMap): void {
  el.flagships = [
    { ship: 'dreadnought', at: 'iona', destination: 'iona' },
    { ship: 'fortress', at: 'felle', destination: 'erindelle' },
  ];
  el.routes = [
    { path: ['zephyr', 'tinguard'], weight: 'faint' },
    { path: ['tinguard', 'nimbus'], weight: 'faint' },
    { path: ['nimbus', 'halcyon'], weight: 'faint' },
    { path: ['halcyon', 'iona'], weight: 'faint' },
    { path: ['zephyr', 'tinguard', 'nimbus', 'sirocco', 'iona'], weight: 'bold' },
  ];
  el.distances = { iona: 0, cirrus: 1, sirocco: 1, halcyon: 1, nimbus: 2, erindelle: 2, concona: 2, tinguard: 3, zephyr: 4, stratos: 4, 'rose-castle': 4, felle: 4, haven: 7 };
  el.distanceTo = 'Iona';
  el.ties = [{ at: 'nimbus', candidates: [{ island: 'sirocco', label: '135°' }, { island: 'halcyon', label: '135°' }] }];
  el.highlighted = ['nimbus'];
  el.closedLinks = [['iona', 'cirrus'], ['iona', 'sirocco'], ['iona', 'halcyon']];
  el.wind = 'W';
  el.frigates = [{ name: 'Amber', letter: 'A', at: 'haven' }, { name: 'Brian', letter: 'B', at: 'haven' }];
}

describe('<steam-pirates-sky-map>', () => {
  failOnEscapedErrors();

  it('draws the sample map: every link, each city island with its good as colour and letter, its name and its Trade House cost; treasure islands smaller', async () => {
    const el = await fixture<SteamPiratesSkyMap>(html`<steam-pirates-sky-map></steam-pirates-sky-map>`);
    expect(shadow(el).querySelectorAll('[part~="link"]').length).to.equal(SAMPLE_MAP.links.length);
    expect(shadow(el).querySelectorAll('[part~="island"]').length).to.equal(SAMPLE_MAP.islands.length);
    const haven = island(el, 'haven');
    expect(haven.getAttribute('data-kind')).to.equal('city');
    expect(haven.querySelector('circle.city')?.classList.contains('good-coal')).to.equal(true);
    expect(text(haven.querySelector('.letter'))).to.equal('C');
    expect(text(haven.querySelector('.name'))).to.equal('Haven');
    expect(text(haven.querySelector('.cost'))).to.equal('2');
    expect(text(island(el, 'lumen').querySelector('.letter'))).to.equal('R');
    expect(text(island(el, 'lumen').querySelector('.cost'))).to.equal('4');
    const gull = island(el, 'gull-key');
    expect(gull.getAttribute('data-kind')).to.equal('treasure');
    expect(gull.querySelector('circle.city')).to.equal(null);
    expect(gull.querySelector('path.treasure')?.getBoundingClientRect().width).to.be.lessThan(haven.querySelector('circle.city')?.getBoundingClientRect().width ?? 0);
    expect(gull.querySelector('.cost')).to.equal(null);
    // One image, named with what it shows; a key of the goods (letter and name), treasure and cost.
    const svg = shadow(el).querySelector('svg[part="svg"]');
    expect(svg?.getAttribute('role')).to.equal('img');
    expect(svg?.getAttribute('aria-label')).to.equal('The sky map: 22 city islands and 4 treasure islands, joined by 43 links.');
    const key = text(shadow(el).querySelector('[part="key"]'));
    for (const words of ['C Coal', 'R Rum', 'F Firearms', 'A Automatons', 'Treasure island', 'Trade House cost']) expect(key).to.contain(words);
    await expect(el).to.be.accessible();
  });

  it('draws the overlays: flagships and their flags, frigates, faint and bold routes, distances, ties, rings, closed links, the wind', async () => {
    const el = await fixture<SteamPiratesSkyMap>(html`<steam-pirates-sky-map></steam-pirates-sky-map>`);
    wonderBoy(el);
    await el.updateComplete;
    const root = shadow(el);
    expect([...root.querySelectorAll('[part~="flagship"]')].map((ship) => `${ship.getAttribute('data-ship') ?? ''} ${text(ship)}`)).to.deep.equal(['dreadnought DN', 'fortress FF']);
    expect([...root.querySelectorAll('[part~="destination"]')].map((flag) => text(flag))).to.deep.equal(['DN', 'FF']);
    expect([...root.querySelectorAll('[part~="frigate"]')].map((frigate) => text(frigate))).to.deep.equal(['A', 'B']);
    expect(root.querySelectorAll('[part~="route"][data-weight="faint"]').length).to.equal(4);
    expect(root.querySelectorAll('[part~="route"][data-weight="bold"] path').length).to.equal(4);
    expect(text(island(el, 'zephyr').querySelector('[part~="distance"]'))).to.equal('4');
    expect(island(el, 'gull-key').querySelector('[part~="distance"]')).to.equal(null);
    expect([...root.querySelectorAll('[part~="tie"]')].map((tie) => `${tie.getAttribute('data-island') ?? ''} ${text(tie)}`)).to.deep.equal(['sirocco 135°', 'halcyon 135°']);
    expect(island(el, 'nimbus').querySelector('.ring')).to.not.equal(null);
    expect(root.querySelectorAll('[part~="closed-link"]').length).to.equal(3);
    expect(root.querySelector('[part~="wind"]')?.getAttribute('data-wind')).to.equal('W');
    const label = root.querySelector('svg[part="svg"]')?.getAttribute('aria-label') ?? '';
    expect(label).to.contain('The Dreadnought is at Iona, bound for Iona. The Flying Fortress is at Felle, bound for Erindelle.');
    expect(label).to.contain('Frigates: Amber at Haven and Brian at Haven.');
    expect(label).to.contain('Route: Zephyr → Tinguard → Nimbus → Sirocco → Iona.');
    expect(label).to.contain('Closed to frigates: Iona–Cirrus, Iona–Sirocco and Iona–Halcyon.');
    expect(label).to.contain('The wind arrow points W.');
    const key = text(root.querySelector('[part="key"]'));
    for (const words of ['DN Dreadnought', 'FF Flying Fortress', 'A Amber’s frigate', 'B Brian’s frigate', 'its destination', '3 links to Iona', 'a shortest route', 'the route taken', 'closed to frigates']) expect(key).to.contain(words);
    await expect(el).to.be.accessible();
  });

  it('choosable islands are buttons with one Tab stop: the arrow keys move to the nearest that way, Enter, Space and a click fire rb-island-select', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div>
      <button id="before">before</button>
      <steam-pirates-sky-map action-label="set the start" .choosable=${['zephyr', 'tinguard', 'nimbus', 'nebula', 'ventis', 'haven']} .actionLabels=${{ haven: 'go home' }}></steam-pirates-sky-map>
    </div>`);
    const el = wrapper.querySelector('steam-pirates-sky-map');
    if (el === null) throw new Error('no map');
    const pressed: string[] = [];
    el.addEventListener('rb-island-select', (event) => {
      pressed.push((event).detail.island);
    });
    const svg = shadow(el).querySelector('svg[part="svg"]');
    expect(svg?.getAttribute('role')).to.equal('group');
    expect(svg?.getAttribute('aria-label')).to.match(/ The arrow keys move between the islands you may press\.$/);
    expect(shadow(el).querySelectorAll('[role="button"]').length).to.equal(6);
    expect(shadow(el).querySelectorAll('[role="button"][tabindex="0"]').length).to.equal(1);
    expect(choice(el, 'zephyr').getAttribute('aria-label')).to.equal('Zephyr, Automatons, Trade House 5: set the start');
    expect(choice(el, 'haven').getAttribute('aria-label')).to.equal('Haven, Coal, Trade House 2: go home');

    wrapper.querySelector<HTMLButtonElement>('#before')?.focus();
    await sendKeys({ press: 'Tab' });
    expect(focused(el)?.getAttribute('data-island')).to.equal('zephyr');
    await sendKeys({ press: 'ArrowUp' });
    expect(focused(el)?.getAttribute('data-island')).to.equal('tinguard');
    await sendKeys({ press: 'ArrowRight' });
    expect(focused(el)?.getAttribute('data-island')).to.equal('nimbus');
    // Nothing choosable lies north of Nimbus: the focus stays.
    await sendKeys({ press: 'ArrowUp' });
    expect(focused(el)?.getAttribute('data-island')).to.equal('nimbus');
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'End' });
    expect(focused(el)?.getAttribute('data-island')).to.equal('haven');
    await sendKeys({ press: ' ' });
    await sendKeys({ press: 'Home' });
    expect(focused(el)?.getAttribute('data-island')).to.equal('zephyr');
    choice(el, 'ventis').dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(pressed).to.deep.equal(['nimbus', 'haven', 'ventis']);
    await el.updateComplete;
    // The last island pressed keeps the Tab stop.
    expect(choice(el, 'ventis').getAttribute('tabindex')).to.equal('0');
    expect(el.focusIsland('gull-key')).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('draws a map of one\'s own, scaled to fit; a bad map is said in words, nothing thrown', async () => {
    const el = await fixture<SteamPiratesSkyMap>(html`<steam-pirates-sky-map .map=${SHOALS_MAP} hide-key></steam-pirates-sky-map>`);
    expect(shadow(el).querySelectorAll('[part~="island"]').length).to.equal(7);
    expect(shadow(el).querySelector('[part="key"]')).to.equal(null);
    const broken = { islands: SHOALS_MAP.islands, links: [['anvil', 'nowhere']] } as unknown as SkyMap;
    el.map = broken;
    await el.updateComplete;
    expect(text(shadow(el).querySelector('[part="base"]'))).to.match(/^The sky map cannot be drawn: links\[0\]\[1\] is "nowhere", which is no island of the map\./);
  });
});

// ---------------------------------------------------------------------------------------------
// Legibility: at the widths a docs page gives it (about 600 px on a wide screen; on a 390 px phone
// 374 px on a bare page and 324 px in the docs column, 290 px inside a game there), and narrower

const SMALLEST_PX = 12;

/** Every drawn text of the element with its size on screen. */
function renderedTexts(el: Element): { text: string; px: number }[] {
  return [...shadow(el).querySelectorAll<SVGTextElement>('svg[part="svg"] text')].flatMap((node) => {
    const matrix = node.getScreenCTM();
    if (matrix === null || node.getBoundingClientRect().width === 0) return [];
    return [{ text: node.textContent, px: Number.parseFloat(getComputedStyle(node).fontSize) * Math.hypot(matrix.a, matrix.b) }];
  });
}

/** Every text at 12 px or more, inside the drawing; the element in its column; the key's letters 12 px too. */
function expectLegible(el: SteamPiratesSkyMap, width: number): void {
  const texts = renderedTexts(el);
  expect(texts.length).to.be.above(60);
  expect(texts.filter((entry) => entry.px < SMALLEST_PX - 0.01).map((entry) => `${entry.text} ${entry.px.toFixed(1)} px`)).to.deep.equal([]);
  expect(smallTexts(shadow(el)), 'the words around the drawing').to.deep.equal([]);
  expect(el.getBoundingClientRect().width, 'the element keeps to its column').to.be.at.most(width + 0.5);
  const drawing = shadow(el).querySelector('svg[part="svg"]')?.getBoundingClientRect();
  for (const node of shadow(el).querySelectorAll('svg[part="svg"] text')) {
    const at = node.getBoundingClientRect();
    const inside = drawing !== undefined && at.left >= drawing.left - 0.5 && at.right <= drawing.right + 0.5 && at.top >= drawing.top - 0.5 && at.bottom <= drawing.bottom + 0.5;
    expect(inside, `"${node.textContent}" inside the drawing`).to.equal(true);
  }
  // The key is HTML: its words are the page's size, and its swatches' letters no smaller than 12 px.
  for (const letter of shadow(el).querySelectorAll<SVGTextElement>('[part="key"] text')) {
    const matrix = letter.getScreenCTM();
    expect(Number.parseFloat(getComputedStyle(letter).fontSize) * Math.hypot(matrix?.a ?? 0, matrix?.b ?? 0), `key ${letter.textContent}`).to.be.at.least(SMALLEST_PX - 0.01);
  }
}

/** Whether the drawing scrolls sideways, and says so (the scroller a Tab stop, the hint above it). */
function expectScrolls(el: SteamPiratesSkyMap, scrolls: boolean): void {
  const box = shadow(el).querySelector<HTMLElement>('.scroll');
  const hint = shadow(el).querySelector<HTMLElement>('[part="scroll-hint"]');
  if (scrolls) {
    expect(box?.scrollWidth).to.be.above(box?.clientWidth ?? 0);
    expect(box?.getAttribute('tabindex')).to.equal('0');
    expect(box?.getAttribute('aria-label')).to.equal('The sky map, scrolls sideways');
    expect(text(hint)).to.contain('Scroll sideways');
  } else {
    expect(box?.scrollWidth, 'no sideways scroll').to.be.at.most((box?.clientWidth ?? 0) + 1);
    expect(box?.hasAttribute('tabindex')).to.equal(false);
    expect(hint).to.equal(null);
  }
}

/** The drawing's circles that are the islands' press targets, by island, as drawn on screen. */
function targets(el: SteamPiratesSkyMap): Map<string, DOMRect> {
  return new Map([...shadow(el).querySelectorAll<SVGGElement>('g.choice')].map((choice) => [choice.dataset.island ?? '', choice.querySelector('.hit')?.getBoundingClientRect() ?? new DOMRect()]));
}

// Below the wide drawing's 580 px the map stands up (290 units wide); below 290 px that scrolls.
for (const [width, layout, scrolls] of [
  [600, 'wide', false],
  [PHONE_COLUMN_PX, 'narrow', false],
  [324, 'narrow', false],
  [290, 'narrow', false],
  [260, 'narrow', true],
] as const) {
  describe(`<steam-pirates-sky-map> in a ${String(width)} px column`, () => {
    it(`draws the ${layout} map, every text at 12 px or more, inside the drawing${scrolls ? ', scrolling sideways (and saying so)' : ', no sideways scroll'}`, async () => {
      const wrapper = await fixture<HTMLDivElement>(html`<div style=${`width: ${String(width)}px`}><steam-pirates-sky-map></steam-pirates-sky-map></div>`);
      const el = wrapper.querySelector('steam-pirates-sky-map');
      if (el === null) throw new Error('no map');
      wonderBoy(el);
      await settled(el);
      expect(shadow(el).querySelector('svg[part="svg"]')?.getAttribute('class')).to.equal(layout);
      expectLegible(el, width);
      expectScrolls(el, scrolls);
      const turned = shadow(el).querySelector('[part="turn-hint"]');
      const label = shadow(el).querySelector('svg[part="svg"]')?.getAttribute('aria-label') ?? '';
      if (layout === 'narrow') {
        expect(text(turned)).to.equal('North is to the right: the map is turned to fit.');
        expect(label).to.contain('Turned to fit: north is to the right.');
        // North to the right: Iona (the far north-east) is right of and below Haven (the south-west).
        const haven = island(el, 'haven').querySelector('circle.city')?.getBoundingClientRect();
        const iona = island(el, 'iona').querySelector('circle.city')?.getBoundingClientRect();
        expect((iona?.left ?? 0) > (haven?.left ?? 0) && (iona?.top ?? 0) > (haven?.top ?? 0)).to.equal(true);
        expect(text(shadow(el).querySelector('.wind-north'))).to.equal('N');
      } else {
        expect(turned).to.equal(null);
        expect(label).to.not.contain('Turned');
      }
    });

    it('no two words of the drawing overlap, bare or with every overlay', async () => {
      const wrapper = await fixture<HTMLDivElement>(html`<div style=${`width: ${String(width)}px`}><steam-pirates-sky-map></steam-pirates-sky-map></div>`);
      const el = wrapper.querySelector('steam-pirates-sky-map');
      if (el === null) throw new Error('no map');
      await settled(el);
      expect(overlappingTexts(el, 'svg[part="svg"] text'), 'bare').to.deep.equal([]);
      wonderBoy(el);
      await settled(el);
      expect(overlappingTexts(el, 'svg[part="svg"] text'), 'with overlays').to.deep.equal([]);
    });
  });
}

describe('<steam-pirates-sky-map> on a bare 390 px phone page', () => {
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  it('stands up in the page\'s own column: no sideways scroll on the page or in the widget, every text 12 px or more, words apart', async () => {
    await setViewport({ width: 390, height: 844 });
    const el = await fixture<SteamPiratesSkyMap>(html`<steam-pirates-sky-map></steam-pirates-sky-map>`);
    wonderBoy(el);
    await settled(el);
    expect(shadow(el).querySelector('svg[part="svg"]')?.getAttribute('class')).to.equal('narrow');
    expectLegible(el, 390);
    expectScrolls(el, false);
    expect(document.documentElement.scrollWidth, 'the page does not scroll sideways').to.be.at.most(390);
    expect(overlappingTexts(el, 'svg[part="svg"] text')).to.deep.equal([]);
  });
});

describe('<steam-pirates-sky-map> stood up in a 324 px column: pressing and the keyboard', () => {
  it('every island a target 24 px across or more, none over another; the arrow keys move as the islands are drawn', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div style="width: 324px">
      <button id="before">before</button>
      <steam-pirates-sky-map .choosable=${SAMPLE_MAP.islands.map((one) => one.id)}></steam-pirates-sky-map>
    </div>`);
    const el = wrapper.querySelector('steam-pirates-sky-map');
    if (el === null) throw new Error('no map');
    await settled(el);
    const drawn = targets(el);
    expect(drawn.size).to.equal(SAMPLE_MAP.islands.length);
    for (const [id, box] of drawn) expect(Math.min(box.width, box.height), id).to.be.at.least(24);
    // The targets' circles never cover each other: a press lands on one island only.
    const centres = [...drawn].map(([id, box]) => ({ id, x: box.x + box.width / 2, y: box.y + box.height / 2, r: box.width / 2 }));
    for (const [index, a] of centres.entries()) for (const b of centres.slice(index + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y), `${a.id} and ${b.id}`).to.be.at.least(a.r + b.r);
    // Turned, north is to the right: from Haven (top left), the arrow down goes east across the
    // plane (towards Lumen, below it as drawn), the arrow right goes north (to Mistral, beside it).
    wrapper.querySelector<HTMLButtonElement>('#before')?.focus();
    await sendKeys({ press: 'Tab' });
    expect(focused(el)?.getAttribute('data-island')).to.equal('haven');
    const at = (id: string): { x: number; y: number } => {
      const box = drawn.get(id) ?? new DOMRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    for (const [key, check] of [
      ['ArrowRight', (from: { x: number; y: number }, to: { x: number; y: number }) => to.x > from.x],
      ['ArrowDown', (from: { x: number; y: number }, to: { x: number; y: number }) => to.y > from.y],
      ['ArrowLeft', (from: { x: number; y: number }, to: { x: number; y: number }) => to.x < from.x],
      ['ArrowUp', (from: { x: number; y: number }, to: { x: number; y: number }) => to.y < from.y],
    ] as const) {
      const from = focused(el)?.getAttribute('data-island') ?? '';
      await sendKeys({ press: key });
      const to = focused(el)?.getAttribute('data-island') ?? '';
      expect(to, `${key} from ${from}`).to.not.equal(from);
      expect(check(at(from), at(to)), `${key}: ${from} → ${to} as drawn`).to.equal(true);
    }
  });
});
