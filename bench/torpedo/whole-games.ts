/**
 * Torpedo, whole games: the engine figures every whole game prints
 * (`reportWholeGame`) on random games of 2, 3 and 5 players in the rounds and the free mode. The
 * random bot draws from `legalCommandsFor` (the player asked alone; `playout` asks the placing
 * players in turn), whose sample of placements checks every candidate against the table: that
 * check is most of a command's cost. Figures only, never pass/fail.
 */
import { ruleset, type Mode, type TorpedoSetup } from '../../rules/torpedo/index.ts';
import { reportWholeGame } from '../measure.ts';

const GAMES = 12;
const FIRST_SEED = 1;
/** Far more than a game takes (a full game of 5 in the rounds mode is about 80 commands). */
const MAX_COMMANDS = 5_000;
const COLOURS = ['red', 'blue', 'green', 'yellow', 'black'];

/** Prints the section `section` (its letter in bench/run.ts). */
export function benchWholeGames(section: string): void {
  for (const mode of ['rounds', 'free'] as const satisfies readonly Mode[]) {
    for (const count of [2, 3, 5]) {
      const setups: TorpedoSetup[] = Array.from({ length: GAMES }, (_, index) => ({ seed: FIRST_SEED + index, mode, players: COLOURS.slice(0, count) }));
      reportWholeGame(`(${section}) Torpedo, ${mode} mode, ${String(count)} players (seeds ${String(FIRST_SEED)}–${String(FIRST_SEED + GAMES - 1)})`, ruleset, setups, MAX_COMMANDS);
    }
  }
}
