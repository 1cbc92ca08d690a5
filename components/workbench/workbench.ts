import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { isRuleViolation } from '../../rules/engine/index.ts';
import { gamesCsv, isSimulatedGame, MAX_GAMES, reportOf, sweepVariants, VariantError, type SimulationFacts, type Variant } from '../../rules/simulation/index.ts';
import { LiveAnnouncer } from '../shared/live-announcer.ts';
import { ShareController, type ReplayStop } from '../shared/share-link.ts';
import { renderSkipPast } from '../shared/skip-past.ts';
import { renderComparison } from './compare-view.ts';
import { FieldProbe, renderDataForm } from './data-form.ts';
import { download } from './download.ts';
import { dataLeaves, locateJsonPath, replaceJsonValue, type Leaf } from './json-path.ts';
import { count, renderReport } from './report-view.ts';
import { renderRunSettings, suggestedValues } from './run-settings.ts';
import { renderSweepChart, renderSweepTable } from './sweep-chart.ts';
import { VariantsRun, type PlayedVariant, type ReportedVariant, type RunSettings } from './variants-run.ts';
import { workbenchStyles } from './workbench.styles.ts';

/** What the data editor holds now: checked JSON, or why it cannot be used (with the JSON, when it is JSON the rules refuse). */
type DataCheck = { ok: true; data: unknown; seats: readonly string[] } | { ok: false; field: string | null; message: string; rule: string | null; parsed?: unknown };

/** A run kept as A, to set beside the next one (B), which plays A's games: its settings and its data as typed. */
interface Kept {
  played: PlayedVariant;
  settings: RunSettings;
  text: string;
}

/** The refusal with its field named once: the rules' readers start their message with the field already. */
function namedOnce(field: string | null, message: string): string {
  if (field === null || field === '' || message.startsWith(field)) return message;
  return `${field}: ${message}`;
}

const DEFAULT_GAMES = 1000;
/** One bot in every seat: a mirror match, whose verdict on the seats is what a designer reads first. */
const DEFAULT_BOTS = 'heuristic';
/** Typing pauses this long before the data is checked again: a check sets a whole game up. */
const CHECK_DELAY_MS = 150;
/** A run keeps its games whole for a CSV up to this many (every variant's): a game kept is 0.3 to 1.3 kB as JSON (measured, Steam Torpedo the most), so at most about 26 MB. */
export const CSV_GAMES = 20_000;
/** A sweep plays each value the run's games: a dozen values is a long wait already. */
export const MAX_SWEEP_VALUES = 12;

/** The words of a shared link's step: the data as typed, whether it was run, A's data when a run was kept, the sweep when one was asked for. */
interface SharedStep {
  data: string;
  ran: boolean;
  a?: string;
  sweep?: string;
}

function readSharedStep(step: unknown): SharedStep | null {
  if (typeof step !== 'object' || step === null) return null;
  const { data, ran, a, sweep } = step as Record<string, unknown>;
  if (typeof data !== 'string' || typeof ran !== 'boolean') return null;
  if ((a !== undefined && typeof a !== 'string') || (sweep !== undefined && (typeof sweep !== 'string' || !sweep.includes('=')))) return null;
  return { data, ran, ...(a === undefined ? {} : { a }), ...(sweep === undefined ? {} : { sweep }) };
}

