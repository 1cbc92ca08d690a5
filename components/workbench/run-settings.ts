/**
 * The workbench's run settings, drawn: how many games and from which seed, who plays (one bot in
 * every seat, a mirror match, or bots taking the seats in turn), what to play (the data, or a sweep
 * of one of its numbers), the buttons (Run, Cancel, Keep this run as A, Clear A, Download CSV,
 * Copy link), why a run could not start, and the progress of the run.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { MAX_GAMES } from '../../rules/simulation/index.ts';
import { count } from './report-view.ts';
import type { RunSettings, VariantsRun } from './variants-run.ts';

export const runSettingsStyles = css`
  .settings {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem 1.25rem;
    align-items: end;
  }
  .settings label,
  .choices label {
    display: grid;
    gap: 0.2rem;
  }
  .choices .pick {
    display: flex;
    gap: 0.4rem;
    align-items: center;
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 1.25rem;
    align-items: end;
  }
  input,
  select {
    font: inherit;
    max-width: 100%;
  }
  input[type='number'] {
    width: 8em;
  }
  progress {
    width: 100%;
  }
`;

/**
 * Values to sweep around `value`: the nearest the rules accept (`accepts`), up to five. Whole
 * numbers step by one; other numbers by a tenth of themselves.
 */
export function suggestedValues(value: number, accepts: (candidate: number) => boolean): number[] {
  const whole = Number.isInteger(value);
  const step = whole ? 1 : Math.abs(value) / 10 || 0.1;
  const candidates = Array.from({ length: 13 }, (_, index) => index - 6)
    .sort((a, b) => Math.abs(a) - Math.abs(b) || a - b)
    .map((offset) => (whole ? value + offset : Math.round((value + offset * step) * 100) / 100));
  return candidates
    .filter((candidate) => accepts(candidate))
    .slice(0, 5)
    .sort((a, b) => a - b);
}

export interface RunSettingsView {
  botNames: readonly string[];
  bots: readonly string[];
  seats: number;
  games: number;
  seed: number;
  running: boolean;
  /** The data can be run. */
  usable: boolean;
  /** A's settings while a run is kept as A: B plays them, so they cannot change. */
  kept: RunSettings | null;
  mode: 'data' | 'sweep';
  sweepPath: string;
  sweepValues: string;
  /** The numbers of the data a sweep may vary. */
  paths: readonly string[];
  keepable: boolean;
  csv: boolean;
  csvWhy: string | null;
  problem: string | null;
  progress: VariantsRun | null;
  share: TemplateResult;
  on: {
    games: (games: number) => void;
    seed: (seed: number) => void;
    bots: (bots: string[]) => void;
    mode: (mode: 'data' | 'sweep') => void;
    sweepPath: (path: string) => void;
    sweepValues: (values: string) => void;
    run: () => void;
    cancel: () => void;
    keep: () => void;
    clear: () => void;
    csv: () => void;
  };
}

const valueOf = (event: Event): string => (event.target as HTMLInputElement | HTMLSelectElement).value;

function renderBots(view: RunSettingsView, locked: boolean): TemplateResult {
  const { botNames, bots, on } = view;
  const mirror = new Set(bots).size === 1;
  const options = (chosen: string): TemplateResult[] => botNames.map((bot) => html`<option value=${bot} ?selected=${chosen === bot}>${bot}</option>`);
  const slots = Math.max(2, Math.min(view.seats, 5));
  const other = botNames.find((bot) => bot !== bots[0]) ?? bots[0] ?? '';
  return html`<fieldset>
    <legend>Who plays</legend>
    <div class="choices">
      <label class="pick"
        ><input type="radio" name="who" ?checked=${mirror} ?disabled=${locked} @change=${() => { on.bots([bots[0] ?? '']); }} />One bot in every seat (a mirror match)</label
      >
      <label class="pick"
        ><input type="radio" name="who" ?checked=${!mirror} ?disabled=${locked} @change=${() => { on.bots([bots[0] ?? '', other]); }} />Bots taking the seats in turn</label
      >
    </div>
    <div class="choices">
      ${mirror
        ? html`<label
            >Bot in every seat
            <select ?disabled=${locked} @change=${(event: Event) => { on.bots([valueOf(event)]); }}>${options(bots[0] ?? '')}</select></label
          >`
        : Array.from(
            { length: slots },
            (_, index) => html`<label
              >${index === 0 ? 'First bot' : index === 1 ? 'Second bot' : `Bot ${String(index + 1)}`}
              <select
                ?disabled=${locked}
                @change=${(event: Event) => {
                  const list = Array.from({ length: Math.max(bots.length, index + 1) }, (_, at) => bots[at % bots.length] ?? '');
                  list[index] = valueOf(event);
                  on.bots(list);
                }}
              >
                ${options(bots[index % bots.length] ?? '')}
              </select></label
            >`,
          )}
    </div>
    <p class="hint">${mirror ? 'Every seat plays the same bot: the report says whether a seat wins more than its share.' : 'The seats take the bots in turn, one step round each game, so every bot plays every seat alike.'}</p>
  </fieldset>`;
}

