/**
 * The entry of the blog loader, `dist/rulebench.js`: a small module that registers nothing itself.
 * It looks for Rulebench tags in the document, now and whenever nodes are added later (a
 * MutationObserver on the whole document; tags inside other elements' shadow roots are not
 * looked for), and imports each tag's module the first time its tag appears. The build
 * (scripts/build-bundle.ts) turns every module of the map in `autoload.ts` into a chunk of its
 * own in `dist/chunks/`, holding everything that tag needs but the shared layers' chunks it stands
 * on: the base (Lit and the shared view pieces) for every tag, the play chunk (event log, panels,
 * the engine's fold, dice) for the labs and whole games, the lab chunk (LabShell) for the labs. A
 * page with one Star Eater lab fetches those four chunks and no Steam Torpedo code; a second lab
 * on the page adds its own chunk alone.
 *
 * - A tag already defined (say the page imports the element itself, as the docs site does) is
 *   left alone; only tags still `:not(:defined)` are loaded.
 * - A tag placed before this script ran upgrades when its chunk arrives: defining a tag upgrades
 *   every element of it already in the document.
 * - Loading this script twice is harmless. The same URL runs once; a copy under another URL (a
 *   `?query`) runs again, but it resolves its chunks against its own URL, which is the same
 *   folder, so it imports the very same chunk modules and every tag is registered once (each
 *   module registers through `defineElement`, which ignores a second registration anyway).
 * - Rule links lead to the docs site, not to the blog's own domain: before the first widget
 *   module runs, the loader sets the docs base of `rule-citation.ts` (in the base chunk every
 *   widget imports) to the `data-docs` address on this script's tag, else to the site the build
 *   was made for (`RULEBENCH_SITE_URL` when it ran), else to the folder this script was served
 *   from (right when the docs site serves it, as it does at `/rulebench.js`).
 * - A tag named like ours that no widget has (a typing slip) gets a small note after it, once a
 *   page for each such name, naming the tag most likely meant; the console says it too.
 * - That ordering would cost round trips (the base first, then the widget's chunk, which names
 *   the layers it imports), so the loader first asks for every chunk the tag needs at once with
 *   `<link rel="modulepreload">`: the build writes the list of each tag's chunks (its layers', its
 *   own) into RULEBENCH_PRELOAD (scripts/build-bundle.ts). The imports then find the modules
 *   already fetched.
 *
 * Pages that want every element at once import `loadAll` (see the embed page):
 *
 *   import { loadAll } from 'https://rulebench.example/rulebench.js';
 *   await loadAll();
 */
import { AUTOLOAD_TAGS, TAG_MODULES, closestTag, hasOurPrefix, isAutoloadTag } from './autoload.ts';
import { FIRST_HEIGHT_WIDTHS } from './first-height-widths.ts';
import { FIRST_HEIGHTS } from './first-heights.ts';

/**
 * For each tag, the chunks it needs that the loader does not already have, as paths relative to
 * the loader (`chunks/chunk-X.js`): JSON written in by the build (esbuild `define`; a string, since
 * esbuild would move an object into a shared chunk). Empty where this file runs unbuilt.
 */
declare const RULEBENCH_PRELOAD: string | undefined;
const PRELOAD = (typeof RULEBENCH_PRELOAD === 'undefined' ? {} : JSON.parse(RULEBENCH_PRELOAD)) as Readonly<Record<string, readonly string[] | undefined>>;

/** The docs site's address the build was given (`RULEBENCH_SITE_URL`, esbuild `define`); empty when none was. */
declare const RULEBENCH_SITE_URL: string | undefined;
const BUILT_FOR = typeof RULEBENCH_SITE_URL === 'undefined' ? '' : RULEBENCH_SITE_URL;

/** The folder this script was served from: where its chunks are. */
const LOADER_FOLDER = new URL('.', import.meta.url).href;

const preloaded = new Set<string>();

/** Starts fetching every chunk the tag needs, in parallel, without running any of them. */
function preload(tag: string): void {
  for (const file of PRELOAD[tag] ?? []) {
    const href = new URL(file, LOADER_FOLDER).href;
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    (document.querySelector('head') ?? document.documentElement).append(link);
  }
}

let docsBaseSet: Promise<void> | undefined;

/** Points rule links at the docs site (`docsSite`), once, before any widget module is imported. */
function setDocsBaseOnce(): Promise<void> {
  docsBaseSet ??= import('./shared/rule-citation.ts').then(({ setDocsBase }) => {
    setDocsBase(docsSite());
  });
  return docsBaseSet;
}

