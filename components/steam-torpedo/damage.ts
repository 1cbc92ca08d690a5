import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { createEngine, type DispatchResult, type Engine } from '../../rules/engine/index.ts';
import {
  cellsOfLocation,
  DAMAGE_PRESETS,
  DAMAGE_PRESET_NAMES,
  DEFENDER,
  armorBreakdown,
  damageScenario,
  isDamagePresetName,
  isSettled,
  openDamageScenario,
  previewChoice,
  type DamagePreset,
  type DamageScenarioSetup,
  type DamageScenarioStart,
  type SteamTorpedoCommand,
  type SteamTorpedoEvent,
  type SteamTorpedoState,
  type Submarine,
} from '../../rules/steam-torpedo/index.ts';
import { parseJson, parseSeed, type AttributeProblem } from '../shared/attributes.ts';
import { commandEvent, type CommandDetail } from '../shared/command-event.ts';
import { EngineController, type LoggedRejection } from '../shared/engine-controller.ts';
import type { LogEntry } from '../shared/event-log.ts';
import { renderLabHeading, renderUndoReset } from '../shared/lab-shell.ts';
import { LiveAnnouncer } from '../shared/live-announcer.ts';
import { logEntriesOf } from '../shared/log-entries.ts';
import { dispatchGuarded, renderGuarded, setupProblem } from '../shared/problems.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { baseStyles, tokens } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';
import { renderArmorList } from './armor-breakdown.ts';
import { attackNumbersStyles, renderAttackNumbers, renderDrainNumbers } from './attack-numbers.ts';
import type { SteamTorpedoSubmarine, TileSelectDetail } from './submarine-board.ts';
// The attack's words only: this widget shows no other events.
import { capitalise, citation, controlRoomName, crewList, describeAttackEvent as describeEvent, listWords, playerName, plural, previewAttackEvents, summarizeAttackEvents as summarizeEvents, tileName } from './words.ts';
// The elements this widget's template uses: importing them registers their tags.
import '../shared/rb-event-log.ts';
import { ShareController, replayThrough } from '../shared/share-link.ts';
import './steam-torpedo-submarine.ts';

type Turns = readonly (readonly SteamTorpedoEvent[])[];

/** Detail of this widget's `rb-command` event: the shared `CommandDetail`, narrowed to its commands. */
export type DamageCommandDetail = CommandDetail<SteamTorpedoCommand, SteamTorpedoEvent>;

