import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import { live } from 'lit/directives/live.js';
import { createEngine, whyRefused, type DispatchResult, type Engine } from '../../rules/engine/index.ts';
import { DEFAULT_TARGET, DIR_NAMES, DIRECT_FIRE_DIE_SIDES, SAMPLE_BOARD, areaAround, boardSight, directFire, directFireOdds, directFirePresetNamed, doesRollHit, hexAt, isAreaWeapon, onBoard, placeWords, DIRECT_FIRE_RULE as RULE, rollToBeat, rowOf, directFireHeading, sameHex, STAT_LIMITS, targetsInArea, targetsInBlast, targetsOfVolley, whyNotChoosable, whyNotTargetable, type BoardInput, type DirectFireBoard, type DirectFireCommand, type DirectFireEvent, type DirectFirePreset, type DirectFireSetup, type DirectFireState, type Hex, type Refusal, type Target } from '../../rules/star-eater/index.ts';
import { parseJson, parseSeed, parseWholeNumber, type AttributeProblem, type Parsed } from '../shared/attributes.ts';
import { commandEvent, type CommandDetail } from '../shared/command-event.ts';
import { DrawnWidth } from '../shared/drawn-width.ts';
import { EngineController } from '../shared/engine-controller.ts';
import { isKeyForField } from '../shared/keyboard.ts';
import { logEntriesOf } from '../shared/log-entries.ts';
import { readWholeNumber, renderNumberField } from '../shared/number-field.ts';
import { dispatchGuarded, renderGuarded, setupProblem } from '../shared/problems.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { capitalise, citationFrom } from '../shared/words.ts';
import { renderFireBoard, renderFireKey, type NumberedTarget } from './direct-fire-board.ts';
import { type BoardChoices } from './game-board.ts';
import { boardSize, hexAtPoint } from './hex-board.ts';
// The elements this widget's template uses: importing them registers their tags.
import '../shared/rb-die-face.ts';
import '../shared/rb-event-log.ts';
import { LiveAnnouncer } from '../shared/live-announcer.ts';
import { ShareController, replayThrough } from '../shared/share-link.ts';
import { directFireStyles } from './direct-fire.styles.ts';

const FACES = Array.from({ length: DIRECT_FIRE_DIE_SIDES }, (_, index) => index + 1);

/** The numbers a reader may change in the widget itself; each is also an attribute of the same name. */
type EditableNumber = 'accuracy' | 'evasion';

/** Detail of this widget's `rb-command` event (the shared `CommandDetail`, narrowed to direct fire). */
export type DirectFireCommandDetail = CommandDetail<DirectFireCommand, DirectFireEvent>;

