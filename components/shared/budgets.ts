import type { TagBudgets } from './tag-budgets.ts';

/** What each shared tag (`rb-*`) may cost a page that shows it alone, in gzip bytes (see tag-budgets.ts). */
export const BUDGETS: TagBudgets = {
  // Issue 25: the layers' chunks export short names and share the base's decorator helper (scripts/build-bundle.ts): 15,598 → 15,384 bytes (measured); the budget follows it down, its cost + 0.1 kB.
  'rb-die-face': { budget: 14_319 },
  // Issue 25: the layers' chunks export short names and share the base's decorator helper (scripts/build-bundle.ts): 14,397 → 14,322 bytes (measured); the budget follows it down, its cost + 0.1 kB.
  'rb-error-panel': { budget: 13_257 },
  // Issue 25: the layers' chunks export short names and share the base's decorator helper (scripts/build-bundle.ts): 16,588 → 16,366 bytes (measured); the budget follows it down, its cost + 0.1 kB.
  'rb-event-log': { budget: 15_301 },
  // Issue 24, point 6: any ruleset played (the engine, its controller, the log, Copy link, the
  // search bot and the win-rate interval for Simulate, the state tree): 27,828 bytes (measured);
  // the budget is its cost then + 0.3 kB.
  // Issue 24's game manifest: the loader gathers each game's tag map from the game's folder (components/<game>/tags.ts): +0.09 kB on every tag, 28,227 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 25: the layers' chunks export short names and share the base's decorator helper (scripts/build-bundle.ts): 29,233 → 28,912 bytes (measured); the budget follows it down, its cost + 0.1 kB.
  'rb-playground': { budget: 27_847 },
};
