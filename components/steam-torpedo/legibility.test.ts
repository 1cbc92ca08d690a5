import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit';
import { ATTACKER, DEFENDER, openDamageScenario, type SteamTorpedoState, type Submarine } from '../../rules/steam-torpedo/index.ts';
import { overlappingTexts, placeInColumn, settleDeep, shadow, smallTexts, type Widget } from '../shared/test-support.ts';
import './steam-torpedo-attack.ts';
import './steam-torpedo-battle-area.ts';
import './steam-torpedo-damage.ts';
import './steam-torpedo-game.ts';
import './steam-torpedo-submarine.ts';
import type { SteamTorpedoBattleArea } from './steam-torpedo-battle-area.ts';
import type { SteamTorpedoSubmarine } from './steam-torpedo-submarine.ts';

/**
 * The drawings stay legible at the widths a docs page gives them: about 560–600 px on a wide screen
 * and about 340 px on a phone (600 px draws the wide layouts, 560 and 340 the narrow ones: the
 * boards stand up, the battle area is compact). Every text is at least 12 CSS pixels (font size
 * times the SVG's scale on screen), stays inside its tile and its drawing, and nothing widens the
 * page. Then the five tags on a phone (issue 26, point 5): in a 324 px column and alone on a bare
 * 390 px page, nothing scrolls sideways, no text is under 12 px, no two texts overlap.
 */

const SMALLEST_PX = 12;
/** The column issue 26 asks the boards to fit: a phone's, inside a widget's or a post's padding. */
const NARROW_COLUMN_PX = 324;
/** The test runner's window, put back after a test that narrows it to a phone's. */
const WINDOW = { width: window.innerWidth, height: window.innerHeight } as const;

/** The Example of Play: three fore tiles destroyed, oxygen, both crews; a long name for the battle area. */
function exampleState(): SteamTorpedoState {
  return openDamageScenario({ seed: 1, preset: 'example-of-play' }).state;
}

function submarineOf(state: SteamTorpedoState, player: string): Submarine {
  const submarine = state.submarines[player];
  if (submarine === undefined) throw new Error(`no submarine ${player}`);
  return submarine;
}

/** Waits for the element to see its width (a ResizeObserver) and draw the layout that fits it. */
async function settled(el: SteamTorpedoSubmarine | SteamTorpedoBattleArea): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await el.updateComplete;
}

/**
 * Waits until the widget and the drawings inside it have drawn for their widths: each hears its
 * width from a ResizeObserver a frame after it is drawn, and may draw again.
 */