/**
 * Star Eater's direct-fire roll (rulebook 7.4) as a live widget: the hit formula with the numbers
 * filled in, the exact odds face by face, a Roll button, the faces rolled, and a log in which every
 * event and every refused command cites its rule. Every action goes through the rules engine; the
 * widget holds no game logic of its own. Changing any attribute starts a fresh engine.
 *
 * The reader can change the weapon's accuracy (and, with the default target, its evasion) in the
 * widget: a valid number is written back to the attribute, so the page and the widget agree, and
 * everything updates at once. A what-if choice forces the face of the next roll.
 *
 * **The board.** A board attribute (`column`, `row`, `facing`, `range`, `obstacles`), a `preset`, or
 * a target with a `column` and a `row` puts the weapon on the sample board (13 columns by 17 rows,
 * as the other Star Eater widgets number it). The board shows the weapon and its facing, its 120°
 * arc (point defence: all round), the hexes in range and in sight, the hexes hidden behind an
 * obstruction, and an area weapon's area; the key says each in words. The reader presses a target
 * on the board (or its radio button beside it) for its exact odds; an area weapon presses a hex,
 * empty or not. A target out of arc, out of range or hidden is not a button: its line beside the
 * board says why and cites the rule, and clicking it anyway is refused with that rule.
 *
 * **`targets` and the board.** Without a board, the targets listed are taken to be in arc, in range
 * and in sight, as before: the reader picks one (an area weapon rolls at every one). With a board,
 * each target of the list needs a `column` and a `row`, and stands on a hex of its own; the
 * default target (no `targets`) stands three hexes ahead of the weapon. Every target blocks the
 * line of fire like any squadron, torpedo or hull section (7.4.1).
 *
 * The class is not registered; import `star-eater-direct-fire.ts` for the tag.
 *
 * Keyboard: every control is a real button, radio button, number input or select; `r` rolls while
 * focus is in the widget, except in a number input or the select, where keys type as usual. On
 * the board, the hexes to press are one Tab stop: the arrow keys move to the next one that way,
 * Home and End to the first and the last, Enter or Space presses it. The log's live region says
 * the aim and its odds.
 *
 * @tagname star-eater-direct-fire
 * @attr accuracy - The weapon's accuracy, a whole number from 0 to 12. Default 0 (or the preset's).
 * @attr evasion - Evasion of the default target, an enemy warship hull section, 0 to 12. Default 0.
 *   Ignored when `targets` is given (each target carries its own), or a preset.
 * @attr seed - Seeds the dice: the same seed rolls the same faces. Default 1.
 * @attr aoe - Area-of-effect radius in hexes, 0 to 22; 0 is a single-target weapon. Default 0.
 * @attr point-defence - The weapon is point defence: it can never target a warship; on the board it
 *   aims all round and sees past its own hull.
 * @attr targets - JSON list of the targets: `[{"id":"s1","name":"Squadron 1","kind":"squadron",
 *   "evasion":2,"column":6,"row":8}]`; `kind` is `warship`, `squadron` (default) or `torpedo`;
 *   `column` and `row` place it on the board (every target then needs them).
 * @attr preset - A worked example on the board: `main-cannon`, `obstruction`, `area` or
 *   `point-defence` (the rulebook's direct-fire examples, reconstructed). Other attributes given
 *   beside it override it.
 * @attr column - The weapon's column, 0 (west) to 12. Default 6.
 * @attr row - The weapon's row, 0 (north) to 16. Default 11.
 * @attr facing - Where the weapon points: `N`, `NE`, `SE`, `S`, `SW`, `NW` (or 0 to 5). Default `N`.
 * @attr range - The weapon's range in hexes, 1 to 22. Default 4.
 * @attr obstacles - What else blocks the line of fire: in words, `projectile 6 9, hull 7 8`
 *   (kind, column, row), or a JSON list of `{ "kind", "column", "row" }`; kinds `projectile`,
 *   `squadron`, `torpedo`, `hull`, `own-hull` (the weapon's own ship, which point defence sees past).
 * @fires rb-command - After every command sent to the rules engine, accepted or refused.
 *   `detail: { command, result }`, where `result` is the engine's dispatch result.
 * @csspart base - The widget's box.
 * @csspart formula - The hit formula.
 * @csspart odds - An odds line ("hits on 5+ (8/12, 66.7%)").
 * @csspart odds-strip - The twelve faces, each marked hit or miss.
 * @csspart face - One face in the strip; also `face-hit` or `face-miss`.
 * @csspart numbers - The row of number inputs.
 * @csspart number-input - A number input (accuracy, evasion).
 * @csspart step-button - The − and + buttons beside a number input (also `button`).
 * @csspart input-problem - Why a number typed into an input was not taken.
 * @csspart targets - The target choice, or the list of targets in the area.
 * @csspart about - With a preset: its title, opening onto `description`.
 * @csspart board - The board's SVG. Also `weapon`, `target`, `obstacle`, `aim`, `ray`, `ray-left`,
 *   `ray-right`, `choice` (a hex to press), `scroll-hint`.
 * @csspart key - The key under the board.
 * @csspart refusal - On the board: the last command the rules refused, with its rule.
 * @csspart controls - The row of buttons.
 * @csspart what-if - The choice of a forced face for the next roll; `what-if-select` its select.
 * @csspart button - Every button; also `roll-button`, `undo-button`, `reset-button`, `share-button` (Copy link).
 * @csspart share-field - The link, in a field, where the clipboard would not take it.
 * @csspart share-problem - A shared link that could not be opened, or stopped at a refused command: why.
 * @csspart result - The faces rolled last and what they did.
 * @csspart log - The event log (`<rb-event-log>`); its entries are `log-entry`, `log-entry-event`,
 *   `log-entry-rejection`, its rule links `log-rule-link`.
 * @csspart die-face - The pentagon of a rolled die; `die-mark` its ✓ or ✗.
 * @csspart rule - A rule citation; `rule-link` its link, `rule-id` the id beside it.
 * @cssprop --rb-color-accent - Buttons and links.
 * @cssprop --rb-color-hit - Hits. Also `--rb-color-hit-surface`.
 * @cssprop --rb-color-miss - Misses. Also `--rb-color-miss-surface`.
 * @cssprop --rb-color-surface - Background of the widget.
 * @cssprop --rb-color-border - Borders.
 * @cssprop --rb-color-error - A number input holding a refused entry, and its message.
 * @cssprop --rb-hex-board-space - Fill of the board's hexes.
 * @cssprop --rb-hex-board-ship - Fill of hull sections on the board.
 */
export class StarEaterDirectFire extends LitElement {
  static override styles = directFireStyles;

  /** Weapon accuracy. A string from the attribute, or a number set from script. */
  @property() accuracy: string | number | null = null;

  @property() evasion: string | number | null = null;

  @property() seed: string | number | null = null;

  @property() aoe: string | number | null = null;

  @property({ type: Boolean, attribute: 'point-defence' }) pointDefence = false;

  /** JSON text from the attribute, or a list set from script. */
  @property() targets: unknown = null;

  @property() preset: string | null = null;

  @property() column: string | number | null = null;

  @property() row: string | number | null = null;

  @property() facing: string | number | null = null;

  @property() range: string | number | null = null;

  /** Words (`projectile 6 9, hull 7 8`) or JSON text from the attribute, or a list set from script. */
  @property() obstacles: unknown = null;

  /** What is wrong with the attributes; the widget shows these instead of the game. */
  @state() private problems: readonly AttributeProblem[] = [];

  /** Inputs holding an entry that was not taken (the game goes on with the number before it). */
  @state() private refusedEntries: Readonly<Record<EditableNumber, boolean>> = { accuracy: false, evasion: false };

  /** The face the next roll is forced to show (a what-if), or null to roll at random. */
  @state() private forcedFace: number | null = null;

  /** On the board: the last command the rules refused, said beside the board until the next accepted one. */
  @state() private refusal: { message: string; rule: string } | null = null;

