/**
 * Star Eater, whole games: the engine figures every whole game prints (`reportWholeGame`) on
 * random games from the loadout on, and how the heuristic bot does against the random one. Random
 * ships drift and may dodge for thirty rounds, so the games use the round-limit variant
 * (star-eater/round.limit) to keep a timed round short. Figures only, never pass/fail.
 */
import { playout, type PlayerId } from '../../rules/engine/index.ts';
import { heuristicStarEaterBot, randomStarEaterBot, ruleset, type StarEaterSetup } from '../../rules/star-eater/index.ts';
import { shipPoints } from '../../rules/star-eater/game/queries.ts';
import { reportWholeGame, row, thousands } from '../measure.ts';

/** Games per timed round. */
const GAMES = 8;
const FIRST_SEED = 1;
const ROUND_LIMIT = 10;
/** A random game of ten rounds takes about 40–70 commands; cut far above that. */
const MAX_COMMANDS = 2_000;
/** Heuristic against random: enough games for a rate, few enough to stay quick. */
const MATCH_GAMES = 20;

/** The heuristic in each seat in turn. */
function reportHeuristic(): void {
  const started = performance.now();
  let wins = 0;
  let destroyed = 0;
  let margin = 0;
  let commands = 0;
  for (let index = 0; index < MATCH_GAMES; index++) {
    const seat: PlayerId = index % 2 === 0 ? 'lamais' : 'fpa';
    const other: PlayerId = seat === 'lamais' ? 'fpa' : 'lamais';
    const game = playout(ruleset, ruleset.initialState({ seed: 20_000 + index, roundLimit: ROUND_LIMIT }), { [seat]: heuristicStarEaterBot, [other]: randomStarEaterBot }, { seed: 20_000 + index, maxCommands: MAX_COMMANDS });
    commands += game.commands.length;
    const winners = game.outcome?.winners ?? [];
    if (winners.length === 1 && winners[0] === seat) wins++;
    if ((game.state.ships[other]?.structure ?? 1) <= 0) destroyed++;
    margin += shipPoints(game.state, seat) - shipPoints(game.state, other);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`  heuristic bot against random bot, ${String(MATCH_GAMES)} games of ${String(ROUND_LIMIT)} rounds, seats alternating:`);
  row('  heuristic win rate', `${String(wins)} / ${String(MATCH_GAMES)}`, `${((100 * wins) / MATCH_GAMES).toFixed(0)} %`);
  row('  random warship destroyed before the limit', `${String(destroyed)} / ${String(MATCH_GAMES)}`);
  row('  hull points left, heuristic less random (mean)', (margin / MATCH_GAMES).toFixed(1));
  row('', 'games/s', 'cmds/game');
  row('  heuristic against random (bare fold)', thousands(MATCH_GAMES / seconds), thousands(commands / MATCH_GAMES));
}

/** Prints the section `section` (its letter in bench/run.ts). */
export function benchWholeGames(section: string): void {
  const setups: StarEaterSetup[] = Array.from({ length: GAMES }, (_, index) => ({ seed: FIRST_SEED + index, roundLimit: ROUND_LIMIT }));
  reportWholeGame(`(${section}) Star Eater, ${String(ROUND_LIMIT)}-round limit (seeds ${String(FIRST_SEED)}–${String(FIRST_SEED + GAMES - 1)})`, ruleset, setups, MAX_COMMANDS);
  reportHeuristic();
}
