/**
 * What every section of the bench shares: how figures are printed, how a piece of work is timed, and
 * how recorded games are replayed through a bare fold and through the engine, so that every game's
 * "× bare" figure compares the same two loops; and every element bundled as one file.
 */
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { bundleOptions } from '../scripts/build-bundle.ts';
import { createEngine, playout, randomBot, type BaseCommand, type BaseEvent, type Bot, type Ruleset, type Setup } from '../rules/engine/index.ts';

const REPO_ROOT = resolve(import.meta.dirname, '..');

/** Wall-clock time each timed variant is run for, after its warm-up. */
const MEASURE_MS = 1500;
const WARM_UP_MS = 300;

export function heading(title: string): void {
  console.log(`\n${title}\n${'─'.repeat(title.length)}`);
}

export function row(label: string, ...cells: string[]): void {
  console.log(`  ${label.padEnd(50)}${cells.map((cell) => cell.padStart(13)).join('')}`);
}

export function thousands(value: number): string {
  return Math.round(value).toLocaleString('en-GB');
}

/**
 * Milliseconds of CPU this process spent in `run` (user + system). CPU time, not wall time: on a
 * shared 2-core machine another process taking the core does not count against the code measured.
 */
function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

function median(values: number[]): number {
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] ?? Number.NaN;
}

/**
 * Median CPU time of one round of each of `runs`, after warming each up. The rounds take turns
 * (one of each, again and again, for about MEASURE_MS per variant and at least five rounds each),
 * so a slow spell of the machine falls on every variant alike and ratios from one call are fair.
 * Each run returns a number that is summed up, so the work cannot be skipped.
 */
export function medianRoundsMs(runs: readonly (() => number)[]): number[] {
  let sink = 0;
  for (const run of runs) {
    const warmUpEnd = performance.now() + WARM_UP_MS;
    while (performance.now() < warmUpEnd) sink += run();
  }
  const rounds = runs.map((): number[] => []);
  const end = performance.now() + MEASURE_MS * runs.length;
  while (performance.now() < end || rounds.some((taken) => taken.length < 5)) {
    runs.forEach((run, index) => {
      rounds[index]?.push(cpuMs(() => (sink += run())));
    });
  }
  if (sink < 0) console.log(sink);
  return rounds.map(median);
}

/** Median CPU time of one round of `run` (see `medianRoundsMs`). */
export function medianRoundMs(run: () => number): number {
  return medianRoundsMs([run])[0] ?? Number.NaN;
}

/** Bytes as decimal kilobytes, one decimal. */
export function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** Bytes after gzip -9: what a server that compresses sends. */
export function gzipBytes(content: Uint8Array | string): number {
  return gzipSync(content, { level: 9 }).byteLength;
}

// ---------------------------------------------------------------------------------------------
// Replaying recorded games: the bare fold against the engine

/** A game played once with legal commands, kept so every timed variant replays the very same moves. */
export interface RecordedGame<GameSetup, Command> {
  setup: GameSetup;
  commands: readonly Command[];
}

/** One command with no engine around it: `decide`, then `evolve` over its events. */
export function foldCommand<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  ruleset: Ruleset<State, Command, Event, GameSetup>,
  state: State,
  command: Command,
): State {
  return ruleset.decide(state, command).reduce((folded, event) => ruleset.evolve(folded, event), state);
}

/** The baseline: each game folded from its initial state. Sums `score` of each final state. */
export function replayBare<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  ruleset: Ruleset<State, Command, Event, GameSetup>,
  games: readonly RecordedGame<GameSetup, Command>[],
  score: (state: State) => number,
): number {
  let total = 0;
  for (const { setup, commands } of games) {
    let state = ruleset.initialState(setup);
    for (const command of commands) state = foldCommand(ruleset, state, command);
    total += score(state);
  }
  return total;
}

/** Each game through `createEngine` + `dispatch`, nobody subscribed. Sums `score` of each final state. */
export function replayHeadless<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  ruleset: Ruleset<State, Command, Event, GameSetup>,
  games: readonly RecordedGame<GameSetup, Command>[],
  score: (state: State) => number,
): number {
  let total = 0;
  for (const { setup, commands } of games) {
    const engine = createEngine(ruleset, setup);
    for (const command of commands) {
      if (!engine.dispatch(command).ok) throw new Error(`A recorded legal command was refused: ${JSON.stringify(command)}`);
    }
    total += score(engine.state);
  }
  return total;
}