/**
 * The defender's side of a Steam Torpedo attack ("Resolving Attacks", steps 4–7) as a live widget:
 * the attack total, the armor value with the manned armored tiles and bonuses that make it, the
 * damage total (each number citing its rule), the defender's submarine with the targeted location
 * outlined, and the choices open now: absorb into the control room, or a compartment to fill
 * (choose it in the list or on the board). Each choice says beforehand what it would do; afterwards
 * the widget shows what it did (tokens placed, oxygen lost, compartments destroyed, crew lost,
 * what went to the control room) and logs each step with its rule. Undo and Reset are always there.
 *
 * Everything comes from the rules: the scenario is built and the attack resolved by
 * `damageScenario` (rules/steam-torpedo/scenarios.ts); the choices are its legal commands; the
 * preview of a choice is the rules' own answer to it. The widget holds no game logic.
 *
 * The class is not registered; import `steam-torpedo-damage.ts` for the tag.
 *
 * Keyboard: every choice is a button, and the compartments to choose are buttons on the board as
 * well (Tab to them, Enter or Space to choose, arrow keys between them). After a choice, focus
 * moves to the next choice, or to the result once the attack is resolved.
 *
 * @tagname steam-torpedo-damage
 * @attr preset - A worked example: `example-of-play` (default, the rulebook's), `spill-over`,
 *   `oxygen-gear`, `drain` or `location-gone`.
 * @attr scenario - JSON scenario, used instead of the preset:
 *   `{"defender":{"faction":"panzer-la-rochelle","layout":{"inner":[…5 ids],"outer":[…5 ids]},
 *   "damage":{"tile-id":2},"oxygen":{"tile-id":0},"destroyed":["tile-id"],"crew":{"sailor-1":"tile-id"},
 *   "exhausted":["sailor-1"]},"attack":{"total":3,"location":"fore","kind":"damage"}}`. Every field
 *   of `defender` may be left out; `attack.kind` is `damage` (default) or `oxygen`.
 * @attr seed - Seeds the layout of a designer's tiles given without a layout. Default 1.
 * @fires rb-command - After every command sent to the rules engine, accepted or refused.
 *   `detail: { command, result }`.
 * @csspart base - The widget's box.
 * @csspart about - With a preset: "About this example" beside the title, collapsed, holding the
 *   preset's description.
 * @csspart description - What the preset shows (inside `about`); with a `scenario`, the note that
 *   `preset` is ignored.
 * @csspart numbers - The attack total, armor value and damage total.
 * @csspart number - One of them; its value is `number-value`.
 * @csspart armor-list - The tiles and bonuses making the armor value.
 * @csspart board - The `<steam-torpedo-submarine>`; its parts are exported as `board-tile`,
 *   `board-tile-selectable`, `board-tile-destroyed`, `board-highlight`, `board-legend`.
 * @csspart choices - What the reader can do now.
 * @csspart choice - One choice (a list item: its button, and beside or under it `choice-effect`,
 *   what it would do).
 * @csspart button - Every button; also `choice-button`, `undo-button`, `reset-button`.
 * @csspart result - What the last choice did (or the attack, before any choice: then collapsed in
 *   `result-details`, since the numbers and the question above say it already).
 * @csspart tally - Everything the attack has done so far, counted.
 * @csspart controls - Undo and Reset.
 * @csspart log - The event log (`<rb-event-log>`); its entries are `log-entry`, `log-entry-event`,
 *   `log-entry-rejection`, its rule links `log-rule-link`.
 * @csspart rule - A rule citation; `rule-link` its link, `rule-id` the id beside it.
 * @cssprop --rb-color-accent - Buttons, links, selectable tiles, the targeted location.
 * @cssprop --rb-color-surface - Background of the widget.
 * @cssprop --rb-color-border - Borders.
 * @cssprop --rb-color-muted - Secondary text.
 */
export class SteamTorpedoDamage extends LitElement {
  static override styles = [
    baseStyles,
    widgetStyles,
    controlStyles,
    attackNumbersStyles,
    css`
      :host {
        max-width: 54rem;
      }
      .widget {
        gap: 0.6rem;
        container-type: inline-size;
      }
      h3 {
        font-size: 1em;
        margin: 0;
      }
      /* The title, and "About this example" beside it; opened, the description takes the full width below. */
      .heading {
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: 0.2rem 1rem;
      }
      .heading h2 {
        flex: 1 1 auto;
      }
      .about[open] {
        flex-basis: 100%;
      }
      .about > summary {
        color: ${tokens.muted};
        font-size: 0.9em;
        font-weight: 600;
      }
      .description {
        color: ${tokens.muted};
        margin-top: 0.2rem;
      }
      /* The numbers side by side in small boxes, each as wide as its words allow (one under the other
         where the widget is narrow). */
      .numbers {
        grid-auto-flow: column;
        grid-auto-columns: auto;
        gap: 0.4rem;
        margin: 0;
      }
      .number {
        padding: 0.2rem 0.6rem;
      }
      .value {
        font-size: 1.3em;
        line-height: 1.2;
      }
      section:focus {
        outline: none;
      }
      section:focus-visible {
        outline: ${tokens.focusRing};
      }
      /* The heading and the question on one line: "The defender chooses: absorb 3 damage…". */
      .prompt h3 {
        display: inline;
      }
      .prompt h3::after {
        content: ': ';
      }
      .prompt p {
        display: inline;
      }
      /* What happened, then Undo and Reset. While the attack's steps are one closed line, the buttons
         stand beside it (where the column is wide enough); open, or after a choice, under it. */
      .aftermath {
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: 0.5rem 1rem;
        border-top: 1px solid ${tokens.border};
        padding-top: 0.5rem;
      }
      .aftermath > section {
        flex: 1 1 100%;
        border-top: none;
        padding-top: 0;
      }
      .aftermath > section:has(> details:not([open])) {
        flex-basis: 20rem;
      }
      .choice-list,
      .result-list {
        list-style: none;
        margin: 0.35rem 0 0;
        padding: 0;
        display: grid;
        gap: 0.35rem;
      }
      /* A table of choices: the buttons in one column, what each would do beside it; where the column
         is narrow, what it would do goes under its button. */
      .choice-list {
        grid-template-columns: fit-content(16rem) minmax(0, 1fr);
        gap: 0.35rem 0.75rem;
      }
      .choice-list li {
        grid-column: 1 / -1;
        display: grid;
        grid-template-columns: subgrid;
        align-items: baseline;
        gap: 0.05rem 0.75rem;
      }
      .choice-list button {
        justify-self: stretch;
        padding: 0.1rem 0.6rem;
        font-size: 0.92em;
      }
      .effect {
        color: ${tokens.muted};
        font-size: 0.9em;
        line-height: 1.35;
      }
      @container (max-width: 30rem) {
        .numbers {
          grid-auto-flow: row;
          grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
        }
        .choice-list {
          grid-template-columns: minmax(0, 1fr);
        }
        .choice-list button {
          justify-self: start;
        }
        .effect {
          padding-left: 0.2rem;
        }
      }
      .result-list li::before {
        content: '▸ ';
        color: ${tokens.muted};
      }
      button {
        justify-self: start;
        text-align: left;
      }
      summary {
        cursor: pointer;
      }
      summary h3 {
        display: inline;
      }
      .outcome {
        font-weight: 700;
      }
      .tally {
        margin: 0.35rem 0 0;
        font-size: 0.92em;
      }
    `,
  ];

