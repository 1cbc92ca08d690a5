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
  'star-eater-direct-fire': () => import('./star-eater/star-eater-direct-fire.ts'),
  'steam-torpedo-attack': () => import('./steam-torpedo/steam-torpedo-attack.ts'),
  'steam-torpedo-battle-area': () => import('./steam-torpedo/steam-torpedo-battle-area.ts'),
  'steam-torpedo-damage': () => import('./steam-torpedo/steam-torpedo-damage.ts'),
  'steam-torpedo-game': () => import('./steam-torpedo/steam-torpedo-game.ts'),
  'steam-torpedo-submarine': () => import('./steam-torpedo/steam-torpedo-submarine.ts'),
  'steamwork-arena-conflict': () => import('./steamwork-arena/steamwork-arena-conflict.ts'),
  'steamwork-arena-game': () => import('./steamwork-arena/steamwork-arena-game.ts'),
  'steamwork-arena-template': () => import('./steamwork-arena/steamwork-arena-template.ts'),
} as const satisfies Readonly<Record<string, () => Promise<unknown>>>;

/** A tag the loader knows how to load. */
export type AutoloadTag = keyof typeof TAG_MODULES;

/** Every tag the loader knows, in the map's order. */
export const AUTOLOAD_TAGS = Object.keys(TAG_MODULES) as AutoloadTag[];

export function isAutoloadTag(tag: string): tag is AutoloadTag {
  return Object.hasOwn(TAG_MODULES, tag);
}
