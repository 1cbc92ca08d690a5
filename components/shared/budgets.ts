import type { TagBudgets } from './tag-budgets.ts';

/** What each shared tag (`rb-*`) may cost a page that shows it alone, in gzip bytes (see tag-budgets.ts). */
export const BUDGETS: TagBudgets = {
  'rb-die-face': { budget: 20_000 },
  'rb-error-panel': { budget: 20_000 },
  'rb-event-log': { budget: 20_000 },
  // Issue 24, point 6: any ruleset played (the engine, its controller, the log, Copy link, the
  // search bot and the win-rate interval for Simulate, the state tree): 27,828 bytes (measured);
  // the budget is its cost then + 0.3 kB.
  // Issue 24's game manifest: the loader gathers each game's tag map from the game's folder (components/<game>/tags.ts): +0.09 kB on every tag, 28,227 bytes (measured); the ceiling is its cost then + 0.3 kB.
  'rb-playground': { budget: 28_600 },
};
