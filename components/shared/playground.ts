import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { commandsFor, createEngine, isRuleViolation, type BaseCommand, type BaseEvent, type DispatchResult, type Engine, type PlayerId, type Setup } from '../../rules/engine/index.ts';
import { parseJson, parseOneOf, parseWholeNumber, type AttributeProblem } from './attributes.ts';
import { commandEvent } from './command-event.ts';
import { EngineController } from './engine-controller.ts';
import { renderUndoReset } from './lab-shell.ts';
import { LiveAnnouncer } from './live-announcer.ts';
import { logEntriesOf } from './log-entries.ts';
import { meanLength, PlaygroundSimulation, seatRates, type AnyRuleset, type PlaygroundBot } from './playground-simulation.ts';
import { errorMessage, renderGuarded } from './problems.ts';
import { playgroundStyles } from './rb-playground.styles.ts';
import type { RuleCitation } from './rule-citation.ts';
import { ShareController, replayThrough } from './share-link.ts';
import { baseStyles } from './theme.ts';
import { controlStyles, widgetStyles } from './widget-styles.ts';
// The elements this widget's template uses: importing them registers their tags.
import './rb-error-panel.ts';
import './rb-event-log.ts';

export type { AnyRuleset, PlaygroundBot } from './playground-simulation.ts';

const TAG = 'rb-playground';

/** Command buttons shown at most; the rest are typed into the JSON field. */
export const MAX_COMMAND_BUTTONS = 60;

/** Nodes of the state tree drawn at most; the JSON under it has the rest. */
const MAX_TREE_NODES = 400;

/** How long one slice of a simulation plays before the page gets its turn (ms). */
const SLICE_MS = 10;

/** A value's fields in words: `count: 2, from: "left"`, nested values as compact JSON. */
function fieldsOf(value: object, skip: readonly string[]): string {
  return Object.entries(value)
    .filter(([key, field]) => !skip.includes(key) && field !== undefined)
    .map(([key, field]) => `${key}: ${JSON.stringify(field)}`)
    .join(', ');
}

/** A command as its button says it: its type, then its fields (the acting player's own name left out). */
export function describeCommand(command: BaseCommand, player?: PlayerId): string {
  const fields = fieldsOf(command, player !== undefined && command.player === player ? ['type', 'player'] : ['type']);
  return fields === '' ? command.type : `${command.type} (${fields})`;
}

/**
 * An event as the log says it: its type and fields; the rule is cited beside it. A `random` field
 * (the generator's state after a draw, which events carry so that `evolve` only copies it) says
 * nothing to a reader and is left out.
 */
export function describeEvent(event: BaseEvent): string {
  const fields = fieldsOf(event, ['type', 'rule', 'random']);
  return fields === '' ? event.type : `${event.type} (${fields})`;
}

/** A rule id as cited here: a designer's own rules have no docs page. */
function citation(rule: string): RuleCitation {
  return { id: rule };
}

/** What the rules said to the last command typed as JSON. */
type TryResult = { kind: 'accepted'; text: string } | { kind: 'refused'; rule: string; message: string } | { kind: 'bad-json'; message: string };

/** A simulation under way or finished, as the widget shows it. */
interface SimulationRun {
  simulation: PlaygroundSimulation;
  /** The timer of the next slice; null when finished or stopped. */
  timer: ReturnType<typeof setTimeout> | null;
  stopped: boolean;
  error: string | null;
}

/** The ruleset threw (not a refusal): which of its functions, and what it said. */
class RulesFailure extends Error {}

/** Calls one of the ruleset's functions; anything it throws becomes a `RulesFailure` naming the function. */
function ask<T>(what: string, question: () => T): T {
  try {
    return question();
  } catch (error) {
    throw new RulesFailure(`The ruleset failed in ${what}: ${errorMessage(error)}`);
  }
}