  private readonly game = new EngineController<DirectFireState, DirectFireCommand, DirectFireEvent>(this);

  private readonly drawnWidth = new DrawnWidth(this);

  /** Says "Link copied" (the log announces the rolls). */
  private readonly announcer = new LiveAnnouncer(this);

  /** "Copy link", and the widget restored from a shared link: its attributes, then every roll and aim (share-link.ts). */
  private readonly share = new ShareController(this, {
    announce: (text) => {
      this.announcer.announce(text);
    },
    log: () => this.engine?.commands ?? [],
    replay: (log) => {
      this.refusal = null;
      this.game.reset();
      return replayThrough(log, (command: DirectFireCommand) => this.game.dispatch(command));
    },
  });

  private needsEngine = true;

  /** Whether the running game's targets came from the `targets` attribute or a preset (else: the default target). */
  private targetsGiven = false;

  /** The preset the running game started from, for its title and description. */
  private shownPreset: DirectFirePreset | undefined = undefined;

  /** The board hex that holds the Tab stop among the hexes to press (where the arrow keys left it). */
  private focusHex: Hex | null = null;

  constructor() {
    super();
    this.addEventListener('keydown', this.onKeyDown);
  }

  /** The rules engine behind the widget (rebuilt when an attribute changes); null while the attributes are wrong. */
  get engine(): Engine<DirectFireState, DirectFireCommand, DirectFireEvent> | null {
    return this.game.engine;
  }

  /** The engine's current state, for scripts and tests; null while the attributes are wrong. */
  get state(): DirectFireState | null {
    return this.game.snapshot?.state ?? null;
  }

  /** Rolls, exactly as the Roll button does: with the what-if face when one is chosen. */
  roll(): DispatchResult<DirectFireEvent> | null {
    const face = this.forcedFace;
    const state = this.state;
    if (face === null || state === null) return this.send({ type: 'roll' });
    // The rules want one forced face per die; every die of an area volley shows the chosen face.
    const result = this.send({ type: 'roll', forced: targetsOfVolley(state).map(() => face) });
    // A what-if is for one roll. A refused roll (no target yet) keeps it for the next try.
    if (result?.ok === true) this.forcedFace = null;
    return result;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const configChanged = (['accuracy', 'evasion', 'seed', 'aoe', 'pointDefence', 'targets', 'preset', 'column', 'row', 'facing', 'range', 'obstacles'] as const).some((name) =>
      changed.has(name),
    );
    if (configChanged || this.needsEngine) {
      this.needsEngine = false;
      // A fresh engine: the inputs show its numbers again, whatever was typed into them.
      this.refusedEntries = { accuracy: false, evasion: false };
      this.buildEngine();
    }
  }

  /**
   * Reads every attribute, and starts a fresh engine, or lists what is wrong. Only the attributes
   * given go to the rules, so a preset's numbers stand where the page leaves them out.
   */
  private buildEngine(): void {
    const accuracy = parseWholeNumber('accuracy', this.accuracy, 0);
    const evasion = parseWholeNumber('evasion', this.evasion, DEFAULT_TARGET.evasion);
    const seed = parseSeed(this.seed, 1);
    const aoe = parseWholeNumber('aoe', this.aoe, 0);
    const targets = parseJson('targets', this.targets, null, '[{"name":"Squadron","evasion":2}]');
    const place = {
      column: parseWholeNumber('column', this.column, 0),
      row: parseWholeNumber('row', this.row, 0),
      range: parseWholeNumber('range', this.range, 0),
    };
    const obstacles = parseObstacles(this.obstacles);
    const parsed = [accuracy, evasion, seed, aoe, targets, place.column, place.row, place.range, obstacles];
    const problems = parsed.flatMap((entry) => (entry.ok ? [] : [entry.problem]));
    if (!accuracy.ok || !evasion.ok || !seed.ok || !aoe.ok || !targets.ok || !obstacles.ok || problems.length > 0) {
      this.showProblems(problems);
      return;
    }
    const preset = given(this.preset) ? String(this.preset).trim() : undefined;
    this.targetsGiven = targets.value !== null || preset !== undefined;
    const weapon: NonNullable<DirectFireSetup['weapon']> = {};
    if (given(this.accuracy)) weapon.accuracy = accuracy.value;
    if (given(this.aoe)) weapon.aoe = aoe.value;
    if (this.pointDefence) weapon.pointDefence = true;
    const board: BoardInput = {};
    for (const name of ['column', 'row', 'range'] as const) {
      const entry = place[name];
      if (given(this[name]) && entry.ok) board[name] = entry.value;
    }
    if (given(this.facing)) board.facing = this.facing;
    if (given(this.obstacles)) board.obstacles = obstacles.value;
    const setup: DirectFireSetup = { seed: seed.value, weapon };
    // The rules check the shape of the list; this cast only lets it through to them.
    if (targets.value !== null) setup.targets = targets.value as DirectFireSetup['targets'];
    if (given(this.evasion)) setup.evasion = evasion.value;
    if (Object.keys(board).length > 0) setup.board = board;
    if (preset !== undefined) setup.preset = preset;
    try {
      const engine = createEngine(directFire, setup);
      this.problems = [];
      this.refusal = null;
      this.focusHex = null;
      this.shownPreset = preset === undefined ? undefined : directFirePresetNamed(preset);
      this.game.setEngine(engine);
    } catch (error) {
      this.showProblems([setupProblem(error, attributeOfField)]);
    }
  }

