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
 * Nothing here is imported eagerly: importing this file registers nothing.
 */
export const TAG_MODULES = {
  'rb-die-face': () => import('./shared/rb-die-face.ts'),
  'rb-error-panel': () => import('./shared/rb-error-panel.ts'),
  'rb-event-log': () => import('./shared/rb-event-log.ts'),
  'rb-playground': () => import('./shared/rb-playground.ts'),
  'star-eater-direct-fire': () => import('./star-eater/star-eater-direct-fire.ts'),
  'steam-torpedo-attack': () => import('./steam-torpedo/steam-torpedo-attack.ts'),
  'steam-torpedo-battle-area': () => import('./steam-torpedo/steam-torpedo-battle-area.ts'),
  'steam-torpedo-damage': () => import('./steam-torpedo/steam-torpedo-damage.ts'),
  'steam-torpedo-game': () => import('./steam-torpedo/steam-torpedo-game.ts'),
  'steam-torpedo-submarine': () => import('./steam-torpedo/steam-torpedo-submarine.ts'),
  'steamwork-arena-conflict': () => import('./steamwork-arena/steamwork-arena-conflict.ts'),
  'steamwork-arena-game': () => import('./steamwork-arena/steamwork-arena-game.ts'),
  'steamwork-arena-template': () => import('./steamwork-arena/steamwork-arena-template.ts'),
  'steam-pirates-profit': () => import('./steam-pirates/steam-pirates-profit.ts'),
  'steam-pirates-bag': () => import('./steam-pirates/steam-pirates-bag.ts'),
  'steam-pirates-flagship-route': () => import('./steam-pirates/steam-pirates-flagship-route.ts'),
  'steam-pirates-sky-map': () => import('./steam-pirates/steam-pirates-sky-map.ts'),
  'steam-pirates-game': () => import('./steam-pirates/steam-pirates-game.ts'),
  'steam-pirates-sail': () => import('./steam-pirates/steam-pirates-sail.ts'),
  'star-eater-momentum': () => import('./star-eater/star-eater-momentum.ts'),
  'star-eater-torpedo': () => import('./star-eater/star-eater-torpedo.ts'),
  'star-eater-collision': () => import('./star-eater/star-eater-collision.ts'),
  'star-eater-game': () => import('./star-eater/star-eater-game.ts'),
  'torpedo-line-of-fire': () => import('./torpedo/torpedo-line-of-fire.ts'),
  'torpedo-volleys': () => import('./torpedo/torpedo-volleys.ts'),
  'torpedo-placement': () => import('./torpedo/torpedo-placement.ts'),
  'torpedo-game': () => import('./torpedo/torpedo-game.ts'),
  'steam-torpedo-workbench': () => import('./steam-torpedo/steam-torpedo-workbench.ts'),
  'steamwork-arena-workbench': () => import('./steamwork-arena/steamwork-arena-workbench.ts'),
  'steam-pirates-workbench': () => import('./steam-pirates/steam-pirates-workbench.ts'),
  'star-eater-workbench': () => import('./star-eater/star-eater-workbench.ts'),
  'torpedo-workbench': () => import('./torpedo/torpedo-workbench.ts'),
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
export const TAG_PREFIXES = ['rb-', 'star-eater-', 'steam-torpedo-', 'steamwork-arena-', 'steam-pirates-', 'torpedo-'] as const;

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
