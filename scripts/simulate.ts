/**
 * `npm run simulate -- <game> --games 10000 --bots heuristic,random [--data my.json] [--workers N] [--json] [--out file] [--csv games.csv]`
 *
 * Plays many games between bots on every core (one worker thread each, the same worker code a
 * browser runs), with a progress bar on stderr, and prints win rates, game lengths and the game's
 * own figures. Exit codes: 0 done, 2 a bad command line or data file (the field named), 1 a bug.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { proxy, releaseProxy, wrap } from 'comlink';
import { isRuleViolation } from '../rules/engine/index.ts';
import { differenceWords, emptyTally, figureDifferences, gamesCsv, loadSimulation, mergeTallies, mirrorVerdict, reportOf, sweepVariants, variantDifferences, VariantError, type SimulationReport, type Variant, reportText, shares, type Simulation, type SimulationRequest, type SimulationTally, type SimulationWorkerApi } from '../rules/simulation/index.ts';
import { nodeEndpoint } from './comlink-node.ts';
import { readSimulateOptions, UsageError, USAGE, wantsHelp, type SimulateOptions } from './simulate-options.ts';

/** A mistake of the person typing: said plainly, exit code 2. */
class InputError extends Error {}

function readData(path: string | null, simulation: Simulation): unknown {
  if (path === null) return undefined;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new InputError(`Cannot read the data file ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new InputError(`${path} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  checkData(data, path, simulation);
  return data;
}

/** Data the rules refuse: the name it goes by (a file, `path=value`), the field, the rule. */
function checkData(data: unknown, name: string, simulation: Simulation): void {
  try {
    simulation.check(data);
  } catch (error) {
    if (!isRuleViolation(error)) throw error;
    const where = error.field === null || error.field === '' ? '' : ` at ${error.field}`;
    throw new InputError(`${name}${where}: ${error.message} (${error.rule})`);
  }
}

function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds < 90 ? `${String(seconds)} s` : `${String(Math.floor(seconds / 60))} min ${String(seconds % 60)} s`;
}

/**
 * `152 games/s`, `0.4 games/s` when a search bot plays (one decimal under 10), or `27 s a game` when
 * that would read 0.0 (hard bots, a busy machine); nothing before the first game is done.
 */
function gamesPerSecond(rate: number): string {
  if (rate === 0) return '';
  if (rate < 0.05) return `${formatDuration(1000 / rate)} a game`;
  return `${rate < 10 ? rate.toFixed(1) : Math.round(rate).toLocaleString('en-GB')} games/s`;
}

/** `[██████░░░░]  61 %  6,100 of 10,000 games  152 games/s  about 25 s left` */
function progressLine(done: number, total: number, elapsedMs: number): string {
  const width = 24;
  const filled = Math.round((done / total) * width);
  const rate = done / Math.max(elapsedMs / 1000, 1e-3);
  const left = rate > 0 && done < total ? `  about ${formatDuration(((total - done) / rate) * 1000)} left` : '';
  return `[${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${String(Math.floor((done / total) * 100)).padStart(3)} %  ${done.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')} games  ${gamesPerSecond(rate)}${left}`.trimEnd();
}

/** Draws the bar in place on a terminal; elsewhere (a log, CI) a line at every tenth. */
function progressPrinter(total: number, started: number): (done: number) => void {
  const terminal = process.stderr.isTTY;
  let lastTenth = -1;
  return (done) => {
    const line = progressLine(done, total, performance.now() - started);
    if (terminal) {
      process.stderr.write(`\r${line}\x1b[K${done === total ? '\n' : ''}`);
      return;
    }
    const tenth = Math.floor((done / total) * 10);
    if (tenth > lastTenth) {
      lastTenth = tenth;
      process.stderr.write(`${line}\n`);
    }
  };
}

/**
 * Plays the request on `workers` threads; `onProgress` hears how many games have been played so far.
 * The figures are the shares' results: a progress report may still be on its way when its share ends.
 */
async function runOnWorkers(request: SimulationRequest, workers: number, onProgress: (games: number) => void): Promise<SimulationTally> {
  let played = 0;
  let finished = false;
  const told = (since: SimulationTally): void => {
    played += since.games;
    if (!finished) onProgress(played);
  };
  const threads = shares(0, request.games, workers).map(([from, to]) => {
    const worker = new Worker(new URL('./simulate-worker.ts', import.meta.url));
    return { worker, api: wrap<SimulationWorkerApi>(nodeEndpoint(worker)), from, to };
  });
  try {
    const results = await Promise.all(threads.map(({ api, from, to }) => api.playShare(request, from, to, proxy(told))));
    finished = true;
    const total = results.reduce(mergeTallies, emptyTally());
    onProgress(total.games);
    return total;
  } finally {
    for (const { worker, api } of threads) {
      api[releaseProxy]();
      await worker.terminate();
    }
  }
}

