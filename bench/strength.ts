/**
 * The search bot's strength (issue 23, point 1): in each game, a level of the search bot (hard unless
 * told) against the game's heuristic bot over many games, seat-balanced (the search bot takes the
 * first seat in even games, the second in odd ones; game i is set up with `gameSeed(seed, i)`), spread
 * over one worker thread per core. Prints per game the search bot's win rate with its 95 % Wilson
 * interval (a draw or an unfinished game counts half) and its milliseconds per decision (where it
 * had a choice). 200 games of hard take 17–39 min a game on two cores (2026-12-01), so `npm run bench`
 * plays a short run of these (its section (l)) and this script the full one.
 *
 *   npm run bench:strength -- [--games 200] [--game steam-torpedo] [--level hard] [--playouts N] [--cutoff N] [--expand N] [--replies search|playout] [--workers N] [--seed 1]
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { BOT_LEVELS, commandsFor, gameSeed, playout, searchBot, type BaseCommand, type Bot, type BotLevel, type PlayerId } from '../rules/engine/index.ts';
import { rateOf } from '../rules/simulation/stats.ts';
import { searchedGames, searchOptions, type SearchedGame } from './search-bots.ts';

export interface StrengthOptions {
  games: number;
  /** Game ids to play; every searched game when empty. */
  only: string[];
  level: BotLevel;
  /** Overrides the level's playouts a decision. */
  playouts: number | null;
  /** Overrides the game's playout cutoff (commands a playout takes before it is scored); 0 plays whole games. */
  cutoff: number | null;
  /** Overrides the visits a command needs before the tree grows below it. */
  expand: number | null;
  /** Overrides how the other players answer inside the tree. */
  replies: 'search' | 'playout' | null;
  workers: number;
  seed: number;
}

/** What a worker is asked to play: one game of a run. */
interface GameTask {
  game: string;
  level: BotLevel;
  playouts: number | null;
  cutoff: number | null;
  expand: number | null;
  replies: 'search' | 'playout' | null;
  index: number;
  seed: number;
}

/** How one game went for the search bot. */
interface GameRecord {
  index: number;
  /** The seat the search bot played. */
  seat: PlayerId;
  /** 1 a win, 0 a loss, a share of 1 for a shared win, 1/2 for a game nobody won or that did not end. */
  score: number;
  finished: boolean;
  /** Milliseconds of each of the search bot's decisions with a choice. */
  times: number[];
}

const USAGE = 'Usage: npm run bench:strength -- [--games N] [--game <id>] [--level easy|medium|hard] [--playouts N] [--cutoff N] [--expand N] [--replies search|playout] [--workers N] [--seed N]';

function readOptions(argv: readonly string[]): StrengthOptions {
  const options: StrengthOptions = { games: 200, only: [], level: 'hard', playouts: null, cutoff: null, expand: null, replies: null, workers: availableParallelism(), seed: 1 };
  const whole = (flag: string, text: string | undefined, min: number): number => {
    const value = Number(text);
    if (!Number.isSafeInteger(value) || value < min) throw new Error(`${flag} takes a whole number, ${String(min)} or more; got ${String(text)}.\n${USAGE}`);
    return value;
  };
  for (let at = 0; at < argv.length; at++) {
    const flag = argv[at];
    const value = argv[at + 1];
    at += 1;
    if (flag === '--games') options.games = whole(flag, value, 1);
    else if (flag === '--game') options.only.push(String(value));
    else if (flag === '--level') {
      const level = BOT_LEVELS.find((name) => name === value);
      if (level === undefined) throw new Error(`--level takes ${BOT_LEVELS.join(', ')}; got ${String(value)}.\n${USAGE}`);
      options.level = level;
    } else if (flag === '--playouts') options.playouts = whole(flag, value, 1);
    else if (flag === '--cutoff') options.cutoff = whole(flag, value, 0);
    else if (flag === '--expand') options.expand = whole(flag, value, 1);
    else if (flag === '--replies') {
      if (value !== 'search' && value !== 'playout') throw new Error(`--replies takes search or playout; got ${String(value)}.\n${USAGE}`);
      options.replies = value;
    } else if (flag === '--workers') options.workers = whole(flag, value, 1);
    else if (flag === '--seed') options.seed = whole(flag, value, 0);
    else throw new Error(`Unknown option ${String(flag)}.\n${USAGE}`);
  }
  return options;
}

/** The seats of a game, in order: who acts first in the starting state, then the others as they come. */
function seatsOf(game: SearchedGame, seed: number): PlayerId[] {
  const start = game.ruleset.initialState({ seed });
  const seats = new Set<PlayerId>(game.ruleset.toAct(start));
  // Whoever is asked as a heuristic game goes on: two-player games name both within a few commands.
  playout(game.ruleset, start, game.heuristic, { seed, maxCommands: 200 }, (_event, _before, after) => {
    for (const player of game.ruleset.toAct(after)) seats.add(player);
  });
  return [...seats].sort();
}

/** Plays game `task.index`: the search bot in seat `index % seats`, the heuristic bot elsewhere. */
function playGame(game: SearchedGame, task: GameTask): GameRecord {
  const { ruleset, heuristic } = game;
  const seed = gameSeed(task.seed, task.index);
  const seats = seatsOf(game, seed);
  const searcher = seats[task.index % seats.length];
  const options = searchOptions(game, task.level);
  if (task.playouts !== null) options.iterations = task.playouts;
  if (task.cutoff === 0) {
    delete options.evaluate;
    delete options.rolloutLength;
  } else if (task.cutoff !== null) options.rolloutLength = task.cutoff;
  if (task.expand !== null) options.expandAfter = task.expand;
  if (task.replies !== null) options.replies = task.replies;
  const search = searchBot(ruleset, options);
  const times: number[] = [];
  const bot: Bot<unknown, BaseCommand> = (seen, player, random) => {
    if (player !== searcher) return heuristic(seen, player, random);
    if (commandsFor(ruleset, seen, player).length <= 1) return search(seen, player, random);
    const started = performance.now();
    const command = search(seen, player, random);
    times.push(performance.now() - started);
    return command;
  };
  const { outcome } = playout(ruleset, ruleset.initialState({ seed }), bot, { seed, maxCommands: 20_000 });
  const winners = outcome?.winners ?? [];
  const score = outcome === null || winners.length === 0 ? 0.5 : winners.includes(searcher ?? '') ? 1 / winners.length : 0;
  return { index: task.index, seat: searcher ?? '', score, finished: outcome !== null, times };
}

