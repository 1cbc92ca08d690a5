/**
 * Which module registers each shared tag (`rb-*`): their part of the blog loader's tag map
 * (components/autoload.ts gathers it with every game's). Importing this file registers nothing.
 */
export const TAGS = {
  'rb-die-face': () => import('./rb-die-face.ts'),
  'rb-error-panel': () => import('./rb-error-panel.ts'),
  'rb-event-log': () => import('./rb-event-log.ts'),
  'rb-playground': () => import('./rb-playground.ts'),
} as const satisfies Readonly<Record<string, () => Promise<unknown>>>;
