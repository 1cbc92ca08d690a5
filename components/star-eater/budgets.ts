import type { TagBudgets } from '../shared/tag-budgets.ts';

/**
 * What each of this game's tags may cost a page that shows it alone, in gzip bytes (read by
 * scripts/build-bundle.ts; see components/shared/tag-budgets.ts for what `budget` means and the growth every tag shares). The
 * notes above each entry say how its figure came about; a tag grows only with a measured reason there.
 */
export const BUDGETS: TagBudgets = {
  // The log's line of tools (issue 9: a whole game's Undo, Reset and Replay on it) +0.1 kB.
  // +0.1 kB: the loader, part of every tag's cost, names the Star Eater torpedo and collision tags
  // (0.09 kB on every tag; this one was within 0.06 kB of its ceiling).
  // +0.1 kB: the loader names the Torpedo line-of-fire tag (14 bytes under it after).
  // Issue 11 gave it a board (the hex drawing shared with the labs and the game, the arc, range,
  // sight and area layers, the reconstructed presets, sight.ts): 27.6 → 39.37 kB. A debt: the
  // plain roll without a board pays for the board's code too (a lazy board chunk would need the
  // loader to split a tag's chunk, which it does not yet).
  // Issue 13's shareable links (share-link.ts: Copy link, the link's codec, restoring from the URL): +1.98 kB; the ceiling is its cost then + 0.3 kB.
  // +0.1 kB: the loader names the rb-playground tag (41,886 → 41,912 bytes, measured).
  // Issue 24's game manifest: the loader gathers each game's tag map from the game's folder (components/<game>/tags.ts): +0.09 kB on every tag, 42,015 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 24's LabShell (lab-element.ts): the lab's rules run by a plain fold (lab-run.ts), not the engine's RxJS streams, its attributes read by the rules: 42,015 → 39,908 bytes (measured); the ceiling is its cost now + 0.3 kB.
  // Issue 25: without board attributes the board is not downloaded (a lazy chunk, 6.2 kB, fetched when the rules put the weapon on a board), the share-link code in the base: 41,301 → 36,966 bytes (measured); the budget follows it down, its cost + 0.1 kB.
  // Issue 25, point 6: the plain roll runs the roll's rules alone (roll.ts); the board's rules, presets and the board's row come in the board's chunk, fetched for a board (6.1 → 13.3 kB): 36,919 → 32,528 bytes (measured); the budget its cost + 0.1 kB.
  // Issue 25: the play and lab chunks, shared with the other labs and the whole games (scripts/build-bundle.ts: the event log, panels, the engine's fold and dice; LabShell), with the layers' short export names and the base's decorator helper: 36,919 → 39,309 bytes (measured: what those chunks hold for other tags, and two more files compressed apart); the budget its cost + 0.1 kB.
  // Both together (the roll's rules alone and the layers), with issue 26's kept state in the base: 36,490 bytes (measured); the budget its cost + 0.1 kB.
  // Issue 25: a board embed on a phone keeps its drawn height while the board's part is fetched (the frame's height by the column's width, direct-fire.styles.ts; it fell up to 480 px short at 300 px, now within 92 px at 320–390): 36,490 → 36,625 bytes (measured); the budget its cost + 0.1 kB.
  'star-eater-direct-fire': { budget: 34_080 },
  // The hex board drawing (5.7 kB raw, for the collision and direct-fire boards too), the lab's
  // rules (ruleset, setup reader, presets: 9 kB raw), the labs' shared plumbing (lab.ts, the shared
  // lab pieces) and the event log: 33.5 kB. The three labs cite from a table of their own
  // (LAB_RULE, labHeading), which keeps the whole game's 50 rule ids and titles out (0.4 kB).
  // +0.14 kB: the lab packed closer on a phone (the mat beside the engine card): 33.7 kB.
  // Issue 13's shareable links (share-link.ts: Copy link, the link's codec, restoring from the URL): +2.02 kB; the ceiling is its cost then + 0.3 kB.
  // Issue 24's LabShell (lab-element.ts): the lab's rules run by a plain fold (lab-run.ts), not the engine's RxJS streams: 35,925 → 33,085 bytes (measured); the ceiling is its cost now + 0.3 kB.
  // Issue 24's game manifest: the loader gathers each game's tag map from the game's folder (components/<game>/tags.ts): +0.09 kB on every tag, 33,408 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 25: the share-link code is in the base chunk now, fetched once a page: 34,853 → 35,019 bytes (measured; the same code compresses worse apart from the tag's own); the budget its cost + 0.1 kB or less.
  // Issue 25: the play and lab chunks, shared with the other labs and the whole games (scripts/build-bundle.ts: the event log, panels, the engine's fold and dice; LabShell), with the layers' short export names and the base's decorator helper: 34,969 → 38,180 bytes (measured: what those chunks hold for other tags, and two more files compressed apart); the budget its cost + 0.1 kB.
  // Issue 26, point 5: the board shown a little smaller where a phone's column is a little narrower than it, its texts kept at 12 px (board-frame.ts boardFit): 39,740 → 39,880 bytes (measured); the budget its cost + 0.1 kB.
  'star-eater-momentum': { budget: 37_335 },
  // The whole game's rules (decide, evolve, legal moves, the kits and their checks, momentum, the
  // four weapon classes, fighters, the heuristic bot: 80 kB of the 200 kB minified), the shared
  // shell, the board with its pieces and hexes to press, the table, the orders form, the
  // activation built step by step and the game's words (45 kB): 67.3 kB. +1.2 kB: the four
  // presets staging the rulebook's examples (their words and their openings' commands). +0.1 kB:
  // 24 bytes under it after the labs' shared plumbing landed, less than the loader's hash noise.
  // Issue 13's shareable links (share-link.ts: Copy link, the link's codec, restoring from the URL): +1.88 kB; the ceiling is its cost then + 0.3 kB.
  // Issue 22's rule fixes (a fly command's shape checked, aims off the board refused, area weapons
  // aiming at any hex and the empty blast's words, resupplying bays, no cooldown without a target):
  // 70,771 → 71,140 bytes (+0.37 kB, measured); the ceiling is its cost then + 0.3 kB.
  // Then issue 22's second day: every card number's range with its reason (stat-limits.ts, +322 B),
  // tokens on the board flying before new ones (+48 B), bays cooling after a launch (+85 B):
  // 71,130 → 71,585 bytes (measured at each commit); the ceiling is its cost then + 0.3 kB.
  // Issue 23's search bot in the game's widget (search-bot.ts, thinking in slices, `bot=easy|medium|hard`): 71,841 → 73,977 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Then issue 23's random draw without the list (randomCommand: the fighter turn's slots), the search's
  // playouts cut short and judged by the hull left (evaluation.ts, SEARCH_CUTOFF, played by the widget as
  // by the simulations) and the loader naming <rb-playground>: 73,977 → 74,490 bytes (measured); ceiling + 0.3 kB.
  // Issue 24's game manifest: the loader gathers each game's tag map from the game's folder (components/<game>/tags.ts): +0.09 kB on every tag, 74,851 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 25: the game keeps its height while played (SteadyHeight, steady-height.ts: no move makes the page below jump): 76,218 → 76,422 bytes (measured, with the loader's and print's shared growth); the budget + 0.3 kB.
  // Issue 25: the share-link code is in the base chunk now, fetched once a page: 76,422 → 76,759 bytes (measured; the same code compresses worse apart from the tag's own); the budget its cost + 0.1 kB or less.
  // Issue 25: the play chunk, shared with the labs and the other whole games (scripts/build-bundle.ts: the event log, panels, the engine's fold and dice), with the layers' short export names and the base's decorator helper: 76,727 → 77,789 bytes (measured: what the chunk holds for other tags, and one more file compressed apart); the budget its cost + 0.1 kB.
  // Issue 26, point 5: the hex board's drawing can be shown smaller with its texts kept at 12 px (the labs use it on a phone): 79,360 → 79,390 bytes (measured); the budget its cost + 0.1 kB.
  'star-eater-game': { budget: 76_845 },
  // Like the momentum tag: the hex board, the lab's rules (ruleset, setup reader, presets, the
  // torpedo's sight) and the event log: 32.15 kB, citing from the labs' own rule table.
  // Issue 13's shareable links (share-link.ts: Copy link, the link's codec, restoring from the URL): +2.04 kB; the ceiling is its cost then + 0.3 kB.
  // Issue 24's LabShell (lab-element.ts): the lab's rules run by a plain fold (lab-run.ts), not the engine's RxJS streams: 34,441 → 31,609 bytes (measured); the ceiling is its cost now + 0.3 kB.
  // Issue 24's game manifest: the loader gathers each game's tag map from the game's folder (components/<game>/tags.ts): +0.09 kB on every tag, 31,937 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 25: the share-link code is in the base chunk now, fetched once a page: 33,409 → 33,492 bytes (measured; the same code compresses worse apart from the tag's own); the budget its cost + 0.1 kB or less.
  // Issue 25: the play and lab chunks, shared with the other labs and the whole games (scripts/build-bundle.ts: the event log, panels, the engine's fold and dice; LabShell), with the layers' short export names and the base's decorator helper: 33,436 → 36,577 bytes (measured: what those chunks hold for other tags, and two more files compressed apart); the budget its cost + 0.1 kB.
  // Issue 26, point 5: the board shown a little smaller where a phone's column is a little narrower than it, its texts kept at 12 px (board-frame.ts boardFit): 38,140 → 38,270 bytes (measured); the budget its cost + 0.1 kB.
  'star-eater-torpedo': { budget: 35_725 },
  // The same pieces as the torpedo tag, with the lab's rules over resolveMomentum: 32.69 kB.
  // Issue 13's shareable links (share-link.ts: Copy link, the link's codec, restoring from the URL): +1.98 kB; the ceiling is its cost then + 0.3 kB.
  // Issue 24's LabShell (lab-element.ts): the lab's rules run by a plain fold (lab-run.ts), not the engine's RxJS streams: 34,932 → 32,109 bytes (measured); the ceiling is its cost now + 0.3 kB.
  // Issue 24's game manifest: the loader gathers each game's tag map from the game's folder (components/<game>/tags.ts): +0.09 kB on every tag, 32,420 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 25: the share-link code is in the base chunk now, fetched once a page: 33,872 → 34,017 bytes (measured; the same code compresses worse apart from the tag's own); the budget its cost + 0.1 kB or less.
  // Issue 25: the play and lab chunks, shared with the other labs and the whole games (scripts/build-bundle.ts: the event log, panels, the engine's fold and dice; LabShell), with the layers' short export names and the base's decorator helper: 33,968 → 37,137 bytes (measured: what those chunks hold for other tags, and two more files compressed apart); the budget its cost + 0.1 kB.
  // Issue 26, point 5: the board shown a little smaller where a phone's column is a little narrower than it, its texts kept at 12 px (board-frame.ts boardFit): 38,700 → 38,838 bytes (measured); the budget its cost + 0.1 kB.
  'star-eater-collision': { budget: 36_293 },
  // The designers' benches (issue 13): a sub-mechanic's 30 kB. The page holds the game's setup
  // (to check the data), the editor, the report and Copy link; the rules' decide and the bots are in
  // the worker's chunks, which a bench fetches only when it runs.
  // Issue 23, point 4 (mirror verdict, A beside B, a sweep with its chart, CSV, the data as a form): +8.7 kB each, measured against 1da0a61 (30,343 → 39,046 here); ceilings + 0.3 kB.
  // Issue 22's ranges for every number on a card, each with its reason (stat-limits.ts), and the
  // shared whole-number message's example: 30,318 → 30,702 bytes (measured); ceiling + 0.3 kB.
  // Issue 25: the layers' chunks export short names and share the base's decorator helper (scripts/build-bundle.ts): 40,632 → 40,357 bytes (measured); the budget follows it down, its cost + 0.1 kB.
  'star-eater-workbench': { budget: 39_292 },
};
