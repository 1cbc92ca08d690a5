/**
 * (d) Steam Torpedo, whole games: how many random games a second the engine plays (legalCommands
 * and dispatch, as a widget's bot would), what the engine costs over a bare decide/evolve fold
 * when both replay the very same recorded games, and how often the heuristic bot beats the random
 * one. Figures only, never pass/fail.
 */
import { createEngine, type PlayerId } from '../rules/engine/index.ts';
import { ruleset, type SteamTorpedoSetup, type SteamTorpedoState } from '../rules/steam-torpedo/index.ts';
import { heuristicBot, playGame, randomPlayer, type SteamTorpedoBot } from '../rules/steam-torpedo/bots.ts';
import { heading, medianRoundMs, replayBare, replayHeadless, replayWatched, row, rowsAgainstBare, thousands } from './measure.ts';

/** Games per timed round: different seeds, half of them with the setup swap. */
const GAMES = 50;
/** Heuristic against random: enough games for a rate, few enough to stay quick. */
const MATCH_GAMES = 40;
const FIRST_SEED = 1;

function setupOf(index: number): SteamTorpedoSetup {
  return { seed: FIRST_SEED + index, ...(index % 2 === 0 ? { skipSwap: true } : {}) };
}

/** Both seats played by the random bot, seeded per game so every round plays the same games. */
function randomBots(index: number): Record<PlayerId, SteamTorpedoBot> {
  const bot = randomPlayer(10_000 + index);
  return { south: bot, north: bot };
}

/** Random games through the engine, each command chosen from legalCommands as the game goes. */
function runRandomGames(): number {
  let commands = 0;
  for (let index = 0; index < GAMES; index++) {
    const engine = createEngine(ruleset, setupOf(index));
    const bot = randomPlayer(10_000 + index);
    for (let command = bot(engine.state); command !== null; command = bot(engine.state)) {
      engine.dispatch(command);
      commands++;
    }
  }
  return commands;
}

/** What a replayed game is scored by, so the timed work cannot be skipped: whether it finished. */
function finished(state: SteamTorpedoState): number {
  return ruleset.outcome(state) === null ? 0 : 1;
}

function reportThroughput(): void {
  const games = Array.from({ length: GAMES }, (_, index) => playGame(setupOf(index), randomBots(index)));
  const commands = games.reduce((sum, game) => sum + game.commands.length, 0);
  const unfinished = games.filter((game) => game.outcome === null).length;
  heading(`(d) Steam Torpedo: ${String(GAMES)} random full games (seeds ${String(FIRST_SEED)}–${String(FIRST_SEED + GAMES - 1)}), ${thousands(commands / GAMES)} commands a game`);
  if (unfinished > 0) console.log(`  ${String(unfinished)} games did not finish: the figures below are not whole games`);
  row('', 'games/s', 'commands/s', '× bare');

  const randomMs = medianRoundMs(runRandomGames);
  row('random bot (legalCommands + dispatch), full games', thousands(GAMES / (randomMs / 1000)), thousands(commands / (randomMs / 1000)));

  console.log('  the same games, replayed from their recorded commands:');
  rowsAgainstBare(
    [
      ['bare decide/evolve fold', () => replayBare(ruleset, games, finished)],
      ['createEngine + dispatch (headless)', () => replayHeadless(ruleset, games, finished)],
      ['createEngine + dispatch, state$/events$ watched', () => replayWatched(ruleset, games, finished)],
    ],
    (ms) => [thousands(GAMES / (ms / 1000)), thousands(commands / (ms / 1000))],
  );
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
    const game = playGame(setupOf(index), { [seat]: heuristicBot(index), [other]: randomPlayer(20_000 + index) });
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

export function benchSteamTorpedo(): void {
  reportThroughput();
  reportWinRate();
}