  /** Name of a preset (see DAMAGE_PRESETS in the rules). */
  @property() preset: string | null = null;

  /** JSON text from the attribute, or a scenario object set from script. Wins over `preset`. */
  @property() scenario: unknown = null;

  @property() seed: string | number | null = null;

  @state() private problems: readonly AttributeProblem[] = [];

  @query('steam-torpedo-submarine') private board?: SteamTorpedoSubmarine | null;

  private readonly game = new EngineController<SteamTorpedoState, SteamTorpedoCommand, SteamTorpedoEvent>(this);

  private readonly announcer = new LiveAnnouncer(this);

  /** "Copy link", and the lab restored from a shared link: its attributes, then every command since the start (share-link.ts). */
  private readonly share = new ShareController(this, {
    announce: (text) => {
      this.announcer.announce(text);
    },
    log: () => this.game.engine?.commands ?? [],
    replay: (log) => {
      this.game.reset();
      return replayThrough(log, (command: SteamTorpedoCommand) => this.game.dispatch(command));
    },
  });

  /** The scenario as the rules built it: the state before the attack and the attack's events. */
  private start: DamageScenarioStart | null = null;

  private needsEngine = true;

  /** The preset shown; undefined when the `scenario` attribute is used instead. */
  private shownPreset: DamagePreset | undefined = undefined;

  /** The rules engine behind the widget; null while the attributes are wrong. */
  get engine(): Engine<SteamTorpedoState, SteamTorpedoCommand, SteamTorpedoEvent> | null {
    return this.game.engine;
  }

  /** The current state, for scripts and tests; null while the attributes are wrong. */
  get state(): SteamTorpedoState | null {
    return this.game.snapshot?.state ?? null;
  }

  /** The scenario's start (state before the attack, the attack's events); null while the attributes are wrong. */
  get scenarioStart(): DamageScenarioStart | null {
    return this.start;
  }

  /** Sends a command to the rules, as the buttons do. Refusals are logged and returned, never thrown. */
  choose(command: SteamTorpedoCommand): DispatchResult<SteamTorpedoEvent> | null {
    const result = dispatchGuarded(this.localName, command, () => this.game.dispatch(command), (problem) => {
      this.showProblems([problem]);
    });
    if (result === null) return null;
    const state = this.state;
    if (result.ok && state !== null) {
      this.announcer.announce(summarizeEvents(state, result.events, this.start?.scenario.attack.location));
    } else if (!result.ok) {
      this.announcer.announce(`Refused: ${result.violation.message}`);
    }
    this.dispatchEvent(commandEvent<DamageCommandDetail>({ command, result }));
    return result;
  }

  /** Takes back the last choice. */
  undo(): boolean {
    const undone = this.game.undo();
    this.announcer.announce(undone ? 'Undone: the last choice is taken back.' : 'Nothing to undo.');
    return undone;
  }

