import type { BotLevel } from '../engine/index.ts';

/**
 * The search bot's playouts a decision at each level in Steamwork Arena, each played out by the game's
 * heuristic bot: what a decision can afford (bench section (k) measures what they cost). The
 * simulations and the game's widget play the same bots.
 */
export const SEARCH_PLAYOUTS: Readonly<Record<BotLevel, number>> = { easy: 20, medium: 100, hard: 500 };
