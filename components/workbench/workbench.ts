import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { isRuleViolation } from '../../rules/engine/index.ts';
import { isSimulatedGame, MAX_GAMES, reportOf, type SimulationFacts } from '../../rules/simulation/index.ts';
import { LiveAnnouncer } from '../shared/live-announcer.ts';
import { ShareController, type ReplayStop } from '../shared/share-link.ts';
import { renderSkipPast } from '../shared/skip-past.ts';
import { baseStyles, tokens } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';
import { locateJsonPath } from './json-path.ts';
import { renderReport, reportStyles } from './report-view.ts';
import { SimulationRun } from './simulation-run.ts';

/** What the data editor holds now: checked JSON, or why it cannot be used. */
type DataCheck = { ok: true; data: unknown; seats: readonly string[] } | { ok: false; field: string | null; message: string; rule: string | null };

/** The refusal with its field named once: the rules' readers start their message with the field already. */
function namedOnce(field: string | null, message: string): string {
  if (field === null || field === '' || message.startsWith(field)) return message;
  return `${field}: ${message}`;
}

const DEFAULT_GAMES = 1000;
/** Typing pauses this long before the data is checked again: a check sets a whole game up. */
const CHECK_DELAY_MS = 150;

/**
 * A game designer's bench: the game's data (tiles, templates, maps, kits, pieces) as JSON, checked
 * as it is typed by the game's own setup validation (the field that is wrong and why); a reset to
 * the sample, import and export as a file; and many games between bots on that data, played in Web
 * Workers off the page's thread, with a progress bar, a cancel, and win rates with their 95 %
 * intervals, the games' length and the game's own figures filling in as the games come.
 *
 * The class is not registered: each game's tag (`steam-torpedo-workbench`, …) subclasses it with
 * the game's simulation; the games run in workers that load the same simulation by its id.
 *
 * @attr games - How many games a run plays, 1 to 1,000,000 (default 1000).
 * @attr bots - The bots, separated by commas, taking the seats in turn (default `heuristic,random`).
 * @attr seed - Game `i` of a run is played with seed `seed + i` (default 1).
 * A link (Copy link) carries the settings and the data, and whether they had been run: opened, the
 * bench shows that data and plays the same games again, which give the same results.
 *
 * @fires rb-simulation-done - When a run ends. `detail: { status, games }` (`status`: `done`, `cancelled` or `failed`).
 * @csspart base - The widget's box.
 * @csspart data - The data editor (`textarea`); `data-status` the line under it saying whether the data is good, or which field is wrong and why; `show-field-button` selects that field in the editor.
 * @csspart run - The run's settings and its buttons (`run-button`, `cancel-button`); `progress` the progress bar; `run-status` the games played and their speed.
 * @csspart button - Every button; `reset-button`, `import-button`, `export-button` the data's; `share-button` Copy link (`share-field` the link when the clipboard refuses, `share-problem` a link that could not be opened).
 * @csspart report - The results: `win-rates`, `lengths` (the chart), `figures`.
 * @cssprop --rb-color-accent - Buttons, the bars of the charts.
 * @cssprop --rb-color-error - A field that is wrong.
 */
export abstract class GameWorkbench extends LitElement {
  static override styles = [
    baseStyles,
    widgetStyles,
    controlStyles,
    reportStyles,
    css`
      textarea {
        width: 100%;
        min-height: 16rem;
        font-family: ${tokens.monoFontFamily};
        font-size: 0.85em;
        color: inherit;
        background: ${tokens.surface};
        border: 1px solid ${tokens.border};
        border-radius: ${tokens.radius};
        padding: 0.5rem;
      }
      textarea[aria-invalid='true'] {
        border-color: ${tokens.error};
      }
      .status.bad {
        color: ${tokens.error};
        background: ${tokens.errorSurface};
        border-radius: ${tokens.radius};
        padding: 0.3rem 0.5rem;
      }
      .settings {
        display: flex;
        flex-wrap: wrap;
        gap: 0.75rem 1.25rem;
        align-items: end;
      }
      label {
        display: grid;
        gap: 0.2rem;
      }
      input,
      select {
        font: inherit;
      }
      input[type='number'] {
        width: 8em;
      }
      progress {
        width: 100%;
      }
      .file {
        position: absolute;
        width: 1px;
        height: 1px;
        opacity: 0;
      }
    `,
  ];

