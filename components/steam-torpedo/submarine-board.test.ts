import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ATTACKER, DEFENDER, cellsOfLocation, openDamageScenario, type Location, type SteamTorpedoState, type Submarine } from '../../rules/steam-torpedo/index.ts';
import { shadow, text } from '../shared/test-support.ts';
import './steam-torpedo-submarine.ts';
import type { SteamTorpedoSubmarine } from './steam-torpedo-submarine.ts';

function tileGroup(board: SteamTorpedoSubmarine, id: string): SVGGElement {
  const found = shadow(board).querySelector<SVGGElement>(`g.tile[data-tile="${id}"]`);
  if (found === null) throw new Error(`no tile ${id}`);
  return found;
}

/** The Example of Play's state: the defender (south) with three fore tiles destroyed, two sailors in the turret. */
function exampleState(): SteamTorpedoState {
  return openDamageScenario({ seed: 1, preset: 'example-of-play' }).state;
}

function submarineOf(state: SteamTorpedoState, player: string): Submarine {
  const submarine = state.submarines[player];
  if (submarine === undefined) throw new Error(`no submarine ${player}`);
  return submarine;
}

async function board(state: SteamTorpedoState, player: string, options: { selectable?: string[]; highlight?: Location } = {}): Promise<SteamTorpedoSubmarine> {
  return fixture<SteamTorpedoSubmarine>(html`<steam-torpedo-submarine
    .submarine=${submarineOf(state, player)}
    .state=${state}
    .selectable=${options.selectable ?? []}
    highlight-location=${options.highlight ?? ''}
  ></steam-torpedo-submarine>`);
}

/** Where a tile is drawn: its translate(x y). */
function drawnAt(group: SVGGElement): { x: number; y: number } {
  const match = /translate\(([\d.]+) ([\d.]+)\)/.exec(group.getAttribute('transform') ?? '');
  return { x: Number(match?.[1]), y: Number(match?.[2]) };
}

