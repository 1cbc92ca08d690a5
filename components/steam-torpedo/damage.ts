import { html, nothing, type TemplateResult } from 'lit';
import { property, query } from 'lit/decorators.js';
import type { DispatchResult } from '../../rules/engine/index.ts';
import {
  cellsOfLocation,
  DAMAGE_PRESETS,
  DEFENDER,
  armorBreakdown,
  damageScenario,
  isSettled,
  openDamageScenario,
  previewChoice,
  readDamagePresetName,
  type AttackEvent,
  type DamageScenarioSetup,
  type DamageScenarioStart,
  type SteamTorpedoCommand,
  type SteamTorpedoEvent,
  type SteamTorpedoState,
  type Submarine,
} from '../../rules/steam-torpedo/index.ts';
import { parseJson, type AttributeProblem } from '../shared/attributes.ts';
import type { CommandDetail } from '../shared/command-event.ts';
import { LabShell, type LabPreset } from '../shared/lab-element.ts';
import { renderAbout } from '../shared/lab-shell.ts';
import { setupProblem } from '../shared/problems.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { givenText, isGiven } from '../shared/setup-attributes.ts';
import { baseStyles } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';
import { renderArmorList } from './armor-breakdown.ts';
import { attackNumbersStyles, renderAttackNumbers, renderDrainNumbers } from './attack-numbers.ts';
import { damageStyles } from './damage.styles.ts';
import type { SteamTorpedoSubmarine, TileSelectDetail } from './submarine-board.ts';
// The attack's words only: this widget shows no other events.
import { capitalise, citation, controlRoomName, crewList, describeAttackEvent as describeEvent, listWords, playerName, plural, previewAttackEvents, summarizeAttackEvents as summarizeEvents, tileName } from './words.ts';
// The elements this widget's template uses: importing them registers their tags.
import './steam-torpedo-submarine.ts';

type Turns = readonly (readonly AttackEvent[])[];

/** Detail of this widget's `rb-command` event: the shared `CommandDetail`, narrowed to its commands. */
export type DamageCommandDetail = CommandDetail<SteamTorpedoCommand, SteamTorpedoEvent>;

const TITLE = 'Taking the hit';

/** The presets as the heading shows them: "Taking the hit: " and the example's title. */
const PRESETS: readonly LabPreset[] = DAMAGE_PRESETS.map(({ name, title, description, rule }) => ({ name, title: `${TITLE}: ${title}`, description, rule }));

/** The example shown when the attributes name none (the rules' default too). */
const DEFAULT_PRESET = PRESETS.find((preset) => preset.name === 'example-of-play');

/**
 * What the definition (given before the element exists) reads of the element: the scenario the
 * rules opened (the attack's events open the log), and whether a `scenario` attribute is given.
 */
interface DamageHost {
  opened: (start: DamageScenarioStart) => void;
  start: () => DamageScenarioStart | null;
  scenarioGiven: () => boolean;
}

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
 * `damageScenario` (rules/steam-torpedo/scenarios.ts), run in the shell every lab shares
 * (`LabShell`); the choices are its legal commands; the preview of a choice is the rules' own
 * answer to it. The widget holds no game logic.
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
 * @csspart controls - Undo, Reset and Copy link.
 * @csspart refusal - The last command the rules refused, with its rule.
 * @csspart log - The event log (`<rb-event-log>`); its entries are `log-entry`, `log-entry-event`,
 *   `log-entry-rejection`, its rule links `log-rule-link`.
 * @csspart rule - A rule citation; `rule-link` its link, `rule-id` the id beside it.
 * @cssprop --rb-color-accent - Buttons, links, selectable tiles, the targeted location.
 * @cssprop --rb-color-surface - Background of the widget.
 * @cssprop --rb-color-border - Borders.
 * @cssprop --rb-color-muted - Secondary text.
 */
export class SteamTorpedoDamage extends LabShell<SteamTorpedoState, SteamTorpedoCommand, AttackEvent, DamageScenarioSetup> {
  static override styles = [baseStyles, widgetStyles, controlStyles, attackNumbersStyles, damageStyles];

  /** JSON text from the attribute, or a scenario object set from script. Wins over `preset`. */
  @property() scenario: unknown = null;

  @query('steam-torpedo-submarine') private board?: SteamTorpedoSubmarine | null;

  /** The scenario as the rules opened it: the state before the attack and the attack's events. */
  private opening: DamageScenarioStart | null = null;

  protected override readonly logLabel = 'What happened, step by step';