  /** What the page knows of the game's simulation (its data and setup, not its bots): set by the game's tag. */
  protected abstract readonly simulation: SimulationFacts;

  // Reflected, so that a shared link (which carries attributes) keeps what the reader chose.
  @property({ type: Number, reflect: true }) games = DEFAULT_GAMES;
  @property({ reflect: true }) bots = 'heuristic,random';
  @property({ type: Number, reflect: true }) seed = 1;

  @state() private text = '';
  @state() private check: DataCheck | null = null;
  @state() private run: SimulationRun | null = null;
  /** Bumped on every report of the run, so the view follows a run that changes in place. */
  @state() private reports = 0;

  private checkTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly announcer = new LiveAnnouncer(this);
  /** A link carries the settings (attributes) and one step: the data as typed, and whether it was run. */
  private readonly share = new ShareController(this, {
    announce: (text) => {
      this.announcer.announce(text);
    },
    log: () => [{ data: this.text, ran: this.run !== null }],
    replay: (log) => this.openShared(log),
  });

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.text === '') this.resetData();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.run?.cancel();
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
    if (delay === 0) this.check = this.checkText(text);
    else this.checkTimer = setTimeout(() => (this.check = this.checkText(this.text)), delay);
  }

  /** A shared link's step: its data put in the editor, and run again if it had been (the same seeds give the same results). */
  private openShared(log: readonly unknown[]): ReplayStop | null {
    const [step] = log;
    if (log.length !== 1 || typeof step !== 'object' || step === null || !('data' in step) || typeof step.data !== 'string' || !('ran' in step) || typeof step.ran !== 'boolean') {
      return { step: 1, why: 'it does not hold a workbench’s data' };
    }
    this.run?.cancel();
    this.run = null;
    this.setText(step.data, 0);
    if (!step.ran) return null;
    const check = this.check;
    if (!check?.ok) return { step: 1, why: `the rules refuse its data: ${check?.message ?? 'it was not checked'}` };
    this.start();
    return null;
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
      if (isRuleViolation(error)) return { ok: false, field: error.field, message: error.message, rule: error.rule };
      return { ok: false, field: null, message: `The rules could not use this data: ${error instanceof Error ? error.message : String(error)}`, rule: null };
    }
  }

  private botList(): string[] {
    const names = this.simulation.botNames;
    const asked = this.bots.split(',').map((bot) => bot.trim());
    const known = asked.filter((bot) => names.includes(bot));
    return known.length > 0 ? known : names.slice(0, 2);
  }

  private gameCount(): number {
    return Number.isInteger(this.games) && this.games >= 1 ? Math.min(this.games, MAX_GAMES) : DEFAULT_GAMES;
  }

  /** Starts a run on the data as it stands; refused (nothing starts) while the data is wrong. */
  start(): void {
    const check = this.check;
    if (check === null || !check.ok || this.run?.status === 'running') return;
    const game = this.simulation.game;
    if (!isSimulatedGame(game)) return;
    const request = { game, games: this.gameCount(), bots: this.botList(), seed: Number.isInteger(this.seed) ? this.seed : 1, data: check.data };
    this.run = new SimulationRun(request, (run) => {
      this.reports += 1;
      if (run.status !== 'running') this.dispatchEvent(new CustomEvent('rb-simulation-done', { detail: { status: run.status, games: run.tally.games }, bubbles: true, composed: true }));
    });
  }

  cancel(): void {
    this.run?.cancel();
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

  private exportData(): void {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([this.text], { type: 'application/json' }));
    link.download = `${this.simulation.game}-data.json`;
    link.click();
    URL.revokeObjectURL(link.href);
  }

  private async importData(event: Event): Promise<void> {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    if (file === undefined) return;
    this.setText(await file.text(), 0);
    input.value = '';
  }

  private setBot(index: number, bot: string): void {
    const list = this.botList();
    list[index] = bot;
    this.bots = list.join(',');
  }

  override render(): TemplateResult {
    const simulation = this.simulation;
    return html`<div class="widget" part="base">
      ${renderSkipPast()} ${this.share.renderNotice()}
      <h2>${simulation.title}: the designer's bench</h2>
      ${this.renderData()} ${this.renderRunSettings(simulation)} ${this.renderResults(simulation)} ${this.announcer.render()}
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
        <button type="button" part="button export-button" @click=${() => { this.exportData(); }}>Export JSON</button>
      </div>
    </div>`;
  }

  private renderRunSettings(simulation: SimulationFacts): TemplateResult {
    const run = this.run;
    const running = run?.status === 'running';
    const usable = this.check?.ok === true;
    const bots = this.botList();
    const seatsOf = this.check?.ok === true ? this.check.seats.length : 2;
    const botSlots = Math.max(2, Math.min(seatsOf, 5));
    return html`<div class="part" part="run">
      <h3>Play many games</h3>
      <div class="settings">
        <label
          >Games
          <input
            type="number"
            min="1"
            max=${MAX_GAMES}
            step="1"
            .value=${String(this.gameCount())}
            ?disabled=${running}
            @change=${(event: Event) => {
              this.games = Number((event.target as HTMLInputElement).value);
            }}
        /></label>
        ${Array.from(
          { length: botSlots },
          (_, index) => html`<label
            >${index === 0 ? 'First bot' : index === 1 ? 'Second bot' : `Bot ${String(index + 1)}`}
            <select
              ?disabled=${running}
              @change=${(event: Event) => {
                this.setBot(index, (event.target as HTMLSelectElement).value);
              }}
            >
              ${simulation.botNames.map((bot) => html`<option value=${bot} ?selected=${(bots[index % bots.length] ?? '') === bot}>${bot}</option>`)}
            </select></label
          >`,
        )}
        <button type="button" part="button run-button" class="primary" aria-disabled=${usable && !running ? 'false' : 'true'} @click=${() => { this.start(); }}>Run</button>
        <button type="button" part="button cancel-button" aria-disabled=${running ? 'false' : 'true'} @click=${() => { this.cancel(); }}>Cancel</button>
        ${this.share.renderButton()}
      </div>
      <p class="hint">The seats take the bots in turn, one step round each game, so every bot plays every seat alike.${usable ? '' : ' Mend the data to run.'}</p>
      ${run === null ? nothing : this.renderProgress(run)}
    </div>`;
  }

  private renderProgress(run: SimulationRun): TemplateResult {
    const { games } = run.tally;
    const total = run.request.games;
    const words = {
      running: `${games.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')} games, ${Math.round(run.speed).toLocaleString('en-GB')} a second`,
      done: `${games.toLocaleString('en-GB')} games in ${((run.finished - run.started) / 1000).toFixed(1)} s (${Math.round(run.speed).toLocaleString('en-GB')} a second)`,
      cancelled: `Cancelled after ${games.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')} games; the results are theirs.`,
      failed: `The run failed: ${run.failure}`,
    }[run.status];
    // The count changes ten times a second: said aloud only when the run starts and ends, the bar and the line show it meanwhile.
    const said = run.status === 'running' ? `Playing ${total.toLocaleString('en-GB')} games.` : words;
    return html`<progress part="progress" max=${total} .value=${games} aria-label="Games played"></progress>
      <p part="run-status" class=${run.status === 'failed' ? 'status bad' : 'status'}>${words}</p>
      <p role="status" class="visually-hidden">${said}</p>`;
  }

  private renderResults(simulation: SimulationFacts): TemplateResult | typeof nothing {
    const run = this.run;
    if (run === null || run.tally.games === 0) return nothing;
    return renderReport(reportOf(simulation, run.request.bots, run.tally));
  }
}
