import { expect, fixture, html } from '@open-wc/testing';
import { copiedLink, failOnEscapedErrors, openShared, part, parts, PHONE_COLUMN_PX, placeInColumn, press, shadow, smallTexts, text, waitFor } from '../shared/test-support.ts';
import { emulateMedia } from '@web/test-runner-commands';
import { gameSeed } from '../../rules/engine/index.ts';
import '../torpedo/torpedo-workbench.ts';
import '../steam-pirates/steam-pirates-workbench.ts';
import type { GameWorkbench } from './workbench.ts';

/*
 * Issue 23, point 4: the bench on the site. Mirror matches by default with the seats' verdict,
 * A beside B on the same seeds, a sweep of one number with its chart, a CSV of the games, links
 * that play the same games again, the data as a form, and a bench that fits a phone.
 */

async function loaded(el: GameWorkbench): Promise<void> {
  await waitFor(() => text(shadow(el).querySelector('[part~="data-status"]')).startsWith('The rules accept'), 'the sample data was checked');
}

function area(el: GameWorkbench): HTMLTextAreaElement {
  return part(el, 'data') as HTMLTextAreaElement;
}

async function typeData(el: GameWorkbench, data: unknown): Promise<void> {
  area(el).value = JSON.stringify(data, null, 2);
  area(el).dispatchEvent(new InputEvent('input'));
  await new Promise((resolve) => setTimeout(resolve, 250));
  await el.updateComplete;
}

/** Presses Run and waits for the run to end. */
async function run(el: GameWorkbench): Promise<{ status: string; games: number }> {
  const done = new Promise<{ status: string; games: number }>((resolve) => {
    el.addEventListener('rb-simulation-done', (event) => {
      resolve((event as CustomEvent<{ status: string; games: number }>).detail);
    }, { once: true });
  });
  await press(el, 'run-button');
  const detail = await done;
  await el.updateComplete;
  return detail;
}

/** Picks a radio button by its label's words. */
async function choose(el: GameWorkbench, words: string): Promise<void> {
  const label = [...shadow(el).querySelectorAll('label.pick')].find((node) => text(node).startsWith(words));
  const radio = label?.querySelector('input');
  if (radio === null || radio === undefined) throw new Error(`no choice "${words}"`);
  radio.click();
  await el.updateComplete;
}

async function sweep(el: GameWorkbench, path: string, values: string): Promise<void> {
  await choose(el, 'A sweep');
  const select = part(el, 'sweep-path') as HTMLSelectElement;
  select.value = path;
  select.dispatchEvent(new Event('change'));
  await el.updateComplete;
  const input = part(el, 'sweep-values') as HTMLInputElement;
  input.value = values;
  input.dispatchEvent(new Event('change'));
  await el.updateComplete;
}

/** The Blob a download made, caught before the browser follows its link. */
async function downloaded(el: GameWorkbench, button: string): Promise<{ name: string; text: string }[]> {
  const files: { name: string; blob: Blob }[] = [];
  let pending: Blob | null = null;
  const create = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (blob: Blob) => {
    pending = blob;
    return create(blob);
  };
  Object.defineProperty(HTMLAnchorElement.prototype, 'click', {
    configurable: true,
    value(this: HTMLAnchorElement) {
      if (pending !== null) files.push({ name: this.download, blob: pending });
    },
  });
  try {
    await press(el, button);
  } finally {
    Reflect.deleteProperty(HTMLAnchorElement.prototype, 'click');
    URL.createObjectURL = create;
  }
  return Promise.all(files.map(async ({ name, blob }) => ({ name, text: await blob.text() })));
}