  /** Back to the moment the attack hit. */
  reset(): void {
    this.game.reset();
    this.announcer.announce('Reset: back to the moment the attack hit.');
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const configChanged = (['preset', 'scenario', 'seed'] as const).some((name) => changed.has(name));
    if (configChanged || this.needsEngine) {
      this.needsEngine = false;
      this.buildEngine();
    }
  }

  private buildEngine(): void {
    const problems: AttributeProblem[] = [];
    const seed = parseSeed(this.seed, 1);
    if (!seed.ok) problems.push(seed.problem);
    const preset = this.preset === null || this.preset.trim() === '' ? undefined : this.preset.trim();
    if (preset !== undefined && !isDamagePresetName(preset)) {
      problems.push({ attribute: 'preset', message: `preset must be one of ${DAMAGE_PRESET_NAMES.join(', ')}; got ${JSON.stringify(preset)}.` });
    }
    const scenario = parseJson('scenario', this.scenario, undefined, '{"attack":{"total":3,"location":"fore"}}');
    if (!scenario.ok) problems.push(scenario.problem);
    if (!seed.ok || !scenario.ok || problems.length > 0) {
      this.showProblems(problems);
      return;
    }
    const setup: DamageScenarioSetup = { seed: seed.value };
    if (scenario.value !== undefined) setup.scenario = scenario.value;
    else if (preset !== undefined) setup.preset = preset;
    try {
      const start = openDamageScenario(setup);
      const engine = createEngine(damageScenario, setup);
      this.start = start;
      this.shownPreset = scenario.value === undefined ? DAMAGE_PRESETS.find((candidate) => candidate.name === (preset ?? 'example-of-play')) : undefined;
      this.problems = [];
      this.announcer.clear();
      this.game.setEngine(engine);
    } catch (error) {
      this.showProblems([setupProblem(error, (field) => attributeOfField(field, scenario.value !== undefined))]);
    }
  }

  private showProblems(problems: readonly AttributeProblem[]): void {
    this.problems = problems;
    this.start = null;
    this.game.setEngine(null);
  }

  private async chooseAndFocus(command: SteamTorpedoCommand, from: 'list' | 'board'): Promise<void> {
    const result = this.choose(command);
    if (result?.ok !== true) return;
    await this.updateComplete;
    const board = this.board;
    if (from === 'board' && board) {
      await board.updateComplete;
      if (board.focusFirstSelectable()) return;
    }
    const next = this.renderRoot.querySelector<HTMLButtonElement>('button.choice');
    if (next !== null) {
      next.focus();
      return;
    }
    this.renderRoot.querySelector<HTMLElement>('#result')?.focus();
  }

  private readonly onTileSelect = (event: CustomEvent<TileSelectDetail>): void => {
    const state = this.state;
    if (state === null) return;
    const command = damageScenario.legalCommands(state).find((candidate) => 'tile' in candidate && candidate.tile === event.detail.tile);
    if (command !== undefined) void this.chooseAndFocus(command, 'board');
  };

  protected override render(): unknown {
    return renderGuarded(this.localName, this.problems, () => {
      const snapshot = this.game.snapshot;
      const start = this.start;
      return snapshot === null || start === null ? nothing : this.renderWidget(start, snapshot.state, snapshot.turns);
    });
  }

