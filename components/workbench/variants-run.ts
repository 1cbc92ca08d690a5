/**
 * A run of one or more variants of a game's data, each played on the same seeds (common random
 * numbers, issue 23): the variants are played one after another, each in Web Workers (a
 * `SimulationRun`), so a sweep's values or a comparison's versions differ only by their data.
 */
import type { SimulatedGame, SimulationReport, SimulationTally, Variant } from '../../rules/simulation/index.ts';
import { SimulationRun, type RunStatus } from './simulation-run.ts';

/** What every variant of a run is played with: the same games, seeds and bots. */
export interface RunSettings {
  game: SimulatedGame;
  games: number;
  bots: string[];
  seed: number;
  /** Keep every game whole, for a CSV of one row per game. */
  keepGames: boolean;
}

/** A variant played: its label, its data, and its tally (a partial one when the run was cut short in it). */
export interface PlayedVariant {
  label: string;
  data: unknown;
  tally: SimulationTally;
  /** Every game of the variant was played. */
  complete: boolean;
}

/** A variant played, with the report a reader is shown of it. */
export interface ReportedVariant extends PlayedVariant {
  report: SimulationReport;
}

export class VariantsRun {
  status: RunStatus = 'running';
  failure = '';
  readonly started = performance.now();
  finished = 0;
  /** The variants played to the end, in order. */
  private readonly done: PlayedVariant[] = [];
  private current: SimulationRun | null = null;
  readonly settings: RunSettings;
  readonly variants: readonly Variant[];
  private readonly onChange: (run: VariantsRun) => void;

  /** `onChange` is called after each report of a worker and once more when the run ends. */
  constructor(settings: RunSettings, variants: readonly Variant[], onChange: (run: VariantsRun) => void) {
    this.settings = settings;
    this.variants = variants;
    this.onChange = onChange;
    this.next();
  }

  /** Games in the whole run: every variant plays the run's games. */
  get total(): number {
    return this.settings.games * this.variants.length;
  }

  /** Games played so far, every variant's. */
  get played(): number {
    return this.done.reduce((sum, variant) => sum + variant.tally.games, 0) + (this.current?.status === 'done' ? 0 : (this.current?.tally.games ?? 0));
  }

  /** Games a second so far. */
  get speed(): number {
    const seconds = ((this.finished || performance.now()) - this.started) / 1000;
    return seconds > 0 ? this.played / seconds : 0;
  }

  /** The variants with games to show: those played to the end, then the one being played (or cut short) if it has any. */
  get shown(): PlayedVariant[] {
    const current = this.current;
    const variant = this.variants[this.done.length];
    if (current === null || current.status === 'done' || current.tally.games === 0 || variant === undefined) return [...this.done];
    return [...this.done, { label: variant.label, data: variant.data, tally: current.tally, complete: false }];
  }

  /** Stops every worker now; the games already reported stay. */
  cancel(): void {
    this.current?.cancel();
  }

  private next(): void {
    const variant = this.variants[this.done.length];
    if (variant === undefined) {
      this.end('done');
      return;
    }
    const { game, games, bots, seed, keepGames } = this.settings;
    this.current = new SimulationRun({ game, games, bots, seed, data: variant.data, keepGames }, (run) => {
      if (this.status !== 'running') return;
      if (run.status === 'running') this.onChange(this);
      else if (run.status === 'done') {
        this.done.push({ label: variant.label, data: variant.data, tally: run.tally, complete: true });
        this.next();
      } else this.end(run.status, run.failure);
    });
  }

  private end(status: Exclude<RunStatus, 'running'>, failure = ''): void {
    this.status = status;
    this.failure = failure;
    this.finished = performance.now();
    this.onChange(this);
  }
}