  private showProblems(problems: readonly AttributeProblem[]): void {
    this.problems = problems;
    this.game.setEngine(null);
  }

  /** Every action goes through here: the engine decides, the log records. */
  private send(command: DirectFireCommand): DispatchResult<DirectFireEvent> | null {
    const result = dispatchGuarded(this.localName, command, () => this.game.dispatch(command), (problem) => {
      this.showProblems([problem]);
    });
    if (result !== null) {
      this.refusal = result.ok ? null : { message: result.violation.message, rule: result.violation.rule };
      this.dispatchEvent(commandEvent<DirectFireCommandDetail>({ command, result }));
    }
    return result;
  }

  /** Aims at a hex of the board, as pressing it does: the target there, or an area weapon's centre. */
  aimAt(column: number, row: number): DispatchResult<DirectFireEvent> | null {
    return this.send({ type: 'aim-at', column, row });
  }

  private readonly onRoll = (): void => {
    this.roll();
  };

  private readonly onUndo = (): void => {
    this.refusal = null;
    this.game.undo();
  };

  private readonly onReset = (): void => {
    this.refusal = null;
    this.game.reset();
  };

  /**
   * A click on the board that is not on a hex to press: aims there all the same, so the rules say
   * why not (out of arc or range, hidden, nothing there) beside the board and in the log.
   */
  private readonly onBoardClick = (event: MouseEvent): void => {
    const path = event.composedPath();
    if (path.some((element) => element instanceof Element && element.classList.contains('choice'))) return;
    const drawing = path.find((element): element is SVGSVGElement => element instanceof SVGSVGElement && element.classList.contains('hex-board'));
    const matrix = drawing?.getScreenCTM() ?? null;
    if (matrix === null) return;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    const hex = hexAtPoint(point);
    if (onBoard(SAMPLE_BOARD, hex)) this.aimAt(hex.q, rowOf(hex));
  };

  private readonly onAim = (event: Event): void => {
    const input = event.target as HTMLInputElement;
    this.send({ type: 'aim', target: input.value });
  };

  /** The number a field edits, as the running game has it. */
  private numberInForce(state: DirectFireState, name: EditableNumber): number {
    return name === 'accuracy' ? state.weapon.accuracy : (state.targets[0]?.evasion ?? DEFAULT_TARGET.evasion);
  }

  /**
   * Takes a number from an input: sets the property and writes the attribute, so the page's
   * markup says what the widget shows, and the fresh engine redraws everything at once.
   */
  private setNumber(name: EditableNumber, value: number): void {
    const state = this.state;
    const { min, max } = STAT_LIMITS[name];
    const usable = Number.isSafeInteger(value) && value >= min && value <= max;
    this.refusedEntries = { ...this.refusedEntries, [name]: !usable };
    if (!usable) return;
    // The same number again (typed as "03", say) must not restart the game.
    if (state !== null && this.numberInForce(state, name) === value) return;
    // The attribute first: writing it sets the property to its text, which the number then replaces.
    this.setAttribute(name, String(value));
    this[name] = value;
  }

  /** Both `input` (every key) and `change` (leaving the field, or Enter) of a number input. */
  private onNumberEntry(name: EditableNumber, event: Event): void {
    const entry = readWholeNumber(event.target as HTMLInputElement);
    if (entry.kind === 'whole') {
      this.setNumber(name, entry.value);
      return;
    }
    // Half-typed text ("-" on the way to "-2") is only refused once the reader is done with the
    // field; a number that can never be whole ("2.5") is refused at once.
    if (entry.kind === 'unfinished' && event.type === 'input') return;
    this.refusedEntries = { ...this.refusedEntries, [name]: true };
  }

  private readonly onAccuracyEntry = (event: Event): void => {
    this.onNumberEntry('accuracy', event);
  };

  private readonly onEvasionEntry = (event: Event): void => {
    this.onNumberEntry('evasion', event);
  };

  private readonly onForcedFaceChange = (event: Event): void => {
    const value = (event.target as HTMLSelectElement).value;
    this.forcedFace = value === '' ? null : Number(value);
  };

