import { expect, fixture, html } from '@open-wc/testing';
import { forgetAllSaved } from '../shared/saved-states.ts';
import { asIfReloaded, copiedLink, failOnEscapedErrors, keptEntries, openShared, part, parts, press, shadow, text, waitFor } from '../shared/test-support.ts';
import '../torpedo/torpedo-workbench.ts';
import '../steamwork-arena/steamwork-arena-workbench.ts';
import '../steam-pirates/steam-pirates-workbench.ts';
import type { GameWorkbench } from './workbench.ts';

async function loaded(el: GameWorkbench): Promise<void> {
  await waitFor(() => text(shadow(el).querySelector('[part~="data-status"]')).startsWith('The rules accept'), 'the sample data was checked');
}

function status(el: GameWorkbench): string {
  return text(part(el, 'data-status'));
}

async function type(el: GameWorkbench, value: string): Promise<void> {
  const area = part(el, 'data') as HTMLTextAreaElement;
  area.value = value;
  area.dispatchEvent(new InputEvent('input'));
  // The data is checked once typing pauses (150 ms).
  await new Promise((resolve) => setTimeout(resolve, 250));
  await el.updateComplete;
}

function runDone(el: GameWorkbench): Promise<{ status: string; games: number }> {
  return new Promise((resolve) => {
    el.addEventListener('rb-simulation-done', (event) => {
      resolve((event as CustomEvent<{ status: string; games: number }>).detail);
    }, { once: true });
  });
}