function renderWhat(view: RunSettingsView, locked: boolean): TemplateResult {
  const { on, mode } = view;
  return html`<fieldset>
    <legend>What to play</legend>
    <div class="choices">
      <label class="pick"><input type="radio" name="what" ?checked=${mode === 'data'} ?disabled=${locked} @change=${() => { on.mode('data'); }} />This data</label>
      <label class="pick"><input type="radio" name="what" ?checked=${mode === 'sweep'} ?disabled=${locked} @change=${() => { on.mode('sweep'); }} />A sweep: one number over a few values</label>
    </div>
    ${mode === 'sweep' && !locked
      ? html`<div class="choices">
          <label
            >Number in the data
            <select part="sweep-path" ?disabled=${view.running} @change=${(event: Event) => { on.sweepPath(valueOf(event)); }}>
              ${view.paths.map((path) => html`<option ?selected=${path === view.sweepPath}>${path}</option>`)}
            </select></label
          >
          <label
            >Values, separated by commas
            <input part="sweep-values" .value=${view.sweepValues} ?disabled=${view.running} @change=${(event: Event) => { on.sweepValues(valueOf(event)); }}
          /></label>
        </div>
        <p class="hint">Each value plays the same games (the same seeds), so the values differ only by the data.</p>`
      : nothing}
  </fieldset>`;
}

function renderProgress(run: VariantsRun): TemplateResult {
  const games = run.played;
  const total = run.total;
  const values = run.variants.length > 1 ? ` (${String(run.variants.length)} values, ${count(run.settings.games)} games each)` : '';
  const words = {
    running: `${count(games)} of ${count(total)} games${values}, ${count(Math.round(run.speed))} a second`,
    done: `${count(games)} games in ${((run.finished - run.started) / 1000).toFixed(1)} s (${count(Math.round(run.speed))} a second)${values}`,
    cancelled: `Cancelled after ${count(games)} of ${count(total)} games; the results are theirs.`,
    failed: `The run failed: ${run.failure}`,
  }[run.status];
  // The count changes ten times a second: said aloud only when the run starts and ends, the bar and the line show it meanwhile.
  const said = run.status === 'running' ? `Playing ${count(total)} games.` : words;
  return html`<progress part="progress" max=${total} .value=${games} aria-label="Games played"></progress>
    <p part="run-status" class=${run.status === 'failed' ? 'status bad' : 'status'}>${words}</p>
    <p role="status" class="visually-hidden">${said}</p>`;
}

export function renderRunSettings(view: RunSettingsView): TemplateResult {
  const { on, running, kept } = view;
  const locked = running || kept !== null;
  const number = (label: string, value: number, min: number, max: number, set: (value: number) => void): TemplateResult => html`<label
    >${label}
    <input type="number" min=${min} max=${max} step="1" .value=${String(value)} ?disabled=${locked} @change=${(event: Event) => { set(Number(valueOf(event))); }}
  /></label>`;
  return html`<div class="part" part="run">
    <h3>Play many games</h3>
    <div class="settings">${number(view.mode === 'sweep' && kept === null ? 'Games a value' : 'Games', view.games, 1, MAX_GAMES, on.games)} ${number('First seed', view.seed, 0, 2 ** 31, on.seed)}</div>
    ${renderBots(view, locked)} ${renderWhat(view, locked)}
    <div class="controls">
      <button type="button" part="button run-button" class="primary" aria-disabled=${view.usable && !running ? 'false' : 'true'} @click=${on.run}>${kept === null ? 'Run' : 'Run B'}</button>
      <button type="button" part="button cancel-button" aria-disabled=${running ? 'false' : 'true'} @click=${on.cancel}>Cancel</button>
      ${view.keepable ? html`<button type="button" part="button keep-button" @click=${on.keep}>Keep this run as A</button>` : nothing}
      ${kept === null ? nothing : html`<button type="button" part="button clear-button" ?disabled=${running} @click=${on.clear}>Clear A</button>`}
      <button type="button" part="button csv-button" aria-disabled=${view.csv ? 'false' : 'true'} @click=${on.csv}>Download CSV</button>
      ${view.share}
    </div>
    ${kept === null
      ? nothing
      : html`<p class="hint">A is kept: B plays A's ${count(kept.games)} games (the run of seed ${String(kept.seed)}) with ${kept.bots.join(', ')}. Clear A to change them.</p>`}
    ${view.usable ? nothing : html`<p class="hint">Mend the data to run.</p>`} ${view.csvWhy === null ? nothing : html`<p class="hint">${view.csvWhy}</p>`}
    ${view.problem === null ? nothing : html`<p part="run-problem" class="status bad" role="alert">${view.problem}</p>`} ${view.progress === null ? nothing : renderProgress(view.progress)}
  </div>`;
}