  constructor() {
    const host: DamageHost = { opened: () => undefined, start: () => null, scenarioGiven: () => false };
    super({
      // The rules' own ruleset, its opening kept whole: the attack's events, before the reader's
      // first choice, open the log and give the numbers, with no second opening of the scenario.
      ruleset: {
        ...damageScenario,
        initialState: (setup) => {
          const start = openDamageScenario(setup);
          host.opened(start);
          return start.state;
        },
      },
      // A scenario wins over the preset: the heading then says so, not the preset's words.
      get presets() {
        return host.scenarioGiven() ? [] : PRESETS;
      },
      get title() {
        return host.scenarioGiven() || DEFAULT_PRESET === undefined ? `${TITLE}: your scenario` : DEFAULT_PRESET.title;
      },
      describeEvent: (event) => {
        const start = host.start();
        return start === null ? '' : describeEvent(start.state, event, start.scenario.attack.location);
      },
      whereWords: () => 'Back to the moment the attack hit.',
      citation,
      properties: ['scenario'],
      attributes: {},
    });
    host.opened = (start) => {
      this.opening = start;
    };
    host.start = () => this.opening;
    host.scenarioGiven = () => isGiven(this.scenario);
  }

  /** The scenario's start (state before the attack, the attack's events); null while the attributes are wrong. */
  get scenarioStart(): DamageScenarioStart | null {
    return this.state === null ? null : this.opening;
  }

  /** Sends a command to the rules, as the buttons do (`send`). Refusals are logged and returned, never thrown. */
  choose(command: SteamTorpedoCommand): DispatchResult<AttackEvent> | null {
    return this.send(command);
  }

  /** Sends a command to the rules, saying aloud what it did. Refusals are logged, shown and announced, never thrown. */
  override send(command: SteamTorpedoCommand, options: { quiet?: boolean } = {}): DispatchResult<AttackEvent> | null {
    const result = super.send(command, { quiet: true });
    const state = this.state;
    if (result === null || state === null) return result;
    if (result.ok) {
      if (options.quiet !== true) this.announcer.announce(summarizeEvents(state, result.events, this.opening?.scenario.attack.location));
    } else {
      if (options.quiet !== true) this.announcer.announce(`Refused: ${result.violation.message}`);
    }
    return result;
  }

  /** Takes back the last choice. */
  override undo(): boolean {
    const undone = super.undo();
    this.announcer.announce(undone ? 'Undone: the last choice is taken back.' : 'Nothing to undo.');
    return undone;
  }

  /** Back to the moment the attack hit. */
  override reset(): DispatchResult<AttackEvent> | null {
    const result = super.reset();
    if (result !== null) {
      this.announcer.announce('Reset: back to the moment the attack hit.');
    }
    return result;
  }

  /**
   * The setup's `scenario` from the attribute's JSON (or the object a script set). A preset that
   * names none is refused by the rules' reader even beside a scenario, which wins over it.
   */
  protected override readAttributes(problems: AttributeProblem[]): Partial<DamageScenarioSetup> {
    const preset = givenText(this.preset)?.toLowerCase();
    if (preset !== undefined) {
      try {
        readDamagePresetName(preset);
      } catch (error) {
        problems.push(setupProblem(error, (field) => this.attributeOfField(field)));
      }
    }
    const scenario = parseJson('scenario', this.scenario, undefined, '{"attack":{"total":3,"location":"fore"}}');
    if (!scenario.ok) {
      problems.push(scenario.problem);
      return {};
    }
    return scenario.value === undefined ? {} : { scenario: scenario.value };
  }

  /** The attack's events open the log, before the reader's first choice. */
  protected override openingEvents(): readonly AttackEvent[] {
    return this.opening?.attack ?? [];
  }

  /** A field the rules refused: the seed, the preset, or else the scenario (given, or the preset's). */
  protected override attributeOfField(field: string): string {
    if (field === 'seed' || field === 'preset') return field;
    return field.startsWith('scenario') || isGiven(this.scenario) ? 'scenario' : 'preset';
  }

  private async chooseAndFocus(command: SteamTorpedoCommand, from: 'list' | 'board'): Promise<void> {
    const result = this.send(command);
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

  /**
   * The lab between its title and the shell's log: the numbers, the board, the choices, and what
   * the last one did with Undo, Reset and Copy link.
   */
  protected override renderLab(state: SteamTorpedoState, turns: Turns): TemplateResult {
    const start = this.opening;
    if (start === null) return html``;
    const defender = state.submarines[DEFENDER];
    const location = start.scenario.attack.location;
    const selectable = damageScenario.legalCommands(state).flatMap((command) => ('tile' in command ? [command.tile] : []));
    const scenarioGiven = isGiven(this.scenario);
    const presetNamed = givenText(this.preset) !== undefined;
    return html`${!scenarioGiven && !presetNamed && DEFAULT_PRESET !== undefined ? renderAbout(html`${DEFAULT_PRESET.description}${renderCitation(citation(DEFAULT_PRESET.rule))}`) : nothing}
      ${scenarioGiven && presetNamed ? html`<p class="hint" part="description">The <code>scenario</code> attribute is shown; <code>preset</code> is ignored.</p>` : nothing}
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
      <div class="aftermath">${this.renderResult(start, state, turns)} ${this.renderControls()}</div>`;
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
          const effect = preview.ok ? previewAttackEvents(state, preview.events, this.opening?.scenario.attack.location) : `Refused: ${preview.violation.message}`;
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
