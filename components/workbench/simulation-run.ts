/**
 * A run of many games in Web Workers, so the page never waits on them: the games are shared out
 * among a few workers, each worker's reports merged into a live view as they come, the shares'
 * results making the final figures, and a cancel ends the workers at once (what they had reported stays).
 */
import { proxy, wrap } from 'comlink';
import { emptyTally, mergeTallies, shares, type SimulationRequest, type SimulationTally, type SimulationWorkerApi } from '../../rules/simulation/index.ts';

/** One core stays with the page; at most four workers, past which the merging costs more than it brings. */
export function workerCount(cores = navigator.hardwareConcurrency): number {
  return Math.max(1, Math.min(4, (cores || 2) - 1));
}

export type RunStatus = 'running' | 'done' | 'cancelled' | 'failed';

export class SimulationRun {
  tally: SimulationTally = emptyTally();
  status: RunStatus = 'running';
  /** Why the run failed, in the worker's words. */
  failure = '';
  readonly started = performance.now();
  finished = 0;
  private readonly workers: Worker[] = [];
  readonly request: SimulationRequest;
  private readonly onChange: (run: SimulationRun) => void;

  /** `onChange` is called after each report and once more when the run ends (done, failed or cancelled). */
  constructor(request: SimulationRequest, onChange: (run: SimulationRun) => void, workers = workerCount()) {
    this.request = request;
    this.onChange = onChange;
    // Progress reports fill the live view; the figures at the end are the shares' results, since a
    // report may still be on its way when its share's result arrives.
    const told = (played: SimulationTally): void => {
      if (this.status !== 'running') return;
      this.tally = mergeTallies(this.tally, played);
      onChange(this);
    };
    const plays = shares(0, request.games, workers).map(async ([from, to]) => {
      const worker = new Worker(new URL('./simulation-worker.ts', import.meta.url), { type: 'module', name: `rulebench simulation ${String(from)}–${String(to)}` });
      this.workers.push(worker);
      return wrap<SimulationWorkerApi>(worker).playShare(request, from, to, proxy(told));
    });
    void Promise.all(plays).then(
      (results) => {
        if (this.status === 'running') this.tally = results.reduce(mergeTallies, emptyTally());
        this.end('done');
      },
      (error: unknown) => {
        this.end('failed', error instanceof Error ? error.message : String(error));
      },
    );
  }

  /** Stops every worker now; the games already reported stay in the tally. */
  cancel(): void {
    this.end('cancelled');
  }

  /** Games a second so far. */
  get speed(): number {
    const seconds = ((this.finished || performance.now()) - this.started) / 1000;
    return seconds > 0 ? this.tally.games / seconds : 0;
  }

  private end(status: Exclude<RunStatus, 'running'>, failure = ''): void {
    if (this.status !== 'running') return;
    for (const worker of this.workers) worker.terminate();
    this.status = status;
    this.failure = failure;
    this.finished = performance.now();
    this.onChange(this);
  }
}