describe('<steam-torpedo-submarine>', () => {
  it('draws the ten tiles with name and type in words, port along the top for the south seat', async () => {
    const state = exampleState();
    const el = await board(state, DEFENDER);
    const tiles = [...shadow(el).querySelectorAll<SVGGElement>('g.tile')];
    expect(tiles.length).to.equal(10);
    const turret = tileGroup(el, 'armored-turret');
    expect(text(turret)).to.contain('Armored Turret');
    expect(text(turret)).to.contain('Armored');
    expect(turret.getAttribute('role')).to.equal('img');
    // South seat: the inner row (stern mortar … steam ram) is port, drawn on top; fore is on the right.
    const port = cellsOfLocation('south', 'port');
    expect(port.every((cell) => cell.row === 'inner')).to.equal(true);
    expect(drawnAt(tileGroup(el, 'stern-mortar')).y).to.be.below(drawnAt(tileGroup(el, 'armored-bow')).y);
    expect(drawnAt(tileGroup(el, 'steam-ram')).x).to.be.above(drawnAt(tileGroup(el, 'stern-mortar')).x);
    const labels = [...shadow(el).querySelectorAll('[part~="location-label"]')].map((label) => label.getAttribute('data-location'));
    expect(labels).to.have.members(['port', 'starboard', 'aft', 'fore']);
    expect(turret.getAttribute('aria-label')).to.match(/^Armored Turret, armored compartment \(fore and starboard\)\./);
  });

  it('puts the north seat’s outer row on top: port is always along the top', async () => {
    const state = exampleState();
    const el = await board(state, ATTACKER);
    const north = submarineOf(state, ATTACKER);
    expect(north.seat).to.equal('north');
    // Talion's outer row in this layout starts with the Turbine Hall; its inner row with the Stern Torpedo Room.
    expect(drawnAt(tileGroup(el, 'turbine-hall')).y).to.be.below(drawnAt(tileGroup(el, 'stern-torpedo-room')).y);
    expect(tileGroup(el, 'turbine-hall').getAttribute('aria-label')).to.contain('(aft and port)');
    expect(tileGroup(el, 'helm').getAttribute('aria-label')).to.contain('control room (port)');
  });

  it('shows gears as damage, free and oxygen tokens, destroyed tiles flipped, crew ready round and exhausted square', async () => {
    const state = exampleState();
    const el = await board(state, DEFENDER);
    const gears = (id: string, kind: string): number => tileGroup(el, id).querySelectorAll(`[data-gear="${kind}"]`).length;
    // The turret: 5 gears, 4 damage, 1 free (its oxygen was breathed away in the scenario).
    expect([gears('armored-turret', 'damage'), gears('armored-turret', 'free'), gears('armored-turret', 'oxygen')]).to.deep.equal([4, 1, 0]);
    // The Boiler Room: 3 gears, 2 with oxygen.
    expect([gears('boiler-room', 'damage'), gears('boiler-room', 'free'), gears('boiler-room', 'oxygen')]).to.deep.equal([0, 1, 2]);
    expect(text(tileGroup(el, 'armored-turret'))).to.contain('1 left');

    const ram = tileGroup(el, 'steam-ram');
    expect(ram.getAttribute('part')).to.contain('tile-destroyed');
    expect(text(ram)).to.contain('DESTROYED');
    expect(ram.getAttribute('aria-label')).to.match(/destroyed\.$/);
    expect(ram.querySelectorAll('[data-gear]').length).to.equal(0);

    const crew = [...tileGroup(el, 'armored-turret').querySelectorAll<SVGGElement>('g.crew')];
    expect(crew.map((token) => [token.dataset.crew, token.dataset.ready])).to.deep.equal([
      ['sailor-1', 'false'],
      ['sailor-2', 'false'],
    ]);
    expect(crew.every((token) => token.querySelector('rect.token.exhausted') !== null)).to.equal(true);
    expect(tileGroup(el, 'armored-turret').getAttribute('aria-label')).to.contain('Sailor 1 exhausted, sailor 2 exhausted');
    const bridge = [...tileGroup(el, 'command-bridge').querySelectorAll<SVGGElement>('g.crew')];
    expect(bridge.map((token) => token.dataset.crew)).to.deep.equal(['captain', 'sailor-3', 'sailor-4']);
    expect(bridge.every((token) => token.querySelector('circle.token.ready') !== null)).to.equal(true);
    expect(text(bridge[0])).to.equal('C');
    expect(text(shadow(el).querySelector('[part="legend"]'))).to.contain('exhausted sailor (square, face down)');
  });

  it('outlines the highlighted location around exactly its tiles', async () => {
    const state = exampleState();
    const el = await board(state, DEFENDER, { highlight: 'starboard' });
    const highlight = shadow(el).querySelector<SVGRectElement>('[part="highlight"]');
    expect(highlight?.dataset.location).to.equal('starboard');
    const box = { x: Number(highlight?.getAttribute('x')), y: Number(highlight?.getAttribute('y')), w: Number(highlight?.getAttribute('width')), h: Number(highlight?.getAttribute('height')) };
    const inside = (id: string): boolean => {
      const at = drawnAt(tileGroup(el, id));
      return at.x >= box.x && at.y >= box.y && at.x <= box.x + box.w && at.y <= box.y + box.h;
    };
    // The defender sits south: starboard is the outer row.
    for (const id of ['armored-bow', 'gas-projector', 'command-bridge', 'armored-turret', 'harpoon-gun']) expect(inside(id), id).to.equal(true);
    for (const id of ['stern-mortar', 'steam-ram']) expect(inside(id), id).to.equal(false);
    const targeted = shadow(el).querySelector('[part~="location-label-targeted"]');
    expect(targeted?.getAttribute('data-location')).to.equal('starboard');
    expect(text(targeted)).to.contain('targeted');
    expect(shadow(el).querySelector('svg')?.getAttribute('aria-label')).to.contain('The starboard is targeted.');
    el.highlightLocation = null;
    await el.updateComplete;
    expect(shadow(el).querySelector('[part="highlight"]')).to.equal(null);
  });

  it('makes selectable tiles buttons: click, Enter and Space fire rb-tile-select; arrows move between them', async () => {
    const state = exampleState();
    const el = await board(state, DEFENDER, { selectable: ['stern-mortar', 'armored-turret'] });
    const chosen: string[] = [];
    el.addEventListener('rb-tile-select', (event) => {
      chosen.push(event.detail.tile);
    });
    const turretTile = tileGroup(el, 'armored-turret');
    const turret = turretTile.querySelector<SVGGElement>('[role="button"]');
    expect(turret?.getAttribute('tabindex')).to.equal('0');
    expect(turret?.getAttribute('aria-label')).to.match(/^Choose Armored Turret/);
    expect(turretTile.getAttribute('part')).to.contain('tile-selectable');
    expect(text(turretTile)).to.contain('choose');
    expect(tileGroup(el, 'boiler-room').querySelector('[tabindex]')).to.equal(null);
    expect(tileGroup(el, 'boiler-room').getAttribute('role')).to.equal('img');

    turret?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    tileGroup(el, 'boiler-room').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(chosen).to.deep.equal(['armored-turret']);

    expect(el.focusTile('stern-mortar')).to.equal(true);
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'ArrowRight' });
    expect((shadow(el).activeElement as SVGGElement | null)?.dataset.tile).to.equal('armored-turret');
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'ArrowRight' });
    expect((shadow(el).activeElement as SVGGElement | null)?.dataset.tile).to.equal('stern-mortar', 'wraps around');
    expect(chosen).to.deep.equal(['armored-turret', 'stern-mortar', 'armored-turret']);
    expect(el.focusTile('boiler-room')).to.equal(false);

    // Tab reaches the selectable tiles in reading order, and nothing else on the board.
    el.selectable = ['armored-turret'];
    await el.updateComplete;
    expect(el.focusFirstSelectable()).to.equal(true);
    expect((shadow(el).activeElement as SVGGElement | null)?.dataset.tile).to.equal('armored-turret');
    await expect(el).to.be.accessible();
  });

  it('names what choosing a tile does: action-label for the board, actionLabels tile by tile, "choose" by default', async () => {
    const state = exampleState();
    const el = await fixture<SteamTorpedoSubmarine>(html`<steam-torpedo-submarine
      action-label="post a sailor"
      .submarine=${submarineOf(state, DEFENDER)}
      .state=${state}
      .selectable=${['stern-mortar', 'armored-turret']}
      .actionLabels=${{ 'armored-turret': 'recall', 'boiler-room': 'ignored: not selectable' }}
    ></steam-torpedo-submarine>`);
    const button = (id: string): SVGGElement | null => tileGroup(el, id).querySelector<SVGGElement>('[role="button"]');
    expect(text(tileGroup(el, 'stern-mortar').querySelector('.choose-word'))).to.equal('▸ post a sailor');
    expect(button('stern-mortar')?.getAttribute('aria-label')).to.match(/^Post a sailor: Stern Mortar, /);
    expect(text(tileGroup(el, 'armored-turret').querySelector('.choose-word'))).to.equal('▸ recall');
    expect(button('armored-turret')?.getAttribute('aria-label')).to.match(/^Recall: Armored Turret, armored compartment .*Sailor 1 exhausted/);
    expect(text(tileGroup(el, 'boiler-room'))).to.not.contain('ignored');
    await expect(el).to.be.accessible();

    // Back to the default: an empty or missing label says "choose".
    el.actionLabels = {};
    el.setAttribute('action-label', ' ');
    await el.updateComplete;
    expect(text(tileGroup(el, 'armored-turret').querySelector('.choose-word'))).to.equal('▸ choose');
    expect(button('armored-turret')?.getAttribute('aria-label')).to.match(/^Choose Armored Turret/);
    el.removeAttribute('action-label');
    await el.updateComplete;
    expect(el.actionLabel).to.equal(null);
    expect(text(tileGroup(el, 'stern-mortar').querySelector('.choose-word'))).to.equal('▸ choose');
  });

  it('draws opposing crew aboard, marked in words', async () => {
    const state = exampleState();
    const attacker = submarineOf(state, ATTACKER);
    const boarded: SteamTorpedoState = {
      ...state,
      submarines: {
        ...state.submarines,
        [ATTACKER]: {
          ...attacker,
          crew: attacker.crew.map((member) => (member.id === 'sailor-4' ? { ...member, at: { submarine: DEFENDER, cell: { row: 'inner', column: 1 } } } : member)),
        },
      },
    };
    const el = await board(boarded, DEFENDER);
    const token = tileGroup(el, 'stern-mortar').querySelector<SVGGElement>('g.crew');
    expect(token?.dataset.owner).to.equal(ATTACKER);
    expect(token?.querySelector('.opposing')).to.not.equal(null);
    expect(tileGroup(el, 'stern-mortar').getAttribute('aria-label')).to.contain('Opposing (attacker) sailor 4 ready');
  });

  it('shows a note instead of a board without a submarine, and passes an accessibility audit', async () => {
    const empty = await fixture<SteamTorpedoSubmarine>(html`<steam-torpedo-submarine></steam-torpedo-submarine>`);
    expect(text(shadow(empty).querySelector('[part="base"]'))).to.equal('No submarine to show.');
    const el = await board(exampleState(), DEFENDER, { highlight: 'fore', selectable: ['armored-turret'] });
    await expect(el).to.be.accessible();
    el.hideLegend = true;
    await el.updateComplete;
    expect(shadow(el).querySelector('[part="legend"]')).to.equal(null);
  });
});
