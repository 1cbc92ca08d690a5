import type { TagBudgets } from '../shared/tag-budgets.ts';

/**
 * What each of this game's tags may cost a page that shows it alone, in gzip bytes (read by
 * scripts/build-bundle.ts; see components/shared/tag-budgets.ts for what `budget` means and the growth every tag shares). The
 * notes above each entry say how its figure came about; a tag grows only with a measured reason there.
 */
export const BUDGETS: TagBudgets = {
  // Issue 13's shareable links (share-link.ts: Copy link, the link's codec, restoring from the URL): +1.97 kB; the ceiling is its cost then + 0.3 kB.
  // Issue 24's game manifest: the loader gathers each game's tag map from the game's folder (components/<game>/tags.ts): +0.09 kB on every tag, 31,469 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 24's LabShell: the event log (this lab had none), Undo/Reset/Copy link from the shell and the lab's rules run through LabRun, its attributes read by the rules: 31,469 → 35,652 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 25: the play and lab chunks, shared with the other labs and the whole games (scripts/build-bundle.ts: the event log, panels, the engine's fold and dice; LabShell), with the layers' short export names and the base's decorator helper: 37,061 → 39,224 bytes (measured: what those chunks hold for other tags, and two more files compressed apart); the budget its cost + 0.1 kB.
  'steam-pirates-profit': { budget: 38_159 },
  // +0.1 kB: the log's line of tools (issue 9). +0.1 kB: the loader names the Star Eater momentum tag.
  // +0.1 kB: the loader names the Torpedo line-of-fire tag (6 bytes over without it).
  // Issue 13's shareable links (share-link.ts: Copy link, the link's codec, restoring from the URL): +2.01 kB; the ceiling is its cost then + 0.3 kB.
  // Issue 22: the bag's counts and cubes refused by the rules with their reasons, then a list's length
  // with its reason (readList's note): 45,020 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 23's random draw without the list (randomCommand, the sails kept per start): 44,974 → 45,369 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 24's game manifest: the loader gathers each game's tag map from the game's folder (components/<game>/tags.ts): +0.09 kB on every tag, 45,759 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 24's LabShell: Undo/Reset/Copy link from the shell and the lab's rules run through LabRun, its attributes read by the rules (it had its own log already): 45,759 → 48,368 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 25: the share-link code is in the base chunk now, fetched once a page: 49,728 → 49,873 bytes (measured; the same code compresses worse apart from the tag's own); the budget its cost + 0.1 kB or less.
  // Issue 25: the play and lab chunks, shared with the other labs and the whole games (scripts/build-bundle.ts: the event log, panels, the engine's fold and dice; LabShell), with the layers' short export names and the base's decorator helper: 49,812 → 52,142 bytes (measured: what those chunks hold for other tags, and two more files compressed apart); the budget its cost + 0.1 kB.
  'steam-pirates-bag': { budget: 51_077 },
  // The sky map drawing (20.7 kB alone) and the route told step by step, with the presets' words.
  // +0.1 kB: the loader, part of every tag's cost, names the sail tag too. +0.1 kB: and the Star
  // Eater torpedo and collision tags.
  // Issue 13's shareable links (share-link.ts: Copy link, the link's codec, restoring from the URL): +1.95 kB; the ceiling is its cost then + 0.3 kB.
  // Issue 24's game manifest: the loader gathers each game's tag map from the game's folder (components/<game>/tags.ts): +0.09 kB on every tag, 35,770 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 24's LabShell: the event log (this lab had none), Undo/Reset/Copy link from the shell, the lab's rules run through LabRun, the map's JSON read by the rules: 35,770 → 40,274 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 25: the share-link code is in the base chunk now, fetched once a page: 41,708 → 41,897 bytes (measured; the same code compresses worse apart from the tag's own); the budget its cost + 0.1 kB or less.
  // Issue 25: the play and lab chunks, shared with the other labs and the whole games (scripts/build-bundle.ts: the event log, panels, the engine's fold and dice; LabShell), with the layers' short export names and the base's decorator helper: 41,847 → 43,962 bytes (measured: what those chunks hold for other tags, and two more files compressed apart); the budget its cost + 0.1 kB.
  // Issue 26: the sky map stands up on a phone (the narrow layout, its names placed clear of each other, measured in the page's font): 43,301 → 44,857 bytes (measured); the budget its cost + 0.1 kB.
  // Both together: the layers and issue 26's standing map (and the game's cards and why-not): 47,046 bytes (measured); the budget its cost + 0.1 kB.
  'steam-pirates-flagship-route': { budget: 44_501 },
  // Issue 25: the layers' chunks export short names and share the base's decorator helper (scripts/build-bundle.ts): 24,786 → 24,562 bytes (measured); the budget follows it down, its cost + 0.1 kB.
  // Both together: the layers and issue 26's standing map (and the game's cards and why-not): 27,631 bytes (measured); the budget its cost + 0.1 kB.
  'steam-pirates-sky-map': { budget: 25_086 },
  // The sky map, the rules and the bots; +0.2 kB for the shared shell's line of controls (issue 9).
  // +0.1 kB: the pirates as one table under 1,200 px (issue 9). +0.1 kB: the loader names the Star Eater game tag.
  // Issue 13's shareable links (share-link.ts: Copy link, the link's codec, restoring from the URL): +1.90 kB; the ceiling is its cost then + 0.3 kB.
  // Issue 22's ranges with their reasons (60,543 → 60,691 B), then issue 23's bot names shared by
  // every simulation's facts, which the base chunk carries (→ 60,715 B, measured); ceiling + 0.3 kB.
  // Issue 23's search bot in the game's widget (search-bot.ts, thinking in slices, `bot=easy|medium|hard`): 60,802 → 62,487 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 23's random draw without the list (randomCommand, the sails kept per start): 62,422 → 62,806 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Then issue 23's playouts cut short and judged by the game's own score (evaluation.ts, SEARCH_CUTOFF, in the
  // widget as in the simulations), the search's choice weighed by each command's spread, and the loader
  // naming <rb-playground>: 62,806 → 63,152 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 24's game manifest: the loader gathers each game's tag map from the game's folder (components/<game>/tags.ts): +0.09 kB on every tag, 63,588 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 25: the game keeps its height while played (SteadyHeight, steady-height.ts: no move makes the page below jump): 64,992 → 65,214 bytes (measured, with the loader's and print's shared growth); the budget + 0.3 kB.
  // Issue 25: the share-link code is in the base chunk now, fetched once a page: 65,252 → 65,578 bytes (measured; the same code compresses worse apart from the tag's own); the budget its cost + 0.1 kB or less.
  // Issue 25: the play chunk, shared with the labs and the other whole games (scripts/build-bundle.ts: the event log, panels, the engine's fold and dice), with the layers' short export names and the base's decorator helper: 65,545 → 66,809 bytes (measured: what the chunk holds for other tags, and one more file compressed apart); the budget its cost + 0.1 kB.
  // Issue 26: the sky map stands up on a phone, the pirates' table becomes cards there (container query, the table's roles), and an island pressed where no sail goes says why (the rules' sailToProblem): 67,006 → 69,777 bytes (measured); the budget its cost + 0.1 kB.
  // Both together: the layers and issue 26's standing map (and the game's cards and why-not): 71,160 bytes (measured); the budget its cost + 0.1 kB.
  'steam-pirates-game': { budget: 68_615 },
  // The sky map drawing (20.9 kB alone), the rules' sail (decide.ts, the staged game) and the presets' words: 33.9 kB.
  // +0.1 kB: the loader names the Star Eater momentum tag.
  // Issue 13's shareable links (share-link.ts: Copy link, the link's codec, restoring from the URL): +1.90 kB; the ceiling is its cost then + 0.3 kB.
  // Issue 23's sails kept per start (queries.ts, which the staged sail reads): 36,454 → 36,496 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 24's LabShell: the event log (this lab had none), Undo/Reset/Copy link from the shell (Reset is new), the lab's rules run through LabRun: 36,538 (before the manifest's +0.09 kB) → 40,803 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 25: the share-link code is in the base chunk now, fetched once a page: 42,244 → 42,447 bytes (measured; the same code compresses worse apart from the tag's own); the budget its cost + 0.1 kB or less.
  // Issue 25: the play and lab chunks, shared with the other labs and the whole games (scripts/build-bundle.ts: the event log, panels, the engine's fold and dice; LabShell), with the layers' short export names and the base's decorator helper: 42,399 → 44,270 bytes (measured: what those chunks hold for other tags, and two more files compressed apart); the budget its cost + 0.1 kB.
  // Issue 26: the sky map stands up on a phone (the narrow layout, its names placed clear of each other, measured in the page's font): 43,853 → 45,373 bytes (measured); the budget its cost + 0.1 kB.
  // Both together: the layers and issue 26's standing map (and the game's cards and why-not): 47,331 bytes (measured); the budget its cost + 0.1 kB.
  'steam-pirates-sail': { budget: 44_786 },
  // The designers' benches (issue 13): a sub-mechanic's 30 kB. The page holds the game's setup
  // (to check the data), the editor, the report and Copy link; the rules' decide and the bots are in
  // the worker's chunks, which a bench fetches only when it runs.
  // Issue 23, point 4 (mirror verdict, A beside B, a sweep with its chart, CSV, the data as a form): +8.7 kB each, measured against 1da0a61 (30,343 → 39,046 here); ceilings + 0.3 kB.
  // Issue 25: the layers' chunks export short names and share the base's decorator helper (scripts/build-bundle.ts): 41,745 → 41,473 bytes (measured); the budget follows it down, its cost + 0.1 kB.
  'steam-pirates-workbench': { budget: 40_408 },
};
