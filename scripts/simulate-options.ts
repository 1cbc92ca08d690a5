/**
 * The command line of `npm run simulate`, read into a request: every mistake is a `UsageError`
 * with a sentence saying what to type instead (the script prints it with the usage, exit code 2).
 */
import { parseArgs } from 'node:util';
import { availableParallelism } from 'node:os';
import { MAX_GAMES } from '../rules/simulation/run.ts';
import { SIMULATED_GAMES, isSimulatedGame, type SimulatedGame } from '../rules/simulation/games.ts';

export const USAGE = `Usage: npm run simulate -- <game> [--games N] [--bots a,b] [--data file.json | --compare a.json b.json … | --sweep path=v1,v2,…] [--workers N] [--seed N] [--json] [--out file] [--csv file]

  <game>       ${SIMULATED_GAMES.join(', ')}
  --games N    how many games (default 1000)
  --bots a,b   the bots, taking the seats in turn (default heuristic,random)
  --data F     the game's data as JSON (default the sample); print the sample with --sample-data
  --compare A B …  play each data file on the same seeds and set them side by side, with differences
  --sweep P=V,…  vary one value of the data (--data or the sample) at the path P: factions[0].evasion=0,1,2
  --workers N  worker threads (default one per core)
  --seed N     the run's seed: game i is played on a seed hashed from N and i, its CSV row's seed (default 1)
  --json       print the report as JSON instead of text
  --out F      write the report (or the sample data) to the file F instead of printing it
  --csv F      also write one row per game to the file F (CSV: variant, seed, bots, winners, length, figures)
  --sample-data  print the game's sample data as JSON and stop
  --help       print this and stop`;

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export interface SimulateOptions {
  game: SimulatedGame;
  games: number;
  bots: string[];
  dataPath: string | null;
  workers: number;
  seed: number;
  json: boolean;
  sampleData: boolean;
  /** The file to write the output to (npm run prints its own lines on stdout, so a redirect is not clean), or null for stdout. */
  outPath: string | null;
  /** The file to write one CSV row per game to, or null. */
  csvPath: string | null;
  /** Data files to compare (two or more), or null. */
  compare: string[] | null;
  /** A sweep spec, `path=v1,v2`, or null. */
  sweep: string | null;
}

/** `--help` alone or with anything: the usage, and nothing else. */
export function wantsHelp(argv: readonly string[]): boolean {
  return argv.includes('--help') || argv.includes('-h');
}

function wholeNumber(text: string | undefined, option: string, fallback: number, min: number, max: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) throw new UsageError(`--${option} must be a whole number from ${String(min)} to ${String(max)}; got "${text}".`);
  return value;
}

export function readSimulateOptions(argv: readonly string[]): SimulateOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        games: { type: 'string' },
        bots: { type: 'string' },
        data: { type: 'string' },
        workers: { type: 'string' },
        seed: { type: 'string' },
        json: { type: 'boolean', default: false },
        out: { type: 'string' },
        csv: { type: 'string' },
        compare: { type: 'string' },
        sweep: { type: 'string' },
        'sample-data': { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.out === '') throw new UsageError('--out needs a file name.');
  if (values.csv === '') throw new UsageError('--csv needs a file name.');
  const [game, ...extra] = positionals;
  if (game === undefined) throw new UsageError('Name a game.');
  if (!isSimulatedGame(game)) throw new UsageError(`There is no game "${game}"; the games are ${SIMULATED_GAMES.join(', ')}.`);
  // --compare a.json b.json: the files after the first are left as positionals.
  const compare = values.compare === undefined ? null : [values.compare, ...extra];
  if (compare === null && extra.length > 0) throw new UsageError(`Only one game at a time; "${extra.join(' ')}" is extra.`);
  if (compare !== null && compare.length < 2) throw new UsageError('--compare needs two data files or more: --compare a.json b.json.');
  if (compare !== null && (values.sweep !== undefined || values.data !== undefined)) throw new UsageError('--compare takes its data files itself: give it neither --data nor --sweep.');
  const bots = (values.bots ?? 'heuristic,random').split(',').map((bot) => bot.trim());
  if (bots.some((bot) => bot === '') || bots.length > 5) throw new UsageError(`--bots takes one to five bot names with commas between them; got "${values.bots ?? ''}".`);
  return {
    game,
    games: wholeNumber(values.games, 'games', 1000, 1, MAX_GAMES),
    bots,
    dataPath: values.data ?? null,
    workers: wholeNumber(values.workers, 'workers', availableParallelism(), 1, 64),
    seed: wholeNumber(values.seed, 'seed', 1, 0, 2 ** 31 - 1),
    json: values.json,
    sampleData: values['sample-data'],
    outPath: values.out === undefined || values.out === '' ? null : values.out,
    csvPath: values.csv ?? null,
    compare,
    sweep: values.sweep ?? null,
  };
}