async function settleAll(el: Widget): Promise<void> {
  for (let pass = 0; pass < 3; pass++) await settleDeep(el);
  for (const drawing of drawingsIn(el)) await (drawing as Widget).updateComplete;
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

/** Every drawn text of the element with its size on screen, smallest first. */
function renderedTexts(el: Element): { text: string; px: number }[] {
  const found: { text: string; px: number }[] = [];
  for (const node of shadow(el).querySelectorAll<SVGTextElement>('text')) {
    const matrix = node.getScreenCTM();
    if (matrix === null || node.getBoundingClientRect().width === 0) continue;
    const px = Number.parseFloat(getComputedStyle(node).fontSize) * Math.hypot(matrix.a, matrix.b);
    found.push({ text: node.textContent, px });
  }
  return found.sort((a, b) => a.px - b.px);
}

function expectLegible(el: Element, width: number): void {
  const texts = renderedTexts(el);
  expect(texts.length, 'texts drawn').to.be.above(10);
  const small = texts.filter((entry) => entry.px < SMALLEST_PX - 0.01).map((entry) => `${entry.text} ${entry.px.toFixed(1)} px`);
  expect(small, `texts under ${String(SMALLEST_PX)} px at ${String(width)} px`).to.deep.equal([]);
  expect(el.getBoundingClientRect().width, 'the element keeps to its column').to.be.at.most(width + 0.5);
}

/** Shapes and texts that poke out of the drawing (markers, rings, labels), by class. */
function outsideDrawing(el: Element): string[] {
  const drawing = shadow(el).querySelector('svg[part="svg"]');
  if (drawing === null) throw new Error('no drawing');
  const box = drawing.getBoundingClientRect();
  return [...drawing.querySelectorAll('rect, circle, path, line, text')]
    .filter((shape) => {
      const at = shape.getBoundingClientRect();
      if (at.width === 0 && at.height === 0) return false;
      return at.left < box.left - 0.5 || at.right > box.right + 0.5 || at.top < box.top - 0.5 || at.bottom > box.bottom + 0.5;
    })
    .map((shape) => `${shape.localName}.${shape.getAttribute('class') ?? ''}`);
}

for (const width of [600, 560, 340]) {
  describe(`Steam Torpedo drawings in a ${String(width)} px column`, () => {
    // Compact (as the whole game draws its boards), a selectable tile's type line is its mark.
    for (const compact of [false, true]) {
      it(`draws every text of a${compact ? ' compact' : ''} board at 12 px or more, inside its tile, the rings inside the board`, async () => {
        const state = exampleState();
        const wrapper = await fixture<HTMLDivElement>(html`<div style=${`width: ${String(width)}px`}>
          <steam-torpedo-submarine
            .submarine=${submarineOf(state, DEFENDER)}
            .state=${state}
            .selectable=${['stern-mortar', 'armored-turret', 'command-bridge', 'gas-projector']}
            ?compact=${compact}
            action-label="post a sailor"
            highlight-location="starboard"
          ></steam-torpedo-submarine>
        </div>`);
        const el = wrapper.querySelector('steam-torpedo-submarine');
        if (el === null) throw new Error('no board');
        await settled(el);
        expectLegible(el, width);
        // Below the wide layout's width the board stands up instead of shrinking.
        expect(shadow(el).querySelector('svg')?.classList.contains('narrow')).to.equal(width < 580);
        for (const tile of shadow(el).querySelectorAll<SVGGElement>('g.tile')) {
          const box = tile.querySelector('.tile-box')?.getBoundingClientRect();
          if (box === undefined) throw new Error('no tile box');
          for (const node of tile.querySelectorAll('text')) {
            const at = node.getBoundingClientRect();
            const inside = at.left >= box.left - 0.5 && at.right <= box.right + 0.5 && at.top >= box.top - 0.5 && at.bottom <= box.bottom + 0.5;
            expect(inside, `"${node.textContent}" inside ${tile.dataset.tile ?? ''}`).to.equal(true);
          }
          // Compact, the mark's words ("▸ Control room") stay on its band.
          const band = tile.querySelector('.choose-strip')?.getBoundingClientRect();
          const mark = tile.querySelector('.type-mark')?.getBoundingClientRect();
          if (band !== undefined && mark !== undefined) {
            const onBand = mark.left >= band.left && mark.right <= band.right && mark.top >= band.top - 0.5 && mark.bottom <= band.bottom + 0.5;
            expect(onBand, `the mark on ${tile.dataset.tile ?? ''} stays on its band`).to.equal(true);
          }
        }
        if (compact) expect(shadow(el).querySelectorAll('.type-mark').length).to.equal(4);
        // Focus rings are hidden until focus; show them all to check that they fit too.
        for (const ring of shadow(el).querySelectorAll<SVGRectElement>('.focus-ring')) ring.style.visibility = 'visible';
        expect(outsideDrawing(el)).to.deep.equal([]);
        const legend = shadow(el).querySelector('[part="legend"]');
        expect(legend === null ? 0 : Number.parseFloat(getComputedStyle(legend).fontSize)).to.be.at.least(SMALLEST_PX);
      });
    }

    it('draws every text of the battle area at 12 px or more, compact when narrow, and never scrolls', async () => {
      const state = exampleState();
      const wrapper = await fixture<HTMLDivElement>(html`<div style=${`width: ${String(width)}px`}>
        <steam-torpedo-battle-area
          interactive
          .state=${state}
          .names=${{ [ATTACKER]: 'Talion', [DEFENDER]: 'Panzer la Rochelle' }}
          .roles=${{ [ATTACKER]: 'attacker', [DEFENDER]: 'target' }}
          .marks=${[{ submarine: DEFENDER, location: 'aft' }]}
        ></steam-torpedo-battle-area>
      </div>`);
      const el = wrapper.querySelector('steam-torpedo-battle-area');
      if (el === null) throw new Error('no battle area');
      await settled(el);
      expectLegible(el, width);
      for (const ring of shadow(el).querySelectorAll<SVGRectElement>('.focus-ring')) ring.style.visibility = 'visible';
      expect(outsideDrawing(el)).to.deep.equal([]);
      expect(overlappingTexts(el)).to.deep.equal([]);
      // Below the wide layout's width the drawing is compact instead of scrolling.
      expect(shadow(el).querySelector('svg')?.classList.contains('narrow')).to.equal(width < 580);
      const box = shadow(el).querySelector<HTMLElement>('.scroll');
      expect(box?.scrollWidth).to.be.at.most((box?.clientWidth ?? 0) + 1);
      expect(box?.hasAttribute('tabindex')).to.equal(false);
      expect(shadow(el).querySelector('[part="scroll-hint"]')).to.equal(null);
      // Each submarine is still a slider, its target (the ring's box) at least 24 px each way.
      for (const slider of shadow(el).querySelectorAll<SVGGElement>('g.slider')) {
        const ring = slider.querySelector('.focus-ring')?.getBoundingClientRect();
        expect(ring?.width ?? 0, slider.dataset.owner).to.be.at.least(24);
        expect(ring?.height ?? 0, slider.dataset.owner).to.be.at.least(24);
      }
    });
  });
}

describe('Steam Torpedo battle area narrower than its compact drawing (270 px)', () => {
  it('scrolls sideways in a box Tab reaches, and says so, its text still 12 px', async () => {
    const state = exampleState();
    const wrapper = await fixture<HTMLDivElement>(html`<div style="width: 250px">
      <steam-torpedo-battle-area .state=${state} .marks=${[{ submarine: DEFENDER, location: 'aft' }]}></steam-torpedo-battle-area>
    </div>`);
    const el = wrapper.querySelector('steam-torpedo-battle-area');
    if (el === null) throw new Error('no battle area');
    await settled(el);
    expectLegible(el, 250);
    expect(shadow(el).querySelector('svg')?.classList.contains('narrow')).to.equal(true);
    const box = shadow(el).querySelector<HTMLElement>('.scroll');
    const hint = shadow(el).querySelector<HTMLElement>('[part="scroll-hint"]');
    expect(box?.scrollWidth).to.be.above(box?.clientWidth ?? 0);
    expect(box?.getAttribute('tabindex')).to.equal('0');
    expect(box?.getAttribute('role')).to.equal('group');
    expect(box?.getAttribute('aria-label')).to.contain('scrolls sideways');
    expect(hint?.textContent).to.contain('Scroll sideways');
    expect(Number.parseFloat(getComputedStyle(hint ?? el).fontSize)).to.be.at.least(SMALLEST_PX);
    expect(document.documentElement.scrollWidth, 'the page does not widen').to.be.at.most(window.innerWidth);
  });
});

describe('Steam Torpedo battle area: words never overlap', () => {
  // 600 px draws it wide, 290 px (the attack lab's inside in a 324 px column) compact.
  for (const [attackerSector, targetSector, width] of [[3, 3, 600], [2, 3, 600], [3, 2, 600], [1, 5, 600], [3, 3, 290], [2, 4, 290], [4, 2, 290], [1, 5, 290], [5, 1, 290]] as const) {
    for (const location of ['fore', 'aft', 'port', 'starboard'] as const) {
      it(`attacker in sector ${String(attackerSector)}, target in ${String(targetSector)}, ${location} marked, ${String(width)} px`, async () => {
        const example = exampleState();
        const moved = (player: string, sector: number): Submarine => ({ ...submarineOf(example, player), sector });
        const state: SteamTorpedoState = { ...example, submarines: { ...example.submarines, [ATTACKER]: moved(ATTACKER, attackerSector), [DEFENDER]: moved(DEFENDER, targetSector) } };
        const wrapper = await fixture<HTMLDivElement>(html`<div style=${`width: ${String(width)}px`}>
          <steam-torpedo-battle-area
            .state=${state}
            .names=${{ [ATTACKER]: 'Talion', [DEFENDER]: 'Panzer la Rochelle' }}
            .roles=${{ [ATTACKER]: 'attacker', [DEFENDER]: 'target' }}
            .marks=${[{ submarine: DEFENDER, location }]}
          ></steam-torpedo-battle-area>
        </div>`);
        const el = wrapper.querySelector('steam-torpedo-battle-area');
        if (el === null) throw new Error('no battle area');
        await settled(el);
        expect(overlappingTexts(el)).to.deep.equal([]);
        expect(outsideDrawing(el)).to.deep.equal([]);
      });
    }
  }

  it('compact, three marks on one hull and one on the other each have a line, clear of the rest', async () => {
    const state = exampleState();
    const wrapper = await fixture<HTMLDivElement>(html`<div style="width: 290px">
      <steam-torpedo-battle-area
        interactive
        .state=${state}
        .names=${{ [ATTACKER]: 'Talion', [DEFENDER]: 'Panzer la Rochelle' }}
        .roles=${{ [ATTACKER]: 'attacker', [DEFENDER]: 'target' }}
        .marks=${[
          { submarine: DEFENDER, location: 'fore' },
          { submarine: DEFENDER, location: 'port', label: 'in reach' },
          { submarine: DEFENDER, location: 'starboard' },
          { submarine: ATTACKER, location: 'aft' },
        ]}
      ></steam-torpedo-battle-area>
    </div>`);
    const el = wrapper.querySelector('steam-torpedo-battle-area');
    if (el === null) throw new Error('no battle area');
    await settled(el);
    expect(shadow(el).querySelector('svg')?.classList.contains('narrow')).to.equal(true);
    expectLegible(el, 290);
    expect(overlappingTexts(el)).to.deep.equal([]);
    for (const ring of shadow(el).querySelectorAll<SVGRectElement>('.focus-ring')) ring.style.visibility = 'visible';
    expect(outsideDrawing(el)).to.deep.equal([]);
  });
});

/** Every element under `root`, through open shadow roots (the boards inside a widget). */
function everyElement(root: ParentNode): Element[] {
  return [...root.querySelectorAll('*')].flatMap((element) => [element, ...(element.shadowRoot === null ? [] : everyElement(element.shadowRoot))]);
}

/** The element's drawings: itself, or the boards and battle area inside it. */
function drawingsIn(el: Element): Element[] {
  return [el, ...everyElement(shadow(el))].filter((element) => element.localName === 'steam-torpedo-submarine' || element.localName === 'steam-torpedo-battle-area');
}

/**
 * What a reader on a phone would have to scroll sideways or squint at: boxes inside the widget
 * that scroll sideways, anything laid out past the widget's sides, the page made wider than the
 * window, drawn texts under 12 px (the closed attacker board's too: it is drawn for its width
 * before it opens), other texts under 12 px, and drawn texts over one another.
 */
function phoneProblems(el: Element): string[] {
  const problems: string[] = [];
  const box = el.getBoundingClientRect();
  for (const element of everyElement(shadow(el))) {
    if (element instanceof HTMLElement && element.scrollWidth > element.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(element).overflowX)) {
      problems.push(`${element.localName}.${element.className} scrolls sideways (${String(element.scrollWidth)} in ${String(element.clientWidth)} px)`);
    }
    const at = element.getBoundingClientRect();
    // Visually hidden (a box of a pixel, such as "Skip past this widget" until focused) is not seen.
    if (at.width > 1 && at.height > 1 && (at.left < box.left - 0.5 || at.right > box.right + 0.5)) problems.push(`${element.localName}.${element.getAttribute('class') ?? ''} pokes out of the widget`);
  }
  if (document.documentElement.scrollWidth > window.innerWidth) problems.push(`the page scrolls sideways (${String(document.documentElement.scrollWidth)} px)`);
  for (const drawing of drawingsIn(el)) {
    problems.push(...renderedTexts(drawing).filter((entry) => entry.px < SMALLEST_PX - 0.01).map((entry) => `${drawing.localName}: "${entry.text}" ${entry.px.toFixed(1)} px`));
    problems.push(...overlappingTexts(drawing).map((pair) => `${drawing.localName}: ${pair} overlap`));
  }
  problems.push(...smallTexts(shadow(el)));
  return problems;
}