describe('<…-workbench> on the site (issue 23)', () => {
  failOnEscapedErrors();

  it('plays a mirror match by default, shows the seats alone and says what they show in words', async () => {
    const el = await fixture<GameWorkbench>(html`<torpedo-workbench games="20"></torpedo-workbench>`);
    await loaded(el);
    expect(el.getAttribute('bots')).to.equal('heuristic');
    expect(await run(el)).to.deep.equal({ status: 'done', games: 20 });
    const rows = [...(parts(el, 'win-rates')[0]?.querySelectorAll('tbody th') ?? [])].map(text);
    expect(rows).to.deep.equal(['red', 'blue']);
    expect(text(part(el, 'seat-verdict'))).to.match(/^Seats: (The first seat|The second seat|No seat advantage)/);
  });

  it('keeps a run as A and sets the next run, B, beside it on the same seeds: the same data differs by nothing', async () => {
    const el = await fixture<GameWorkbench>(html`<torpedo-workbench games="16"></torpedo-workbench>`);
    await loaded(el);
    await run(el);
    await press(el, 'keep-button');
    expect(text(part(el, 'results'))).to.contain('A, kept: 16 games');
    const games = shadow(el).querySelector<HTMLInputElement>('[part~="run"] input[type="number"]');
    expect(games?.disabled).to.equal(true, "B plays A's games");
    await run(el);
    const rows = [...part(el, 'compare-table').querySelectorAll('tbody tr')].map(text);
    expect(rows[0]).to.match(/^Win rate, red \d/);
    const differences = [...part(el, 'differences').querySelectorAll('li')].map(text);
    // Each seat's win rate, the mean length, and the game's four figures.
    expect(differences).to.have.length(7);
    for (const words of differences) expect(words).to.match(/: [+−]0\.0( points)? \([+−]\d+\.\d to \+\d+\.\d\): no difference shown at this sample size\.$/);
    await press(el, 'clear-button');
    expect(games?.disabled).to.equal(false);
  });

  it('sets B with other data beside A and words each difference with its interval', async () => {
    const el = await fixture<GameWorkbench>(html`<torpedo-workbench games="16"></torpedo-workbench>`);
    await loaded(el);
    const data = JSON.parse(area(el).value) as { perSize: number };
    await run(el);
    await press(el, 'keep-button');
    await typeData(el, { ...data, perSize: 1 });
    await run(el);
    expect(text(part(el, 'comparison'))).to.contain('A beside B: the same 16 games (the run of seed 1)');
    const [mean] = [...part(el, 'compare-table').querySelectorAll('tbody tr')].filter((row) => text(row).startsWith('Mean length'));
    expect(text(mean)).to.match(/Mean length \(placements\) [\d.]+ [\d.]+ −\d+\.\d \(−\d+\.\d to −\d+\.\d\): lower in B/);
    await expect(el).to.be.accessible();
  });

  it('sweeps a number picked from the data over a few values: a chart with 12 px labels, and the figures per value', async () => {
    const el = await fixture<GameWorkbench>(html`<torpedo-workbench games="8"></torpedo-workbench>`);
    await loaded(el);
    await choose(el, 'A sweep');
    const options = [...(part(el, 'sweep-path') as HTMLSelectElement).options].map((option) => option.value);
    expect(options[0]).to.equal('perSize', 'the numbers nearest the top first');
    expect(options).to.include.members(['perSize', 'field.width', 'dims.large.length']);
    expect(options).not.to.include('players[0]', 'numbers only');
    const select = part(el, 'sweep-path') as HTMLSelectElement;
    select.value = 'perSize';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect((part(el, 'sweep-values') as HTMLInputElement).value).to.equal('1, 2, 3, 4, 5', 'the values the rules accept nearest the sample');
    await sweep(el, 'perSize', '1, 3');
    expect(await run(el)).to.deep.equal({ status: 'done', games: 16 });
    expect(text(part(el, 'run-status'))).to.match(/^16 games in .* \(2 values, 8 games each\)$/);
    const chart = part(el, 'sweep-chart');
    expect(chart.querySelector('svg')?.getAttribute('aria-label')).to.match(/^Win rate by perSize: 1: red [\d.]+ % \([\d.]+ % to [\d.]+ %\), blue .*; 3: red/);
    expect(smallTexts(shadow(el))).to.deep.equal([]);
    for (const label of chart.querySelectorAll('text')) expect(Number.parseFloat(getComputedStyle(label).fontSize)).to.be.at.least(12);
    expect(chart.querySelector('svg')?.getScreenCTM()?.a).to.equal(1, 'drawn at its own size, never scaled down');
    const rows = [...part(el, 'sweep-table').querySelectorAll('tbody tr')].map(text);
    expect(rows).to.have.length(2);
    expect(rows[0]).to.match(/^1 [\d.]+ %/);
    expect(text(part(el, 'sweep-table').querySelector('thead'))).to.contain('points from small ships');
    await expect(el).to.be.accessible();
  });

  it('names a sweep value the rules refuse, and plays nothing', async () => {
    const el = await fixture<GameWorkbench>(html`<torpedo-workbench games="8"></torpedo-workbench>`);
    await loaded(el);
    await sweep(el, 'perSize', '4, 9');
    await press(el, 'run-button');
    expect(text(part(el, 'run-problem'))).to.match(/^The rules refuse perSize at one of the values: perSize must be a whole number from 1 to 5/);
    expect(shadow(el).querySelector('[part~="progress"]')).to.equal(null);
    await sweep(el, 'perSize', '4');
    await press(el, 'run-button');
    expect(text(part(el, 'run-problem'))).to.match(/^A sweep takes 2 to 12 values/);
  });

  it('downloads the games as a CSV, a row each, A and B named', async () => {
    const el = await fixture<GameWorkbench>(html`<torpedo-workbench games="6"></torpedo-workbench>`);
    await loaded(el);
    expect(part(el, 'csv-button').getAttribute('aria-disabled')).to.equal('true', 'nothing to download before a run');
    await run(el);
    await press(el, 'keep-button');
    await run(el);
    const [file, ...more] = await downloaded(el, 'csv-button');
    expect(more).to.have.length(0);
    expect(file?.name).to.equal('torpedo-games.csv');
    const lines = (file?.text ?? '').trimEnd().split('\r\n');
    expect(lines[0]).to.match(/^variant,seed,bots,winners,finished,length,commands,/);
    // Each row gives the seed its game was played on: the run of seed 1's, game by game, the same in A and B.
    const seeds = [0, 1, 2, 3, 4, 5].map((index) => String(gameSeed(1, index)));
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).to.deep.equal([...seeds.map((seed) => `A,${seed}`), ...seeds.map((seed) => `B,${seed}`)]);
    expect(lines[1]).to.contain('red=heuristic;blue=heuristic');
  });

  it('sends a link that plays A and B again, and one that plays the sweep again, with the same results', async () => {
    const el = await fixture<GameWorkbench>(html`<torpedo-workbench games="6"></torpedo-workbench>`);
    await loaded(el);
    const data = JSON.parse(area(el).value) as { perSize: number };
    await run(el);
    await press(el, 'keep-button');
    await typeData(el, { ...data, perSize: 2 });
    await run(el);
    const compared = text(part(el, 'comparison'));
    const link = await copiedLink(el);
    el.remove();
    const opened = await openShared<GameWorkbench>('torpedo-workbench', link);
    await waitFor(() => shadow(opened).querySelector('[part~="comparison"]') !== null && text(shadow(opened).querySelector('[part~="run-status"]')).startsWith('6 games in'), 'A and B were played again');
    await opened.updateComplete;
    expect(text(part(opened, 'comparison'))).to.equal(compared);
    expect(JSON.parse(area(opened).value)).to.deep.equal({ ...data, perSize: 2 });
    opened.remove();

    const swept = await fixture<GameWorkbench>(html`<torpedo-workbench games="4"></torpedo-workbench>`);
    await loaded(swept);
    await sweep(swept, 'perSize', '2, 4');
    await run(swept);
    const table = text(part(swept, 'sweep-table'));
    const [csv] = await downloaded(swept, 'csv-button');
    expect((csv?.text ?? '').trimEnd().split('\r\n').slice(1).map((line) => line.split(',')[0])).to.deep.equal(['perSize=2', 'perSize=2', 'perSize=2', 'perSize=2', 'perSize=4', 'perSize=4', 'perSize=4', 'perSize=4']);
    const sweepLink = await copiedLink(swept);
    swept.remove();
    const again = await openShared<GameWorkbench>('torpedo-workbench', sweepLink);
    await waitFor(() => text(shadow(again).querySelector('[part~="run-status"]')).startsWith('8 games in'), 'the sweep was played again');
    await again.updateComplete;
    expect(text(part(again, 'sweep-table'))).to.equal(table);
    expect((part(again, 'sweep-values') as HTMLInputElement).value).to.equal('2, 4');
  });

  it('shows the data as a form, with the ranges and choices the rules give, in step with the text both ways', async () => {
    const el = await fixture<GameWorkbench>(html`<torpedo-workbench></torpedo-workbench>`);
    await loaded(el);
    await waitFor(() => part(el, 'data-form').querySelector('input') !== null, 'the form was drawn');
    const form = part(el, 'data-form');
    const field = (label: string): HTMLInputElement | HTMLSelectElement | null => {
      const found = [...form.querySelectorAll('label')].find((node) => text(node).startsWith(label));
      return found?.querySelector('input, select') ?? null;
    };
    const perSize = field('perSize') as HTMLInputElement;
    expect([perSize.min, perSize.max, perSize.step, perSize.value]).to.deep.equal(['1', '5', '1', '5']);
    expect(text(perSize.closest('label'))).to.equal('perSize (1 to 5)');
    const width = [...form.querySelectorAll('details')].find((details) => text(details.querySelector('summary')) === 'dims.small')?.querySelector('input');
    expect(width?.step).to.equal('any');
    expect([...((field('mode') as HTMLSelectElement | null)?.options ?? [])].map((option) => option.value)).to.deep.equal(['free', 'rounds']);
    // The form writes into the text, keeping its layout, and the rules check it as if typed.
    perSize.value = '3';
    perSize.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(area(el).value).to.contain('"perSize": 3\n');
    expect(text(part(el, 'data-status'))).to.match(/^The rules accept/);
    perSize.value = '9';
    perSize.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(text(part(el, 'data-status'))).to.match(/^perSize must be a whole number from 1 to 5/);
    // The text writes into the form.
    await typeData(el, { ...(JSON.parse(area(el).value) as object), perSize: 2 });
    expect((field('perSize') as HTMLInputElement).value).to.equal('2');
  });

  it('asks the rules for a large data form a slice at a time, while the page is idle', async () => {
    // Counted, not timed: how long the first render takes is the bench's figure
    // (bench/widget-timing.ts), and a test that timed it failed on a busy machine.
    const slices: number[] = [];
    const idle = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (work, options) => {
      slices.push(performance.now());
      return idle(work, options);
    };
    try {
      const el = await fixture<GameWorkbench>(html`<steam-pirates-workbench></steam-pirates-workbench>`);
      await loaded(el);
      await waitFor(() => part(el, 'data-form').querySelector('details') !== null, 'the form was drawn');
      const summaries = [...part(el, 'data-form').querySelectorAll('summary')].map(text);
      expect(summaries).to.include('map.islands[0] (Haven)');
    } finally {
      window.requestIdleCallback = idle;
    }
    // Some 400 leaves, each a setup the rules check: far more than one slice of 8 ms.
    expect(slices.length, 'idle slices asked for').to.be.at.least(2);
  });

  it('fits a phone: the results scroll inside the bench and the page never widens', async () => {
    const el = await placeInColumn<GameWorkbench>(html`<torpedo-workbench games="6"></torpedo-workbench>`, PHONE_COLUMN_PX);
    await loaded(el);
    await run(el);
    const fits = (): void => {
      expect(el.getBoundingClientRect().width).to.be.at.most(PHONE_COLUMN_PX);
      const base = part(el, 'base');
      expect(base.scrollWidth).to.be.at.most(base.clientWidth + 1, 'nothing pokes out of the bench');
      expect(document.documentElement.scrollWidth).to.be.at.most(window.innerWidth);
    };
    fits();
    const results = part(el, 'results');
    expect(getComputedStyle(results).overflowX).to.equal('auto');
    await sweep(el, 'perSize', '1, 2, 3, 4, 5');
    await run(el);
    fits();
    expect(smallTexts(shadow(el))).to.deep.equal([]);
    // On paper nothing scrolls: the results fit the bench's width, every column printed.
    await emulateMedia({ media: 'print' });
    try {
      const printed = part(el, 'results');
      expect(getComputedStyle(printed).overflowX).to.equal('visible');
      expect(printed.scrollWidth).to.be.at.most(printed.clientWidth + 1, 'the results fit on paper');
      for (const table of printed.querySelectorAll('table')) expect(table.getBoundingClientRect().right).to.be.at.most(printed.getBoundingClientRect().right + 1);
    } finally {
      await emulateMedia({ media: 'screen' });
    }
  });
});