  /**
   * `r` rolls while focus is anywhere in the widget (buttons, radios, or the widget box), but not
   * in a number input or the select: a key pressed there is the reader typing.
   */
  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'r' && event.key !== 'R') return;
    if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || event.defaultPrevented) return;
    if (isKeyForField(event)) return;
    if (this.game.engine === null) return;
    event.preventDefault();
    this.roll();
  };

  protected override render(): unknown {
    return renderGuarded(this.localName, this.problems, () => {
      const snapshot = this.game.snapshot;
      return snapshot === null ? nothing : this.renderGame(snapshot.state, snapshot.turns);
    });
  }

  private renderGame(state: DirectFireState, turns: readonly (readonly DirectFireEvent[])[]): TemplateResult {
    const area = isAreaWeapon(state.weapon);
    const stats = [`accuracy ${String(state.weapon.accuracy)}`];
    if (area) stats.push(`area radius ${String(state.weapon.aoe)}`);
    if (state.board !== null) stats.push(`range ${String(state.board.range)}`);
    if (state.weapon.pointDefence) stats.push('point defence');
    const preset = this.shownPreset;
    return html`<div class=${state.board === null ? 'widget' : 'widget on-board'} part="base" role="group" aria-label="Star Eater direct fire" tabindex="-1">
      <h2>${state.weapon.name} <span class="stats">(${stats.join(', ')})</span></h2>
      ${this.share.renderNotice()}
      ${preset === undefined
        ? nothing
        : html`<details class="about" part="about">
            <summary>${preset.title}</summary>
            <p class="description" part="description">${preset.description}${renderCitation(citation(preset.rule))}</p>
          </details>`}
      ${this.renderNumbers(state)}
      <p class="formula" part="formula">
        A shot hits when <code>roll &gt; 6 + evasion − accuracy</code>${renderCitation(citation(RULE.hitRoll))}
      </p>
      ${state.board !== null
        ? html`${this.renderBoardRow(state, state.board, turns)} ${this.renderWhatIf(state)}`
        : html`${area ? this.renderArea(state) : this.renderSingle(state)} ${this.renderControls(state, turns)} ${this.renderWhatIf(state)}
          ${this.renderResult(state, turns)}`}
      <rb-event-log
        part="log"
        exportparts="entry: log-entry, entry-event: log-entry-event, entry-rejection: log-entry-rejection, rule-link: log-rule-link"
        label="What happened"
        context=${`${state.weapon.name} (${stats.join(', ')})`}
        .entries=${logEntriesOf(turns, this.game.rejections, { describeEvent: (event) => describeEvent(state, event), citation })}
      ></rb-event-log>
      ${this.announcer.render()}
    </div>`;
  }

  /**
   * The numbers the reader may change here. Evasion only with the default target: when the page
   * lists targets, each carries its own evasion, shown beside it.
   */
  private renderNumbers(state: DirectFireState): TemplateResult {
    const editable: EditableNumber[] = this.targetsGiven ? ['accuracy'] : ['accuracy', 'evasion'];
    return html`<div class="numbers" part="numbers">
      ${editable.map((name) => {
        const value = this.numberInForce(state, name);
        const label = name === 'accuracy' ? 'Accuracy' : 'Target’s evasion';
        return renderNumberField({
          id: `${name}-input`,
          label,
          value,
          problem: this.refusedEntries[name] ? `${label} must be a whole number from ${String(STAT_LIMITS[name].min)} to ${String(STAT_LIMITS[name].max)}; still using ${String(value)}.` : null,
          min: STAT_LIMITS[name].min,
          max: STAT_LIMITS[name].max,
          onEntry: name === 'accuracy' ? this.onAccuracyEntry : this.onEvasionEntry,
          onStep: (step) => {
            this.setNumber(name, value + step);
          },
        });
      })}
      <p class="hint">Changing a number starts the rolls over.</p>
    </div>`;
  }

  /**
   * A single-target weapon: pick one target (when there is a choice), then its odds. On the board
   * each target is numbered as on the board, with its place; one that cannot be chosen says why.
   */
  private renderSingle(state: DirectFireState): TemplateResult {
    const aimed = state.targets.find((target) => target.id === state.aim);
    const choice =
      state.targets.length > 1
        ? html`<fieldset part="targets">
            <legend>Target</legend>
            ${state.targets.map((target, index) => {
              const refusal = whyNotChoosable(state, target);
              return html`<div class="choice-row">
                <label class="choice">
                  <input type="radio" name="target" value=${target.id} .checked=${live(target.id === state.aim)} @change=${this.onAim} />
                  ${numbered(state, target, index)} —
                  ${refusal === null
                    ? html`<span>${oddsText(state.weapon.accuracy, target.evasion)}</span>`
                    : html`<span class="not-valid"><span aria-hidden="true">✗</span> not a valid target: ${refusal.reason}</span>`}
                </label>
                ${refusal === null ? nothing : renderCitation(citation(refusal.rule))}
              </div>`;
            })}
          </fieldset>`
        : html`<p part="targets">Target: ${state.targets[0] === undefined ? 'none' : numbered(state, state.targets[0], 0)}</p>`;
    const lone = state.targets.length === 1 ? state.targets[0] : undefined;
    const refusal = lone === undefined ? null : whyNotChoosable(state, lone);
    return html`${choice}
      ${aimed !== undefined
        ? this.renderOdds(state.weapon.accuracy, aimed)
        : refusal !== null
          ? renderNotValid(refusal, '')
          : html`<p class="hint">Choose a target to see the odds.</p>`}`;
  }

  /** An area weapon: every target in the area, each with its own odds (or why it is skipped). */
  private renderArea(state: DirectFireState): TemplateResult {
    return html`<div part="targets">
      <p>Targets in the area (one die each)${renderCitation(citation(RULE.aoe))}</p>
      <ul class="area-list">
        ${state.targets.map((target) => {
          const refusal = whyNotTargetable(state.weapon, target);
          return html`<li>
            <strong>${describeTarget(target)}</strong>
            ${refusal === null ? this.renderOdds(state.weapon.accuracy, target) : renderNotValid(refusal, ', no roll')}
          </li>`;
        })}
      </ul>
    </div>`;
  }

  /**
   * The board, and beside it the targets and their odds (the aimed target's, or each one's in the
   * area), the Roll button and what the roll did: all a reader plays with at one glance.
   */
  private renderBoardRow(state: DirectFireState, board: DirectFireBoard, turns: readonly (readonly DirectFireEvent[])[]): TemplateResult {
    const { width } = boardSize(SAMPLE_BOARD);
    const area = isAreaWeapon(state.weapon);
    const sight = boardSight(state);
    const placed: NumberedTarget[] = state.targets.flatMap((target, index) => (target.at === undefined ? [] : [{ target: { ...target, at: target.at }, number: index + 1 }]));
    const aimedTarget = state.targets.find((target) => target.id === state.aim);
    const aim = area ? state.aimedHex : (aimedTarget?.at ?? null);
    return html`<div class="board-row">
      <div class="board-box" style=${`--board-width: ${String(width)}px`} @click=${this.onBoardClick}>
        ${renderFireBoard({
          label: boardDescription(state, board, sight.hidden.length),
          board,
          allRound: state.weapon.pointDefence,
          sight,
          area: area && state.aimedHex !== null ? areaAround(state, state.aimedHex) : [],
          targets: placed,
          aim,
          choices: this.boardChoices(state, sight.clear, aim),
          scrolls: this.drawnWidth.narrowerThan(width),
        })}
        ${renderFireKey({
          facing: DIR_NAMES[board.facing],
          range: board.range,
          allRound: state.weapon.pointDefence,
          hidden: sight.hidden.length > 0,
          area: area ? state.weapon.aoe : null,
          obstacles: board.obstacles.map((obstacle) => obstacle.kind),
        })}
      </div>
      <div class="side">
        ${this.refusal === null
          ? nothing
          : html`<p class="refusal" part="refusal" role="status">Refused: ${this.refusal.message}${renderCitation(citation(this.refusal.rule))}</p>`}
        ${area ? this.renderBoardArea(state) : this.renderSingle(state)} ${this.renderControls(state, turns)} ${this.renderResult(state, turns)}
      </div>
    </div>`;
  }

  /**
   * The hexes the reader may press: a single-target weapon's targets in arc, range and sight; an
   * area weapon's every hex in arc, range and sight. Each named by what pressing it does, with the odds.
   */
  private boardChoices(state: DirectFireState, clear: readonly Hex[], aim: Hex | null): BoardChoices {
    const accuracy = state.weapon.accuracy;
    const aimed = (hex: Hex): string => (aim !== null && sameHex(aim, hex) ? ' (aimed)' : '');
    const hexes = isAreaWeapon(state.weapon)
      ? clear.map((hex) => {
          const caught = targetsInArea(state, hex);
          const words = caught.length === 0 ? 'no target in the area' : caught.map((target) => `${target.name}, ${oddsText(accuracy, target.evasion)}`).join('; ');
          return { hex, label: `Aim at ${placeWords(hex)}${aimed(hex)}: ${words}` };
        })
      : state.targets.flatMap((target) =>
          target.at === undefined || whyNotChoosable(state, target) !== null
            ? []
            : [{ hex: target.at, label: `Aim at ${target.name}, ${placeWords(target.at)}${aimed(target.at)}: ${oddsText(accuracy, target.evasion)}` }],
        );
    return {
      hexes,
      current: this.focusHex ?? aim,
      press: (hex) => {
        this.focusHex = hex;
        this.aimAt(hex.q, rowOf(hex));
      },
      moved: (hex) => {
        this.focusHex = hex;
      },
    };
  }

  /** An area weapon on the board: where it is aimed, and every target the area takes in with its odds. */
  private renderBoardArea(state: DirectFireState): TemplateResult {
    const centre = state.aimedHex;
    const caught = targetsInBlast(state);
    const radius = String(state.weapon.aoe);
    const heading =
      centre === null
        ? `Press a hex on the board to aim: the area takes in every target within ${radius} of it, one die each.`
        : `Aimed at ${placeWords(centre)}: ${caught.length === 0 ? 'no target' : `${String(caught.length)} ${caught.length === 1 ? 'target' : 'targets'}`} within ${radius}, one die each.`;
    return html`<div part="targets">
      <p>${heading}${renderCitation(citation(RULE.aoe))}</p>
      <ul class="area-list">
        ${caught.map((target) => {
          const refusal = whyNotTargetable(state.weapon, target);
          return html`<li>
            <strong>${numbered(state, target, state.targets.indexOf(target))}</strong>
            ${refusal === null ? this.renderOdds(state.weapon.accuracy, target, true) : renderNotValid(refusal, ', no roll')}
          </li>`;
        })}
      </ul>
    </div>`;
  }

  /**
   * The formula with numbers in, the twelve faces marked, and the odds as a sentence; `compact`
   * (each target of an area beside the board) leaves the faces out and says the rest in one line.
   */
  private renderOdds(accuracy: number, target: Target, compact = false): TemplateResult {
    const matchup = { accuracy, evasion: target.evasion };
    if (compact) {
      return html`<p class="formula target-odds" part="formula" data-target=${target.id}>
        <code class="filled">roll &gt; 6 + ${String(target.evasion)} − ${String(accuracy)} = ${withMinus(rollToBeat(matchup))}</code>:
        <span class="odds" part="odds">${oddsText(accuracy, target.evasion)}</span>
      </p>`;
    }
    return html`<div class="target-odds" data-target=${target.id}>
      <p class="formula" part="formula">
        <code class="filled">roll &gt; 6 + ${String(target.evasion)} − ${String(accuracy)} = ${withMinus(rollToBeat(matchup))}</code>
      </p>
      <ol class="strip" part="odds-strip" aria-label=${`Faces of the d12 against ${target.name}`}>
        ${FACES.map((face) => {
          const hit = doesRollHit(face, matchup);
          return html`<li class=${hit ? 'face hit' : 'face miss'} part=${hit ? 'face face-hit' : 'face face-miss'} data-face=${face}>
            <span class="number">${face}</span> <span aria-hidden="true">${hit ? '✓' : '✗'}</span>
            <span class="visually-hidden">${hit ? 'hit' : 'miss'}</span>
          </li>`;
        })}
      </ol>
      <p class="odds" part="odds">${capitalise(oddsText(accuracy, target.evasion))}</p>
    </div>`;
  }

  private renderControls(state: DirectFireState, turns: readonly (readonly DirectFireEvent[])[]): TemplateResult {
    const dice = targetsOfVolley(state).length;
    const nothingToUndo = turns.length === 0;
    return html`<div class="controls" part="controls">
      <button class="primary" part="button roll-button" @click=${this.onRoll}>Roll ${dice > 1 ? `${String(dice)} dice` : 'd12'}</button>
      <button part="button undo-button" aria-disabled=${nothingToUndo ? 'true' : 'false'} @click=${this.onUndo}>Undo</button>
      <button part="button reset-button" aria-disabled=${nothingToUndo ? 'true' : 'false'} @click=${this.onReset}>Reset</button>
      ${this.share.renderButton()}
      <span class="hint">or press <kbd>r</kbd></span>
      ${this.renderWhyNoRoll(state)}
    </div>`;
  }

  /** The what-if: a face the next roll is forced to show. */
  private renderWhatIf(state: DirectFireState): TemplateResult {
    const dice = targetsOfVolley(state).length;
    return html`<div class="what-if" part="what-if">
      <label for="forced-face">Force the next face</label>
      <select id="forced-face" part="what-if-select" aria-describedby="forced-face-hint" @change=${this.onForcedFaceChange}>
        <option value="" .selected=${live(this.forcedFace === null)}>random</option>
        ${FACES.map((face) => html`<option value=${face} .selected=${live(this.forcedFace === face)}>${face}</option>`)}
      </select>
      <span class="hint" id="forced-face-hint"
        >What-if: the next roll shows this face${dice > 1 ? ' on every die' : ''}, then the choice goes back to random. It uses up no
        random draw, so the seed's rolls after it stay the same.</span
      >
    </div>`;
  }

  /** Asks the rules (without dispatching) why a roll would be refused, to say so before it is tried; nothing when it would not be. */
  private renderWhyNoRoll(state: DirectFireState): TemplateResult | typeof nothing {
    const refusal = whyRefused(directFire, state, { type: 'roll' });
    return refusal === null ? nothing : html`<p class="hint">${refusal.message}</p>`;
  }

  /** The faces of the latest volley, with hit or miss and the rule that decided it. */
  private renderResult(state: DirectFireState, turns: readonly (readonly DirectFireEvent[])[]): unknown {
    const volley = [...turns].reverse().find((turn) => turn.some((event) => event.type === 'shot-resolved'));
    if (volley === undefined) return html`<p class="hint" part="result">No roll yet.</p>`;
    const volleyNumber = volley.find((event) => event.type === 'shot-resolved')?.volley ?? 0;
    return keyed(
      volleyNumber,
      html`<ul class="result" part="result" aria-label=${`Volley ${String(volleyNumber)}`}>
        ${volley.map((event) => {
          if (event.type === 'shot-resolved') {
            const verdict = event.hit ? 'hit' : 'miss';
            return html`<li data-target=${event.target}>
              <rb-die-face exportparts="face: die-face, mark: die-mark" animated .value=${event.roll} result=${verdict}></rb-die-face>
              <span class="result-words"
                >${targetName(state, event.target)}: rolled ${event.roll}${event.forced ? ' (forced)' : ''} —
                <span class="verdict ${verdict}">${event.hit ? '✓ Hit' : '✗ Miss'}</span>
                <span class="hint">(${minimumText(event.minimumRoll)})</span>
                ${renderCitation(citation(event.rule))}</span
              >
            </li>`;
          }
          if (event.type === 'target-skipped') {
            return html`<li data-target=${event.target}>
              <span>${targetName(state, event.target)}: no roll — ${event.reason}</span>${renderCitation(citation(event.rule))}
            </li>`;
          }
          return nothing;
        })}
      </ul>`,
    );
  }
}

