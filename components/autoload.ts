/**
 * Which module registers which tag, for the blog loader (`components/bundle.ts`, built into
 * `dist/rulebench.js`): when a tag appears in the page, the loader calls its entry here, and the
 * bundler turns each `import()` into a chunk of its own, so a page downloads only the widgets it
 * shows.
 *
 * `components/index.ts` stays the one list of elements; this map must name the same tags, each
 * with the module that registers it. `autoload.test.ts` fails when the two disagree (a tag missing
 * here, a tag here that index.ts does not register, or a module that does not register its tag),
 * so adding an element to index.ts and running the tests says what to add here.
 *
 * The components' side of the games' manifest (rules/games/index.ts is the rules' side): each game's
 * folder declares its tags (components/<game>/tags.ts), and `GAME_TAGS` names the folders, the
 * shared one first. Nothing here is imported eagerly: importing this file registers nothing.
 */
import { TAGS as SHARED_TAGS } from './shared/tags.ts';
import { TAGS as STAR_EATER_TAGS } from './star-eater/tags.ts';
import { TAGS as STEAM_TORPEDO_TAGS } from './steam-torpedo/tags.ts';
import { TAGS as STEAM_PIRATES_TAGS } from './steam-pirates/tags.ts';
import { TAGS as STEAMWORK_ARENA_TAGS } from './steamwork-arena/tags.ts';
import { TAGS as TORPEDO_TAGS } from './torpedo/tags.ts';

export const GAME_TAGS = {
  shared: SHARED_TAGS,
  'star-eater': STAR_EATER_TAGS,
  'steam-torpedo': STEAM_TORPEDO_TAGS,
  'steam-pirates': STEAM_PIRATES_TAGS,
  'steamwork-arena': STEAMWORK_ARENA_TAGS,
  torpedo: TORPEDO_TAGS,
} as const;

export const TAG_MODULES = {
  ...SHARED_TAGS,
  ...STAR_EATER_TAGS,
  ...STEAM_TORPEDO_TAGS,
  ...STEAM_PIRATES_TAGS,
  ...STEAMWORK_ARENA_TAGS,
  ...TORPEDO_TAGS,
} as const satisfies Readonly<Record<string, () => Promise<unknown>>>;

/** A tag the loader knows how to load. */
export type AutoloadTag = keyof typeof TAG_MODULES;

/** Every tag the loader knows, in the map's order. */
export const AUTOLOAD_TAGS = Object.keys(TAG_MODULES) as AutoloadTag[];

export function isAutoloadTag(tag: string): tag is AutoloadTag {
  return Object.hasOwn(TAG_MODULES, tag);
}

/**
 * How the names of our tags start: the shared pieces' `rb-` and one prefix per game (the games
 * to come included, so a tag typed for them is caught too). A tag with one of these prefixes that
 * the loader does not know is most likely a typing slip, and the loader says so.
 */
export const TAG_PREFIXES: readonly string[] = Object.keys(GAME_TAGS).map((folder) => (folder === 'shared' ? 'rb-' : `${folder}-`));

/** Is `tag` named like one of ours (whether or not we have it)? */
export function hasOurPrefix(tag: string): boolean {
  return TAG_PREFIXES.some((prefix) => tag.startsWith(prefix));
}

/**
 * Our tag nearest to a mistyped one, by edit distance, for "did you mean…?"; null when none is
 * near enough to be a likely slip (more than a third of the name changed).
 */
export function closestTag(tag: string): AutoloadTag | null {
  let best: AutoloadTag | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const known of AUTOLOAD_TAGS) {
    const distance = editDistance(tag, known);
    if (distance < bestDistance) {
      best = known;
      bestDistance = distance;
    }
  }
  return bestDistance <= Math.max(2, Math.floor(tag.length / 3)) ? best : null;
}

/** Letters to insert, delete or change to turn `a` into `b` (Levenshtein), one row at a time. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const change = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(change, (previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
