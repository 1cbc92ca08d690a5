// The direct-fire widget fetches its board's part (the board's rules, the presets, the drawing) only
// for a board (issue 25), and keeps the frame's room while it arrives. A file of its own: each test
// file runs in a fresh page, so the part has not been fetched before these tests; they run in order
// on that page.
import { expect, fixture, html } from '@open-wc/testing';
import './star-eater-direct-fire.ts';
import type { StarEaterDirectFire } from './star-eater-direct-fire.ts';

// The test framework loads many scripts of its own: keep room for ours in the resource timeline.
performance.setResourceTimingBufferSize(2000);

/**
 * The modules of the board's drawing this page has fetched so far. (Here modules load one by one, the
 * rules through their index: that the plain roll's chunk holds none of the board's rules is
 * scripts/direct-fire-bundle.test.ts's to check.)
 */
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

describe('<star-eater-direct-fire> and its board’s part', () => {
  it('does not fetch the board’s drawing for a plain roll', async () => {
    const el = await widget(672, { accuracy: '3', evasion: '1' });
    await el.updateComplete;
    el.shadowRoot?.querySelector<HTMLButtonElement>('button[part~="roll-button"]')?.click();
    await el.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(el.shadowRoot?.querySelector('[part="result"] rb-die-face'), 'rolled').to.be.instanceOf(HTMLElement);
    expect(drawingFetched()).to.deep.equal([]);
  });

  it('keeps the frame’s room while the board’s part arrives, then draws it in the same height in a desktop column', async () => {
    const el = await widget(672, { preset: 'main-cannon' });
    // A bad board attribute waits for the board's rules too, which name it beside the roll's.
    const bad = await widget(672, { accuracy: '99', column: 'lots' });
    await nextFrame();
    const root = el.shadowRoot;
    expect(bad.shadowRoot?.querySelector('.board-pending'), 'the bad one waits too').to.be.instanceOf(HTMLElement);
    expect(root?.querySelector('.board-pending'), 'the room kept on the first frame').to.be.instanceOf(HTMLElement);
    expect(root?.querySelector('rb-error-panel'), 'no error while the board’s rules are on their way').to.equal(null);
    expect(el.state, 'the rules start once the board’s part has come').to.equal(null);
    const before = el.getBoundingClientRect().height;
    await el.updateComplete;
    expect(root?.querySelector('.board-pending'), 'updateComplete waits for the board’s part').to.equal(null);
    expect(el.state?.board, 'the preset on the board').to.not.equal(null);
    expect(root?.querySelector('svg[part="board"]')).to.be.instanceOf(SVGSVGElement);
    expect(drawingFetched().length, 'the drawing fetched').to.be.greaterThan(0);
    const after = el.getBoundingClientRect().height;
    expect(Math.abs(after - before), `height ${before.toFixed(1)} px while fetching, ${after.toFixed(1)} px drawn`).to.be.below(2);
    await bad.updateComplete;
    const panels = [...(bad.shadowRoot?.querySelectorAll('rb-error-panel') ?? [])].map((panel) => panel.getAttribute('attribute'));
    expect(panels, 'every bad attribute named at once, the board’s among them').to.deep.equal(['accuracy', 'column']);
  });

  it('keeps about the drawn height on a phone too, where the targets go under the board', async () => {
    const off: string[] = [];
    const cases: readonly Readonly<Record<string, string>>[] = [{ preset: 'main-cannon' }, { preset: 'obstruction' }, { column: '5', row: '5' }];
    for (const attributes of cases) {
      for (const width of [320, 390]) {
        const el = await widget(width, attributes);
        // The part has come already: a new element shows the frame for its first update only.
        let pending = 0;
        for (let tries = 0; tries < 5 && pending === 0; tries++) {
          await Promise.resolve();
          if (el.shadowRoot?.querySelector('.board-pending')) pending = el.getBoundingClientRect().height;
        }
        expect(pending, 'the frame shown first').to.be.above(0);
        await el.updateComplete;
        const drawn = el.getBoundingClientRect().height;
        // Before the frame knew the column's width: up to 480 px short here.
        if (Math.abs(drawn - pending) > 150) off.push(`${JSON.stringify(attributes)} at ${String(width)} px: ${pending.toFixed(0)} kept, ${drawn.toFixed(0)} drawn`);
      }
    }
    expect(off).to.deep.equal([]);
  });

  it('draws a second board at once, from the drawing already fetched', async () => {
    const el = await widget(672, { preset: 'area' });
    await el.updateComplete;
    expect(el.shadowRoot?.querySelector('svg[part="board"]')).to.be.instanceOf(SVGSVGElement);
    expect(getComputedStyle(el.shadowRoot?.querySelector('.key') ?? el).display, 'the drawing’s styles adopted').to.equal('flex');
  });
});
