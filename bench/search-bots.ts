/**
 * (k) The search bot (issue 23, rules/engine/search-bot.ts) in each game it plays: milliseconds a
 * decision at each level, and heuristic playouts a second, timed on positions from a game the
 * heuristic bot plays against itself (every tenth decision with a choice). The goal: hard within
 * 1 s, medium within 200 ms on one core. Strength takes many games on every core, so it is a run
 * of its own: `npm run bench:strength` (bench/strength.ts), which plays these games with these bots.
 */
import { BOT_LEVELS, botRandom, commandsFor, playout, searchBot, type BaseCommand, type BotLevel, type SearchBotOptions } from '../rules/engine/index.ts';
import { SIMULATED_GAMES, loadSimulation, type SearchedGame as SimulatedSearch } from '../rules/simulation/index.ts';
import { heading, row } from './measure.ts';

/** A game's search bot as its simulation carries it (rules/simulation), with the game's id and title. */
export interface SearchedGame extends SimulatedSearch {
  /** The game's id, its folder name. */
  id: string;
  title: string;
}

/** The search bot's options in `game` at `level`, as the game's simulation and widget play it. */
export function searchOptions(game: SearchedGame, level: BotLevel): SearchBotOptions<unknown, BaseCommand> {
  return { iterations: game.budget.playouts[level], rollout: game.heuristic, ...game.budget.cutoff };
}

/** Positions timed in each game. */
const POSITIONS = 8;

/** Tries of each decision; the fastest is reported. */
const ATTEMPTS = 3;

/** The games the search bot plays, with their heuristic bots and budgets, as their simulations play them (bench/strength.ts plays them too). */
export async function searchedGames(): Promise<SearchedGame[]> {
  const simulations = await Promise.all(SIMULATED_GAMES.map((game) => loadSimulation(game)));
  return simulations.flatMap(({ game, title, searched }) =>
    searched === null ? [] : [{ ...searched, id: game, title }],
  );
}

/** Positions to time: a heuristic game's states where the player asked has a choice, evenly spread. */
export function positionsOf(game: SearchedGame): { seen: unknown; player: string }[] {
  const { ruleset } = game;
  const start = ruleset.initialState({ seed: 11 });
  const { commands } = playout(ruleset, start, game.heuristic, { seed: 11 });
  const found: { seen: unknown; player: string }[] = [];
  let state = start;
  for (const command of commands) {
    const player = ruleset.toAct(state)[0];
    if (player !== undefined) {
      const seen = ruleset.view ? ruleset.view(state, player) : state;
      if (commandsFor(ruleset, seen, player).length > 1) found.push({ seen, player });
    }
    for (const event of ruleset.decide(state, command)) state = ruleset.evolve(state, event);
  }
  const step = Math.max(1, Math.floor(found.length / POSITIONS));
  return found.filter((_, index) => index % step === 0).slice(0, POSITIONS);
}

export async function benchSearchBots(): Promise<void> {
  heading(`(k) Search bot: ms a decision (median / slowest of ${String(POSITIONS)} positions, each the fastest of ${String(ATTEMPTS)} tries), heuristic playouts`);
  row('', ...BOT_LEVELS.map((level) => `${level} ms`), 'playouts/s');
  for (const game of await searchedGames()) {
    const positions = positionsOf(game);
    // One untimed hard decision first, so that the easy column does not pay for the JIT's warm-up.
    const [first] = positions;
    if (first) searchBot(game.ruleset, searchOptions(game, 'hard'))(first.seen, first.player, botRandom(3, 99));
    const cells: string[] = [];
    let playouts = 0;
    let spent = 0;
    for (const level of BOT_LEVELS) {
      const bot = searchBot(game.ruleset, searchOptions(game, level));
      const times = positions.map(({ seen, player }, index) => {
        // The fastest of a few tries: this shared machine's speed drifts by a third within a minute,
        // and the decision (the same random source each time) costs what its fastest try took.
        let fastest = Infinity;
        for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
          const started = performance.now();
          bot(seen, player, botRandom(3, index));
          fastest = Math.min(fastest, performance.now() - started);
        }
        return fastest;
      });
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)] ?? 0;
      cells.push(`${median.toFixed(0)} / ${(times.at(-1) ?? 0).toFixed(0)}`);
      playouts += game.budget.playouts[level] * times.length;
      spent += times.reduce((sum, time) => sum + time, 0);
    }
    row(`${game.title} (${BOT_LEVELS.map((level) => String(game.budget.playouts[level])).join(' / ')} playouts)`, ...cells, (playouts / (spent / 1000)).toFixed(0));
  }
}
