import type { BotLevel, SearchBotOptions } from '../engine/index.ts';
import { evaluateSteamTorpedo } from './evaluation.ts';
import type { SteamTorpedoState } from './model.ts';
import type { SteamTorpedoCommand } from './messages.ts';

/**
 * The search bot's playouts a decision at each level in Steam Torpedo, each played out by the game's
 * heuristic bot: what a decision can afford (bench section (k) measures what they cost). The
 * simulations and the game's widget play the same bots.
 */
export const SEARCH_PLAYOUTS: Readonly<Record<BotLevel, number>> = { easy: 10, medium: 22, hard: 100 };

/**
 * Playouts cut short after 30 commands (about two turns) and judged by the life each submarine has
 * left (evaluateSteamTorpedo). Played to the end, a playout from early in a game ran 120–140
 * commands, so a decision's time depended on how much game was left: hard took 336–369 ms at the
 * median but 725–932 ms at the 90th percentile and 3.3–5.3 s at the slowest (npm run
 * bench:strength, 2026-12-01, 200 seat-balanced games, every one won against the heuristic bot).
 * Cut short, every playout costs about the same: over 200 seat-balanced games (the run of seed 1,
 * 2026-12-01) hard won 194 against the heuristic bot (97.0 %, 95 % 93.6–98.6 %; 97 of 100 each
 * seat) — a little below the whole playouts' 200 of 200, far above the 55 % asked. Its decisions
 * on a quiet machine (12 games, 701 decisions): 143 ms the median, 217 ms the 90th percentile,
 * 590 ms the slowest; bench (k)'s positions 28 / 57 / 236 ms a decision at the median (were 75 /
 * 118 / 363).
 */
export const SEARCH_CUTOFF: Pick<SearchBotOptions<SteamTorpedoState, SteamTorpedoCommand>, 'rolloutLength' | 'evaluate'> = { rolloutLength: 30, evaluate: evaluateSteamTorpedo };
