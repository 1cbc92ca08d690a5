// The blog loader (dist/rulebench.js and dist/chunks/, built by web-test-runner.config.mjs before
// the tests) on a page that has nothing else: no source modules of ours are imported here. The
// tests run in order on one page, as a blog would use it: tags placed before the loader, the loader
// included twice, tags added later, a tag the page defined itself, then everything at once.
import { expect } from '@open-wc/testing';
// Data only (the heights the loader reserves), no element.
import { FIRST_HEIGHT_WIDTHS } from './first-height-widths.ts';
import { FIRST_HEIGHTS } from './first-heights.ts';

type Widget = HTMLElement & { updateComplete: Promise<boolean> };

interface Loader {
  load(tag: string): Promise<CustomElementConstructor>;
  loadAll(): Promise<void>;
}

const LOADER = '/dist/rulebench.js';
const CHUNKS = '/dist/chunks/';

/** The tags a blogger may write; every one of them is in components/index.ts. */
const TAGS = [
  'rb-die-face',
  'rb-error-panel',
  'rb-event-log',
  'star-eater-direct-fire',
  'steam-torpedo-attack',
  'steam-torpedo-battle-area',
  'steam-torpedo-damage',
  'steam-torpedo-game',
  'steam-torpedo-submarine',
  'steamwork-arena-conflict',
  'steamwork-arena-game',
  'steamwork-arena-template',
];

// The test framework loads many scripts of its own: keep room for ours in the resource timeline.
performance.setResourceTimingBufferSize(2000);

/** Paths (with any query) of the chunks the page has fetched as scripts, in order, repeats kept. */
function chunksFetched(): string[] {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'fetch')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.pathname.startsWith(CHUNKS))
    .map((url) => url.pathname + url.search);
}

const sources = new Map<string, Promise<string>>();

/** A built file's text, fetched once (fetches are left out of chunksFetched). */
function source(path: string): Promise<string> {
  let text = sources.get(path);
  if (text === undefined) {
    text = fetch(path).then((response) => response.text());
    sources.set(path, text);
  }
  return text;
}

/** Specifiers of `import … from "…"`, `export … from "…"` and `import "…"` in esbuild's output, as paths. */
function staticImports(code: string, from: string): string[] {
  return [...code.matchAll(/\b(?:from|import)\s*"([^"]+)"/g)].map((match) => new URL(match[1] ?? '', new URL(from, location.href)).pathname);
}

/** The files the browser must fetch to run these: themselves and their static imports, all the way down. */
async function staticClosure(starts: readonly string[]): Promise<Set<string>> {
  const reached = new Set<string>();
  const pending = [...starts];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    if (reached.has(path)) continue;
    reached.add(path);
    pending.push(...staticImports(await source(path), path));
  }
  return reached;
}

