import type { BotLevel, SearchBotOptions } from '../engine/index.ts';
import { evaluateSteamPirates } from './evaluation.ts';
import type { SteamPiratesCommand, SteamPiratesState } from './model.ts';

/**
 * The search bot's playouts a decision at each level in Steam Pirates, each played out by the game's
 * heuristic bot: what a decision can afford (bench section (k) measures what they cost). The
 * simulations and the game's widget play the same bots.
 */
export const SEARCH_PLAYOUTS: Readonly<Record<BotLevel, number>> = { easy: 3, medium: 7, hard: 30 };

/**
 * Playouts cut short after 16 commands and scored by the points each pirate would have if the game
 * ended there (evaluateSteamPirates): a cut playout costs about half a whole game's, so the levels
 * afford 3 / 7 / 30 where whole games gave 2 / 4 / 16 in the same time. Measured (npm run
 * bench:strength, 2026-12-01): hard beat the heuristic bot in 41 of 60 seat-balanced games (seeds
 * 21–80: 68 %, 95 % 56–79 %; 20 of 30 as red, 21 of 30 as blue) and 12 of 20 on seeds 1–20, where
 * 16 whole playouts won 11 of those 20.
 */
export const SEARCH_CUTOFF: Pick<SearchBotOptions<SteamPiratesState, SteamPiratesCommand>, 'rolloutLength' | 'evaluate'> = { rolloutLength: 16, evaluate: evaluateSteamPirates };
