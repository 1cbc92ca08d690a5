import type { BotLevel } from '../engine/index.ts';

/**
 * The search bot's playouts a decision at each level in Steam Torpedo, each played out by the game's
 * heuristic bot: what a decision can afford (bench section (k) measures what they cost). The
 * simulations and the game's widget play the same bots. Medium keeps about a quarter below issue 23's
 * 200 ms on this machine, whose speed varies by that much from day to day (30 playouts measured
 * 146–225 ms a decision).
 */
export const SEARCH_PLAYOUTS: Readonly<Record<BotLevel, number>> = { easy: 10, medium: 22, hard: 100 };

/*
 * Against the heuristic bot, hard won every game of 60 seat-balanced ones (npm run bench:strength,
 * 2026-12-01: 100 %, 95 % 94.0–100 %; 30 of 30 as north, 30 of 30 as south). A decision took 369 ms
 * at the median and 932 ms at the 90th percentile, the slowest 5.3 s (a turn with many orders to
 * weigh): the widget thinks in slices, so the page goes on, but a reader may wait that long.
 */
