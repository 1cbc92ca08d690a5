// The direct-fire widget fetches its board's drawing only for a board (issue 25), and keeps the
// board's room while it arrives. A file of its own: each test file runs in a fresh page, so the
// drawing has not been fetched before these tests; they run in order on that page.
import { expect, fixture, html } from '@open-wc/testing';
import './star-eater-direct-fire.ts';
import type { StarEaterDirectFire } from './star-eater-direct-fire.ts';

// The test framework loads many scripts of its own: keep room for ours in the resource timeline.
performance.setResourceTimingBufferSize(2000);

/** The modules of the board's drawing this page has fetched so far. */
function drawingFetched(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => /\/components\/star-eater\/(direct-fire-board|hex-board|game-board|board-pieces)\.ts$/.test(path));
}

async function widget(width: number, attributes: Readonly<Record<string, string>>): Promise<StarEaterDirectFire> {
  const box = await fixture<HTMLDivElement>(html`<div style=${`width: ${String(width)}px`}></div>`);
  const el = document.createElement('star-eater-direct-fire');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  box.append(el);
  return el;
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      resolve();
    });
  });
}

describe('<star-eater-direct-fire> and its board’s drawing', () => {
  it('does not fetch the drawing for a plain roll', async () => {
    const el = await widget(672, { accuracy: '3', evasion: '1' });
    await el.updateComplete;
    el.shadowRoot?.querySelector<HTMLButtonElement>('button[part~="roll-button"]')?.click();
    await el.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(el.shadowRoot?.querySelector('[part="result"] rb-die-face'), 'rolled').to.be.instanceOf(HTMLElement);
    expect(drawingFetched()).to.deep.equal([]);
  });

  it('keeps the board’s room while the drawing arrives, then draws it in the same height', async () => {
    const el = await widget(390, { preset: 'main-cannon' });
    await nextFrame();
    const root = el.shadowRoot;
    expect(root?.querySelector('.board-pending'), 'the room kept on the first frame').to.be.instanceOf(HTMLElement);
    expect(root?.querySelector('button[part~="roll-button"]'), 'the controls beside the board are there already').to.be.instanceOf(HTMLButtonElement);
    const before = el.getBoundingClientRect().height;
    await el.updateComplete;
    expect(root?.querySelector('.board-pending'), 'updateComplete waits for the drawing').to.equal(null);
    expect(root?.querySelector('svg[part="board"]')).to.be.instanceOf(SVGSVGElement);
    expect(drawingFetched().length, 'the drawing fetched').to.be.greaterThan(0);
    const after = el.getBoundingClientRect().height;
    expect(Math.abs(after - before), `height ${before.toFixed(1)} px while fetching, ${after.toFixed(1)} px drawn`).to.be.below(2);
  });

  it('draws a second board at once, from the drawing already fetched', async () => {
    const el = await widget(672, { preset: 'area' });
    await el.updateComplete;
    expect(el.shadowRoot?.querySelector('svg[part="board"]')).to.be.instanceOf(SVGSVGElement);
    expect(getComputedStyle(el.shadowRoot?.querySelector('.key') ?? el).display, 'the drawing’s styles adopted').to.equal('flex');
  });
});
