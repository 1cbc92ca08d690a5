import type { TagBudgets } from '../shared/tag-budgets.ts';

/**
 * What each of this game's tags may cost a page that shows it alone, in gzip bytes (read by
 * scripts/build-bundle.ts; see components/shared/tag-budgets.ts for what `budget` means and the growth every tag shares). The
 * notes above each entry say how its figure came about; a tag grows only with a measured reason there.
 */
export const BUDGETS: TagBudgets = {
  // Attack and game +0.1 kB: the loader, part of every tag's cost, names the two Steam Pirates route tags.
  // Then the issue-9 height work: compact boards (attack and damage +0.3 kB each, for the boards'
  // and the battle area's new options) and the whole games' shared shell (Undo, Reset and Replay
  // on the log's line, the title's row), +0.2 kB for each game; the Steam Torpedo game +0.6 kB in all.
  // Attack and damage +0.1 kB more: the loader names the Star Eater torpedo and collision tags.
  // Issue 13's shareable links (share-link.ts: Copy link, the link's codec, restoring from the URL): +1.87 kB; the ceiling is its cost then + 0.3 kB.
  // Issue 24's LabShell (lab-element.ts): the lab's rules run by a plain fold (lab-run.ts), not the engine's RxJS streams: 48,311 → 45,932 bytes (measured); the ceiling is its cost now + 0.3 kB. Its reset command (the log records a Reset): → 46,040 bytes.
  // Issue 24: the loader gathering each game's tags (+0.09 kB) and LabShell's three new hooks: 46,040 → 46,290 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 25: the share-link code is in the base chunk now, fetched once a page: 47,669 → 47,853 bytes (measured; the same code compresses worse apart from the tag's own); the budget its cost + 0.1 kB or less.
  // Issue 26, point 5 (boards on a phone): the battle area's compact drawing under 580 px, and DrawnWidth reading the width of a board in a closed <details> (the attacker's): 49,258 → 50,046 bytes (measured); the budget its cost + 0.1 kB or less.
  // Issue 25: the play and lab chunks, shared with the other labs and the whole games (scripts/build-bundle.ts: the event log, panels, the engine's fold and dice; LabShell), with the layers' short export names and the base's decorator helper: 47,804 → 50,134 bytes (measured: what those chunks hold for other tags, and two more files compressed apart); the budget its cost + 0.1 kB.
  // Both together: the layers and issue 26's compact battle area with DrawnWidth's closed-details read: 52,351 bytes (measured); the budget its cost + 0.1 kB.
  'steam-torpedo-attack': { budget: 49_806 },
  // Issue 25: the layers' chunks export short names and share the base's decorator helper (scripts/build-bundle.ts): 20,554 → 20,333 bytes (measured); the budget follows it down, its cost + 0.1 kB.
  // Both together: the layers and issue 26's compact battle area with DrawnWidth's closed-details read: 22,606 bytes (measured); the budget its cost + 0.1 kB.
  'steam-torpedo-battle-area': { budget: 20_061 },
  // Issue 13's shareable links (share-link.ts: Copy link, the link's codec, restoring from the URL): +1.86 kB; the ceiling is its cost then + 0.3 kB.
  // Issue 22: every number's range with its reason, then a list's length with its reason (readList's
  // note, in the shared readers): 47,512 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 24's LabShell (lab-element.ts): the lab's rules run by a plain fold (lab-run.ts), not the engine's RxJS streams (it still draws its own log, which opens with the attack): 47,538 → 45,580 bytes (measured); the ceiling is its cost now + 0.3 kB.
  // LabShell's three new hooks (its words after Copy link, the commands a link carries, the last refusal for a lab placing it): 45,901 bytes (measured, 1 byte over); the ceiling is its cost then + 0.3 kB.
  // Its own log onto the shell's (LabShell's `openingEvents`: the attack opens the shell's log): 46,281 → 46,025 bytes (measured); the ceiling follows it down, its cost now + 0.1 kB.
  // Issue 26: a board inside a closed <details> reads its width (DrawnWidth, drawn-width.ts: the attack lab drew 7 px text on a phone), +75 bytes on every board tag: 48,700 → 48,775 bytes (measured, with issue 26's kept state in the base); the budget + 0.1 kB.
  // Issue 25: the play and lab chunks, shared with the other labs and the whole games (scripts/build-bundle.ts: the event log, panels, the engine's fold and dice; LabShell), with the layers' short export names and the base's decorator helper: 47,208 → 49,327 bytes (measured: what those chunks hold for other tags, and two more files compressed apart); the budget its cost + 0.1 kB.
  'steam-torpedo-damage': { budget: 48_262 },
  // +0.4 kB: the presets under 1,200 px (issue 9: crew grouped by tile, effects' shared words once, status by the choices).
  // +0.1 kB: it sat within bytes of its ceiling, and the loader's chunk names (content hashes on
  // every tag) gzip a few bytes longer or shorter whenever any tag changes (1 byte over here).
  // Issue 13's shareable links (share-link.ts: Copy link, the link's codec, restoring from the URL): +1.88 kB; the ceiling is its cost then + 0.3 kB.
  // Issue 23's search bot in the game's widget (search-bot.ts, thinking in slices, `bot=easy|medium|hard`): 63,225 → 64,956 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Then the search's choice weighed by each command's spread, and its playouts played a command a step
  // (PlayoutInProgress), so a widget's thinking slice never runs a whole playout: 65,186 → 65,317 bytes
  // (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 24: the loader gathering each game's tags (+0.09 kB on every tag), a whole game's session as one union (game-session.ts, +0.17 kB) and the boards' styles in files of their own (+0.02 kB): 65,590 → 65,866 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 25: the share-link code is in the base chunk now, fetched once a page: 67,242 → 67,515 bytes (measured; the same code compresses worse apart from the tag's own); the budget its cost + 0.1 kB or less.
  // Issue 26, point 5 (boards on a phone): the battle area's compact drawing under 580 px, where it scrolled sideways, and DrawnWidth reading the width of a board in a closed <details>: 68,909 → 69,787 bytes (measured); the budget its cost + 0.1 kB or less.
  // Issue 25: the play chunk, shared with the labs and the other whole games (scripts/build-bundle.ts: the event log, panels, the engine's fold and dice), with the layers' short export names and the base's decorator helper: 67,447 → 68,890 bytes (measured: what the chunk holds for other tags, and one more file compressed apart); the budget its cost + 0.1 kB.
  // Both together: the layers and issue 26's compact battle area with DrawnWidth's closed-details read: 71,256 bytes (measured); the budget its cost + 0.1 kB.
  'steam-torpedo-game': { budget: 68_711 },
  // Issue 25: the layers' chunks export short names and share the base's decorator helper (scripts/build-bundle.ts): 22,782 → 22,589 bytes (measured); the budget follows it down, its cost + 0.1 kB.
  'steam-torpedo-submarine': { budget: 21_524 },
  // The designers' benches (issue 13): a sub-mechanic's 30 kB. The page holds the game's setup
  // (to check the data), the editor, the report and Copy link; the rules' decide and the bots are in
  // the worker's chunks, which a bench fetches only when it runs.
  // Issue 23, point 4 (mirror verdict, A beside B, a sweep with its chart, CSV, the data as a form): +8.7 kB each, measured against 1da0a61 (30,343 → 39,046 here); ceilings + 0.3 kB.
  // Issue 25: the layers' chunks export short names and share the base's decorator helper (scripts/build-bundle.ts): 40,236 → 39,970 bytes (measured); the budget follows it down, its cost + 0.1 kB.
  'steam-torpedo-workbench': { budget: 38_905 },
};