/**
 * A game designer's bench: the game's data (tiles, templates, maps, kits, pieces) as JSON, checked
 * as it is typed by the game's own setup validation (the field that is wrong and why), and beside it
 * as a form of its numbers, with their ranges, and its choices, as the rules' readers give them; a
 * reset to the sample, import and export as a file; and many games between bots on that data, played
 * in Web Workers off the page's thread, with a progress bar, a cancel, and win rates with their 95 %
 * intervals, the games' length and the game's own figures filling in as the games come.
 *
 * One bot in every seat (the default) is a mirror match, and the report says in words whether a
 * seat has an advantage. A run kept as A is set beside the next run, B, played on the same seeds:
 * the differences come with their 95 % intervals. A sweep varies one number of the data over a few
 * values, each on the same seeds, and draws the win rate per value. A finished run downloads as a
 * CSV of one row per game.
 *
 * The class is not registered: each game's tag (`<game>-workbench`) subclasses it with
 * the game's simulation; the games run in workers that load the same simulation by its id.
 *
 * @attr games - How many games a run plays (each value of a sweep), 1 to 1,000,000 (default 1000).
 * @attr bots - The bots, separated by commas, taking the seats in turn; one name puts that bot in every seat (default `heuristic`).
 * @attr seed - The run's seed (default 1): game `i` is played on a seed hashed from it and `i` (`gameSeed`), the seed its CSV row gives.
 * A link (Copy link) carries the settings, the data, A's data when a run is kept, the sweep, and
 * whether they had been run: opened, the bench plays the same games again, which give the same results.
 *
 * @fires rb-simulation-done - When a run ends. `detail: { status, games }` (`status`: `done`, `cancelled` or `failed`).
 * @csspart base - The widget's box.
 * @csspart data - The data editor (`textarea`); `data-status` the line under it saying whether the data is good, or which field is wrong and why; `show-field-button` selects that field in the editor; `data-form` the form beside it.
 * @csspart run - The run's settings and its buttons (`run-button`, `cancel-button`, `keep-button`, `clear-button`, `csv-button`); `sweep-path` and `sweep-values` a sweep's number and values; `run-problem` why a run could not start; `progress` the progress bar; `run-status` the games played and their speed.
 * @csspart button - Every button; `reset-button`, `import-button`, `export-button` the data's; `share-button` Copy link (`share-field` the link when the clipboard refuses, `share-problem` a link that could not be opened; `resume` the bench kept from the last visit, offered back with `resume-button` and `fresh-button`; `keep-note` why it is not kept).
 * @csspart results - The results, which scroll sideways inside the bench where the page is narrow.
 * @csspart report - One run's results: `win-rates`, `seat-verdict` (a mirror match's), `lengths` (the chart), `figures`.
 * @csspart comparison - A beside B: `compare-table`, `differences`.
 * @csspart sweep-chart - A sweep's chart; `sweep-table` its figures per value.
 * @cssprop --rb-color-accent - Buttons, the bars of the charts.
 * @cssprop --rb-color-error - A field that is wrong.
 */
export abstract class GameWorkbench extends LitElement {
  static override styles = workbenchStyles;

  /** What the page knows of the game's simulation (its data and setup, not its bots): set by the game's tag. */
  protected abstract readonly simulation: SimulationFacts;

  // Reflected, so that a shared link (which carries attributes) keeps what the reader chose.
  @property({ type: Number, reflect: true }) games = DEFAULT_GAMES;
  @property({ reflect: true }) bots = DEFAULT_BOTS;
  @property({ type: Number, reflect: true }) seed = 1;

  @state() private text = '';
  @state() private check: DataCheck | null = null;
  @state() private run: VariantsRun | null = null;
  /** The run kept as A; the next run is B. */
  @state() private kept: Kept | null = null;
  /** Play the data as it is, or sweep one of its numbers over `sweepValues`. */
  @state() private mode: 'data' | 'sweep' = 'data';
  @state() private sweepPath = '';
  @state() private sweepValues = '';
  /** Why the last Run could not start (a sweep's path or value refused), or null. */
  @state() private problem: string | null = null;
  /** Bumped on every report of the run, so the view follows a run that changes in place. */
  @state() private reports = 0;
  /** The form's groups the reader opened. */
  private readonly openGroups = new Set<string>();

