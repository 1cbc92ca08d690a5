/**
 * Steam Torpedo, whole games: the engine figures every whole game prints (`reportWholeGame`),
 * and how often the heuristic bot beats the random one. Figures only, never pass/fail.
 */
import { playout, type PlayerId } from '../../rules/engine/index.ts';
import { heuristicBot, randomPlayer, ruleset, type SteamTorpedoSetup } from '../../rules/steam-torpedo/index.ts';
import { reportWholeGame, row, thousands } from '../measure.ts';

/** Games per timed round: different seeds, half of them with the setup swap. */
const GAMES = 50;
/** Heuristic against random: enough games for a rate, few enough to stay quick. */
const MATCH_GAMES = 40;
const FIRST_SEED = 1;

function setupOf(index: number): SteamTorpedoSetup {
  return { seed: FIRST_SEED + index, ...(index % 2 === 0 ? { skipSwap: true } : {}) };
}

/** The heuristic in each seat in turn, the first player drawn from each game's seed. */
function reportWinRate(): void {
  const started = performance.now();
  let wins = 0;
  let draws = 0;
  let commands = 0;
  for (let index = 0; index < MATCH_GAMES; index++) {
    const seat: PlayerId = index % 2 === 0 ? 'south' : 'north';
    const other: PlayerId = seat === 'south' ? 'north' : 'south';
    const game = playout(ruleset, ruleset.initialState(setupOf(index)), { [seat]: heuristicBot, [other]: randomPlayer }, { seed: 20_000 + index, maxCommands: 5000 });
    commands += game.commands.length;
    const winners = game.outcome?.winners ?? [];
    if (winners.length === 1 && winners[0] === seat) wins++;
    if (winners.length !== 1) draws++;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`  heuristic bot against random bot, ${String(MATCH_GAMES)} games, seats alternating:`);
  row('  heuristic win rate', `${String(wins)} / ${String(MATCH_GAMES)}`, `${((100 * wins) / MATCH_GAMES).toFixed(0)} %`);
  if (draws > 0) row('  games with no single winner', String(draws));
  row('', 'games/s', 'cmds/game');
  row('  heuristic against random (bare fold)', thousands(MATCH_GAMES / seconds), thousands(commands / MATCH_GAMES));
}

/** Prints the section `section` (its letter in bench/run.ts). */
export function benchWholeGames(section: string): void {
  const setups = Array.from({ length: GAMES }, (_, index) => setupOf(index));
  reportWholeGame(`(${section}) Steam Torpedo (seeds ${String(FIRST_SEED)}–${String(FIRST_SEED + GAMES - 1)})`, ruleset, setups, 5000);
  reportWinRate();
}
