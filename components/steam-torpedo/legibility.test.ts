import { expect, fixture, html } from '@open-wc/testing';
import { ATTACKER, DEFENDER, openDamageScenario, type SteamTorpedoState, type Submarine } from '../../rules/steam-torpedo/index.ts';
import { overlappingTexts, shadow } from '../shared/test-support.ts';
import './steam-torpedo-battle-area.ts';
import './steam-torpedo-submarine.ts';
import type { SteamTorpedoBattleArea } from './steam-torpedo-battle-area.ts';
import type { SteamTorpedoSubmarine } from './steam-torpedo-submarine.ts';

/**
 * The drawings stay legible at the widths a docs page gives them: about 560–600 px on a wide screen
 * and about 340 px on a phone (600 px draws the wide layouts, 560 and 340 the narrow ones). Every text is at least 12 CSS pixels (font size times the SVG's
 * scale on screen), stays inside its tile and its drawing, and nothing widens the page.
 */

const SMALLEST_PX = 12;

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

    it('draws every text of the battle area at 12 px or more, scrolling sideways (and saying so) when narrow', async () => {
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
      const box = shadow(el).querySelector<HTMLElement>('.scroll');
      const hint = shadow(el).querySelector<HTMLElement>('[part="scroll-hint"]');
      if (width < 580) {
        expect(box?.scrollWidth).to.be.above(box?.clientWidth ?? 0);
        expect(box?.getAttribute('tabindex')).to.equal('0');
        expect(box?.getAttribute('role')).to.equal('group');
        expect(box?.getAttribute('aria-label')).to.contain('scrolls sideways');
        expect(hint?.textContent).to.contain('Scroll sideways');
        expect(Number.parseFloat(getComputedStyle(hint ?? el).fontSize)).to.be.at.least(SMALLEST_PX);
      } else {
        expect(box?.hasAttribute('tabindex')).to.equal(false);
        expect(hint).to.equal(null);
      }
    });
  });
}

describe('Steam Torpedo battle area: words never overlap', () => {
  for (const [attackerSector, targetSector] of [[3, 3], [2, 3], [3, 2], [1, 5]] as const) {
    for (const location of ['fore', 'aft', 'port', 'starboard'] as const) {
      it(`attacker in sector ${String(attackerSector)}, target in ${String(targetSector)}, ${location} marked`, async () => {
        const example = exampleState();
        const moved = (player: string, sector: number): Submarine => ({ ...submarineOf(example, player), sector });
        const state: SteamTorpedoState = { ...example, submarines: { ...example.submarines, [ATTACKER]: moved(ATTACKER, attackerSector), [DEFENDER]: moved(DEFENDER, targetSector) } };
        const wrapper = await fixture<HTMLDivElement>(html`<div style="width: 600px">
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
      });
    }
  }
});