function describeEvent(state: DirectFireState, event: DirectFireEvent): string {
  switch (event.type) {
    case 'target-aimed': {
      const target = state.targets.find((candidate) => candidate.id === event.target);
      if (target === undefined) return `Aimed at ${event.target}.`;
      return `Aimed at ${target.name}${target.at === undefined ? '' : ` (${placeWords(target.at)})`}: ${oddsText(state.weapon.accuracy, target.evasion)}.`;
    }
    case 'hex-aimed': {
      const caught = targetsInArea(state, hexAt(event.column, event.row));
      const words = caught.map((target) => `${target.name}${whyNotTargetable(state.weapon, target) === null ? ` ${oddsText(state.weapon.accuracy, target.evasion)}` : ' (not a valid target)'}`);
      return `Aimed at column ${String(event.column)}, row ${String(event.row)}: ${caught.length === 0 ? 'no target in the area' : `the area takes in ${words.join('; ')}`}.`;
    }
    case 'target-skipped':
      return `Volley ${String(event.volley)}: no roll against ${targetName(state, event.target)}. ${event.reason}`;
    case 'dice-rolled': {
      const rolls = event.rolls.map((roll) => `${String(roll.value)}${roll.forced ? ' (forced)' : ''} against ${targetName(state, roll.target)}`);
      return `Volley ${String(event.volley)}: rolled ${rolls.join(', ')}.`;
    }
    case 'shot-resolved':
      return `${targetName(state, event.target)}: ${String(event.roll)} is a ${event.hit ? 'hit' : 'miss'} (${minimumText(event.minimumRoll)}).`;
  }
}

