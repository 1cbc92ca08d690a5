import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ruleset, type SteamTorpedoState } from '../../rules/steam-torpedo/index.ts';
import { shadow, text } from '../shared/test-support.ts';
import './steam-torpedo-battle-area.ts';
import type { BattleAreaMark, SteamTorpedoBattleArea, SubmarineMoveDetail } from './steam-torpedo-battle-area.ts';

/** The default game's state with the submarines moved to the sectors given. */
function placed(south: number, north: number, northern = 'north'): SteamTorpedoState {
  const state = ruleset.initialState({ seed: 1 });
  const move = (player: string, sector: number) => {
    const submarine = state.submarines[player];
    if (submarine === undefined) throw new Error(`no ${player}`);
    return { ...submarine, sector };
  };
  return { ...state, northernSubmarine: northern, submarines: { south: move('south', south), north: move('north', north) } };
}

function submarine(el: SteamTorpedoBattleArea, owner: string): SVGGElement {
  const found = shadow(el).querySelector<SVGGElement>(`g[part~="submarine"][data-owner="${owner}"]`);
  if (found === null) throw new Error(`no submarine ${owner}`);
  return found;
}

function top(group: Element, selector: string): number {
  return group.querySelector(selector)?.getBoundingClientRect().top ?? Number.NaN;
}