/** The chunks the loader imports on demand, read from its `import("./chunks/…")` calls. */
async function onDemandChunks(): Promise<string[]> {
  const code = await source(LOADER);
  return [...code.matchAll(/\bimport\("([^"]+)"\)/g)].map((match) => new URL(match[1] ?? '', new URL(LOADER, location.href)).pathname);
}

/** The chunk of one tag's module, or the base chunk (`base`, which the loader imports to set the docs base): the build names them `<name>-<hash>.js`. */
async function chunkOf(module: string): Promise<string> {
  const found = (await onDemandChunks()).filter((path) => new RegExp(`^${CHUNKS}${module}-[A-Z0-9]+\\.js$`).test(path));
  expect(found, `the loader's chunk for ${module}`).to.have.length(1);
  return found[0] ?? '';
}

/** Everything a page showing only this tag needs: the loader, the base chunk (it sets the docs base), the tag's chunk and the layers' chunks it imports. */
async function filesNeededFor(tag: string): Promise<Set<string>> {
  return staticClosure([LOADER, await chunkOf('base'), await chunkOf(tag)]);
}

/** Waits for the tag's definition, failing with a clear message instead of the test's timeout. */
async function defined(tag: string, ms = 3000): Promise<CustomElementConstructor> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`<${tag}> was not defined within ${String(ms)} ms`));
    }, ms);
  });
  try {
    return await Promise.race([customElements.whenDefined(tag), late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('the blog loader', () => {
  let first: Loader;
  let second: Loader;

  it('defines nothing itself, loads twice without throwing, and upgrades a tag placed before it', async () => {
    document.body.innerHTML = '<star-eater-direct-fire accuracy="3" evasion="1" seed="42"></star-eater-direct-fire>';
    first = (await import(LOADER)) as Loader;
    // The same URL again runs nothing; a query string makes the browser run the module a second
    // time, like a page that loads two copies of the script.
    await import(LOADER);
    second = (await import(`${LOADER}?second-copy`)) as Loader;
    expect(second, 'the ?second-copy ran as a module of its own').not.to.equal(first);
    for (const tag of TAGS.filter((tag) => !tag.startsWith('star-eater-') && !tag.startsWith('rb-'))) {
      expect(customElements.get(tag), `${tag}: nothing on the page asked for it`).to.equal(undefined);
    }

    await defined('star-eater-direct-fire');
    const el = document.querySelector('star-eater-direct-fire') as Widget;
    await el.updateComplete;
    const root = el.shadowRoot;
    expect(root?.querySelector('code.filled')?.textContent.trim()).to.equal('roll > 6 + 1 − 3 = 4');
    root?.querySelector<HTMLButtonElement>('button[part~="roll-button"]')?.click();
    await el.updateComplete;
    expect(root?.querySelector('[part="result"] rb-die-face')).to.be.instanceOf(HTMLElement);

    // Rule links lead back to the site that served the loader, not to the page's own domain.
    const link = root?.querySelector<HTMLAnchorElement>('a[part="rule-link"]');
    expect(link?.href).to.equal(new URL('/dist/star-eater/direct-fire/#direct-fire-hit-roll', location.href).href);
  });

  it('fetched only the chunks the Star Eater widget needs, once each, from the same folder for both copies', async () => {
    const fetched = chunksFetched();
    expect(fetched.filter((path) => path.includes('?')), 'chunk URLs carry no query: the copy resolved them to the same files').to.deep.equal([]);
    expect(fetched.length, `each chunk fetched once: ${fetched.join(', ')}`).to.equal(new Set(fetched).size);
    const needed = [...(await filesNeededFor('star-eater-direct-fire'))].filter((path) => path.startsWith(CHUNKS)).sort();
    // A lab stands on three layers (scripts/build-bundle.ts): the base, the play chunk it shares with
    // the whole games, the lab chunk it shares with the other labs; then its own chunk.
    expect(needed.map((path) => path.slice(CHUNKS.length).replace(/-[A-Z0-9]+\.js$/, '')).sort(), 'four requests beside the loader').to.deep.equal(['base', 'lab', 'play', 'star-eater-direct-fire']);
    expect([...fetched].sort()).to.deep.equal(needed);
    expect(fetched.some((path) => path.includes('steam-torpedo'))).to.equal(false);
    // All of them asked for at once, before any runs, rather than one layer of imports at a time.
    const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname);
    const withTheLoader = await staticClosure([LOADER]);
    expect([...new Set(preloads)].sort(), 'preloaded with <link rel="modulepreload">').to.deep.equal(needed.filter((path) => !withTheLoader.has(path)));
    // Both copies hand out the one registered class.
    expect(await second.load('star-eater-direct-fire')).to.equal(customElements.get('star-eater-direct-fire'));
  });

  it('leaves the labs\' and games\' chunks to them: a board stands on the base alone', async () => {
    const needed = [...(await filesNeededFor('steam-torpedo-battle-area'))].filter((path) => path.startsWith(CHUNKS));
    expect(needed.map((path) => path.slice(CHUNKS.length).replace(/-[A-Z0-9]+\.js$/, '')).sort()).to.deep.equal(['base', 'steam-torpedo-battle-area']);
  });

  it('upgrades a Steam Torpedo tag added after it loaded, inside a new subtree', async () => {
    const before = new Set(chunksFetched());
    const holder = document.createElement('div');
    holder.innerHTML = '<p>Post text.</p><steam-torpedo-damage preset="example-of-play"></steam-torpedo-damage>';
    document.body.append(holder);
    await defined('steam-torpedo-damage');
    const el = holder.querySelector('steam-torpedo-damage') as Widget;
    await el.updateComplete;
    expect(el.shadowRoot?.querySelector('[part~="choices"]'), 'the damage widget rendered its choices').to.be.instanceOf(HTMLElement);
    expect(el.shadowRoot?.querySelector('[role="alert"]')).to.equal(null);

    const added = chunksFetched().filter((path) => !before.has(path));
    expect(added).to.include(await chunkOf('steam-torpedo-damage'));
    const stillNeeded = [...(await filesNeededFor('steam-torpedo-damage'))].filter((path) => path.startsWith(CHUNKS) && !before.has(path)).sort();
    expect([...added].sort(), 'fetched for the damage widget: its chunks not already on the page').to.deep.equal(stillNeeded);
    // Another lab: the base, play and lab chunks came with the first one, so only its own is fetched.
    expect(added).to.deep.equal([await chunkOf('steam-torpedo-damage')]);
    expect(customElements.get('steam-torpedo-game'), 'no other whole widget came along').to.equal(undefined);
  });

  it('leaves alone a tag the page has defined itself', async () => {
    class PagesOwnGame extends HTMLElement {}
    customElements.define('steam-torpedo-game', PagesOwnGame);
    const gameChunk = await chunkOf('steam-torpedo-game');
    document.body.insertAdjacentHTML('beforeend', '<steam-torpedo-game></steam-torpedo-game>');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(customElements.get('steam-torpedo-game')).to.equal(PagesOwnGame);
    expect(chunksFetched()).not.to.include(gameChunk);
    expect(await first.load('steam-torpedo-game')).to.equal(PagesOwnGame);
  });

  it('warns in the console of a mistyped tag, naming the one it most likely meant', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      warnings.push(args.map(String).join(' '));
    };
    try {
      document.body.insertAdjacentHTML('beforeend', '<star-eater-direct-fire-x></star-eater-direct-fire-x><my-own-widget></my-own-widget>');
      await new Promise((resolve) => setTimeout(resolve, 50));
      // A second one of the same slip is not warned of again.
      document.body.insertAdjacentHTML('beforeend', '<star-eater-direct-fire-x></star-eater-direct-fire-x>');
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      console.warn = warn;
    }
    // Two copies of the loader run on this page: each warns once.
    expect(warnings).to.have.length(2);
    expect(warnings[0]).to.equal('Rulebench has no element <star-eater-direct-fire-x>, so it shows nothing. Did you mean <star-eater-direct-fire>?');
  });

  it('shows a note after a mistyped tag, once a page for each name, naming the tag meant and linking to the list', () => {
    const notes = [...document.querySelectorAll<HTMLElement>('[data-rulebench-unknown]')];
    // Two copies of the loader saw the slip twice: one note, after the first.
    expect(notes.map((note) => note.dataset.rulebenchUnknown)).to.deep.equal(['star-eater-direct-fire-x']);
    const [note] = notes;
    expect(note?.previousElementSibling?.localName).to.equal('star-eater-direct-fire-x');
    expect(note?.getAttribute('role')).to.equal('note');
    expect(note?.textContent).to.include('Did you mean <star-eater-direct-fire>?');
    expect(note?.querySelector('a')?.href).to.equal(new URL('/dist/embed/', location.href).href);
    expect(note?.getBoundingClientRect().height, 'the note is seen').to.be.greaterThan(10);
    // A name that is not ours is the page's own business.
    expect(document.querySelector('my-own-widget')?.nextElementSibling?.hasAttribute('data-rulebench-unknown')).to.not.equal(true);
  });

  it('leads rule links to the data-docs address on its script tag, and passes over one that is no http(s) address', async () => {
    /** A copy of the loader run by a script tag with this data-docs, then a tag loaded through it. */
    async function linkThrough(copy: string, docs: string, tag: string): Promise<string | undefined> {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = `${LOADER}?${copy}`;
      script.dataset.docs = docs;
      const ran = new Promise((resolve) => { script.addEventListener('load', resolve); });
      document.head.append(script);
      await ran;
      const loader = (await import(`${LOADER}?${copy}`)) as Loader;
      document.body.insertAdjacentHTML('beforeend', `<${tag}></${tag}>`);
      await loader.load(tag);
      const el = document.body.lastElementChild as Widget;
      await el.updateComplete;
      return el.shadowRoot?.querySelector<HTMLAnchorElement>('a[part~="rule-link"]')?.href;
    }
    // No trailing slash given: the address is a folder all the same.
    expect(await linkThrough('docs-copy', 'https://rules.example/guide', 'torpedo-volleys')).to.match(/^https:\/\/rules\.example\/guide\/torpedo\/[a-z-]+\/#/);
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      warnings.push(args.map(String).join(' '));
    };
    try {
      expect(await linkThrough('bad-docs-copy', 'javascript:alert(1)', 'torpedo-placement')).to.match(new RegExp(`^${new URL('/dist/torpedo/', location.href).href}`));
    } finally {
      console.warn = warn;
    }
    // (The copy warns of the page's mistyped tag as well, as every copy does once.)
    expect(warnings.filter((warning) => warning.includes('data-docs'))).to.deep.equal(['Rulebench: data-docs="javascript:alert(1)" is no http(s) address; rule links lead to the default.']);
  });

  it('reserves an undefined widget\'s first height at its width before its code arrives, and lets go once it has drawn', async () => {
    const column = document.createElement('div');
    column.style.width = '450px';
    column.innerHTML = '<steamwork-arena-conflict></steamwork-arena-conflict><p>After the widget.</p>';
    document.body.append(column);
    const el = column.querySelector('steamwork-arena-conflict') as Widget;
    // The loader's observer runs in a microtask after the insertion.
    await Promise.resolve();
    const widths = FIRST_HEIGHT_WIDTHS;
    const index = widths.findLastIndex((width) => width <= 450);
    expect(el.style.minHeight, 'the height measured at 400 px, the nearest width at most its own').to.equal(`${String(FIRST_HEIGHTS['steamwork-arena-conflict']?.[index])}px`);
    expect(el.getBoundingClientRect().height).to.be.greaterThan(300);
    await defined('steamwork-arena-conflict');
    await el.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(el.style.minHeight, 'let go').to.equal('');
    column.remove();
  });

  it('loadAll() defines every element, from either copy, and rejects a tag it does not have', async () => {
    await second.loadAll();
    await first.loadAll();
    for (const tag of TAGS) expect(customElements.get(tag), tag).to.be.a('function');
    expect(customElements.get('steam-torpedo-game')).to.have.property('name', 'PagesOwnGame');
    const fetched = chunksFetched();
    expect(fetched.length, 'still each chunk once').to.equal(new Set(fetched).size);

    let refused: unknown;
    await first.load('star-eater-nothing').catch((error: unknown) => (refused = error));
    expect(String(refused)).to.include('star-eater-nothing');
    document.body.innerHTML = '';
  });
});