describe('<…-workbench>', () => {
  failOnEscapedErrors();

  it('shows the sample data, accepted by the rules, with its seats', async () => {
    const el = await fixture<GameWorkbench>(html`<torpedo-workbench></torpedo-workbench>`);
    await loaded(el);
    expect(status(el)).to.equal('The rules accept this data: 2 seats (red, blue).');
    const data = JSON.parse((part(el, 'data') as HTMLTextAreaElement).value) as { perSize: number };
    expect(data.perSize).to.equal(5);
  });

  it('names the field that is wrong, and why, as the data is typed; Run does nothing until it is mended', async () => {
    const el = await fixture<GameWorkbench>(html`<torpedo-workbench games="4"></torpedo-workbench>`);
    await loaded(el);
    const area = part(el, 'data') as HTMLTextAreaElement;
    const data = JSON.parse(area.value) as { perSize: number };
    await type(el, JSON.stringify({ ...data, perSize: 9 }));
    expect(status(el)).to.match(/^perSize must be /, 'the field named once');
    expect(status(el)).to.contain('(torpedo/');
    expect(area.getAttribute('aria-invalid')).to.equal('true');
    await press(el, 'show-field-button');
    expect(area.value.slice(area.selectionStart, area.selectionEnd)).to.equal('9');
    await press(el, 'run-button');
    expect(shadow(el).querySelector('[part~="progress"]')).to.equal(null);

    await type(el, '{ "perSize": ');
    expect(status(el)).to.match(/^This is not JSON/);

    shadow(el).querySelector<HTMLButtonElement>('[part~="reset-button"]')?.click();
    await el.updateComplete;
    expect(status(el)).to.match(/^The rules accept/);
    expect(area.getAttribute('aria-invalid')).to.equal('false');
  });

  it('names the field once, whichever way the rules word the refusal', async () => {
    const el = await fixture<GameWorkbench>(html`<steamwork-arena-workbench games="4"></steamwork-arena-workbench>`);
    await loaded(el);
    const data = JSON.parse((part(el, 'data') as HTMLTextAreaElement).value) as { templates: Record<string, unknown> };
    await type(el, JSON.stringify({ ...data, perPlayer: 'x' }));
    expect(status(el)).to.match(/^perPlayer: each player/);
    expect(status(el)).not.to.contain('perPlayer: perPlayer');
    await type(el, JSON.stringify({ ...data, templates: { ...data.templates, red: 5 } }));
    expect(status(el)).to.match(/^templates\.red must be /);
    expect(status(el)).not.to.contain('templates.red: templates.red');
  });

  it('plays the games in a worker and fills in the win rates, the lengths and the figures', async () => {
    const el = await fixture<GameWorkbench>(html`<steamwork-arena-workbench games="12" bots="heuristic,random"></steamwork-arena-workbench>`);
    await loaded(el);
    const done = runDone(el);
    await press(el, 'run-button');
    expect(await done).to.deep.equal({ status: 'done', games: 12 });
    await el.updateComplete;
    const rows = parts(el, 'win-rates')[0]?.querySelectorAll('tbody tr') ?? [];
    // Two bots, two seats, four seat-and-bot pairs.
    expect(rows.length).to.equal(8);
    expect(text(rows[0])).to.match(/^heuristic/);
    expect(text(part(el, 'lengths'))).to.match(/Game length in rounds: median \d+/);
    expect(text(part(el, 'figures'))).to.contain('energy');
    expect((part(el, 'progress') as HTMLProgressElement).value).to.equal(12);
  });

  it('stops at once when cancelled, keeping the games already played', async () => {
    const el = await fixture<GameWorkbench>(html`<steam-pirates-workbench games="100000"></steam-pirates-workbench>`);
    await loaded(el);
    const done = runDone(el);
    await press(el, 'run-button');
    await waitFor(() => (part(el, 'progress') as HTMLProgressElement).value > 0, 'no game was played');
    await press(el, 'cancel-button');
    const result = await done;
    expect(result.status).to.equal('cancelled');
    expect(result.games).to.be.greaterThan(0).and.lessThan(100_000);
    await el.updateComplete;
    expect(text(part(el, 'run-status'))).to.match(/^Cancelled after [\d,]+ of 100,000 games/);
    expect(text(shadow(el).querySelector('[part~="run"] [role="status"]'))).to.equal(text(part(el, 'run-status')));
  });

  /** The sample data with two ships of each size, six games between random bots, run: the data as first shown and the win rates. */
  async function runSixRandomGames(el: GameWorkbench): Promise<{ data: { perSize: number }; results: string }> {
    const data = JSON.parse((part(el, 'data') as HTMLTextAreaElement).value) as { perSize: number };
    await type(el, JSON.stringify({ ...data, perSize: 2 }, null, 1));
    el.games = 6;
    el.bots = 'random';
    const done = runDone(el);
    await press(el, 'run-button');
    await done;
    await el.updateComplete;
    return { data, results: text(part(el, 'win-rates')) };
  }

  /** A bench opened again (from a link, or resumed) shows the same data, settings and win rates as `runSixRandomGames` left. */
  async function expectSameRun(el: GameWorkbench, data: { perSize: number }, results: string): Promise<void> {
    await el.updateComplete;
    expect(JSON.parse((part(el, 'data') as HTMLTextAreaElement).value)).to.deep.equal({ ...data, perSize: 2 });
    expect([el.games, el.bots]).to.deep.equal([6, 'random']);
    expect(text(part(el, 'win-rates'))).to.equal(results);
  }

  it('sends a link that reopens the same data and settings, and plays the same games again', async () => {
    const el = await fixture<GameWorkbench>(html`<torpedo-workbench></torpedo-workbench>`);
    await loaded(el);
    const { data, results } = await runSixRandomGames(el);
    const link = await copiedLink(el);
    // The link names the first bench of the page: the new one must be it.
    el.remove();

    const opened = await openShared<GameWorkbench>('torpedo-workbench', link);
    await waitFor(() => text(shadow(opened).querySelector('[part~="run-status"]')).startsWith('6 games in'), 'the shared run was played again');
    await expectSameRun(opened, data, results);
  });

  it('keeps the data, the settings and the run for the next visit, and Resume plays the same games again', async () => {
    forgetAllSaved();
    const el = await fixture<GameWorkbench>(html`<torpedo-workbench></torpedo-workbench>`);
    await loaded(el);
    expect(keptEntries(), 'the sample data, untouched').to.deep.equal({});
    const { data, results } = await runSixRandomGames(el);
    el.remove();
    asIfReloaded();

    const back = await fixture<GameWorkbench>(html`<torpedo-workbench></torpedo-workbench>`);
    await loaded(back);
    await press(back, 'resume-button');
    await waitFor(() => text(shadow(back).querySelector('[part~="run-status"]')).startsWith('6 games in'), 'the kept run was played again');
    await expectSameRun(back, data, results);
    forgetAllSaved();
  });

  it('says so when a link does not hold a workbench, and keeps working', async () => {
    const el = await fixture<GameWorkbench>(html`<torpedo-workbench></torpedo-workbench>`);
    await loaded(el);
    const link = await copiedLink(el);
    const broken = `${link.slice(0, link.lastIndexOf('.') + 1)}not-a-payload`;
    el.remove();
    const opened = await openShared<GameWorkbench>('torpedo-workbench', broken);
    expect(shadow(opened).querySelector('[part~="share-problem"]')).to.not.equal(null);
    await loaded(opened);
  });

  it('leaves axe nothing to object to, two benches on one page included, results shown', async () => {
    const page = await fixture<HTMLElement>(html`<div><torpedo-workbench games="3"></torpedo-workbench><steamwork-arena-workbench games="3"></steamwork-arena-workbench></div>`);
    const [first, second] = [...page.children] as GameWorkbench[];
    if (first === undefined || second === undefined) throw new Error('two benches');
    await loaded(first);
    await loaded(second);
    for (const bench of [first, second]) {
      const done = runDone(bench);
      await press(bench, 'run-button');
      await done;
      await bench.updateComplete;
    }
    await expect(page).to.be.accessible();
  });

  it('exports the data as a JSON file and imports one back, checked as if typed', async () => {
    const el = await fixture<GameWorkbench>(html`<torpedo-workbench></torpedo-workbench>`);
    await loaded(el);
    const area = part(el, 'data') as HTMLTextAreaElement;
    // Export: the download link the button clicks, caught before the browser follows it.
    const clicked: { name: string; href: string }[] = [];
    // A link's click is HTMLElement's: shadow it on links for the test, then take the shadow away.
    Object.defineProperty(HTMLAnchorElement.prototype, 'click', {
      configurable: true,
      value(this: HTMLAnchorElement) {
        clicked.push({ name: this.download, href: this.href });
      },
    });
    try {
      await press(el, 'export-button');
    } finally {
      Reflect.deleteProperty(HTMLAnchorElement.prototype, 'click');
    }
    expect(clicked.map((link) => link.name)).to.deep.equal(['torpedo-data.json']);
    expect(clicked[0]?.href).to.match(/^blob:/);
    // Import: a file chosen in the hidden file field.
    const input = shadow(el).querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file field');
    const files = new DataTransfer();
    files.items.add(new File([JSON.stringify({ ...(JSON.parse(area.value) as object), perSize: 7 })], 'mine.json', { type: 'application/json' }));
    input.files = files.files;
    input.dispatchEvent(new Event('change'));
    await waitFor(() => status(el).startsWith('perSize'), 'the imported data was not checked');
    expect(JSON.parse(area.value)).to.include({ perSize: 7 });
    expect(input.value).to.equal('');
  });
});
