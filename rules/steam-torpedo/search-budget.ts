import type { BotLevel } from '../engine/index.ts';

/**
 * The search bot's playouts a decision at each level in Steam Torpedo, each played out by the game's
 * heuristic bot: what a decision can afford (bench section (k) measures what they cost). The
 * simulations and the game's widget play the same bots. Medium keeps about a quarter below issue 23's
 * 200 ms on this machine, whose speed varies by that much from day to day (30 playouts measured
 * 146–225 ms a decision).
 */
export const SEARCH_PLAYOUTS: Readonly<Record<BotLevel, number>> = { easy: 10, medium: 22, hard: 100 };
