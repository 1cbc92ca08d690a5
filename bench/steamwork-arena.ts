/**
 * (e) Steamwork Arena, whole games: how many random duels a second the engine plays (the engine's
 * `randomBot`, which picks among `commandsFor` the player who must act, then `dispatch`), how many
 * commands a game takes, games between heuristic bots (duels, 4 players, teams of 3), and what the engine costs over a bare decide/evolve fold when both replay
 * the very same recorded games. Figures only, never pass/fail.
 */
import { createEngine, randomBot, type Bot } from '../rules/engine/index.ts';
import { actingPlayer, heuristicBot, ruleset, type SteamworkCommand, type SteamworkSetup, type SteamworkState } from '../rules/steamwork-arena/index.ts';
import { foldCommand, heading, medianRoundMs, replayBare, replayHeadless, replayWatched, row, rowsAgainstBare, thousands, type RecordedGame } from './measure.ts';

/** Games per timed round (random duels run to about 2,000 commands each). */
const GAMES = 12;
const FIRST_SEED = 1;
/** A random game this long is cut short, so one endless game cannot stall the bench. */
const MAX_COMMANDS = 50_000;

type SteamworkBot = Bot<SteamworkState, SteamworkCommand>;
type SteamworkGame = RecordedGame<SteamworkSetup, SteamworkCommand>;

function setupOf(index: number): SteamworkSetup {
  return { seed: FIRST_SEED + index };
}

/** The next command of a game: the acting player's bot's choice, or null when nobody can act. */
function nextCommand(state: SteamworkState, bot: SteamworkBot): SteamworkCommand | null {
  const player = actingPlayer(state);
  return player === null ? null : bot(state, player);
}

/** Games through the engine, each command chosen by a bot as the game goes. */
function runGames(setupFor: (index: number) => SteamworkSetup, botFor: (index: number) => SteamworkBot): number {
  let commands = 0;
  for (let index = 0; index < GAMES; index++) {
    const engine = createEngine(ruleset, setupFor(index));
    const bot = botFor(index);
    for (let played = 0; played < MAX_COMMANDS; played++) {
      const command = nextCommand(engine.state, bot);
      if (command === null) break;
      engine.dispatch(command);
      commands++;
    }
  }
  return commands;
}

/** The same random game as runRandomGames plays, recorded with a bare fold. */
function recordGame(index: number): { game: SteamworkGame; finished: boolean } {
  const setup = setupOf(index);
  const bot = randomBot(ruleset, 10_000 + index);
  let state = ruleset.initialState(setup);
  const commands: SteamworkCommand[] = [];
  while (commands.length < MAX_COMMANDS) {
    const command = nextCommand(state, bot);
    if (command === null) break;
    commands.push(command);
    state = foldCommand(ruleset, state, command);
  }
  return { game: { setup, commands }, finished: ruleset.outcome(state) !== null };
}

/** What a replayed game is scored by, so the timed work cannot be skipped: whether it finished. */
function finished(state: SteamworkState): number {
  return ruleset.outcome(state) === null ? 0 : 1;
}

export function benchSteamworkArena(): void {
  const recorded = Array.from({ length: GAMES }, (_, index) => recordGame(index));
  const games = recorded.map(({ game }) => game);
  const lengths = games.map((game) => game.commands.length).sort((a, b) => a - b);
  const commands = lengths.reduce((sum, length) => sum + length, 0);
  const median = lengths[Math.floor(lengths.length / 2)] ?? 0;
  const unfinished = recorded.filter((game) => !game.finished).length;

  heading(`(e) Steamwork Arena: ${String(GAMES)} random full games (seeds ${String(FIRST_SEED)}–${String(FIRST_SEED + GAMES - 1)}), ${thousands(commands / GAMES)} commands a game`);
  console.log(`  commands a game: median ${thousands(median)}, shortest ${thousands(lengths[0] ?? 0)}, longest ${thousands(lengths.at(-1) ?? 0)}`);
  if (unfinished > 0) console.log(`  ${String(unfinished)} games were cut at ${thousands(MAX_COMMANDS)} commands: the figures below are not whole games`);
  row('', 'games/s', 'commands/s', '× bare');

  const randomMs = medianRoundMs(() => runGames(setupOf, (index) => randomBot(ruleset, 10_000 + index)));
  row('random bot (commandsFor + dispatch), full games', thousands(GAMES / (randomMs / 1000)), thousands(commands / (randomMs / 1000)));
  for (const [label, setupFor] of [
    ['heuristic bots, duels', setupOf],
    ['heuristic bots, 4 players', (index: number) => ({ ...setupOf(index), players: ['red', 'blue', 'green', 'gold'] })],
    ['heuristic bots, teams of 3', (index: number) => ({ ...setupOf(index), perPlayer: 3 })],
  ] as const) {
    let played = 0;
    const ms = medianRoundMs(() => (played = runGames(setupFor, (index) => heuristicBot(20_000 + index))));
    row(`${label}, ${thousands(played / GAMES)} commands a game`, thousands(GAMES / (ms / 1000)), thousands(played / (ms / 1000)));
  }

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
