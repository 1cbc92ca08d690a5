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

/**
 * A `<star-eater-direct-fire>` for each `[width, attributes]`, each in a column that wide, all put
 * on the page at once: none has had its first update when this returns.
 */
async function widgets(...placed: readonly (readonly [number, Readonly<Record<string, string>>])[]): Promise<StarEaterDirectFire[]> {
  const page = await fixture<HTMLDivElement>(html`<div></div>`);
  return placed.map(([width, attributes]) => {
    const column = document.createElement('div');
    column.style.width = `${String(width)}px`;
    const el = document.createElement('star-eater-direct-fire');
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    column.append(el);
    page.append(column);
    return el;
  });
}

async function widget(width: number, attributes: Readonly<Record<string, string>>): Promise<StarEaterDirectFire> {
  const [el] = await widgets([width, attributes]);
  if (el === undefined) throw new Error('no widget');
  return el;
}

/** Waits for `el`'s first update, in microtasks only: no task (no fetch) can end meanwhile. */
async function firstRender(el: StarEaterDirectFire): Promise<void> {
  for (let tries = 0; tries < 10 && !el.hasUpdated; tries++) await Promise.resolve();
  if (!el.hasUpdated) throw new Error('no first render in ten microtasks');
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

  it('keeps the frame’s room while the board’s part arrives, then draws it in the same height in a desktop column, about the same on a phone', async () => {
    // On a phone the targets go under the board: the frame keeps the height measured there.
    const boards: readonly Readonly<Record<string, string>>[] = [{ preset: 'main-cannon' }, { preset: 'obstruction' }, { column: '5', row: '5' }];
    const phones = boards.flatMap((attributes) => [320, 390].map((width) => [width, attributes] as const));
    // A bad board attribute waits for the board's rules too, which name it beside the roll's.
    const [el, bad, ...onPhones] = await widgets([672, { preset: 'main-cannon' }], [672, { accuracy: '99', column: 'lots' }], ...phones);
    if (el === undefined || bad === undefined) throw new Error('no widgets');
    // All placed at once and read at their first renders, before the part can come: it arrives in
    // a task of its own (a fetch). Waiting a frame, or placing one after another, let a machine
    // with the chunk in its cache (the whole suite's run) draw the board before the test looked.
    for (const one of [el, bad, ...onPhones]) await firstRender(one);
    const root = el.shadowRoot;
    // Booleans, not elements: a failing expect sends its values to the runner, and an element does not go.
    expect(bad.shadowRoot?.querySelector('.board-pending') !== null, 'the bad one waits too').to.equal(true);
    expect(root?.querySelector('.board-pending') !== null, 'the room kept on the first frame').to.equal(true);
    expect(root?.querySelector('rb-error-panel') === null, 'no error while the board’s rules are on their way').to.equal(true);
    expect(el.state, 'the rules start once the board’s part has come').to.equal(null);
    const before = el.getBoundingClientRect().height;
    const phonesBefore = onPhones.map((one) => one.getBoundingClientRect().height);
    expect(onPhones.every((one) => one.shadowRoot?.querySelector('.board-pending') !== null), 'the frame on every phone').to.equal(true);
    await el.updateComplete;
    expect(root?.querySelector('.board-pending') === null, 'updateComplete waits for the board’s part').to.equal(true);
    expect(el.state?.board, 'the preset on the board').to.not.equal(null);
    expect(root?.querySelector('svg[part="board"]') instanceof SVGSVGElement).to.equal(true);
    expect(drawingFetched().length, 'the drawing fetched').to.be.greaterThan(0);
    const after = el.getBoundingClientRect().height;
    expect(Math.abs(after - before), `height ${before.toFixed(1)} px while fetching, ${after.toFixed(1)} px drawn`).to.be.below(2);
    await bad.updateComplete;
    const panels = [...(bad.shadowRoot?.querySelectorAll('rb-error-panel') ?? [])].map((panel) => panel.getAttribute('attribute'));
    expect(panels, 'every bad attribute named at once, the board’s among them').to.deep.equal(['accuracy', 'column']);
    // Before the frame knew the column's width it fell up to 480 px short on a phone.
    const off: string[] = [];
    for (const [index, one] of onPhones.entries()) {
      await one.updateComplete;
      const kept = phonesBefore[index] ?? 0;
      const drawn = one.getBoundingClientRect().height;
      if (Math.abs(drawn - kept) > 150) off.push(`${JSON.stringify(phones[index])}: ${kept.toFixed(0)} px kept, ${drawn.toFixed(0)} drawn`);
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
