import { checkShared, SHARE_VERSION, type SharedState } from './share-codec.ts';

/*
 * Widgets' states kept in the browser between visits (issue 26: "nothing lost on reload"), in
 * `localStorage` under `rulebench:saved:<page>#<widget>`, one entry a widget, as the state a
 * shared link carries (share-codec.ts) with the time it was kept and the page load that kept it.
 * ShareController (share-link.ts) writes a widget's entry as it is played and offers it back on
 * the next visit; this file only reads and writes entries, and never throws: storage that is
 * disabled (a privacy setting makes `localStorage` itself throw), full or holding something
 * unreadable is reported in the result, for the widget to say so and start fresh.
 */

const PREFIX = 'rulebench:saved:';

/**
 * This page load, so that an entry is offered back only on a later visit: two elements of one tag
 * created and removed in turn on one page (a docs page's preset picker, a test's fixtures) are
 * not a return.
 */
export const PAGE_LOAD = Math.random().toString(36).slice(2);

/** A widget's kept state, with when (ms since 1970) and in which page load it was kept. */
export interface SavedState {
  state: SharedState;
  savedAt: number;
  load: string;
}

export type SavedRead = { kind: 'none' } | { kind: 'found'; saved: SavedState } | { kind: 'unreadable'; why: string };

export type SavedWrite = 'kept' | 'unavailable' | 'full';

/** The key of the widget at `address` (share-link.ts `shareAddress`) on the page at `page`. */
export function savedKey(address: string, page: Pick<Location, 'pathname' | 'search'> = location): string {
  return `${PREFIX}${page.pathname}${page.search}#${address}`;
}

/** The page's storage, or null where the browser will not give it. */
function storage(): Storage | null {
  try {
    return globalThis.localStorage;
  } catch {
    return null;
  }
}

/** The entry under `key`; an unreadable one is removed as it is reported. */
export function readSaved(key: string): SavedRead {
  const store = storage();
  let text: string | null;
  try {
    text = store?.getItem(key) ?? null;
  } catch {
    return { kind: 'none' };
  }
  if (text === null) return { kind: 'none' };
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null) throw new Error('it holds no widget state');
    const { state, savedAt, load } = value as Record<string, unknown>;
    const version = typeof state === 'object' && state !== null ? (state as { v?: unknown }).v : undefined;
    if (typeof savedAt !== 'number' || typeof load !== 'string' || version !== SHARE_VERSION) throw new Error('it was kept by another version of Rulebench');
    return { kind: 'found', saved: { state: checkShared(state), savedAt, load } };
  } catch (error) {
    forgetSaved(key);
    return { kind: 'unreadable', why: error instanceof SyntaxError ? 'it is damaged' : error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Keeps `state` under `key` for this page load. When storage is full, every other widget's entry
 * of ours goes, and it tries once more: the game in front of the reader matters more than those
 * they left (an entry is a few kB; a browser gives a site about 5 MB, so this is rare).
 */
export function writeSaved(key: string, state: SharedState, now: number = Date.now()): SavedWrite {
  const store = storage();
  if (store === null) return 'unavailable';
  const text = JSON.stringify({ state, savedAt: now, load: PAGE_LOAD } satisfies SavedState);
  try {
    store.setItem(key, text);
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'QuotaExceededError')) return 'unavailable';
    for (const other of savedKeys(store)) if (other !== key) store.removeItem(other);
    try {
      store.setItem(key, text);
    } catch {
      return 'full';
    }
  }
  return 'kept';
}

/** Removes the entry under `key`, if any. */
export function forgetSaved(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** Removes every widget's entry on every page of this site; returns how many there were. */
export function forgetAllSaved(): number {
  const store = storage();
  if (store === null) return 0;
  const keys = savedKeys(store);
  for (const key of keys) store.removeItem(key);
  return keys.length;
}

/** How many widgets' states this browser keeps for this site. */
export function savedCount(): number {
  const store = storage();
  return store === null ? 0 : savedKeys(store).length;
}

function savedKeys(store: Storage): string[] {
  try {
    const keys: string[] = [];
    for (let index = 0; index < store.length; index++) {
      const key = store.key(index);
      if (key?.startsWith(PREFIX) === true) keys.push(key);
    }
    return keys;
  } catch {
    return [];
  }
}