/** Writes a CSV where --csv says, saying so on stderr. */
function writeCsv(path: string, text: string): void {
  try {
    writeFileSync(path, text);
  } catch (error) {
    throw new InputError(`Cannot write ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.stderr.write(`Wrote ${path}\n`);
}

/** Writes the output where --out says (saying so on stderr), or to stdout. */
function emit(text: string, outPath: string | null): void {
  if (outPath === null) {
    process.stdout.write(text);
    return;
  }
  try {
    writeFileSync(outPath, text);
  } catch (error) {
    throw new InputError(`Cannot write ${outPath}: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.stderr.write(`Wrote ${outPath}\n`);
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (wantsHelp(argv)) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const options = readSimulateOptions(argv);
  const simulation = await loadSimulation(options.game);
  if (options.sampleData) {
    emit(`${JSON.stringify(simulation.sampleData(), null, 2)}\n`, options.outPath);
    return;
  }
  const unknownBot = options.bots.find((bot) => !simulation.botNames.includes(bot));
  if (unknownBot !== undefined) throw new UsageError(`${simulation.title} has no bot "${unknownBot}"; its bots are ${simulation.botNames.join(', ')}.`);
  const variants = readVariants(options, simulation);
  const started = performance.now();
  const total = options.games * variants.length;
  const showProgress = progressPrinter(total, started);
  showProgress(0);
  const played: { label: string; report: SimulationReport; tally: SimulationTally }[] = [];
  for (const variant of variants) {
    // Every variant plays the same seeds: the differences are the data's, not the dice's.
    const request: SimulationRequest = { game: options.game, games: options.games, bots: options.bots, seed: options.seed, data: variant.data, keepGames: options.csvPath !== null };
    const offset = played.length * options.games;
    const tally = await runOnWorkers(request, options.workers, (games) => {
      showProgress(offset + games);
    });
    played.push({ label: variant.label, report: reportOf(simulation, options.bots, tally), tally });
  }
  const elapsed = performance.now() - started;
  if (options.csvPath !== null) writeCsv(options.csvPath, gamesCsv(played.map(({ label, tally }) => ({ variant: label, rows: tally.kept ?? [] })), simulation.figures));
  const differences = [...variantDifferences(played), ...figureDifferences(played)];
  const [only] = played;
  if (options.json) {
    const run = { seed: options.seed, workers: options.workers, seconds: elapsed / 1000 };
    const json =
      played.length === 1 && only !== undefined
        ? { ...only.report, seatVerdict: mirrorVerdict(only.report), ...run }
        : { game: options.game, variants: played.map(({ label, report }) => ({ label, report: { ...report, seatVerdict: mirrorVerdict(report) } })), differences, ...run };
    emit(`${JSON.stringify(json, null, 2)}\n`, options.outPath);
    return;
  }
  const speed = `${total.toLocaleString('en-GB')} games in ${(elapsed / 1000).toFixed(1)} s on ${String(Math.min(options.workers, options.games))} worker threads (${gamesPerSecond(total / (elapsed / 1000))}), the run of seed ${String(options.seed)}${played.length > 1 ? ' for each variant' : ''}.`;
  if (played.length === 1 && only !== undefined) {
    emit(`${reportText(only.report)}\n\n${speed}\n`, options.outPath);
    return;
  }
  const sections = played.map(({ label, report }) => `── ${label} ──\n\n${reportText(report)}`);
  const first = played[0]?.label ?? '';
  const against = [`Differences from ${first}, 95 % intervals (the same seeds in every variant):`, ...differences.map((difference) => `  ${difference.variant}  ${differenceWords(difference)}`)];
  emit(`${sections.join('\n\n')}\n\n${against.join('\n')}\n\n${speed}\n`, options.outPath);
}

/** The variants a run plays: the files to compare, the values of a sweep, or the one data (a file or the sample). */
function readVariants(options: SimulateOptions, simulation: Simulation): Variant[] {
  if (options.compare !== null) return options.compare.map((path) => ({ label: path, data: readData(path, simulation) }));
  const data = readData(options.dataPath, simulation);
  if (options.sweep === null) return [{ label: options.dataPath ?? 'sample', data }];
  let swept: Variant[];
  try {
    swept = sweepVariants(data ?? simulation.sampleData(), options.sweep);
  } catch (error) {
    if (error instanceof VariantError) throw new InputError(error.message);
    throw error;
  }
  for (const variant of swept) checkData(variant.data, variant.label, simulation);
  return swept;
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n\n${USAGE}\n`);
    process.exitCode = 2;
  } else if (error instanceof InputError) {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 2;
  } else {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  }
});
