/**
 * The entry of the blog loader, `dist/rulebench.js`: a small module that registers nothing itself.
 * It looks for Rulebench tags in the document, now and whenever nodes are added later (a
 * MutationObserver on the whole document; tags inside other elements' shadow roots are not
 * looked for), and imports each tag's module the first time its tag appears. The build
 * (scripts/build-bundle.ts) turns every module of the map in `autoload.ts` into a chunk of its
 * own in `dist/chunks/`, holding everything that tag needs but the base chunk (Lit and the shared
 * view pieces), so a page with one Star Eater widget fetches two chunks and no Steam Torpedo code.
 *
 * - A tag already defined (say the page imports the element itself, as the docs site does) is
 *   left alone; only tags still `:not(:defined)` are loaded.
 * - A tag placed before this script ran upgrades when its chunk arrives: defining a tag upgrades
 *   every element of it already in the document.
 * - Loading this script twice is harmless. The same URL runs once; a copy under another URL (a
 *   `?query`) runs again, but it resolves its chunks against its own URL, which is the same
 *   folder, so it imports the very same chunk modules and every tag is registered once (each
 *   module registers through `defineElement`, which ignores a second registration anyway).
 * - Rule links point back to the site that served this script, not to the blog's own domain:
 *   before the first widget module runs, the loader sets the docs base of `rule-citation.ts` (in
 *   the base chunk every widget imports) to the folder this script was served from.
 * - That ordering would cost a round trip (the base first, then the widget's chunk), so the
 *   loader first asks for every chunk the tag needs at once with `<link rel="modulepreload">`: the
 *   build writes the list of each tag's chunks into RULEBENCH_PRELOAD (scripts/build-bundle.ts).
 *   The imports then find the modules already fetched.
 *
 * Pages that want every element at once import `loadAll` (see the embed page):
 *
 *   import { loadAll } from 'https://rulebench.example/rulebench.js';
 *   await loadAll();
 */
import { AUTOLOAD_TAGS, TAG_MODULES, closestTag, hasOurPrefix, isAutoloadTag } from './autoload.ts';

/**
 * For each tag, the chunks it needs that the loader does not already have, as paths relative to
 * the loader (`chunks/chunk-X.js`): JSON written in by the build (esbuild `define`; a string, since
 * esbuild would move an object into a shared chunk). Empty where this file runs unbuilt.
 */
declare const RULEBENCH_PRELOAD: string | undefined;
const PRELOAD = (typeof RULEBENCH_PRELOAD === 'undefined' ? {} : JSON.parse(RULEBENCH_PRELOAD)) as Readonly<Record<string, readonly string[] | undefined>>;

/** The folder this script was served from: where rule links lead, and where its chunks are. */
const DOCS_BASE = new URL('.', import.meta.url).href;

const preloaded = new Set<string>();

/** Starts fetching every chunk the tag needs, in parallel, without running any of them. */
function preload(tag: string): void {
  for (const file of PRELOAD[tag] ?? []) {
    const href = new URL(file, DOCS_BASE).href;
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    (document.querySelector('head') ?? document.documentElement).append(link);
  }
}

let docsBaseSet: Promise<void> | undefined;

/** Points rule links at DOCS_BASE, once, before any widget module is imported. */
function setDocsBaseOnce(): Promise<void> {
  docsBaseSet ??= import('./shared/rule-citation.ts').then(({ setDocsBase }) => {
    setDocsBase(DOCS_BASE);
  });
  return docsBaseSet;
}

const loading = new Map<string, Promise<CustomElementConstructor>>();

/**
 * Loads the module of one Rulebench tag and resolves to the element's class once the tag is
 * defined. A tag that the page has already defined is not loaded again. Rejects for a tag
 * Rulebench does not have, or when its module cannot be fetched (a later call tries again).
 */
export function load(tag: string): Promise<CustomElementConstructor> {
  const name = tag.toLowerCase();
  if (!isAutoloadTag(name)) return Promise.reject(new Error(`Rulebench has no element <${name}>`));
  const defined = customElements.get(name);
  if (defined !== undefined) return Promise.resolve(defined);
  let pending = loading.get(name);
  if (pending === undefined) {
    const importModule: () => Promise<unknown> = TAG_MODULES[name];
    preload(name);
    pending = setDocsBaseOnce()
      .then(importModule)
      .then(() => customElements.whenDefined(name));
    loading.set(name, pending);
    pending.catch(() => {
      loading.delete(name);
    });
  }
  return pending;
}

/** Loads every Rulebench element, for pages that want them all at once. */
export async function loadAll(): Promise<void> {
  await Promise.all(AUTOLOAD_TAGS.map(load));
}

/** Tags named like ours that we do not have, already warned about (once each per page). */
const warnedTags = new Set<string>();

/**
 * A tag named like ours that we do not have is most likely mistyped, and would otherwise stay an
 * empty inline element with nothing said: the console names the tag we think was meant.
 */
function warnOfUnknownTag(tag: string): void {
  if (warnedTags.has(tag) || !hasOurPrefix(tag)) return;
  warnedTags.add(tag);
  const meant = closestTag(tag);
  const suggestion = meant === null ? `Our elements are ${AUTOLOAD_TAGS.map((known) => `<${known}>`).join(', ')}.` : `Did you mean <${meant}>?`;
  console.warn(`Rulebench has no element <${tag}>, so it shows nothing. ${suggestion}`);
}

/** Loads the tags of root and of every element under it that are not yet defined. */
function discover(root: Element): void {
  const candidates = root.matches(':not(:defined)') ? [root, ...root.querySelectorAll(':not(:defined)')] : root.querySelectorAll(':not(:defined)');
  for (const element of candidates) {
    const tag = element.localName;
    if (!isAutoloadTag(tag)) {
      warnOfUnknownTag(tag);
      continue;
    }
    if (loading.has(tag) || customElements.get(tag) !== undefined) continue;
    load(tag).catch((error: unknown) => {
      console.error(`Rulebench: could not load <${tag}> (from ${DOCS_BASE})`, error);
    });
  }
}

function start(): void {
  if (typeof document === 'undefined' || typeof customElements === 'undefined') return; // not a browser
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) discover(node);
      }
    }
  }).observe(document, { childList: true, subtree: true });
  discover(document.documentElement);
}

start();