/**
 * Plays any ruleset (a `Ruleset` from `rulebench/rules/engine`): a designer's own mechanic takes
 * the same path as ours. It shows who is to act (`toAct`), each of their legal commands
 * (`legalCommands` of what they see, the ruleset's `view`) as a button that says the command, the
 * state as a tree (as the acting player sees it), the event log with each event's rule, Undo,
 * Reset and Copy link (the link carries the commands played). A command typed as JSON is tried
 * with Try: a refusal shows its rule id and message and changes nothing. Simulate plays many games
 * between bots (random, or the search bot at its easy level) in slices of about 10 ms, so the page
 * stays responsive, and shows each player's win rate with its 95 % interval and the mean length.
 *
 * Nothing a designer gives it breaks the page: without a ruleset it says so; a setup that is not
 * JSON or that `initialState` refuses is shown as a problem with `setup`; a ruleset that throws
 * (anywhere but a refusal) is shown in a panel, and Undo and Reset stay.
 *
 * The class is not registered; import `rb-playground.ts` for the `<rb-playground>` tag.
 *
 * @tagname rb-playground
 * @attr setup - The setup given to the ruleset's `initialState`, as JSON: `{"seed":1}` by default,
 *   `seed` added as 1 where it is left out. Also a property (an object).
 * @attr games - How many games Simulate plays. Default 200.
 * @attr max-commands - Commands a simulated game may take before it is counted unfinished. Default 500.
 * @attr bot - Who plays the simulated games at first: `random` (default) or `search` (the search bot, easy).
 * @prop ruleset - The `Ruleset` to play. Set it from script; without it the widget says so.
 * @fires rb-command - After every command sent to the rules, accepted or refused. `detail: { command, result }`.
 * @csspart base - The widget's box.
 * @csspart note - What the widget says without a ruleset.
 * @csspart status - Who is to act, or how the game ended (`outcome`).
 * @csspart commands - The legal commands of a player; `command-button` each one's button (also `button`).
 * @csspart commands-note - Said when the list is longer than the buttons shown.
 * @csspart try - The "Command (JSON)" field (`command-field`) and its Try button (`try-button`).
 * @csspart refusal - A refused command's rule id and message; `bad-json` when the text is not JSON.
 * @csspart state - The state as a tree; `state-json` the same as JSON, collapsed.
 * @csspart controls - Undo, Reset and Copy link (`undo-button`, `reset-button`, `share-button`).
 * @csspart log - The event log (`<rb-event-log>`).
 * @csspart simulation - The simulation's controls (`simulate-button`, `bot-select`) and its results (`results`).
 * @csspart rule - A rule citation.
 * @cssprop --rb-playground-state-max-height - How tall the state tree grows before it scrolls. Default 18rem.
 * @cssprop --rb-color-accent - Buttons and links.
 * @cssprop --rb-color-miss - A refusal's mark.
 */
export class RbPlayground extends LitElement {
  static override styles = [baseStyles, widgetStyles, controlStyles, playgroundStyles];

  /** The ruleset to play; null until a script sets it. */
  @property({ attribute: false }) ruleset: AnyRuleset | null = null;

  /** The setup, as JSON text (the attribute) or an object (the property). */
  @property() setup: string | Record<string, unknown> | null = null;

  @property() games: string | number | null = null;

  @property({ attribute: 'max-commands' }) maxCommands: string | number | null = null;

  @property() bot: string | null = null;

  @state() private problems: AttributeProblem[] = [];
  @state() private failure: string | null = null;
  @state() private tried: TryResult | null = null;
  @state() private run: SimulationRun | null = null;
  @state() private chosenBot: PlaygroundBot | null = null;
  /** A `games` or `max-commands` the simulation cannot use. */
  @state() private simulationProblem: AttributeProblem | null = null;

  private readonly controller = new EngineController<unknown, BaseCommand, BaseEvent>(this);
  private readonly announcer = new LiveAnnouncer(this);
  private readonly share = new ShareController(this, {
    announce: (text) => {
      this.announcer.announce(text);
    },
    log: () => this.controller.engine?.commands ?? [],
    replay: (log) => {
      if (this.controller.engine === null) {
        // The page sets the ruleset after the element connects: play the link once it arrives.
        this.pendingLog = log;
        return null;
      }
      this.controller.reset();
      return replayThrough(log, (command: BaseCommand) => this.send(command));
    },
  });
  /** A shared link's commands that came before the ruleset did. */
  private pendingLog: readonly unknown[] | null = null;
  private startingSetup: Setup = { seed: 1 };

