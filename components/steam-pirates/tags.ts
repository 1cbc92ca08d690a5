/**
 * Which module registers each of this game's tags: the game's part of the blog loader's tag map
 * (components/autoload.ts gathers every game's). Nothing is imported eagerly: importing this file
 * registers nothing, and the bundler makes each module a chunk of its own.
 */
export const TAGS = {
  'steam-pirates-profit': () => import('./steam-pirates-profit.ts'),
  'steam-pirates-bag': () => import('./steam-pirates-bag.ts'),
  'steam-pirates-flagship-route': () => import('./steam-pirates-flagship-route.ts'),
  'steam-pirates-sky-map': () => import('./steam-pirates-sky-map.ts'),
  'steam-pirates-game': () => import('./steam-pirates-game.ts'),
  'steam-pirates-sail': () => import('./steam-pirates-sail.ts'),
  'steam-pirates-workbench': () => import('./steam-pirates-workbench.ts'),
} as const satisfies Readonly<Record<string, () => Promise<unknown>>>;
