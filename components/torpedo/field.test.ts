import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { render } from 'lit';
import type { Piece } from '../../rules/torpedo/index.ts';
import { edgeOf, ownerMarks, renderField, shipLabels, type FieldOptions } from './field-board.ts';

const ship = (id: string, owner: string, size: Piece['size'], x: number, y: number): Piece => ({ id, owner, size, tip: { x, y }, heading: { x: 1, y: 0 } });

const PIECES = [ship('a', 'red', 'small', 40, 20), ship('b', 'blue', 'large', 120, 30), ship('c', 'red', 'small', 60, 70), ship('d', 'brown', 'medium', 150, 80)];

describe('the Torpedo field drawing (components/torpedo/field-board.ts)', () => {
  it('owners: a colour, a pattern and a letter each, first letters grown where two owners share one', () => {
    const marks = ownerMarks(PIECES.map((piece) => piece.owner));
    expect(Object.keys(marks)).to.deep.equal(['red', 'blue', 'brown']);
    expect([marks.red?.pattern, marks.blue?.pattern, marks.brown?.pattern]).to.deep.equal(['solid', 'stripes', 'dots']);
    expect([marks.red?.letter, marks.blue?.letter, marks.brown?.letter]).to.deep.equal(['R', 'BL', 'BR']);
    expect(new Set(Object.values(marks).map((mark) => mark.colour)).size).to.equal(3);
  });

  it('labels: owner and size letters, numbered where two ships would share one', () => {
    expect(shipLabels(PIECES)).to.deep.equal({ a: 'RS1', b: 'BLL', c: 'RS2', d: 'BRM' });
  });

  it('a line runs to the edge of the field the way it points', () => {
    expect(edgeOf({ x: 10, y: 10 }, { x: 1, y: 0 }, { width: 100, height: 50 })).to.deep.equal({ x: 100, y: 10 });
    expect(edgeOf({ x: 10, y: 10 }, { x: -1, y: -1 }, { width: 100, height: 50 })).to.deep.equal({ x: 0, y: 0 });
  });

  it('choose mode: one Tab stop, the arrow keys move it round the ships, Enter presses the one with focus', async () => {
    const pressed: string[] = [];
    const moved: string[] = [];
    const box = await fixture<HTMLDivElement>(html`<div style="width: 400px"></div>`);
    const options: FieldOptions = {
      field: { width: 200, height: 100 },
      ships: PIECES.map((piece) => ({ piece })),
      shots: [{ from: { x: 40, y: 20 }, heading: { x: 1, y: 0 }, contact: { x: 80, y: 20 }, result: 'blocked' }],
      scale: 2,
      label: 'A field',
      interaction: { mode: 'choose', focused: 'b', labelOf: (piece) => `ship ${piece.id}`, onPress: (id) => pressed.push(id), onFocusMove: (id) => moved.push(id) },
    };
    render(renderField(options), box);
    const ships = [...box.querySelectorAll<SVGGElement>('g[data-piece]')];
    expect(ships.map((entry) => entry.getAttribute('tabindex'))).to.deep.equal(['-1', '0', '-1', '-1']);
    expect(box.querySelector('svg')?.getAttribute('viewBox')).to.equal('0 0 400.00 200.00');
    expect(box.querySelector('[part="shot"]')?.getAttribute('data-result')).to.equal('blocked');
    expect(box.querySelectorAll('[part="shot-onward"]').length).to.equal(1);
    // The bar where the torpedo stopped is drawn over the ships, after them.
    expect(box.querySelector('[part="shot-mark"]')?.getAttribute('data-result')).to.equal('blocked');
    expect(box.querySelector('g.table > g:last-child [part="shot-mark"]')).to.not.equal(null);
    ships[1]?.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('data-id')).to.equal('c');
    expect(moved).to.deep.equal(['c']);
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowLeft' });
    expect(document.activeElement?.getAttribute('data-id')).to.equal('d');
    await sendKeys({ press: 'Enter' });
    expect(pressed).to.deep.equal(['d']);
  });

  it('without an interaction the ships are a picture: no buttons, hidden from assistive technology', async () => {
    const box = await fixture<HTMLDivElement>(html`<div style="width: 400px"></div>`);
    render(renderField({ field: { width: 200, height: 100 }, ships: PIECES.map((piece) => ({ piece, mark: piece.id === 'b' ? 'sunk' : null })), shots: [], scale: 2, label: 'A field' }), box);
    expect(box.querySelectorAll('[role="button"]').length).to.equal(0);
    expect(box.querySelectorAll('g[part="ship"][aria-hidden="true"]').length).to.equal(4);
    expect(box.querySelectorAll('.sunk-cross').length).to.equal(1);
  });
});
