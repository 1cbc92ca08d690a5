/**
 * Which module registers each of this game's tags: the game's part of the blog loader's tag map
 * (components/autoload.ts gathers every game's). Nothing is imported eagerly: importing this file
 * registers nothing, and the bundler makes each module a chunk of its own.
 */
export const TAGS = {
  'steam-torpedo-attack': () => import('./steam-torpedo-attack.ts'),
  'steam-torpedo-battle-area': () => import('./steam-torpedo-battle-area.ts'),
  'steam-torpedo-damage': () => import('./steam-torpedo-damage.ts'),
  'steam-torpedo-game': () => import('./steam-torpedo-game.ts'),
  'steam-torpedo-submarine': () => import('./steam-torpedo-submarine.ts'),
  'steam-torpedo-workbench': () => import('./steam-torpedo-workbench.ts'),
} as const satisfies Readonly<Record<string, () => Promise<unknown>>>;