  private checkTimer: ReturnType<typeof setTimeout> | undefined;
  /** The data as typed when the current run started: what A keeps. */
  private runText = '';
  /** What to do once the current run is done (a shared link's next step). */
  private afterRun: (() => void) | null = null;
  private leavesOf: { text: string; leaves: Leaf[] } = { text: '', leaves: [] };
  private readonly probe = new FieldProbe(() => {
    this.requestUpdate();
  });
  private readonly announcer = new LiveAnnouncer(this);
  /** A link carries the settings (attributes) and one step: the data as typed, A's, the sweep, and whether it was run. */
  private readonly share = new ShareController(this, {
    announce: (text) => {
      this.announcer.announce(text);
    },
    log: () => [this.sharedStep()],
    replay: (log) => this.openShared(log),
  });

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.text === '') this.resetData();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.run?.cancel();
    this.probe.cancel();
    clearTimeout(this.checkTimer);
  }

  /** The sample data, pretty-printed, checked at once. */
  resetData(): void {
    this.setText(JSON.stringify(this.simulation.sampleData(), null, 2), 0);
  }

  /** The data as JSON text, as if typed: checked after `delay` ms. */
  setText(text: string, delay = CHECK_DELAY_MS): void {
    this.text = text;
    clearTimeout(this.checkTimer);
    const checked = (): void => {
      this.check = this.checkText(this.text);
      // The form's ranges, asked of the readers a slice at a time once the page has drawn.
      if (this.check.ok) this.probe.probe(this.check.data, (data) => this.simulation.check(data));
    };
    if (delay === 0) checked();
    else this.checkTimer = setTimeout(checked, delay);
  }

  private sharedStep(): SharedStep {
    const sweep = this.mode === 'sweep' && this.kept === null ? { sweep: `${this.sweepPath}=${this.sweepValues}` } : {};
    return { data: this.text, ran: this.run !== null, ...(this.kept === null ? {} : { a: this.kept.text }), ...sweep };
  }

  /** A shared link's step: A's run played again and kept if there was one, then its data put in the editor, and run again if it had been (the same seeds give the same results). */
  private openShared(log: readonly unknown[]): ReplayStop | null {
    const step = log.length === 1 ? readSharedStep(log[0]) : null;
    if (step === null) return { step: 1, why: 'it does not hold a workbench’s data' };
    this.run?.cancel();
    this.run = null;
    this.kept = null;
    this.afterRun = null;
    this.mode = step.sweep === undefined ? 'data' : 'sweep';
    if (step.sweep !== undefined) {
      const equals = step.sweep.indexOf('=');
      this.sweepPath = step.sweep.slice(0, equals);
      this.sweepValues = step.sweep.slice(equals + 1);
    }
    const play = (text: string, what: string): ReplayStop | null => {
      this.setText(text, 0);
      const check = this.check;
      if (!check?.ok) return { step: 1, why: `the rules refuse ${what}: ${check?.message ?? 'it was not checked'}` };
      return this.start() ? null : { step: 1, why: this.problem ?? 'the run could not start' };
    };
    if (step.a !== undefined) {
      const { data, ran } = step;
      this.afterRun = () => {
        this.keepAsA();
        this.setText(data, 0);
        if (ran) this.start();
      };
      return play(step.a, 'the data of A');
    }
    if (!step.ran) {
      this.setText(step.data, 0);
      return null;
    }
    return play(step.data, 'its data');
  }

  private checkText(text: string): DataCheck {
    const simulation = this.simulation;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      return { ok: false, field: null, message: `This is not JSON: ${error instanceof Error ? error.message : String(error)}`, rule: null };
    }
    try {
      return { ok: true, data, seats: simulation.check(data) };
    } catch (error) {
      if (isRuleViolation(error)) return { ok: false, field: error.field, message: error.message, rule: error.rule, parsed: data };
      return { ok: false, field: null, message: `The rules could not use this data: ${error instanceof Error ? error.message : String(error)}`, rule: null, parsed: data };
    }
  }

  /** The data as the text holds it, refused or not; undefined when the text is not JSON. */
  private get parsed(): unknown {
    const check = this.check;
    return check === null ? undefined : check.ok ? check.data : check.parsed;
  }

  private botList(): string[] {
    const names = this.simulation.botNames;
    const asked = this.bots.split(',').map((bot) => bot.trim());
    const known = asked.filter((bot) => names.includes(bot));
    return known.length > 0 ? known : names.slice(0, 1);
  }

  private gameCount(): number {
    return Number.isInteger(this.games) && this.games >= 1 ? Math.min(this.games, MAX_GAMES) : DEFAULT_GAMES;
  }

  /** Every leaf of the data as the text holds it (the form's fields, a sweep's numbers), worked out once a text. */
  private leaves(): Leaf[] {
    if (this.leavesOf.text !== this.text) this.leavesOf = { text: this.text, leaves: dataLeaves(this.parsed) };
    return this.leavesOf.leaves;
  }

  /** The numbers a sweep may vary: those nearest the top of the data first, then in the text's order. */
  private numberPaths(): Leaf[] {
    return this.leaves()
      .filter((leaf) => typeof leaf.value === 'number')
      .map((leaf, index) => ({ leaf, index }))
      .sort((a, b) => a.leaf.steps.length - b.leaf.steps.length || a.index - b.index)
      .map(({ leaf }) => leaf);
  }

  /** The sweep's variants of `data`, each refused value named; null (and `problem` set) when the sweep cannot be played. */
  private sweepOf(data: unknown): Variant[] | null {
    const values = this.sweepValues.split(',').map((value) => value.trim()).filter((value) => value !== '');
    if (values.length < 2 || values.length > MAX_SWEEP_VALUES) {
      this.problem = `A sweep takes 2 to ${String(MAX_SWEEP_VALUES)} values, separated by commas; it has ${String(values.length)}.`;
      return null;
    }
    try {
      const variants = sweepVariants(data, `${this.sweepPath}=${values.join(',')}`);
      for (const variant of variants) this.simulation.check(variant.data);
      return variants;
    } catch (error) {
      if (error instanceof VariantError) this.problem = error.message.replace(/^--sweep:? /, 'The sweep: ');
      else if (isRuleViolation(error)) this.problem = `The rules refuse ${this.sweepPath} at one of the values: ${namedOnce(error.field, error.message)} (${error.rule})`;
      else throw error;
      return null;
    }
  }

  /** Starts a run on the data as it stands (every value of the sweep, in sweep mode); refused (nothing starts, false) while the data is wrong. */
  start(): boolean {
    const check = this.check;
    if (check === null || !check.ok || this.run?.status === 'running') return false;
    const game = this.simulation.game;
    if (!isSimulatedGame(game)) return false;
    this.problem = null;
    const variants = this.mode === 'sweep' && this.kept === null ? this.sweepOf(check.data) : [{ label: this.kept === null ? 'data' : 'B', data: check.data }];
    if (variants === null) return false;
    const base = this.kept?.settings ?? { game, games: this.gameCount(), bots: this.botList(), seed: Number.isInteger(this.seed) ? this.seed : 1 };
    const settings: RunSettings = { ...base, keepGames: base.games * variants.length <= CSV_GAMES };
    this.runText = this.text;
    this.run = new VariantsRun(settings, variants, (run) => {
      this.reports += 1;
      if (run.status === 'running') return;
      this.dispatchEvent(new CustomEvent('rb-simulation-done', { detail: { status: run.status, games: run.played }, bubbles: true, composed: true }));
      const afterRun = this.afterRun;
      this.afterRun = null;
      if (run.status === 'done') afterRun?.();
    });
    return true;
  }

  cancel(): void {
    this.run?.cancel();
  }

  /** Keeps the finished run of one version of the data as A: the next run, B, plays its games and is set beside it. */
  keepAsA(): void {
    const run = this.run;
    const [played] = run?.shown ?? [];
    if (run?.status !== 'done' || run.variants.length !== 1 || played === undefined) return;
    this.kept = { played: { ...played, label: 'A' }, settings: run.settings, text: this.runText };
    // The settings a link carries are A's: B plays them.
    this.games = run.settings.games;
    this.bots = run.settings.bots.join(',');
    this.seed = run.settings.seed;
    this.mode = 'data';
    this.run = null;
    this.announcer.announce('Kept as A. Change the data and press Run: B plays the same games.');
  }

  clearA(): void {
    this.kept = null;
    this.announcer.announce('A cleared.');
  }

  /** Selects the value at `field` in the editor (or its nearest enclosing value), and scrolls to it. */
  showField(field: string): void {
    const area = this.renderRoot.querySelector('textarea');
    const found = locateJsonPath(this.text, field);
    if (area === null || found === null) return;
    area.focus();
    area.setSelectionRange(found[0], found[1]);
    const line = this.text.slice(0, found[0]).split('\n').length - 1;
    const lineHeight = parseFloat(getComputedStyle(area).lineHeight) || 16;
    area.scrollTop = Math.max(0, (line - 3) * lineHeight);
  }

  /** The variants a CSV holds now (A's first when one is kept), or null while a run is going or kept no games. */
  private csvRows(): { variant: string; rows: NonNullable<PlayedVariant['tally']['kept']> }[] | null {
    if (this.run?.status === 'running') return null;
    const played = [...(this.kept === null ? [] : [this.kept.played]), ...(this.run?.shown ?? [])];
    const rows = played.map((variant) => ({ variant: variant.label, rows: variant.tally.kept ?? null }));
    if (rows.length === 0 || rows.some((variant) => variant.rows === null)) return null;
    return rows.map(({ variant, rows: games }) => ({ variant, rows: games ?? [] }));
  }

  downloadCsv(): void {
    const rows = this.csvRows();
    if (rows !== null) download(`${this.simulation.game}-games.csv`, 'text/csv', gamesCsv(rows, this.simulation.figures));
  }

  private async importData(event: Event): Promise<void> {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    if (file === undefined) return;
    this.setText(await file.text(), 0);
    input.value = '';
  }

  /** A form field changed: its value written into the text where it stands, the text checked as if typed. */
  private setField(path: string, value: string | number): void {
    const text = replaceJsonValue(this.text, path, value);
    if (text !== null) this.setText(text, 0);
  }

  /** A sweep of the number at `path`, its values suggested around the data's own: the nearest the rules accept. */
  private chooseSweepPath(path: string): void {
    this.sweepPath = path;
    const data = this.parsed;
    const leaf = this.leaves().find((entry) => entry.path === path);
    if (typeof leaf?.value !== 'number') return;
    const accepts = (candidate: number): boolean => {
      try {
        for (const variant of sweepVariants(data, `${path}=${String(candidate)}`)) this.simulation.check(variant.data);
        return true;
      } catch {
        return false;
      }
    };
    this.sweepValues = suggestedValues(leaf.value, accepts).join(', ');
  }

  protected override willUpdate(): void {
    // A sweep starts from the number nearest the top of the data, with values around its own (asked of the rules when a sweep is chosen, not before).
    if (this.mode !== 'sweep' || this.sweepPath !== '') return;
    const [first] = this.numberPaths();
    if (first !== undefined) this.chooseSweepPath(first.path);
  }

  override render(): TemplateResult {
    const simulation = this.simulation;
    return html`<div class="widget" part="base">
      ${renderSkipPast()} ${this.share.renderNotice()}
      <h2>${simulation.title}: the designer's bench</h2>
      ${this.renderData()} ${this.renderRun()} ${this.renderResults(simulation)} ${this.announcer.render()}
    </div>`;
  }

  private renderData(): TemplateResult {
    const check = this.check;
    const bad = check !== null && !check.ok;
    const status =
      check === null
        ? 'Checking…'
        : check.ok
          ? `The rules accept this data: ${String(check.seats.length)} seats (${check.seats.join(', ')}).`
          : `${namedOnce(check.field, check.message)}${check.rule === null ? '' : ` (${check.rule})`}`;
    return html`<div class="part">
      <div class="data-columns">
        <div>
          <h3 id="data-heading">The game's data</h3>
          <textarea
            part="data"
            spellcheck="false"
            aria-labelledby="data-heading"
            aria-describedby="data-status"
            aria-invalid=${bad ? 'true' : 'false'}
            .value=${this.text}
            @input=${(event: InputEvent) => {
              this.setText((event.target as HTMLTextAreaElement).value);
            }}
          ></textarea>
        </div>
        <div role="group" aria-labelledby="form-heading">
          <h3 id="form-heading">As a form</h3>
          ${renderDataForm({
            fields: this.probe.fields,
            data: this.parsed,
            open: this.openGroups,
            onToggle: (group, open) => {
              if (open === this.openGroups.has(group)) return;
              if (open) this.openGroups.add(group);
              else this.openGroups.delete(group);
              this.requestUpdate();
            },
            onChange: (path, value) => {
              this.setField(path, value);
            },
          })}
        </div>
      </div>
      <p id="data-status" part="data-status" class="status ${bad ? 'bad' : 'good'}" role="status">${status}</p>
      ${check !== null && !check.ok && check.field !== null && check.field !== ''
        ? html`<button type="button" part="button show-field-button" @click=${() => { this.showField(check.field ?? ''); }}>Show ${check.field} in the data</button>`
        : nothing}
      <div class="controls">
        <button type="button" part="button reset-button" @click=${() => { this.resetData(); }}>Reset to the sample</button>
        <label class="button-like"
          ><input class="file" type="file" accept="application/json,.json" @change=${(event: Event) => void this.importData(event)} /><button
            type="button"
            part="button import-button"
            @click=${(event: Event) => {
              ((event.target as HTMLElement).previousElementSibling as HTMLInputElement).click();
            }}
          >
            Import JSON…
          </button></label
        >
        <button type="button" part="button export-button" @click=${() => { download(`${this.simulation.game}-data.json`, 'application/json', this.text); }}>Export JSON</button>
      </div>
    </div>`;
  }

  private renderRun(): TemplateResult {
    const run = this.run;
    const paths = this.mode === 'sweep' ? this.numberPaths() : [];
    return renderRunSettings({
      botNames: this.simulation.botNames,
      bots: this.botList(),
      seats: this.check?.ok === true ? this.check.seats.length : 2,
      games: this.gameCount(),
      seed: this.seed,
      running: run?.status === 'running',
      usable: this.check?.ok === true,
      kept: this.kept === null ? null : this.kept.settings,
      mode: this.mode,
      sweepPath: this.sweepPath,
      sweepValues: this.sweepValues,
      paths: paths.map((leaf) => leaf.path),
      keepable: run !== null && run.status === 'done' && run.variants.length === 1,
      csv: this.csvRows() !== null,
      csvWhy: run !== null && run.status === 'done' && !run.settings.keepGames ? `A CSV keeps up to ${count(CSV_GAMES)} games a run: play fewer for one.` : null,
      problem: this.problem,
      progress: run,
      share: this.share.renderButton(),
      on: {
        games: (games) => (this.games = games),
        seed: (seed) => (this.seed = seed),
        bots: (bots) => (this.bots = bots.join(',')),
        mode: (mode) => (this.mode = mode),
        sweepPath: (path) => {
          this.chooseSweepPath(path);
        },
        sweepValues: (values) => (this.sweepValues = values),
        run: () => this.start(),
        cancel: () => {
          this.cancel();
        },
        keep: () => {
          this.keepAsA();
        },
        clear: () => {
          this.clearA();
        },
        csv: () => {
          this.downloadCsv();
        },
      },
    });
  }

  private renderResults(simulation: SimulationFacts): TemplateResult | typeof nothing {
    const kept = this.kept;
    const run = this.run;
    const reported = (variant: PlayedVariant, bots: readonly string[]): ReportedVariant => ({ ...variant, report: reportOf(simulation, bots, variant.tally) });
    const shown = run === null ? [] : run.shown.map((variant) => reported(variant, run.settings.bots));
    const [first] = shown;
    let body: TemplateResult;
    if (kept !== null) {
      const a = reported(kept.played, kept.settings.bots);
      const { games, seed } = kept.settings;
      body =
        first === undefined
          ? html`${renderReport(a.report, `A, kept: ${count(a.report.games)} games`)}<p class="hint">Change the data and press Run: B plays the same games and is set beside A.</p>`
          : renderComparison(a, first, `${count(games)} games (the run of seed ${String(seed)})`);
    } else if (run !== null && run.variants.length > 1 && first !== undefined) {
      const label = run.variants[0]?.label ?? '';
      const path = label.slice(0, label.lastIndexOf('='));
      body = html`<h3>A sweep of ${path}: ${count(run.settings.games)} games a value, the same seeds</h3>
        ${renderSweepChart(path, shown)} ${renderSweepTable(path, shown)}`;
    } else if (first !== undefined) body = renderReport(first.report);
    else return nothing;
    return html`<div class="results" part="results" role="region" aria-label=${`${simulation.title}: results`} tabindex="0">${body}</div>`;
  }
}
