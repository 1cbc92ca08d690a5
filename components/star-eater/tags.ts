/**
 * Which module registers each of this game's tags: the game's part of the blog loader's tag map
 * (components/autoload.ts gathers every game's). Nothing is imported eagerly: importing this file
 * registers nothing, and the bundler makes each module a chunk of its own.
 */
export const TAGS = {
  'star-eater-direct-fire': () => import('./star-eater-direct-fire.ts'),
  'star-eater-momentum': () => import('./star-eater-momentum.ts'),
  'star-eater-torpedo': () => import('./star-eater-torpedo.ts'),
  'star-eater-collision': () => import('./star-eater-collision.ts'),
  'star-eater-game': () => import('./star-eater-game.ts'),
  'star-eater-workbench': () => import('./star-eater-workbench.ts'),
} as const satisfies Readonly<Record<string, () => Promise<unknown>>>;
