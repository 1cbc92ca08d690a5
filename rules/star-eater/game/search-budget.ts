import type { BotLevel, SearchBotOptions } from '../../engine/index.ts';
import { evaluateStarEater } from './evaluation.ts';
import type { StarEaterCommand, StarEaterState } from './model.ts';

/**
 * The search bot's playouts a decision at each level in Star Eater, each played out by the game's
 * heuristic bot: what a decision can afford (bench section (k) measures what they cost). The
 * simulations and the game's widget play the same bots.
 */
export const SEARCH_PLAYOUTS: Readonly<Record<BotLevel, number>> = { easy: 5, medium: 13, hard: 50 };

/**
 * Playouts cut short after 12 commands (about a round) and scored by the hull each warship has left
 * (evaluateStarEater): a short playout costs about a third of a whole game's, so the levels afford
 * 5 / 13 / 50 where whole games gave 3 / 8 / 30 in the same time, and a judged hull varies less than
 * a win or a loss. Measured (npm run bench:strength, 2026-12-01, 200 seat-balanced games): hard beat
 * the heuristic bot in 135 (67.5 %, 95 % 60.7–73.6 %; 90 of 100 as fpa, 45 of 100 as lamais, the side
 * the heuristic wins 25 % of its mirror games with). A bot built without it plays whole games with
 * the same budgets.
 */
export const SEARCH_CUTOFF: Pick<SearchBotOptions<StarEaterState, StarEaterCommand>, 'rolloutLength' | 'evaluate'> = { rolloutLength: 12, evaluate: evaluateStarEater };
