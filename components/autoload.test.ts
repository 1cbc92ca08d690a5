// The loader's tag → module map (autoload.ts) against the one list of elements (index.ts): the same
// tags, each loaded by a module that registers it. This file must import nothing that registers an
// element before the first test has watched index.ts do it.
import { expect } from '@open-wc/testing';
import { AUTOLOAD_TAGS, TAG_MODULES, closestTag, hasOurPrefix, isAutoloadTag } from './autoload.ts';

/** Every tag registered while `load` runs, read by watching `customElements.define`. */
async function tagsRegisteredBy(load: () => Promise<unknown>): Promise<string[]> {
  const registered: string[] = [];
  const define = customElements.define.bind(customElements);
  customElements.define = (tag, element, options) => {
    registered.push(tag);
    define(tag, element, options);
  };
  try {
    await load();
  } finally {
    customElements.define = define;
  }
  return registered;
}

describe('the autoload map (autoload.ts)', () => {
  it('registers nothing by being imported', () => {
    for (const tag of AUTOLOAD_TAGS) expect(customElements.get(tag), tag).to.equal(undefined);
  });

  it('names exactly the tags that components/index.ts registers', async function () {
    // The one test whose body imports every element module, and the first file to run: it pays for
    // the dev server transforming them all cold, which on a loaded machine took over 20 s (issue 27).
    this.timeout(180_000);
    const registered = await tagsRegisteredBy(() => import('./index.ts'));
    expect(registered.length, 'index.ts registered no tag: was something registered before this test?').to.be.greaterThan(0);
    const missing = registered.filter((tag) => !isAutoloadTag(tag));
    const extra = AUTOLOAD_TAGS.filter((tag) => !registered.includes(tag));
    expect(missing, 'registered by index.ts but missing from TAG_MODULES in autoload.ts').to.deep.equal([]);
    expect(extra, 'in TAG_MODULES of autoload.ts but not registered by index.ts').to.deep.equal([]);
  });

  it('loads, for each tag, the module that exports the class registered under it', async () => {
    for (const tag of AUTOLOAD_TAGS) {
      const module: object = await TAG_MODULES[tag]();
      const element = customElements.get(tag);
      expect(element, tag).to.be.a('function');
      expect(Object.values(module), `the module autoload.ts imports for <${tag}> does not export its class`).to.include(element);
    }
  });

  it('knows no tag outside the map', () => {
    expect(isAutoloadTag('star-eater-direct-fire')).to.equal(true);
    expect(isAutoloadTag('toString')).to.equal(false);
    expect(isAutoloadTag('star-eater-nothing')).to.equal(false);
  });

  it('names the tag a mistyped one most likely meant', () => {
    for (const tag of AUTOLOAD_TAGS) expect(hasOurPrefix(tag), tag).to.equal(true);
    expect(hasOurPrefix('my-widget')).to.equal(false);
    expect(closestTag('star-eater-direct-fire-x')).to.equal('star-eater-direct-fire');
    expect(closestTag('steam-torpedo-damge')).to.equal('steam-torpedo-damage');
    expect(closestTag('steamwork-arena-games')).to.equal('steamwork-arena-game');
    expect(closestTag('rb-eventlog')).to.equal('rb-event-log');
    expect(closestTag('steam-pirates-flagship-rout')).to.equal('steam-pirates-flagship-route');
    // Nothing close: no guess. (A name far from every tag: Steam Pirates has tags now, and
    // steam-pirates-treasure-map is near enough to steam-pirates-sky-map to be guessed.)
    expect(closestTag('torpedo-icehouse')).to.equal(null);
  });
});
