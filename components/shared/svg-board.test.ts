import { expect, fixture, html } from '@open-wc/testing';
import { render, svg } from 'lit';
import { sendKeys } from '@web/test-runner-commands';
import { clampToBoard, markerKey, type BoardBounds, type BoardPoint } from './board-input.ts';
import { renderBoard, renderMarker, renderPiece } from './svg-board.ts';

const BOUNDS: BoardBounds = { width: 10, height: 8, precision: 10 };
const STEPS = { step: 0.5, fineStep: 0.1 };

/** A 10 × 8 board drawn 400 × 320 px, with two pieces; what it reported so far. */
async function board(onPoint: ((point: BoardPoint) => void) | null = null): Promise<{ host: HTMLDivElement; pressed: string[]; keys: string[] }> {
  const host = await fixture<HTMLDivElement>(html`<div style="width: 400px"></div>`);
  const pressed: string[] = [];
  const keys: string[] = [];
  const piece = (id: string, x: number): ReturnType<typeof renderPiece> =>
    renderPiece({
      id,
      label: `Piece ${id}`,
      press: () => pressed.push(id),
      body: svg`<circle cx=${x} cy="4" r="1"></circle>`,
    });
  render(
    renderBoard({
      className: 'test',
      part: 'board',
      viewBox: '0 0 10 8',
      label: 'A test board',
      bounds: BOUNDS,
      onPoint,
      onKey: (event) => keys.push(event.key),
      content: svg`${piece('a', 2)}${piece('b', 8)}`,
    }),
    host,
  );
  return { host, pressed, keys };
}

function clickAt(target: Element, svgElement: SVGSVGElement, x: number, y: number): void {
  const matrix = svgElement.getScreenCTM() ?? new DOMMatrix();
  const point = new DOMPoint(x, y).matrixTransform(matrix);
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: point.x, clientY: point.y }));
}

describe('svg-board', () => {
  it('keeps points on the board, rounded to its precision', () => {
    expect(clampToBoard({ x: 3.14159, y: 9 }, BOUNDS)).to.deep.equal({ x: 3.1, y: 8 });
    expect(clampToBoard({ x: -2, y: 2.26 }, { width: 10, height: 8, precision: 2 })).to.deep.equal({ x: 0, y: 2.5 });
  });

  it('moves the marker with the arrow keys (Shift: fine steps), within the board, and places it with Enter or Space', () => {
    const at = { x: 5, y: 4 };
    expect(markerKey({ key: 'ArrowRight', shiftKey: false }, at, BOUNDS, STEPS)).to.deep.equal({ kind: 'moved', point: { x: 5.5, y: 4 } });
    expect(markerKey({ key: 'ArrowUp', shiftKey: true }, at, BOUNDS, STEPS)).to.deep.equal({ kind: 'moved', point: { x: 5, y: 3.9 } });
    expect(markerKey({ key: 'ArrowDown', shiftKey: false }, { x: 5, y: 8 }, BOUNDS, STEPS)).to.deep.equal({ kind: 'moved', point: { x: 5, y: 8 } });
    expect(markerKey({ key: 'ArrowLeft', shiftKey: false }, { x: 0.2, y: 1 }, BOUNDS, STEPS)).to.deep.equal({ kind: 'moved', point: { x: 0, y: 1 } });
    expect(markerKey({ key: 'Enter', shiftKey: false }, at, BOUNDS, STEPS)).to.deep.equal({ kind: 'placed', point: at });
    expect(markerKey({ key: ' ', shiftKey: false }, at, BOUNDS, STEPS)).to.deep.equal({ kind: 'placed', point: at });
    expect(markerKey({ key: 'Tab', shiftKey: false }, at, BOUNDS, STEPS)).to.equal(null);
  });

  it('turns a click into the board point under the pointer, at any drawn size', async () => {
    const points: BoardPoint[] = [];
    const { host } = await board((point) => points.push(point));
    const element = host.querySelector('svg') ?? expect.fail('no board');
    expect(element.getAttribute('tabindex')).to.equal('0');
    expect(element.classList.contains('interactive')).to.equal(true);
    clickAt(element, element, 3.3, 6.1);
    expect(points).to.deep.equal([{ x: 3.3, y: 6.1 }]);
  });

  it('takes no points and no focus while a point means nothing', async () => {
    const { host, keys } = await board(null);
    const element = host.querySelector('svg') ?? expect.fail('no board');
    expect(element.getAttribute('tabindex')).to.equal('-1');
    clickAt(element, element, 3, 3);
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    // Keys still reach the game, which decides what they mean.
    expect(keys).to.deep.equal(['ArrowLeft']);
  });

  it('pieces are buttons: a click presses one (and is not a board point), Enter and Space press, arrows move between them', async () => {
    const points: BoardPoint[] = [];
    const { host, pressed, keys } = await board((point) => points.push(point));
    const element = host.querySelector('svg') ?? expect.fail('no board');
    const [a, b] = [...host.querySelectorAll<SVGGElement>('[data-piece]')];
    if (a === undefined || b === undefined) expect.fail('two pieces');
    expect(a.getAttribute('role')).to.equal('button');
    expect(a.getAttribute('aria-label')).to.equal('Piece a');
    clickAt(a, element, 2, 4);
    expect(pressed).to.deep.equal(['a']);
    expect(points).to.deep.equal([]);
    a.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(document.activeElement).to.equal(b);
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'ArrowRight' });
    expect(document.activeElement).to.equal(a, 'round the end');
    await sendKeys({ press: 'Space' });
    expect(pressed).to.deep.equal(['a', 'b', 'a']);
    // A piece's keys stay the piece's: the board's own key handler does not see them.
    expect(keys).to.deep.equal([]);
    await expect(host).to.be.accessible();
  });

  it('draws the marker as a crosshair hidden from assistive technology, and nothing without a point', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    render(svg`<svg viewBox="0 0 10 10">${renderMarker({ x: 2, y: 3 }, 1)}</svg>`, host);
    const marker = host.querySelector('.marker') ?? expect.fail('no marker');
    expect(marker.getAttribute('aria-hidden')).to.equal('true');
    expect(marker.querySelector('circle')?.getAttribute('cx')).to.equal('2');
    render(svg`<svg viewBox="0 0 10 10">${renderMarker(null, 1)}</svg>`, host);
    expect(host.querySelector('.marker')).to.equal(null);
  });
});