/** As a widget uses the engine: subscribed to the state, the events and the rejections. */
export function replayWatched<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  ruleset: Ruleset<State, Command, Event, GameSetup>,
  games: readonly RecordedGame<GameSetup, Command>[],
  score: (state: State) => number,
): number {
  let total = 0;
  for (const { setup, commands } of games) {
    const engine = createEngine(ruleset, setup);
    let latest: State | undefined;
    const subscriptions = [
      engine.state$.subscribe((state) => (latest = state)),
      engine.events$.subscribe(() => undefined),
      engine.rejections$.subscribe(() => undefined),
    ];
    for (const command of commands) engine.dispatch(command);
    for (const subscription of subscriptions) subscription.unsubscribe();
    total += latest === undefined ? 0 : score(latest);
  }
  return total;
}

/**
 * Times each variant and prints its row: `cells(ms)` (the rates, from the median round's
 * CPU milliseconds), then its speed as a share of the first variant, the bare baseline (1.00 = as
 * fast as the bare fold; the engine's targets read straight off this column).
 */
export function rowsAgainstBare(variants: readonly (readonly [string, () => number])[], cells: (ms: number) => string[]): void {
  const times = medianRoundsMs(variants.map(([, run]) => run));
  const bareMs = times[0] ?? Number.NaN;
  variants.forEach(([label], index) => {
    const ms = times[index] ?? Number.NaN;
    row(label, ...cells(ms), (bareMs / ms).toFixed(2));
  });
}

/** The bot seed of random game number `index` (the same in recording and in timed play). */
const randomSeedOf = (index: number): number => 10_000 + index;

/**
 * A whole game's engine figures, the same for every game: random games recorded once with the
 * engine's `playout`; then, on those very games, the bare decide/evolve fold (the baseline),
 * random play (the random bot: the ruleset's `randomCommand` where it has one, else a pick from
 * `legalCommands`; then decide and evolve, each step), and
 * `createEngine` + `dispatch` headless and watched. Returns the recorded games.
 */
export function reportWholeGame<State, Command extends BaseCommand, Event extends BaseEvent, GameSetup extends Setup>(
  title: string,
  ruleset: Ruleset<State, Command, Event, GameSetup>,
  setups: readonly GameSetup[],
  maxCommands: number,
): RecordedGame<GameSetup, Command>[] {
  const bot: Bot<State, Command> = randomBot(ruleset);
  const playRandom = (setup: GameSetup, index: number) =>
    playout(ruleset, ruleset.initialState(setup), bot, { seed: randomSeedOf(index), maxCommands, asSeen: false });
  const played = setups.map((setup, index) => ({ setup, ...playRandom(setup, index) }));
  const games = played.map(({ setup, commands }) => ({ setup, commands }));
  const lengths = games.map((game) => game.commands.length).sort((a, b) => a - b);
  const commands = lengths.reduce((sum, length) => sum + length, 0);
  const count = games.length;
  heading(`${title}: ${String(count)} random games, ${thousands(commands / count)} commands a game`);
  console.log(`  commands a game: median ${thousands(lengths[Math.floor(count / 2)] ?? 0)}, shortest ${thousands(lengths[0] ?? 0)}, longest ${thousands(lengths.at(-1) ?? 0)}`);
  const unfinished = played.filter((game) => game.outcome === null).length;
  if (unfinished > 0) console.log(`  ${String(unfinished)} games were cut at ${thousands(maxCommands)} commands: the figures below are not whole games`);
  const finished = (state: State): number => (ruleset.outcome(state) === null ? 0 : 1);
  row('', 'games/s', 'commands/s', 'of bare');
  rowsAgainstBare(
    [
      ['bare decide/evolve fold', () => replayBare(ruleset, games, finished)],
      ['random play (randomBot + decide + evolve)', () => setups.reduce((sum, setup, index) => sum + finished(playRandom(setup, index).state), 0)],
      ['createEngine + dispatch (headless)', () => replayHeadless(ruleset, games, finished)],
      ['createEngine + dispatch, state$/events$ watched', () => replayWatched(ruleset, games, finished)],
    ],
    (ms) => [thousands(count / (ms / 1000)), thousands(commands / (ms / 1000))],
  );
  return games;
}

/** components/index.ts as one self-contained file (every element, minified as the blog build does), as the blog bundle was before the loader. */
export async function bundleEverythingInOneFile(): Promise<Uint8Array | undefined> {
  const result = await build({ ...bundleOptions, entryPoints: [join(REPO_ROOT, 'components', 'index.ts')], outfile: 'everything.js', write: false, metafile: false, logLevel: 'silent' });
  return result.outputFiles.find((file) => file.path.endsWith('.js'))?.contents;
}