describe('Steam Torpedo on a phone: in a 324 px column and alone on a bare 390 px page', () => {
  const state = exampleState();
  const tags: readonly [string, () => TemplateResult][] = [
    ['steam-torpedo-attack', () => html`<steam-torpedo-attack></steam-torpedo-attack>`],
    ['steam-torpedo-damage', () => html`<steam-torpedo-damage></steam-torpedo-damage>`],
    ['steam-torpedo-game', () => html`<steam-torpedo-game></steam-torpedo-game>`],
    [
      'steam-torpedo-battle-area',
      () => html`<steam-torpedo-battle-area
        interactive
        .state=${state}
        .names=${{ [ATTACKER]: 'Talion', [DEFENDER]: 'Panzer la Rochelle' }}
        .roles=${{ [ATTACKER]: 'attacker', [DEFENDER]: 'target' }}
        .marks=${[{ submarine: DEFENDER, location: 'aft' }]}
      ></steam-torpedo-battle-area>`,
    ],
    ['steam-torpedo-submarine', () => html`<steam-torpedo-submarine .submarine=${submarineOf(state, DEFENDER)} .state=${state} .selectable=${['stern-mortar', 'command-bridge']}></steam-torpedo-submarine>`],
  ];

  afterEach(async () => {
    await setViewport(WINDOW);
  });

  for (const [tag, widget] of tags) {
    it(`<${tag}> in a 324 px column`, async () => {
      const el = await placeInColumn<Widget>(widget(), NARROW_COLUMN_PX);
      await settleAll(el);
      expect(el.getBoundingClientRect().width).to.equal(NARROW_COLUMN_PX);
      expect(phoneProblems(el)).to.deep.equal([]);
    });

    it(`<${tag}> straight in the <body> of a bare 390 px page`, async () => {
      await setViewport({ width: 390, height: 844 });
      const holder = await fixture<HTMLDivElement>(html`<div>${widget()}</div>`);
      const el = holder.firstElementChild as Widget | null;
      if (el === null) throw new Error('no widget');
      // As a blogger's page has it: the element a child of <body>, in its default 8 px margin.
      document.body.append(el);
      try {
        await settleAll(el);
        expect(getComputedStyle(document.body).marginLeft).to.equal('8px');
        expect(el.getBoundingClientRect().width).to.equal(390 - 16);
        expect(phoneProblems(el)).to.deep.equal([]);
      } finally {
        el.remove();
      }
    });
  }
});
