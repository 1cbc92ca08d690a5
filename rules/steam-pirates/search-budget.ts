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
 * bench:strength, 2026-12-01, 200 seat-balanced games): hard beat the heuristic bot in 160.5 (80.3 %,
 * 95 % 74.2–85.2 %; 80.5 of 100 as blue, 80 of 100 as red); on 20 earlier games 16 whole playouts won
 * 11 where these won 12.
 */
export const SEARCH_CUTOFF: Pick<SearchBotOptions<SteamPiratesState, SteamPiratesCommand>, 'rolloutLength' | 'evaluate'> = { rolloutLength: 16, evaluate: evaluateSteamPirates };
