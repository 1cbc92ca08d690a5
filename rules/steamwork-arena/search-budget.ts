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
 * Measured (npm run bench:strength, 2026-12-01, 200 seat-balanced games): hard beat the heuristic bot
 * in 177 (88.5 %, 95 % 83.3–92.2 %; 94 of 100 as red, 83 of 100 as blue); playing whole games with the
 * same 500 playouts it won 7 of 20 earlier games.
 */
export const SEARCH_CUTOFF: Pick<SearchBotOptions<SteamworkState, SteamworkCommand>, 'rolloutLength' | 'evaluate'> = { rolloutLength: 40, evaluate: evaluateSteamwork };
