import type { TagBudgets } from '../shared/tag-budgets.ts';

/**
 * What each of this game's tags may cost a page that shows it alone, in gzip bytes (read by
 * scripts/build-bundle.ts; see components/shared/tag-budgets.ts for what `budget` means and the growth every tag shares). The
 * notes above each entry say how its figure came about; a tag grows only with a measured reason there.
 */
export const BUDGETS: TagBudgets = {
  // Issue 24's LabShell: the event log and the shell's frame with Undo/Reset/Copy link; the bot, the printed conflict's steps and the restart moved from the widget into the rules (conflictLab): 26,208 → 31,456 bytes (measured); a ceiling, as the budget's 30 kB cannot hold the log; the ceiling is its cost then + 0.3 kB.
  // Issue 25: the share-link code is in the base chunk now, fetched once a page: 32,843 → 33,051 bytes (measured; the same code compresses worse apart from the tag's own); the budget its cost + 0.1 kB or less.
  // Issue 25: the play and lab chunks, shared with the other labs and the whole games (scripts/build-bundle.ts: the event log, panels, the engine's fold and dice; LabShell), with the layers' short export names and the base's decorator helper: 33,004 → 35,570 bytes (measured: what those chunks hold for other tags, and two more files compressed apart); the budget its cost + 0.1 kB.
  'steamwork-arena-conflict': { budget: 34_505 },
  // +0.1 kB: the loader names the Torpedo line-of-fire tag (2 bytes under it after).
  // Issue 13's shareable links (share-link.ts: Copy link, the link's codec, restoring from the URL): +1.91 kB; the ceiling is its cost then + 0.3 kB.
  // Issue 23's deal for the search bot (determinize: the hidden reserves, secrets and hands, energy
  // conserved): 54,130 → 54,740 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 23's search bot in the game's widget (search-bot.ts, thinking in slices, `bot=easy|medium|hard`): 54,723 → 56,365 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Then issue 23's playouts cut short and judged by the game's own score (evaluation.ts, SEARCH_CUTOFF, in the
  // widget as in the simulations), the search's choice weighed by each command's spread, and the loader
  // naming <rb-playground>: 56,365 → 56,721 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 24: the loader gathering each game's tags (+0.09 kB on every tag, in the first figure) and a whole game's session as one union (game-session.ts, +0.18 kB): 56,982 → 57,158 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 25: the share-link code is in the base chunk now, fetched once a page: 58,569 → 58,888 bytes (measured; the same code compresses worse apart from the tag's own); the budget its cost + 0.1 kB or less.
  // Issue 25: the play chunk, shared with the labs and the other whole games (scripts/build-bundle.ts: the event log, panels, the engine's fold and dice), with the layers' short export names and the base's decorator helper: 58,856 → 60,650 bytes (measured: what the chunk holds for other tags, and one more file compressed apart); the budget its cost + 0.1 kB.
  'steamwork-arena-game': { budget: 59_585 },
  // Issue 25: the play and lab chunks, shared with the other labs and the whole games (scripts/build-bundle.ts: the event log, panels, the engine's fold and dice; LabShell), with the layers' short export names and the base's decorator helper: 29,072 → 32,571 bytes (measured: what those chunks hold for other tags, and two more files compressed apart); the budget its cost + 0.1 kB.
  // Issue 26, point 5: on a phone the zones table is a card per zone (roles kept for screen readers) instead of a table scrolling sideways, its six buttons on one line: 34,136 → 34,196 bytes (measured, with the loader's first heights measured again); the budget its cost + 0.1 kB or less.
  'steamwork-arena-template': { budget: 31_651 },
  // The designers' benches (issue 13): a sub-mechanic's 30 kB. The page holds the game's setup
  // (to check the data), the editor, the report and Copy link; the rules' decide and the bots are in
  // the worker's chunks, which a bench fetches only when it runs.
  // Issue 23, point 4 (mirror verdict, A beside B, a sweep with its chart, CSV, the data as a form): +8.7 kB each, measured against 1da0a61 (30,343 → 39,046 here); ceilings + 0.3 kB.
  // Issue 25: the layers' chunks export short names and share the base's decorator helper (scripts/build-bundle.ts): 38,210 → 37,933 bytes (measured); the budget follows it down, its cost + 0.1 kB.
  'steamwork-arena-workbench': { budget: 36_868 },
};
