/**
 * Steamwork Arena, whole games: the engine figures every whole game prints (`reportWholeGame`,
 * on random duels of about 2,000 commands), and games between heuristic bots (duels, 4 players,
 * teams of 3). Figures only, never pass/fail.
 */
import { playout } from '../../rules/engine/index.ts';
import { heuristicBot, ruleset, type SteamworkSetup } from '../../rules/steamwork-arena/index.ts';
import { medianRoundMs, reportWholeGame, row, thousands } from '../measure.ts';

/** Games per timed round (random duels run to about 2,000 commands each). */
const GAMES = 12;
const FIRST_SEED = 1;
/** A random game this long is cut short, so one endless game cannot stall the bench. */
const MAX_COMMANDS = 50_000;

function setupOf(index: number): SteamworkSetup {
  return { seed: FIRST_SEED + index };
}

/** Heuristic bots in every seat, each seeing only its own player's view; returns the commands played. */
function runHeuristicGames(setupFor: (index: number) => SteamworkSetup): number {
  let commands = 0;
  for (let index = 0; index < GAMES; index++) {
    const setup = setupFor(index);
    commands += playout(ruleset, ruleset.initialState(setup), heuristicBot, { seed: 20_000 + index, maxCommands: MAX_COMMANDS }).commands.length;
  }
  return commands;
}

/** Prints the section `section` (its letter in bench/run.ts). */
export function benchWholeGames(section: string): void {
  const setups = Array.from({ length: GAMES }, (_, index) => setupOf(index));
  reportWholeGame(`(${section}) Steamwork Arena duels (seeds ${String(FIRST_SEED)}–${String(FIRST_SEED + GAMES - 1)})`, ruleset, setups, MAX_COMMANDS);
  row('', 'games/s', 'commands/s');
  for (const [label, setupFor] of [
    ['heuristic bots (as seen), duels', setupOf],
    ['heuristic bots (as seen), 4 players', (index: number) => ({ ...setupOf(index), players: ['red', 'blue', 'green', 'gold'] })],
    ['heuristic bots (as seen), teams of 3', (index: number) => ({ ...setupOf(index), perPlayer: 3 })],
  ] as const) {
    let played = 0;
    const ms = medianRoundMs(() => (played = runHeuristicGames(setupFor)));
    row(`${label}, ${thousands(played / GAMES)} commands a game`, thousands(GAMES / (ms / 1000)), thousands(played / (ms / 1000)));
  }
}
