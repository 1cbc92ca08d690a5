/**
 * Steam Pirates, whole games: the engine figures every whole game prints (`reportWholeGame`) on
 * random games of 2, 3 and 4 pirates. Figures only, never pass/fail.
 */
import { ruleset, type SteamPiratesSetup } from '../../rules/steam-pirates/index.ts';
import { reportWholeGame } from '../measure.ts';

/** Games per timed round. */
const GAMES = 12;
const FIRST_SEED = 1;
/** A random game ends within about 170 commands (4 pirates); cut far above that. */
const MAX_COMMANDS = 2_000;

const TABLES: readonly (readonly string[])[] = [
  ['red', 'blue'],
  ['red', 'blue', 'green'],
  ['red', 'blue', 'green', 'purple'],
];

/** Prints the section `section` (its letter in bench/run.ts). */
export function benchWholeGames(section: string): void {
  for (const players of TABLES) {
    const setups: SteamPiratesSetup[] = Array.from({ length: GAMES }, (_, index) => ({ seed: FIRST_SEED + index, players }));
    reportWholeGame(`(${section}) Steam Pirates, ${String(players.length)} pirates (seeds ${String(FIRST_SEED)}–${String(FIRST_SEED + GAMES - 1)})`, ruleset, setups, MAX_COMMANDS);
  }
}