  private renderWidget(start: DamageScenarioStart, state: SteamTorpedoState, turns: Turns): TemplateResult {
    const preset = this.shownPreset;
    const defender = state.submarines[DEFENDER];
    const location = start.scenario.attack.location;
    const selectable = damageScenario.legalCommands(state).flatMap((command) => ('tile' in command ? [command.tile] : []));
    const title = `Taking the hit: ${preset?.title ?? 'your scenario'}`;
    return html`<div class="widget" part="base" role="group" aria-labelledby="title">
      ${renderLabHeading(title, preset?.description)} ${this.share.renderNotice()}
      ${preset === undefined && this.preset !== null && this.preset.trim() !== ''
        ? html`<p class="hint" part="description">The <code>scenario</code> attribute is shown; <code>preset</code> is ignored.</p>`
        : nothing}
      ${this.renderNumbers(start)}
      <steam-torpedo-submarine
        part="board"
        exportparts="tile: board-tile, tile-selectable: board-tile-selectable, tile-destroyed: board-tile-destroyed, highlight: board-highlight, legend: board-legend"
        label="The defender's submarine"
        highlight-location=${location}
        .submarine=${defender ?? null}
        .state=${state}
        .selectable=${selectable}
        @rb-tile-select=${this.onTileSelect}
      ></steam-torpedo-submarine>
      ${this.renderChoices(state, defender)}
      <div class="aftermath">
        ${this.renderResult(start, state, turns)}
        ${renderUndoReset(this, turns.length > 0, turns.length > 0, nothing, this.share.renderButton())}
      </div>
      <rb-event-log
        part="log"
        exportparts="entry: log-entry, entry-event: log-entry-event, entry-rejection: log-entry-rejection, rule-link: log-rule-link"
        label="What happened, step by step"
        context=${title}
        .entries=${logEntries(start, turns, this.game.rejections)}
      ></rb-event-log>
      ${this.announcer.render()}
    </div>`;
  }

  /** Attack total, armor value and damage total, each from the rules' attack events, each citing its rule. */
  private renderNumbers(start: DamageScenarioStart): TemplateResult {
    const { attack } = start.scenario;
    const resolved = start.attack.find((event) => event.type === 'attack-resolved');
    if (resolved?.type !== 'attack-resolved') {
      const pending = start.attack.find((event) => event.type === 'damage-pending');
      const amount = pending?.type === 'damage-pending' ? pending.pending.remaining : attack.total;
      return renderDrainNumbers({ location: attack.location, amount }, 'The attack');
    }
    const armor = armorBreakdown(start.state, DEFENDER, resolved.location);
    return renderAttackNumbers(resolved, { label: 'The attack', armorDetail: renderArmorList(armor, 'armor-list') });
  }

  private renderChoices(state: SteamTorpedoState, defender: Submarine | undefined): TemplateResult {
    if (isSettled(state) || state.prompt === null) {
      const outcome = damageScenario.outcome(state);
      const over = outcome !== null && outcome.winners.length > 0;
      return html`<section part="choices" aria-labelledby="choices-heading title">
        <h3 id="choices-heading">Nothing left to choose</h3>
        <p class="outcome">
          ${over ? `Game over: ${listWords(outcome.winners.map(playerName))} ${outcome.winners.length === 1 ? 'wins' : 'win'} (${outcome.reason}).` : 'The attack is fully resolved.'}
        </p>
        <p class="hint">Undo to try another choice, or Reset to start again.</p>
      </section>`;
    }
    const prompt = state.prompt;
    const commands = sortedChoices(state, defender);
    return html`<section part="choices" aria-labelledby="choices-heading title">
      <div class="prompt">
        <h3 id="choices-heading">${capitalise(playerName(prompt.player))} chooses</h3>
        <p>${prompt.question}${renderCitation(citation(prompt.rule))}</p>
        ${commands.some((command) => 'tile' in command) ? html`<span class="hint">Or press “choose” on the board.</span>` : nothing}
      </div>
      <ul class="choice-list">
        ${commands.map((command, index) => {
          const preview = previewChoice(state, command);
          const effect = preview.ok ? previewAttackEvents(state, preview.events, this.start?.scenario.attack.location) : `Refused: ${preview.violation.message}`;
          return html`<li part="choice" data-command=${command.type} data-tile=${'tile' in command ? command.tile : ''}>
            <button class="choice primary" part="button choice-button" aria-describedby=${`effect-${String(index)}`} @click=${() => {
              void this.chooseAndFocus(command, 'list');
            }}>${choiceLabel(state, command)}</button>
            <span class="effect" part="choice-effect" id=${`effect-${String(index)}`}>${effect}</span>
          </li>`;
        })}
      </ul>
    </section>`;
  }

