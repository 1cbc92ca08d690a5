import type { TagBudgets } from '../shared/tag-budgets.ts';

/**
 * What each of this game's tags may cost a page that shows it alone, in gzip bytes (read by
 * scripts/build-bundle.ts; see components/shared/tag-budgets.ts for what `budget` means and the growth every tag shares). The
 * notes above each entry say how its figure came about; a tag grows only with a measured reason there.
 */
export const BUDGETS: TagBudgets = {
  // The field drawing (components/torpedo/field-board.ts), the lab's rules (geometry, placement, the
  // shot, the headings table, the presets) and the shared lab plumbing: 24.6 kB.
  // Issue 24's LabShell: the event log and Undo/Reset/Copy link shared with every lab: 29,356 → 32,601 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 24: the Torpedo labs' shared base (TorpedoLab: the field, the typed table, the default preset, the drawn scale) and drag (HeldShip), so that line of fire and placement share no code, and LabShell's three hooks: 32,601 → 32,941 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 25: the share-link code is in the base chunk now, fetched once a page: 34,303 → 34,543 bytes (measured; the same code compresses worse apart from the tag's own); the budget its cost + 0.1 kB or less.
  // Issue 25: the play and lab chunks, shared with the other labs and the whole games (scripts/build-bundle.ts: the event log, panels, the engine's fold and dice; LabShell), with the layers' short export names and the base's decorator helper: 34,498 → 37,740 bytes (measured: what those chunks hold for other tags, and two more files compressed apart); the budget its cost + 0.1 kB.
  'torpedo-line-of-fire': { budget: 36_675 },
  // The field drawing, the volleys lab's rules (firing, scoring, the short-form reader) and the step list.
  // Issue 24's LabShell: the event log and Undo/Reset/Copy link shared with every lab: 28,766 → 32,200 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 24: the ships' key styled in the Torpedo labs' shared styles, the loader's tag map and LabShell's hooks: 32,200 → 32,484 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 25: the share-link code is in the base chunk now, fetched once a page: 33,834 → 34,034 bytes (measured; the same code compresses worse apart from the tag's own); the budget its cost + 0.1 kB or less.
  // Issue 25: the play and lab chunks, shared with the other labs and the whole games (scripts/build-bundle.ts: the event log, panels, the engine's fold and dice; LabShell), with the layers' short export names and the base's decorator helper: 33,985 → 37,180 bytes (measured: what those chunks hold for other tags, and two more files compressed apart); the budget its cost + 0.1 kB.
  'torpedo-volleys': { budget: 36_115 },
  // The field drawing with its ghost and gap lines, the placement lab's rules (placement, clearance, the gaps' ends).
  // Issue 24's LabShell: the event log and Undo/Reset/Copy link shared with every lab: 28,540 → 31,734 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 24: the same shared base and drag as the line of fire: 31,734 → 32,038 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 25: the share-link code is in the base chunk now, fetched once a page: 33,413 → 33,575 bytes (measured; the same code compresses worse apart from the tag's own); the budget its cost + 0.1 kB or less.
  // Issue 25: the play and lab chunks, shared with the other labs and the whole games (scripts/build-bundle.ts: the event log, panels, the engine's fold and dice; LabShell), with the layers' short export names and the base's decorator helper: 33,532 → 36,755 bytes (measured: what those chunks hold for other tags, and two more files compressed apart); the budget its cost + 0.1 kB.
  'torpedo-placement': { budget: 35_690 },
  // The whole-game shell, the whole game's rules and bots, the field with the ghost.
  // Issue 23's deal of the others' secret moves (determinize, which the widget's search bot levels
  // will play by): 44,951 → 45,131 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 23's search bot in the game's widget (search-bot.ts, thinking in slices, `bot=easy|medium|hard`): 45,140 → 46,760 bytes (measured); the ceiling is its cost then + 0.3 kB.
  // Then the search's choice weighed by each command's spread, and its playouts played a command a step
  // (PlayoutInProgress), so a widget's thinking slice never runs a whole playout: 46,997 → 47,123 bytes
  // (measured); the ceiling is its cost then + 0.3 kB.
  // Issue 25: the game keeps its height while played (SteadyHeight, steady-height.ts: no move makes the page below jump): 48,571 → 48,769 bytes (measured, with the loader's and print's shared growth); the budget + 0.3 kB.
// Issue 26: before Ready the empty field shows the table's size and each player's ships (renderStashes): 48,769 → 49,016 bytes (measured); the budget + 0.2 kB.
  // Issue 25: the share-link code is in the base chunk now, fetched once a page: 49,016 → 49,376 bytes (measured; the same code compresses worse apart from the tag's own); the budget its cost + 0.1 kB or less.
  // Issue 25: the play chunk, shared with the labs and the other whole games (scripts/build-bundle.ts: the event log, panels, the engine's fold and dice), with the layers' short export names and the base's decorator helper: 49,345 → 50,957 bytes (measured: what the chunk holds for other tags, and one more file compressed apart); the budget its cost + 0.1 kB.
  'torpedo-game': { budget: 49_892 },
  // The designers' benches (issue 13): a sub-mechanic's 30 kB. The page holds the game's setup
  // (to check the data), the editor, the report and Copy link; the rules' decide and the bots are in
  // the worker's chunks, which a bench fetches only when it runs.
  // Issue 23, point 4 (mirror verdict, A beside B, a sweep with its chart, CSV, the data as a form): +8.7 kB each, measured against 1da0a61 (30,343 → 39,046 here); ceilings + 0.3 kB.
  // Issue 25: the layers' chunks export short names and share the base's decorator helper (scripts/build-bundle.ts): 34,727 → 34,458 bytes (measured); the budget follows it down, its cost + 0.1 kB.
  'torpedo-workbench': { budget: 33_393 },
};
