import { expect, fixture, html } from '@open-wc/testing';
import { render, type CSSResult } from 'lit';
import { ARENA_INCHES, ruleset, type Point, type SteamworkState } from '../../rules/steamwork-arena/index.ts';
import { boardStyles } from '../shared/svg-board.ts';
import { baseStyles } from '../shared/theme.ts';
import { arenaStyles, renderArena, type ArenaView } from './arena-board.ts';

/** A two-player game's state with red standing at `at`. */
function redAt(at: Point): SteamworkState {
  const state = ruleset.initialState({ seed: 1 });
  const red = state.steamworks.red;
  if (red === undefined) throw new Error('no red');
  return { ...state, steamworks: { ...state.steamworks, red: { ...red, position: at } } };
}

/** The arena drawn alone in a box `width` px wide, with the widget's styles, in a shadow root as in the widget. */
async function arena(width: number, view: Partial<ArenaView> & { state: SteamworkState }): Promise<ShadowRoot> {
  const host = await fixture<HTMLDivElement>(html`<div style=${`width: ${String(width)}px`}></div>`);
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [baseStyles, boardStyles, arenaStyles].map((style: CSSResult) => style.styleSheet ?? new CSSStyleSheet());
  render(
    renderArena({
      acting: null,
      moveReach: null,
      rangeReach: null,
      targets: new Map(),
      marker: null,
      label: 'The arena',
      onPoint: () => undefined,
      onTarget: () => undefined,
      onKey: () => undefined,
      ...view,
    }),
    root,
  );
  return root;
}

/** Each miniature letter's rendered size in CSS px: its font size in board units times the board's scale. */
function letterSizes(root: ShadowRoot): number[] {
  return [...root.querySelectorAll<SVGTextElement>('text')].map((text) => parseFloat(getComputedStyle(text).fontSize) * (text.getScreenCTM()?.a ?? 0));
}

describe('arena-board', () => {
  for (const width of [600, 560, 520, 480, 440, 400, 340, 300, 260, 230]) {
    it(`draws every letter at least 12 px on a board ${String(width)} px wide`, async () => {
      // Teams of three: letters of two characters ("R1"), the widest there are.
      const state = ruleset.initialState({ seed: 1, players: ['red', 'blue'], perPlayer: 3 });
      const root = await arena(width, { state });
      const sizes = letterSizes(root);
      expect(sizes).to.have.length(6);
      expect(Math.min(...sizes), sizes.join(', ')).to.be.at.least(12);
      // Not needlessly big either: the board's own scale takes over from 520 px up.
      expect(Math.max(...sizes)).to.be.below(width >= 520 ? (width / 26) * 0.6 + 0.1 : 14);
    });
  }

  it('clips the reach circles, the conflict line and the marker to the arena square', async () => {
    // Red on the left edge, acting: its ranged reach (8 inches) and move reach would spill past it.
    const state = redAt({ x: 0, y: 12 });
    const root = await arena(560, { state, acting: 'red', moveReach: 3, rangeReach: 8, marker: { x: 0, y: 12 } });
    const clip = root.querySelector('clipPath#arena-square rect');
    expect([clip?.getAttribute('x'), clip?.getAttribute('y'), clip?.getAttribute('width'), clip?.getAttribute('height')]).to.deep.equal(['0', '0', String(ARENA_INCHES), String(ARENA_INCHES)]);
    const drawn = [...root.querySelectorAll('.range-reach, .move-reach, .marker')];
    expect(drawn.map((node) => node.getAttribute('class'))).to.deep.equal(['range-reach', 'move-reach', 'marker']);
    for (const node of drawn) expect(node.closest('[clip-path]')?.getAttribute('clip-path'), node.getAttribute('class') ?? '').to.equal('url(#arena-square)');
    // Hit testing follows the clip: in the margin left of the arena, within the move reach (below the acting ring), is not the reach.
    const floor = root.querySelector('.floor')?.getBoundingClientRect();
    const reach = root.querySelector('.move-reach');
    if (floor === undefined || reach === null) throw new Error('no arena');
    const inside = root.elementFromPoint(floor.left + 4, floor.top + floor.height / 2 + 50);
    const outside = root.elementFromPoint(floor.left - 4, floor.top + floor.height / 2 + 50);
    expect(inside).to.equal(reach);
    expect(outside).not.to.equal(reach);
  });

  it('leaves room around the arena for a whole miniature and its ring on the edge', async () => {
    const state = redAt({ x: 0, y: 0 });
    const root = await arena(560, { state, acting: 'red' });
    const svgBox = root.querySelector('svg')?.getBoundingClientRect();
    const ring = root.querySelector('.acting-ring')?.getBoundingClientRect();
    if (svgBox === undefined || ring === undefined) throw new Error('no ring');
    expect(ring.left).to.be.at.least(svgBox.left);
    expect(ring.top).to.be.at.least(svgBox.top);
  });
});