async function workerMain(): Promise<void> {
  const port = parentPort;
  if (port === null) return;
  const games = new Map((await searchedGames()).map((game) => [game.id, game]));
  port.on('message', (task: GameTask | null) => {
    if (task === null) {
      port.close();
      return;
    }
    const game = games.get(task.game);
    if (game === undefined) throw new Error(`No searched game ${task.game}.`);
    port.postMessage(playGame(game, task));
  });
  port.postMessage('ready');
}

/** Plays every game of `games` on `workers` threads, each taking the next game as it finishes one. */
async function playAll(tasks: readonly GameTask[], workers: number, onRecord: (record: GameRecord) => void): Promise<void> {
  let nextTask = 0;
  const threads = Array.from({ length: Math.min(workers, tasks.length) }, () => new Worker(new URL(import.meta.url), { workerData: { strengthWorker: true } }));
  await Promise.all(
    threads.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          const give = (): void => {
            const task = tasks[nextTask];
            nextTask += 1;
            worker.postMessage(task ?? null);
            if (task === undefined) resolve();
          };
          worker.on('message', (message: GameRecord | 'ready') => {
            if (message !== 'ready') onRecord(message);
            give();
          });
          worker.on('error', reject);
        }),
    ),
  );
  await Promise.all(threads.map((worker) => worker.terminate()));
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** The run's options as `npm run bench:strength` takes them when none are given: 200 games of hard a game, on every core. */
export function strengthDefaults(): StrengthOptions {
  return readOptions([]);
}

/**
 * Plays the run `options` asks for and prints, per game, the search bot's win rate with its interval,
 * by seat, and its milliseconds a decision (`npm run bench` runs a short one as its section (l)).
 */
export async function reportStrength(options: StrengthOptions): Promise<void> {
  const all = await searchedGames();
  const unknown = options.only.find((id) => !all.some((game) => game.id === id));
  if (unknown !== undefined) throw new Error(`No game ${unknown}; the games are ${all.map((game) => game.id).join(', ')}.\n${USAGE}`);
  const chosen = options.only.length === 0 ? all : all.filter((game) => options.only.includes(game.id));
  process.stdout.write(`Search bot (${options.level}) against the heuristic bot, ${String(options.games)} seat-balanced games a game, the run of seed ${String(options.seed)}, ${String(options.workers)} workers\n`);
  for (const game of chosen) {
    const started = performance.now();
    const playouts = options.playouts ?? game.budget.playouts[options.level];
    const tasks = Array.from({ length: options.games }, (_, index): GameTask => ({ game: game.id, level: options.level, playouts: options.playouts, cutoff: options.cutoff, expand: options.expand, replies: options.replies, index, seed: options.seed }));
    const records: GameRecord[] = [];
    await playAll(tasks, options.workers, (record) => {
      records.push(record);
      const line = `${game.title}: ${String(records.length)} of ${String(options.games)} games, ${String(records.reduce((sum, record) => sum + record.score, 0))} won`;
      if (process.stderr.isTTY) process.stderr.write(`\r${line}`);
      else if (records.length % 10 === 0) process.stderr.write(`${line}\n`);
    });
    if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
    const wins = records.reduce((sum, record) => sum + record.score, 0);
    const rate = rateOf(wins, records.length);
    const times = records.flatMap((record) => record.times).sort((a, b) => a - b);
    const unfinished = records.filter((record) => !record.finished).length;
    const pct = (value: number): string => `${(value * 100).toFixed(1)} %`;
    const seats = [...new Set(records.map((record) => record.seat))].sort();
    const bySeat = seats.map((seat) => {
      const mine = records.filter((record) => record.seat === seat);
      return `${String(mine.reduce((sum, record) => sum + record.score, 0))} of ${String(mine.length)} as ${seat}`;
    });
    const cutoff = options.cutoff ?? game.budget.cutoff?.rolloutLength ?? 0;
    process.stdout.write(
      `${game.title} (${String(playouts)} playouts${cutoff > 0 && (options.cutoff !== 0 && game.budget.cutoff?.evaluate !== undefined) ? `, cut at ${String(cutoff)}` : ''}): wins ${String(wins)} of ${String(records.length)}, ${pct(rate.rate)} (95 % ${pct(rate.low)}–${pct(rate.high)}; ${bySeat.join(', ')})` +
        `${unfinished > 0 ? `, ${String(unfinished)} unfinished` : ''}; ms a decision median ${percentile(times, 0.5).toFixed(0)}, 90th ${percentile(times, 0.9).toFixed(0)}, slowest ${(times.at(-1) ?? 0).toFixed(0)} over ${String(times.length)} decisions; ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
    );
  }
}

// Run as a script (not imported by bench/run.ts), and on the main thread: the workers load this file too.
if (isMainThread && process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await reportStrength(readOptions(process.argv.slice(2)));
  } catch (error) {
    // A mistake on the command line: said plainly, exit code 2.
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  }
}
else if ((workerData as { strengthWorker?: boolean } | null)?.strengthWorker === true) await workerMain();