  /** What the last choice did; before any choice, what the attack did. */
  private renderResult(start: DamageScenarioStart, state: SteamTorpedoState, turns: Turns): TemplateResult {
    const last = turns.at(-1);
    const events = last ?? start.attack;
    const location = start.scenario.attack.location;
    const body = html`<ul class="result-list">
        ${events.map((event) => html`<li data-event=${event.type}>${describeEvent(state, event, location)}${renderCitation(citation(event.rule))}</li>`)}
      </ul>
      ${renderTally(state, [start.attack, ...turns].flat())}`;
    // Before any choice, the attack's steps say again what the numbers and the question above
    // already show, so they wait closed; after a choice, what it did is the news and stays open.
    return html`<section id="result" part="result" tabindex="-1" aria-labelledby="result-heading title">
      ${last === undefined
        ? html`<details part="result-details">
            <summary><h3 id="result-heading">The attack</h3><span class="hint"> step by step, and the tally</span></summary>
            ${body}
          </details>`
        : html`<h3 id="result-heading">What the last choice did</h3>
            ${body}`}
    </section>`;
  }
}

/** Everything the attack did so far, counted from its events. */
function renderTally(state: SteamTorpedoState, events: readonly SteamTorpedoEvent[]): TemplateResult {
  let placed = 0;
  let oxygenLost = 0;
  let controlRoom = 0;
  const destroyed: string[] = [];
  const crew: string[] = [];
  for (const event of events) {
    if (event.type === 'damage-placed') {
      placed += event.amount;
      oxygenLost += event.oxygenLost;
    } else if (event.type === 'damage-absorbed') {
      controlRoom += 1;
      oxygenLost += event.oxygenLost;
    } else if (event.type === 'oxygen-removed') {
      oxygenLost += event.amount;
    } else if (event.type === 'compartment-destroyed') {
      destroyed.push(tileName(state, event.player, event.tile));
      crew.push(...event.crewLost.map((lost) => lost.crew));
    } else if (event.type === 'crew-eliminated') {
      crew.push(...event.crew);
    }
  }
  return html`<p class="tally" part="tally">
    So far: ${plural(placed, 'damage token')} on compartments, ${plural(controlRoom, 'token')} on ${controlRoomName(state, DEFENDER)},
    ${plural(oxygenLost, 'oxygen token')} lost, ${destroyed.length === 0 ? 'no compartment destroyed' : `destroyed: ${listWords(destroyed)}`},
    ${crew.length === 0 ? 'no crew lost' : `crew lost: ${crewList(crew)}`}.
  </p>`;
}

/** The legal commands, absorbing first, then compartments in the board's reading order (port row first). */
function sortedChoices(state: SteamTorpedoState, defender: Submarine | undefined): SteamTorpedoCommand[] {
  const commands = damageScenario.legalCommands(state);
  if (defender === undefined) return commands;
  const portRow = cellsOfLocation(defender.seat, 'port')[0]?.row;
  const order = (command: SteamTorpedoCommand): number => {
    if (!('tile' in command)) return -1;
    const cell = defender.layout.find((tile) => tile.id === command.tile)?.cell;
    return cell === undefined ? 99 : (cell.row === portRow ? 0 : 10) + cell.column;
  };
  return [...commands].sort((a, b) => order(a) - order(b));
}

function choiceLabel(state: SteamTorpedoState, command: SteamTorpedoCommand): string {
  switch (command.type) {
    case 'absorb-damage':
      return `Absorb it into ${controlRoomName(state, DEFENDER)}`;
    case 'assign-damage':
      return `Damage on ${tileName(state, DEFENDER, command.tile)}`;
    case 'remove-oxygen':
      return `Oxygen from ${tileName(state, DEFENDER, command.tile)}`;
    default:
      return command.type;
  }
}

/** The log: the attack's events (one turn before the reader's), then each choice's events, refused commands where they happened. */
function logEntries(start: DamageScenarioStart, turns: Turns, rejections: readonly LoggedRejection<SteamTorpedoCommand>[]): LogEntry[] {
  const location = start.scenario.attack.location;
  const words = { describeEvent: (event: SteamTorpedoEvent) => describeEvent(start.state, event, location), citation };
  return [...logEntriesOf([start.attack], [], words), ...logEntriesOf(turns, rejections, words)];
}

/** The attribute a setup field the rules refused came from. */
function attributeOfField(field: string, scenarioGiven: boolean): string {
  return field === 'seed' ? 'seed' : field === 'preset' ? 'preset' : field.startsWith('scenario') || scenarioGiven ? 'scenario' : 'preset';
}