/** A rule id as a citation with its title and docs link from the rule map (when it is in it). */
const citation = citationFrom(directFireHeading);

/** Which attribute each setup field the rules may refuse comes from (the board's fields are named as the attributes). */
const ATTRIBUTE_OF_FIELD: Record<string, string> = {
  seed: 'seed',
  preset: 'preset',
  evasion: 'evasion',
  column: 'column',
  row: 'row',
  facing: 'facing',
  range: 'range',
  'weapon.accuracy': 'accuracy',
  'weapon.aoe': 'aoe',
  'weapon.pointDefence': 'point-defence',
};

/** The attribute the blogger wrote for a setup field the rules refused. */
function attributeOfField(field: string): string {
  const top = /^[a-z]+/i.exec(field)?.[0] ?? '';
  return ATTRIBUTE_OF_FIELD[field] ?? (top === 'targets' || top === 'obstacles' ? top : '');
}

/** Was the attribute given (not missing, not blank)? */
function given(value: unknown): boolean {
  return value !== null && value !== undefined && (typeof value !== 'string' || value.trim() !== '');
}

/** `obstacles`: a list from script, JSON text (a list), or words the rules read (`projectile 6 9, hull 7 8`). */
function parseObstacles(raw: unknown): Parsed<unknown> {
  if (typeof raw === 'string' && raw.trim().startsWith('[')) return parseJson('obstacles', raw, null, '[{"kind":"projectile","column":6,"row":9}]');
  return { ok: true, value: raw };
}

