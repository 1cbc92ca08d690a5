/**
 * What every section of the bench shares: how figures are printed, how a piece of work is timed, and
 * how recorded games are replayed through a bare fold and through the engine, so that every game's
 * "× bare" figure compares the same two loops.
 */
import { gzipSync } from 'node:zlib';
import { createEngine, type BaseCommand, type BaseEvent, type Ruleset, type Setup } from '../rules/engine/index.ts';

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
 * Median time of one round of `run`, after warming it up; rounds repeat for about MEASURE_MS (and
 * at least three times). `run` returns a number that is summed up, so the work cannot be skipped.
 */
export function medianRoundMs(run: () => number): number {
  let sink = 0;
  const warmUpEnd = performance.now() + WARM_UP_MS;
  while (performance.now() < warmUpEnd) sink += run();
  const rounds: number[] = [];
  const end = performance.now() + MEASURE_MS;
  while (performance.now() < end || rounds.length < 3) {
    const start = performance.now();
    sink += run();
    rounds.push(performance.now() - start);
  }
  if (sink < 0) console.log(sink);
  rounds.sort((a, b) => a - b);
  return rounds[Math.floor(rounds.length / 2)] ?? Number.NaN;
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
 * milliseconds), then how many times slower than the first variant, the bare baseline, it is.
 */
export function rowsAgainstBare(variants: readonly (readonly [string, () => number])[], cells: (ms: number) => string[]): void {
  let bareMs = Number.NaN;
  for (const [label, run] of variants) {
    const ms = medianRoundMs(run);
    if (Number.isNaN(bareMs)) bareMs = ms;
    row(label, ...cells(ms), (ms / bareMs).toFixed(2));
  }
}
