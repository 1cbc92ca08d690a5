/**
 * (g) Star Eater, whole games: the engine figures every whole game prints (`reportWholeGame`) on
 * random games from the loadout on. Random ships drift and may dodge for thirty rounds, so the
 * games use the round-limit variant (star-eater/round.limit) to keep a timed round short. Figures
 * only, never pass/fail.
 */
import { ruleset, type StarEaterSetup } from '../rules/star-eater/index.ts';
import { reportWholeGame } from './measure.ts';

/** Games per timed round. */
const GAMES = 8;
const FIRST_SEED = 1;
const ROUND_LIMIT = 10;
/** A random game of ten rounds takes about 40–70 commands; cut far above that. */
const MAX_COMMANDS = 2_000;

export function benchStarEater(): void {
  const setups: StarEaterSetup[] = Array.from({ length: GAMES }, (_, index) => ({ seed: FIRST_SEED + index, roundLimit: ROUND_LIMIT }));
  reportWholeGame(`(g) Star Eater, ${String(ROUND_LIMIT)}-round limit (seeds ${String(FIRST_SEED)}–${String(FIRST_SEED + GAMES - 1)})`, ruleset, setups, MAX_COMMANDS);
}