/** The board in words, for its accessible name. */
function boardDescription(state: DirectFireState, board: DirectFireBoard, hidden: number): string {
  const arc = state.weapon.pointDefence ? 'aiming all round' : `its 120° arc shaded`;
  const blocked = hidden === 0 ? '' : `, ${String(hidden)} ${hidden === 1 ? 'hex' : 'hexes'} hidden behind obstructions`;
  const obstacles = board.obstacles.length === 0 ? '' : ` ${String(board.obstacles.length)} ${board.obstacles.length === 1 ? 'obstacle' : 'obstacles'}.`;
  return `The sample board, 13 columns by 17 rows: the ${state.weapon.name} at ${placeWords(board.at)} facing ${DIR_NAMES[board.facing]}, range ${String(board.range)}, ${arc}${blocked}. ${String(state.targets.length)} ${state.targets.length === 1 ? 'target' : 'targets'}, numbered as listed.${obstacles}`;
}

/**
 * A target as the list says it: on the board, with the number the board shows (and its place, for
 * those who do not see the board); as before without one.
 */
function numbered(state: DirectFireState, target: Target, index: number): TemplateResult | string {
  if (state.board === null || target.at === undefined) return describeTarget(target);
  return html`${String(index + 1)}. ${describeTarget(target)}<span class="visually-hidden"> at ${placeWords(target.at)}</span>`;
}

/** Why a target may not be shot at, citing the rule; `consequence` says what that means here (", no roll"). */
function renderNotValid(refusal: Refusal, consequence: string): TemplateResult {
  return html`<p class="not-valid"><span aria-hidden="true">✗</span> Not a valid target${consequence}: ${refusal.reason}${renderCitation(citation(refusal.rule))}</p>`;
}

function describeTarget(target: Target): string {
  return `${target.name} (${target.kind}, evasion ${String(target.evasion)})`;
}

function targetName(state: DirectFireState, id: string): string {
  return state.targets.find((target) => target.id === id)?.name ?? id;
}

/** "hits on 5+ (8/12, 66.7%)", from the rules' exact odds. */
function oddsText(accuracy: number, evasion: number): string {
  const odds = directFireOdds({ accuracy, evasion });
  return `${minimumText(odds.minimumRoll)} (${String(odds.hits)}/${String(odds.sides)}, ${percent(odds.probability)})`;
}

function minimumText(minimumRoll: number | null): string {
  if (minimumRoll === null) return 'never hits';
  if (minimumRoll <= 1) return 'always hits';
  return `hits on ${String(minimumRoll)}+`;
}

function percent(probability: number): string {
  return `${(probability * 100).toFixed(1).replace(/\.0$/, '')}%`;
}

/** A number with a real minus sign, as text is printed ("−2", not "-2"): the number to beat goes below 0. */
function withMinus(value: number): string {
  return String(value).replace('-', '−');
}