describe('<steam-torpedo-battle-area>', () => {
  it('draws both submarines in their sectors as one image, the northern one above, and the range in lines and words', async () => {
    const el = await fixture<SteamTorpedoBattleArea>(html`<steam-torpedo-battle-area .state=${placed(2, 4)}></steam-torpedo-battle-area>`);
    const svg = shadow(el).querySelector('svg');
    expect(svg?.getAttribute('role')).to.equal('img');
    expect(svg?.getAttribute('aria-label')).to.match(/^The battle area: South is in sector 2, north in sector 4: distant range\./);
    expect(shadow(el).querySelectorAll('[part="sector"]').length).to.equal(5);
    expect(submarine(el, 'south').getAttribute('data-sector')).to.equal('2');
    expect(submarine(el, 'south').getAttribute('aria-hidden')).to.equal('true');
    expect(submarine(el, 'south').hasAttribute('tabindex')).to.equal(false);
    expect(shadow(el).querySelector('[role="slider"]')).to.equal(null);
    expect(text(submarine(el, 'south'))).to.equal('South ▶');
    expect(top(submarine(el, 'north'), 'path.hull.body')).to.be.lessThan(top(submarine(el, 'south'), 'path.hull.body'));
    const range = shadow(el).querySelector('[part="range"]');
    expect(range?.getAttribute('data-range')).to.equal('distant');
    expect(range?.getAttribute('data-apart')).to.equal('2');
    expect(text(range)).to.equal('2 sectors apart: DISTANT range');
    expect(text(shadow(el).querySelector('[part="description"]'))).to.equal(
      'South is in sector 2, north in sector 4: distant range. Seen from south, north is in front; seen from north, south is behind.',
    );
    await expect(el).to.be.accessible();

    el.state = placed(3, 3, 'south');
    await el.updateComplete;
    expect(text(shadow(el).querySelector('[part="range"]'))).to.equal('same sector: CLOSE range');
    expect(text(shadow(el).querySelector('[part="description"]'))).to.contain("Both submarines are in sector 3, South's to the north");
    expect(top(submarine(el, 'south'), 'path.hull.body')).to.be.lessThan(top(submarine(el, 'north'), 'path.hull.body'));

    el.state = null;
    await el.updateComplete;
    expect(text(shadow(el).querySelector('[part="base"]'))).to.equal('No battle area to show.');
  });

  it('interactive: each submarine is a slider; arrow keys fire rb-submarine-move and move nothing themselves', async () => {
    const el = await fixture<SteamTorpedoBattleArea>(html`<steam-torpedo-battle-area interactive label="Where they are" .state=${placed(1, 5)}></steam-torpedo-battle-area>`);
    const moves: SubmarineMoveDetail[] = [];
    el.addEventListener('rb-submarine-move', (event) => {
      moves.push(event.detail);
    });
    const svg = shadow(el).querySelector('svg');
    expect(svg?.getAttribute('role')).to.equal('group');
    expect(svg?.getAttribute('aria-label')).to.match(/^Where they are: South is in sector 1/);
    const south = submarine(el, 'south');
    expect(south.getAttribute('role')).to.equal('slider');
    expect(south.getAttribute('tabindex')).to.equal('0');
    expect(south.getAttribute('aria-label')).to.equal('South, sector');
    expect([south.getAttribute('aria-valuemin'), south.getAttribute('aria-valuenow'), south.getAttribute('aria-valuemax')]).to.deep.equal(['1', '1', '5']);
    expect(south.getAttribute('aria-valuetext')).to.equal('sector 1 of 5');
    expect(submarine(el, 'north').getAttribute('aria-valuenow')).to.equal('5');

    expect(el.focusSubmarine('south')).to.equal(true);
    expect(shadow(el).activeElement).to.equal(south);
    for (const key of ['ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowDown', 'Enter', 'a']) await sendKeys({ press: key });
    expect(moves).to.deep.equal([
      { submarine: 'south', direction: 1 },
      { submarine: 'south', direction: 1 },
      { submarine: 'south', direction: -1 },
      { submarine: 'south', direction: -1 },
    ]);
    // The host decides: at sector 1, ← still asks (the rules refuse it and say why).
    expect(el.state?.submarines.south?.sector).to.equal(1);
    expect(south.getAttribute('aria-valuenow')).to.equal('1');

    await sendKeys({ press: 'Tab' });
    expect(shadow(el).activeElement).to.equal(submarine(el, 'north'));
    await sendKeys({ press: 'ArrowLeft' });
    expect(moves.at(-1)).to.deep.equal({ submarine: 'north', direction: -1 });

    // The host moves it: the same slider shows the new sector and keeps focus.
    el.state = placed(1, 4);
    await el.updateComplete;
    expect(shadow(el).activeElement).to.equal(submarine(el, 'north'));
    expect(submarine(el, 'north').getAttribute('aria-valuenow')).to.equal('4');
    await expect(el).to.be.accessible();

    el.interactive = false;
    await el.updateComplete;
    expect(el.focusSubmarine('south')).to.equal(false);
    expect(shadow(el).querySelector('[role="slider"]')).to.equal(null);
  });

  it('names the submarines, draws their roles, and marks locations on the hulls, in lines and words', async () => {
    const marks: BattleAreaMark[] = [
      { submarine: 'north', location: 'aft' },
      { submarine: 'south', location: 'port', label: 'in reach' },
    ];
    const el = await fixture<SteamTorpedoBattleArea>(html`<steam-torpedo-battle-area
      interactive
      .state=${placed(3, 4)}
      .names=${{ south: 'Panzer la Rochelle', north: 'Talion' }}
      .roles=${{ south: 'attacker', north: 'target' }}
      .marks=${marks}
    ></steam-torpedo-battle-area>`);
    const south = submarine(el, 'south');
    const north = submarine(el, 'north');
    // A long name is shortened on the hull, and read in full.
    expect(text(south.querySelector('.hull-label'))).to.equal('Panzer la R. ▶');
    expect(south.getAttribute('aria-label')).to.equal('Panzer la Rochelle (attacker), sector');
    expect(text(north.querySelector('.hull-label'))).to.equal('Talion ▶');
    expect(text(north.querySelector('.role'))).to.equal('TARGET');
    expect(north.getAttribute('aria-valuetext')).to.equal('sector 4 of 5; aft hit');
    expect(south.getAttribute('aria-valuetext')).to.equal('sector 3 of 5; port in reach');

    const aft = north.querySelector('[part="mark"][data-hit="aft"]');
    expect(aft?.querySelector('path.mark-line')).to.not.equal(null);
    expect(text(aft)).to.equal('AFT HIT');
    expect(text(south.querySelector('[data-hit="port"]'))).to.equal('PORT IN REACH');
    // The role steps below the hull when the port side (on top) is marked; above it otherwise.
    expect(top(south, '.role')).to.be.greaterThan(top(south, 'path.hull.body'));
    expect(top(north, '.role')).to.be.lessThan(top(north, 'path.hull.body'));
    expect(text(shadow(el).querySelector('[part="description"]'))).to.equal(
      'Panzer la Rochelle is in sector 3, Talion in sector 4: close range. Seen from Panzer la Rochelle, Talion is in front; seen from Talion, Panzer la Rochelle is behind. Talion\'s aft is marked hit and Panzer la Rochelle\'s port is marked in reach.',
    );
    await expect(el).to.be.accessible();

    // Marks and roles are drawn from the properties alone: clearing them clears the drawing.
    el.marks = [];
    el.roles = {};
    await el.updateComplete;
    expect(shadow(el).querySelectorAll('[part="mark"]').length).to.equal(0);
    expect(shadow(el).querySelectorAll('.role').length).to.equal(0);
    expect(submarine(el, 'north').getAttribute('aria-valuetext')).to.equal('sector 4 of 5');
  });

  it('compact in a phone\'s column: the same sliders, each name and role on a line above its hull, a line per mark', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div style="width: 300px">
      <steam-torpedo-battle-area
        interactive
        .state=${placed(2, 4)}
        .names=${{ south: 'Panzer la Rochelle', north: 'Talion' }}
        .roles=${{ south: 'attacker', north: 'target' }}
        .marks=${[{ submarine: 'north', location: 'aft' }, { submarine: 'north', location: 'port', label: 'in reach' }]}
      ></steam-torpedo-battle-area>
    </div>`);
    const el = wrapper.querySelector('steam-torpedo-battle-area');
    if (el === null) throw new Error('no battle area');
    // It hears its width a frame after it is drawn.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await el.updateComplete;
    expect(shadow(el).querySelector('svg')?.getAttribute('class')).to.equal('narrow');
    expect(shadow(el).querySelector('svg')?.getAttribute('viewBox')).to.match(/^0 0 270 /);
    expect([...shadow(el).querySelectorAll('.sector-label')].map((label) => text(label))).to.deep.equal(['1', '2', '3', '4', '5']);
    const south = submarine(el, 'south');
    const north = submarine(el, 'north');
    expect(text(south.querySelector('.name-line'))).to.equal('Panzer la R. ▶ ATTACKER');
    expect(text(north.querySelector('.name-line'))).to.equal('Talion ▶ TARGET');
    expect(top(north, '.name-line')).to.be.lessThan(top(north, 'path.hull.body'));
    expect(top(north, 'path.hull.body')).to.be.lessThan(top(south, '.name-line'));
    // Each mark its line under the hull, in the order given.
    const marks = [...north.querySelectorAll('[part="mark"]')];
    expect(marks.map((mark) => text(mark))).to.deep.equal(['AFT HIT', 'PORT IN REACH']);
    expect(top(north, '[data-hit="aft"] text')).to.be.greaterThan(top(north, 'path.hull.body'));
    expect(top(north, '[data-hit="port"] text')).to.be.greaterThan(top(north, '[data-hit="aft"] text'));
    expect(north.getAttribute('aria-valuetext')).to.equal('sector 4 of 5; aft hit and port in reach');
    // The slider works as wide: Tab reaches it, the arrow keys ask to move it.
    const moves: SubmarineMoveDetail[] = [];
    el.addEventListener('rb-submarine-move', (event) => {
      moves.push(event.detail);
    });
    expect(el.focusSubmarine('south')).to.equal(true);
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Tab' });
    expect(shadow(el).activeElement).to.equal(north);
    await sendKeys({ press: 'ArrowLeft' });
    expect(moves).to.deep.equal([
      { submarine: 'south', direction: 1 },
      { submarine: 'north', direction: -1 },
    ]);
    await expect(el).to.be.accessible();
  });

  it('skips a mark on an unknown location with a warning, and draws the rest', async () => {
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      warnings.push(args);
    };
    try {
      const bad = [{ submarine: 'north', location: 'keel' }, { submarine: 'north', location: 'fore' }] as unknown as BattleAreaMark[];
      const el = await fixture<SteamTorpedoBattleArea>(html`<steam-torpedo-battle-area .state=${placed(3, 4)} .marks=${bad}></steam-torpedo-battle-area>`);
      expect([...shadow(el).querySelectorAll('[part="mark"]')].map((mark) => mark.getAttribute('data-hit'))).to.deep.equal(['fore']);
      expect(String(warnings[0]?.[0])).to.contain("a mark's location must be one of fore, aft, port, starboard; got keel");
    } finally {
      console.warn = warn;
    }
  });
});
