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
 * Against the heuristic bot, hard won every game of 200 seat-balanced ones (npm run bench:strength,
 * 2026-12-01, 60 games of the run of seed 1 and 140 of seed 2: 100 %, 95 % 98.1–100 %; 100 of 100
 * each seat). A decision took 336–369 ms at the median and 725–932 ms at the 90th percentile, the
 * slowest 3.3–5.3 s (a turn with many orders to weigh): the widget thinks in slices, so the page goes
 * on, but a reader may wait that long.
 */