  /** The engine playing the ruleset, or null (no ruleset, or a setup it refuses). */
  get engine(): Engine<unknown, BaseCommand, BaseEvent> | null {
    return this.controller.engine;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopSimulation();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('ruleset') || changed.has('setup')) this.rebuild();
  }

  private rebuild(): void {
    this.stopSimulation();
    this.run = null;
    this.tried = null;
    this.failure = null;
    this.problems = [];
    this.controller.setEngine(null);
    const ruleset = this.ruleset;
    const parsed = parseJson('setup', this.setup, { seed: 1 }, '{"seed":1}');
    if (!parsed.ok) {
      this.problems = [parsed.problem];
      return;
    }
    const given = parsed.value;
    if (typeof given !== 'object' || given === null || Array.isArray(given)) {
      this.problems = [{ attribute: 'setup', message: `setup must be a JSON object such as {"seed":1}; got ${JSON.stringify(given)}.` }];
      return;
    }
    const setup = { seed: 1, ...given };
    this.startingSetup = setup;
    if (ruleset === null) return;
    try {
      this.controller.setEngine(createEngine(ruleset, setup));
    } catch (error) {
      const field = isRuleViolation(error) && error.field !== null ? ` (field ${error.field})` : '';
      const rule = isRuleViolation(error) ? ` [${error.rule}]` : '';
      const message = isRuleViolation(error) ? `${error.message}${field}${rule}` : `initialState failed on it: ${errorMessage(error)}`;
      this.problems = [{ attribute: 'setup', message }];
      return;
    }
    const pending = this.pendingLog;
    this.pendingLog = null;
    if (pending !== null) {
      const stop = replayThrough(pending, (command: BaseCommand) => this.send(command));
      if (stop !== null) this.share.notice = `This shared link stops at step ${String(stop.step)} of ${String(pending.length)}: ${stop.why}`;
    }
  }

  /** Sends a command to the rules; a throw that is not a refusal is shown as the ruleset's failure. Null when it threw. */
  private send(command: BaseCommand): DispatchResult<BaseEvent> | null {
    let result: DispatchResult<BaseEvent> | null;
    try {
      result = this.controller.dispatch(command);
    } catch (error) {
      console.error(`${TAG}: the ruleset failed on`, command, error);
      this.failure = `The ruleset failed on ${JSON.stringify(command)}: ${errorMessage(error)}`;
      return null;
    }
    if (result !== null) this.dispatchEvent(commandEvent({ command, result }));
    return result;
  }

  /** Plays a command as a reader does (a button, or Try): the refusal or what happened is said. */
  play(command: BaseCommand): DispatchResult<BaseEvent> | null {
    this.failure = null;
    const result = this.send(command);
    if (result === null) return null;
    if (result.ok) {
      this.announcer.announce(result.events.length === 0 ? `${describeCommand(command)}: nothing happened.` : result.events.map(describeEvent).join('. '));
    } else {
      this.announcer.announce(`Refused: ${result.violation.message} (rule ${result.violation.rule})`);
    }
    return result;
  }

  undo(): void {
    this.failure = null;
    this.tried = null;
    this.announcer.announce(this.controller.undo() ? 'Took back the last command.' : 'Nothing to undo.');
  }

  reset(): void {
    this.failure = null;
    this.tried = null;
    if (this.controller.engine === null) return;
    this.controller.reset();
    this.announcer.announce('Back to the start.');
  }

  /** Tries the text of the "Command (JSON)" field (or `text`). */
  tryCommand(text: string = this.renderRoot.querySelector<HTMLTextAreaElement>('textarea')?.value ?? ''): void {
    let command: unknown;
    try {
      command = JSON.parse(text);
    } catch (error) {
      this.tried = { kind: 'bad-json', message: `That is not JSON: ${errorMessage(error)}. A command looks like {"type":"take","count":2}.` };
      this.announcer.announce(this.tried.message);
      return;
    }
    const result = this.play(command as BaseCommand);
    if (result === null) this.tried = null;
    else this.tried = result.ok ? { kind: 'accepted', text: `Accepted: ${describeCommand(command as BaseCommand)}.` } : { kind: 'refused', rule: result.violation.rule, message: result.violation.message };
  }

  /** Starts the simulation (Simulate), or stops the one under way. */
  simulate(): void {
    if (this.run !== null && this.run.timer !== null) {
      this.stopSimulation();
      this.announcer.announce(`Stopped after ${String(this.run.simulation.tally.games)} games.`);
      return;
    }
    const ruleset = this.ruleset;
    this.simulationProblem = null;
    if (ruleset === null || this.controller.engine === null) return;
    const games = this.number('games', this.games, 200);
    const maxCommands = this.number('max-commands', this.maxCommands, 500);
    if (games === null || maxCommands === null) return;
    let simulation: PlaygroundSimulation;
    try {
      simulation = new PlaygroundSimulation(ruleset, { games, maxCommands, bot: this.currentBot(), setup: this.startingSetup });
    } catch (error) {
      this.run = null;
      this.failure = `The simulation could not start: ${errorMessage(error)}`;
      return;
    }
    const run: SimulationRun = { simulation, timer: null, stopped: false, error: null };
    this.run = run;
    this.announcer.announce(`Simulating ${String(games)} games.`);
    // The first slice too waits for the page: the press is answered (Stop, the live region) at once.
    run.timer = setTimeout(() => {
      this.slice(run);
    }, 0);
  }

  private number(attribute: string, raw: unknown, fallback: number): number | null {
    const parsed = parseWholeNumber(attribute, raw, fallback);
    if (parsed.ok && parsed.value >= 1) return parsed.value;
    this.simulationProblem = parsed.ok ? { attribute, message: `${attribute} must be 1 or more; got ${String(parsed.value)}.` } : parsed.problem;
    return null;
  }

  private currentBot(): PlaygroundBot {
    if (this.chosenBot !== null) return this.chosenBot;
    const parsed = parseOneOf('bot', this.bot, ['random', 'search'], 'random');
    return parsed.ok ? parsed.value : 'random';
  }

  /** Plays one slice of `run`, then gives the page its turn before the next. */
  private slice(run: SimulationRun): void {
    run.timer = null;
    if (run.stopped || this.run !== run) return;
    let done: boolean;
    try {
      done = run.simulation.step(SLICE_MS);
    } catch (error) {
      run.error = isRuleViolation(error)
        ? `The rules refused a bot's legal command (rule ${error.rule}): ${error.message}`
        : errorMessage(error);
      console.error(`${TAG}: the simulation stopped`, error);
      this.requestUpdate();
      return;
    }
    if (done) this.announcer.announce(`Simulated ${String(run.simulation.tally.games)} games.`);
    else run.timer = setTimeout(() => {
      this.slice(run);
    }, 0);
    this.requestUpdate();
  }

  private stopSimulation(): void {
    const run = this.run;
    if (run === null) return;
    run.stopped = true;
    if (run.timer !== null) clearTimeout(run.timer);
    run.timer = null;
    this.requestUpdate();
  }

  protected override render(): unknown {
    return renderGuarded(TAG, this.problems, () => this.renderWidget());
  }

  private renderWidget(): TemplateResult {
    const engine = this.controller.engine;
    if (this.ruleset === null) {
      return html`<div class="widget" part="base">
        ${this.share.renderNotice()}
        <p part="note">No ruleset to play yet: set this element's <code>ruleset</code> property to a <code>Ruleset</code> (from <code>rulebench/rules/engine</code>) in a script.</p>
        ${this.announcer.render()}
      </div>`;
    }
    const snapshot = this.controller.snapshot;
    let play: TemplateResult;
    try {
      play = engine === null || snapshot === null ? html`` : this.renderPlay(snapshot.state);
    } catch (error) {
      if (!(error instanceof RulesFailure)) throw error;
      play = html`<rb-error-panel message=${error.message}></rb-error-panel>`;
    }
    let log: TemplateResult;
    try {
      const turns = snapshot?.turns ?? [];
      const entries = logEntriesOf(turns as readonly (readonly { rule: string; type: string }[])[], this.controller.rejections, { describeEvent, citation }).map((entry) => (entry.rule?.id === undefined || entry.rule.id === '' ? { ...entry, rule: undefined } : entry));
      log = html`<rb-event-log part="log" context="Playground" .entries=${entries}></rb-event-log>`;
    } catch (error) {
      log = html`<rb-error-panel message=${`The ruleset failed while the log was worked out: ${errorMessage(error)}`}></rb-error-panel>`;
    }
    const turns = engine?.turnCount ?? 0;
    return html`<div class="widget" part="base" role="group" aria-labelledby="title">
      <h2 id="title">Playground${this.ruleset.id === '' ? nothing : html`: <code>${this.ruleset.id}</code>`}</h2>
      ${this.share.renderNotice()}
      ${this.failure === null ? nothing : html`<rb-error-panel part="failure" message=${this.failure}></rb-error-panel>`}
      ${play}
      ${renderUndoReset(this, turns > 0, turns > 0 || this.controller.rejections.length > 0, nothing, this.share.renderButton())}
      ${log}
      ${this.renderSimulation()}
      ${this.announcer.render()}
    </div>`;
  }

  private renderPlay(state: unknown): TemplateResult {
    const ruleset = this.ruleset;
    if (ruleset === null) return html``;
    const outcome = ask('outcome', () => ruleset.outcome(state));
    const acting = outcome === null ? ask('toAct', () => ruleset.toAct(state)) : [];
    const seenBy = acting[0];
    const hides = ruleset.view !== undefined;
    const seen = (player: PlayerId): unknown => (ruleset.view === undefined ? state : ask('view', () => ruleset.view?.(state, player)));
    const shown = seenBy === undefined ? state : seen(seenBy);
    const status = outcome !== null
      ? html`<p class="outcome" part="status outcome">Game over: ${outcome.winners.length === 0 ? 'nobody wins' : `${outcome.winners.join(' and ')} ${outcome.winners.length === 1 ? 'wins' : 'win'}`} (${outcome.reason}).</p>`
      : acting.length === 0
        ? html`<p part="status">Nobody is to act, yet the game is not over.</p>`
        : html`<p part="status">To act: <span class="acting">${acting.join(', ')}</span></p>`;
    return html`${status}
      ${acting.length === 0 ? nothing : html`<section aria-labelledby="commands-heading">
        <h3 id="commands-heading">Legal commands</h3>
        ${acting.map((player) => {
          const sees = seen(player);
          return this.renderCommands(player, ask('legalCommands', () => commandsFor(ruleset, sees, player)), acting.length > 1);
        })}
      </section>`}
      ${this.renderTry()}
      <section aria-labelledby="state-heading">
        <h3 id="state-heading">State${seenBy !== undefined && hides ? `, as ${seenBy} sees it` : ''}</h3>
        ${renderTree(shown)}
        <details part="state-json"><summary>As JSON</summary><pre>${JSON.stringify(shown, null, 2)}</pre></details>
      </section>`;
  }

  private renderCommands(player: PlayerId, commands: readonly BaseCommand[], named: boolean): TemplateResult {
    const shown = commands.slice(0, MAX_COMMAND_BUTTONS);
    const label = `Commands of ${player}`;
    return html`<div class="seat">
      ${named ? html`<p>${player}:</p>` : nothing}
      ${commands.length === 0
        ? html`<p class="hint">${player} has no legal command now.</p>`
        : html`<ul class="commands" part="commands" aria-label=${label}>
            ${shown.map((command) => html`<li><button part="button command-button" data-command=${JSON.stringify(command)} @click=${() => this.play(command)}>${describeCommand(command, player)}</button></li>`)}
          </ul>`}
      ${commands.length > shown.length
        ? html`<p class="hint" part="commands-note">Showing ${shown.length} of ${commands.length} commands: type any other into the Command (JSON) field below.</p>`
        : nothing}
    </div>`;
  }

  private renderTry(): TemplateResult {
    const tried = this.tried;
    return html`<div class="try" part="try">
      <label for="command">Command (JSON)</label>
      <div class="try-row">
        <textarea id="command" part="command-field" spellcheck="false" placeholder='{"type":"…"}'></textarea>
        <button part="button try-button" @click=${() => {
          this.tryCommand();
        }}>Try</button>
      </div>
      ${tried === null
        ? nothing
        : tried.kind === 'accepted'
          ? html`<p class="hint" role="status">${tried.text}</p>`
          : tried.kind === 'bad-json'
            ? html`<p class="refusal" part="bad-json" role="status">${tried.message}</p>`
            : html`<p class="refusal" part="refusal" role="status">Refused by rule <code part="rule-id">${tried.rule}</code>: ${tried.message} Nothing changed.</p>`}
    </div>`;
  }

  private renderSimulation(): TemplateResult {
    const run = this.run;
    const running = run !== null && run.timer !== null;
    const bot = this.currentBot();
    return html`<section part="simulation" aria-labelledby="simulation-heading">
      <h3 id="simulation-heading">Simulate</h3>
      <div class="controls">
        <label for="bot">Players</label>
        <select id="bot" part="bot-select" ?disabled=${running} @change=${(event: Event) => {
          this.chosenBot = (event.target as HTMLSelectElement).value === 'search' ? 'search' : 'random';
        }}>
          <option value="random" ?selected=${bot === 'random'}>Random bots</option>
          <option value="search" ?selected=${bot === 'search'}>Search bots (easy)</option>
        </select>
        <button part="button simulate-button" class="primary" @click=${() => {
          this.simulate();
        }}>${running ? 'Stop' : 'Simulate'}</button>
      </div>
      ${this.simulationProblem === null ? nothing : html`<rb-error-panel attribute=${this.simulationProblem.attribute} message=${this.simulationProblem.message}></rb-error-panel>`}
      ${run === null ? nothing : this.renderResults(run, running)}
    </section>`;
  }

  private renderResults(run: SimulationRun, running: boolean): TemplateResult {
    const { tally, options } = run.simulation;
    const mean = meanLength(tally);
    const percent = (value: number): string => `${(value * 100).toFixed(1)} %`;
    return html`<div part="results">
      ${run.error === null ? nothing : html`<rb-error-panel message=${`The simulation stopped: ${run.error}`}></rb-error-panel>`}
      <p>${running ? `Playing… ${String(tally.games)} of ${String(options.games)} games` : `${String(tally.games)} of ${String(options.games)} games played`}
        (${options.bot === 'search' ? 'search bots, easy' : 'random bots'}).</p>
      ${tally.games === 0
        ? nothing
        : html`<table>
            <caption class="visually-hidden">Win rates</caption>
            <thead><tr><th scope="col">Player</th><th scope="col">Wins</th><th scope="col">Win rate (95 % interval)</th></tr></thead>
            <tbody>
              ${seatRates(tally).map(({ player, rate }) => html`<tr data-player=${player}>
                <th scope="row">${player}</th>
                <td class="number">${rate.wins}</td>
                <td class="number">${percent(rate.rate)} (${percent(rate.low)} to ${percent(rate.high)})</td>
              </tr>`)}
            </tbody>
          </table>
          <p part="lengths">Mean length: ${mean === null ? 'no game finished' : `${mean.toFixed(1)} commands`}.
            Drawn: ${tally.drawn}. Unfinished after ${options.maxCommands} commands: ${tally.unfinished}.</p>`}
    </div>`;
  }
}

/** A JSON value as nested lists, at most MAX_TREE_NODES lines. */
function renderTree(value: unknown): TemplateResult {
  const budget = { left: MAX_TREE_NODES };
  return html`<ul class="tree" part="state" tabindex="0" aria-label="State">${renderChildren(value, budget)}</ul>`;
}

function isLeaf(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  // A short list of plain values reads best on one line: [3, 5].
  return Array.isArray(value) && value.length <= 12 && value.every((item) => item === null || typeof item !== 'object');
}

function renderChildren(value: unknown, budget: { left: number }): unknown {
  if (isLeaf(value)) return html`<li>${JSON.stringify(value)}</li>`;
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value as object);
  if (entries.length === 0) return html`<li>${Array.isArray(value) ? '[]' : '{}'}</li>`;
  const lines: unknown[] = [];
  for (const [key, child] of entries) {
    if (budget.left <= 0) {
      lines.push(html`<li class="more">… more in the JSON below</li>`);
      break;
    }
    budget.left -= 1;
    lines.push(isLeaf(child)
      ? html`<li><span class="key">${key}:</span> ${JSON.stringify(child)}</li>`
      : html`<li><span class="key">${key}:</span><ul>${renderChildren(child, budget)}</ul></li>`);
  }
  return lines;
}
