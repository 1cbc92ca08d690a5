/**
 * Which module registers each of this game's tags: the game's part of the blog loader's tag map
 * (components/autoload.ts gathers every game's). Nothing is imported eagerly: importing this file
 * registers nothing, and the bundler makes each module a chunk of its own.
 */
export const TAGS = {
  'torpedo-line-of-fire': () => import('./torpedo-line-of-fire.ts'),
  'torpedo-volleys': () => import('./torpedo-volleys.ts'),
  'torpedo-placement': () => import('./torpedo-placement.ts'),
  'torpedo-game': () => import('./torpedo-game.ts'),
  'torpedo-workbench': () => import('./torpedo-workbench.ts'),
} as const satisfies Readonly<Record<string, () => Promise<unknown>>>;