/**
 * Where rule links lead: the page's own choice (`data-docs="https://…"` on this script's tag),
 * else the site the build was made for, else this script's folder. A `data-docs` that is no
 * http(s) address is said in the console and passed over.
 */
function docsSite(): string {
  const given = ownScript()?.dataset.docs;
  if (given !== undefined) {
    const site = siteAddress(given);
    if (site !== null) return site;
    console.warn(`Rulebench: data-docs="${given}" is no http(s) address; rule links lead to the default.`);
  }
  return siteAddress(BUILT_FOR) ?? LOADER_FOLDER;
}

/** The `<script>` tag that loaded this module, or null when a module imported it. */
function ownScript(): HTMLScriptElement | null {
  return [...document.querySelectorAll<HTMLScriptElement>('script[src]')].find((script) => script.src === import.meta.url) ?? null;
}

/** `text` as a site's address ending in `/` (so a page path resolves inside it), or null when it is no http(s) address. */
function siteAddress(text: string): string | null {
  try {
    const url = new URL(text.trim());
    return /^https?:$/.test(url.protocol) ? new URL(url.pathname.replace(/\/?$/, '/'), url).href : null;
  } catch {
    return null;
  }
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
 * empty inline element: the console names the tag we think was meant, and so does a small note
 * after the element, where the blogger looks (`element`: the first one of that name).
 */
function warnOfUnknownTag(tag: string, element: Element): void {
  if (warnedTags.has(tag) || !hasOurPrefix(tag)) return;
  warnedTags.add(tag);
  const meant = closestTag(tag);
  const said = `Rulebench has no element <${tag}>, so it shows nothing. ${meant === null ? '' : `Did you mean <${meant}>?`}`;
  console.warn(meant === null ? `${said}Our elements are ${AUTOLOAD_TAGS.map((known) => `<${known}>`).join(', ')}.` : said);
  noteUnknownTag(tag, element, said);
}

/**
 * The note in the page: once a page for each name (a second copy of the loader finds the first's),
 * in the page's own font and colours, and gone if the page defines that element after all.
 */
function noteUnknownTag(tag: string, element: Element, said: string): void {
  if (document.querySelector(`[data-rulebench-unknown="${tag}"]`) !== null) return;
  const note = document.createElement('span');
  note.dataset.rulebenchUnknown = tag;
  note.setAttribute('role', 'note');
  note.style.cssText = 'display:block;border:1px dashed;padding:.4em .7em';
  note.textContent = `${said} `;
  const list = document.createElement('a');
  list.href = new URL('embed/', docsSite()).href;
  list.textContent = 'Our elements';
  note.append(list);
  element.after(note);
  void customElements.whenDefined(tag).then(() => {
    note.remove();
  });
}

/**
 * Holds the box an undefined widget will take (its first height as typed with no attribute, at
 * the nearest measured width at most its own), so that the text after it does not jump when it
 * draws; let go once it has drawn. A height the page gave the element itself is left alone.
 */
function reserve(element: HTMLElement, tag: string): void {
  const heights = FIRST_HEIGHTS[tag];
  if (heights === undefined || element.style.minHeight !== '') return;
  const width = element.getBoundingClientRect().width;
  const index = Math.max(0, FIRST_HEIGHT_WIDTHS.findLastIndex((measured) => measured <= width));
  element.style.minHeight = `${String(heights[index] ?? 0)}px`;
  void customElements
    .whenDefined(tag)
    .then(() => (element as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete)
    .then(() => {
      element.style.minHeight = '';
    });
}

/** Loads the tags of root and of every element under it that are not yet defined. */
function discover(root: Element): void {
  const candidates = root.matches(':not(:defined)') ? [root, ...root.querySelectorAll(':not(:defined)')] : root.querySelectorAll(':not(:defined)');
  for (const element of candidates) {
    const tag = element.localName;
    if (!isAutoloadTag(tag)) {
      warnOfUnknownTag(tag, element);
      continue;
    }
    if (element instanceof HTMLElement) reserve(element, tag);
    if (loading.has(tag) || customElements.get(tag) !== undefined) continue;
    load(tag).catch((error: unknown) => {
      console.error(`Rulebench: could not load <${tag}> (from ${LOADER_FOLDER})`, error);
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
  // An undefined widget is an empty inline element: a block, it has a width to reserve a height at.
  const style = document.createElement('style');
  style.textContent = `${AUTOLOAD_TAGS.map((tag) => `${tag}:not(:defined)`).join()}{display:block}`;
  document.head.append(style);
  discover(document.documentElement);
}

start();
