/**
 * Which module registers each of this game's tags: the game's part of the blog loader's tag map
 * (components/autoload.ts gathers every game's). Nothing is imported eagerly: importing this file
 * registers nothing, and the bundler makes each module a chunk of its own.
 */
export const TAGS = {
  'steamwork-arena-conflict': () => import('./steamwork-arena-conflict.ts'),
  'steamwork-arena-game': () => import('./steamwork-arena-game.ts'),
  'steamwork-arena-template': () => import('./steamwork-arena-template.ts'),
  'steamwork-arena-workbench': () => import('./steamwork-arena-workbench.ts'),
} as const satisfies Readonly<Record<string, () => Promise<unknown>>>;
