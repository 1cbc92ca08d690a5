import type { BotLevel, SearchBotOptions } from '../engine/index.ts';
import { evaluateSteamwork } from './evaluation.ts';
import type { SteamworkState } from './model.ts';
import type { SteamworkCommand } from './messages.ts';

/**
 * The search bot's playouts a decision at each level in Steamwork Arena, each played out by the game's
 * heuristic bot: what a decision can afford (bench section (k) measures what they cost). The
 * simulations and the game's widget play the same bots.
 */
export const SEARCH_PLAYOUTS: Readonly<Record<BotLevel, number>> = { easy: 20, medium: 100, hard: 500 };

/**
 * Playouts cut short after 40 commands (two or three rounds) and scored by the life each side's
 * steamworks have left (evaluateSteamwork): a cut playout costs about a third of a whole game's.
 * Measured (npm run bench:strength, 2026-12-01, seeds 1–40): hard beat the heuristic bot in 34 of 40
 * seat-balanced games (85 %, 95 % 71–93 %; 19 of 20 as red, 15 of 20 as blue); playing whole games
 * with the same 500 playouts it won 7 of 20 (seeds 1–20).
 */
export const SEARCH_CUTOFF: Pick<SearchBotOptions<SteamworkState, SteamworkCommand>, 'rolloutLength' | 'evaluate'> = { rolloutLength: 40, evaluate: evaluateSteamwork };
