import { adoptStyles, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import { live } from 'lit/directives/live.js';
import { whyRefused, type DispatchResult } from '../../rules/engine/index.ts';
import { DEFAULT_TARGET, DIRECT_FIRE_ATTRIBUTES, DIRECT_FIRE_DIE_SIDES, DIRECT_FIRE_ROLL, SAMPLE_BOARD, directFireNeedsBoard, directFireRules, doesRollHit, isAreaWeapon, placeWords, DIRECT_FIRE_RULE as RULE, rollToBeat, rowOf, DIE_STAT_LIMITS, targetsOfVolley, whyNotTargetable, type DirectFireCommand, type DirectFireEvent, type DirectFireRules, type DirectFireRuleset, type DirectFireSetup, type DirectFireState, type Hex, type Target } from '../../rules/star-eater/index.ts';
import type { AttributeProblem } from '../shared/attributes.ts';
import type { CommandDetail } from '../shared/command-event.ts';
import type { DrawnWidth } from '../shared/drawn-width.ts';
import { isKeyForField } from '../shared/keyboard.ts';
import { LabShell, type LabPreset } from '../shared/lab-element.ts';
import { readWholeNumber, renderNumberField } from '../shared/number-field.ts';
import { setupProblem } from '../shared/problems.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { givenText, isGiven } from '../shared/setup-attributes.ts';
import { capitalise } from '../shared/words.ts';
// The board's part (its rules, presets and drawing) is fetched only when the attributes put the
// weapon on the board (loadBoardPart): its types alone are imported here. The board's size and its
// row's layout are not part of it (board-frame.ts): the widget keeps the room while it arrives.
import type * as BoardPart from './direct-fire-board.ts';
import { boardSize } from './board-frame.ts';
import { citation, describeTarget, minimumText, numbered, oddsText, renderNotValid, withMinus } from './direct-fire-words.ts';
// The element this widget's template uses: importing it registers its tag.
import '../shared/rb-die-face.ts';
import { directFireStyles, directFireStylesWith } from './direct-fire.styles.ts';

const FACES = Array.from({ length: DIRECT_FIRE_DIE_SIDES }, (_, index) => index + 1);

/** The numbers a reader may change in the widget itself; each is also an attribute of the same name. */
type EditableNumber = 'accuracy' | 'evasion';

/** The properties whose change starts the lab afresh: the shell's and the rules' attribute fields. */
const RESTARTING: readonly PropertyKey[] = ['preset', 'seed', ...DIRECT_FIRE_ATTRIBUTES];

/**
 * The board's part (direct-fire-board.ts: the board's part of the rules, the presets, the
 * drawing), fetched once for the page the first time a widget's attributes put the weapon on the
 * board: most posts show the plain roll, which then never downloads it (issue 25). A failed fetch
 * is forgotten, so that a widget started afresh tries again.
 */
let boardPart: Promise<typeof BoardPart> | undefined;

function loadBoardPart(): Promise<typeof BoardPart> {
  boardPart ??= import('./direct-fire-board.ts').catch((error: unknown) => {
    boardPart = undefined;
    throw error;
  });
  return boardPart;
}

/**
 * The widget's frame while the board's part is fetched (renderRulesPending), as it is drawn once the
 * part has come in a column wide enough for the targets beside the board: the heading, the numbers
 * and the formula above the board (with a preset, its line of stats too); the key under the board,
 * five lines of its 0.9em text at 1.4em, under a 0.3rem margin; the what-if and the log below. In a
 * narrower column the targets go under the board: they get a single target's room there, or with a
 * preset (three or four targets) about the presets' mean at 390 px. Measured in Chromium, room
 * against drawn: at 672 px and wider, equal for the default target and the first two presets, 23 px
 * off for an area (a line more in the key) or point defence (a line less). Narrower, where the
 * targets go under the board and every text wraps more, these rooms fell up to 480 px short at
 * 300 px: there the frame keeps the drawn widget's measured height by the column's width instead
 * (direct-fire.styles.ts, `.pending-box`).
 */
const PENDING_ROOM = {
  above: 'calc(6.625em + 1.5rem)',
  aboveWithPreset: 'calc(8.0625em + 2.25rem)',
  key: 'calc(0.3rem + 7em)',
  side: '17.5em',
  sideWithPreset: '25em',
  below: 'calc(7.875em + 0.75rem)',
};

/** Detail of this widget's `rb-command` event (the shared `CommandDetail`, narrowed to direct fire). */
export type DirectFireCommandDetail = CommandDetail<DirectFireCommand, DirectFireEvent>;

/**
 * Star Eater's direct-fire roll (rulebook 7.4) as a live widget: the hit formula with the numbers
 * filled in, the exact odds face by face, a Roll button, the faces rolled, and a log in which every
 * event and every refused command cites its rule. Every action goes through the rules
 * (rules/star-eater/direct-fire/, which also read the attributes and name a bad one); the widget
 * holds no game logic of its own. It is a lab (LabShell, lab-element.ts): Undo, Reset, Copy link,
 * the log, the live region, an example's heading and a refusal with its rule are the shell's; the
 * widget gives its definition and draws the numbers, the odds and the board. Changing any attribute
 * starts the lab afresh.
 * It builds on LabShell itself, not on the other Star Eater labs' StarEaterLab: its setup's fields
 * are its attributes (no piece's place to map), it cites the direct-fire page's rules rather than
 * the labs' table, and it draws its board row its own way (the targets and odds before the controls).
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
 * board says why and cites the rule, and clicking it anyway is refused with that rule. The board's
 * rules, the presets and the drawing come in a chunk of their own, fetched only then (issue 25):
 * until it arrives the widget keeps its room, and a bad attribute is named once it has.
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
 * Home and End to the first and the last, Enter or Space presses it. The widget's live region
 * says the aim and its odds, and each roll's faces, with the rule.
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
 * @fires rb-command - After every command sent to the rules, accepted or refused.
 *   `detail: { command, result }`, where `result` is the rules' dispatch result.
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
 * @csspart about - With a preset: "About this example", collapsed, opening onto `description` (with
 *   the rule the example shows); the preset's title is the widget's heading.
 * @csspart board - The board's SVG. Also `weapon`, `target`, `obstacle`, `aim`, `ray`, `ray-left`,
 *   `ray-right`, `choice` (a hex to press), `scroll-hint`.
 * @csspart key - The key under the board.
 * @csspart refusal - The last command the rules refused, with its rule.
 * @csspart controls - The row of buttons, with the `r` hint and why a roll would be refused.
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
export class StarEaterDirectFire extends LabShell<DirectFireState, DirectFireCommand, DirectFireEvent, DirectFireSetup> {
  static override styles = directFireStyles;

  /** Weapon accuracy. A string from the attribute, or a number set from script. */
  @property() accuracy: string | number | null = null;

  @property() evasion: string | number | null = null;

  @property() aoe: string | number | null = null;

  @property({ type: Boolean, attribute: 'point-defence' }) pointDefence = false;

  /** JSON text from the attribute, or a list set from script. */
  @property() targets: unknown = null;

  @property() column: string | number | null = null;

  @property() row: string | number | null = null;

  @property() facing: string | number | null = null;

  @property() range: string | number | null = null;

  /** Words (`projectile 6 9, hull 7 8`) or JSON text from the attribute, or a list set from script. */
  @property() obstacles: unknown = null;

  /** Inputs holding an entry that was not taken (the game goes on with the number before it). */
  @state() private refusedEntries: Readonly<Record<EditableNumber, boolean>> = { accuracy: false, evasion: false };

  /** The face the next roll is forced to show (a what-if), or null to roll at random. */
  @state() private forcedFace: number | null = null;

  /** The board's part once fetched (null until this widget's attributes put the weapon on the board and it has arrived). */
  @state() private boardModule: typeof BoardPart | null = null;

  /** The roll's rules joined to the board's part, once it has arrived. */
  private boardRules: DirectFireRules | null = null;

  /** Whether the attributes wait for the board's part (rulesFor): the widget draws its room meanwhile. */
  private waitingForBoard = false;

  /** The fetch of the board's part this widget waits for, until it arrives; `updateComplete` waits for it too. */
  private boardArrives: Promise<void> | null = null;

  /** Why the board's part could not be fetched, said in the board's room until the lab starts afresh; null while all is well. */
  @state() private boardProblem: string | null = null;

  /** How wide the widget is drawn (the board scrolls when narrower); it comes with the board's part. */
  private drawnWidth: DrawnWidth | null = null;

  /** The board hex that holds the Tab stop among the hexes to press (where the arrow keys left it). */
  private focusHex: Hex | null = null;

  constructor() {
    super({
      // The roll's rules until the board's part arrives with the board's, which run every setup (rulesFor).
      ruleset: DIRECT_FIRE_ROLL.ruleset,
      // The presets all stand on the board: they come with its part (presetShown).
      presets: [],
      title: 'Star Eater direct fire',
      citation,
      // The rules read each attribute as typed, in the setup field of its name, and name a bad one.
      properties: DIRECT_FIRE_ATTRIBUTES,
      attributes: {},
    });
    this.addEventListener('keydown', this.onKeyDown);
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
    if (RESTARTING.some((name) => (changed as Map<PropertyKey, unknown>).has(name))) {
      // A fresh start: the inputs show its numbers again, whatever was typed into them, the
      // board's Tab stop goes back to the aim, and a board's part that failed is tried again.
      this.refusedEntries = { accuracy: false, evasion: false };
      this.focusHex = null;
      this.boardProblem = null;
    }
    super.willUpdate(changed);
  }

  /** The rules this widget asks: with the board's part once it has arrived, the roll's alone until then. */
  private get rules(): DirectFireRules {
    return this.boardRules ?? DIRECT_FIRE_ROLL;
  }

  /** A setup that puts the weapon on the board waits for the board's part (none while it is fetched); any other runs at once. */
  protected override rulesFor(setup: DirectFireSetup): DirectFireRuleset | null {
    this.waitingForBoard = this.boardModule === null && directFireNeedsBoard(setup);
    if (!this.waitingForBoard) return this.rules.ruleset;
    this.fetchBoard();
    return null;
  }

  /** The presets come with the board's part, which a preset waits for. */
  protected override presetShown(name: string | undefined): LabPreset | undefined {
    return this.boardModule?.DIRECT_FIRE_PRESETS.find((preset) => preset.name === name);
  }

  /** Waits for the board's part too, when one is on its way: a test or a script then finds the board drawn. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let complete = await super.getUpdateComplete();
    while (this.boardArrives !== null) {
      await this.boardArrives;
      complete = await super.getUpdateComplete();
    }
    return complete;
  }

  /** Fetches the board's part (once a page), then takes its styles and starts the lab with its rules. */
  private fetchBoard(): void {
    // After a failure, not again at every update: a fresh start (an attribute changed) tries again.
    if (this.boardArrives !== null || this.boardProblem !== null) return;
    this.boardArrives = loadBoardPart().then(
      (part) => {
        this.boardArrives = null;
        // Static styles are adopted when the shadow root is made, before the board's styles came.
        if (this.renderRoot instanceof ShadowRoot) adoptStyles(this.renderRoot, directFireStylesWith(part.boardDrawingStyles));
        this.drawnWidth = new part.DrawnWidth(this);
        // The chunk holds the board's part alone: the roll's rules, here already, take it in.
        this.boardRules = directFireRules(part.DIRECT_FIRE_BOARD);
        // An update follows, which reads the attributes again with the board's rules (LabShell).
        this.boardModule = part;
      },
      (error: unknown) => {
        this.boardArrives = null;
        this.boardProblem = `The board could not be fetched (${error instanceof Error ? error.message : String(error)}). Reload the page to try again.`;
      },
    );
  }

  /**
   * While the board's part is fetched: the frame's room (PENDING_ROOM), so that little below the
   * widget moves when it arrives, and in the board's room why it did not when it could not be fetched.
   */
  protected override render(): unknown {
    if (!this.waitingForBoard) return super.render();
    const { width, height } = boardSize(SAMPLE_BOARD);
    const preset = givenText(this.preset) !== undefined;
    return html`<div class=${preset ? 'pending-box' : 'pending-box no-preset'}><div class="widget" part="base">
      <div style=${`height: ${preset ? PENDING_ROOM.aboveWithPreset : PENDING_ROOM.above}`}></div>
      <div class="board-row">
        <div class="board-box" style=${`--board-width: ${String(width)}px`}>
          <div class="board-pending" style=${`width: ${String(width)}px; height: calc(${String(height)}px + ${PENDING_ROOM.key})`}>
            <p>${this.boardProblem ?? 'Drawing the board…'}</p>
          </div>
        </div>
        <div class="side" style=${`min-height: ${preset ? PENDING_ROOM.sideWithPreset : PENDING_ROOM.side}`}></div>
      </div>
      <div style=${`height: ${PENDING_ROOM.below}`}></div>
    </div></div>`;
  }

  /**
   * The attributes as given, for the rules to read. Every attribute they refuse is said at once,
   * before the seed's problem, in the order the attributes are listed (the rules' checks across
   * attributes, such as two things on one hex, come once each reads).
   */
  protected override readAttributes(problems: AttributeProblem[]): Partial<DirectFireSetup> {
    const { pointDefence, ...given } = super.readAttributes(problems);
    // A boolean attribute left out reads false, which is no choice: the preset's weapon stands.
    const setup = pointDefence === true ? { ...given, pointDefence } : given;
    problems.unshift(...this.rules.attributeRefusals(setup).map((violation) => setupProblem(violation, (field) => this.attributeOfField(field))));
    return setup;
  }

  protected override labTitle(state: DirectFireState): string {
    return weaponTitle(state);
  }

  protected override describeEvent(event: DirectFireEvent): string {
    const state = this.state;
    if (state === null) return '';
    // Only an area weapon on the board aims at a hex: its words come with the board's part.
    if (event.type === 'hex-aimed') return this.boardModule?.hexAimedWords(state, event.column, event.row) ?? '';
    return describeEvent(state, event);
  }

  protected override whereWords(state: DirectFireState): string {
    const aimed = state.targets.find((target) => target.id === state.aim);
    const area = isAreaWeapon(state.weapon);
    const aim = aimed !== undefined ? `aimed at ${aimed.name}` : state.aimedHex !== null ? `aimed at ${placeWords(state.aimedHex)}` : area && state.board === null ? 'every target in the area' : 'not aimed yet';
    return `${state.volleys === 0 ? 'No roll yet' : `${String(state.volleys)} ${state.volleys === 1 ? 'volley' : 'volleys'} rolled`}; ${aim}.`;
  }

  /**
   * What a command did, with the rules that decided it: an aim and its odds, or each die's face
   * and verdict (the volley's dice-rolled event names the same faces, so it is not said twice).
   */
  protected override commandWords(events: readonly DirectFireEvent[]): string {
    const said = events.filter((event) => event.type !== 'dice-rolled');
    const rules = [...new Set(said.map((event) => event.rule))].map((rule) => citation(rule).title ?? rule);
    return `${said.map((event) => this.describeEvent(event)).join(' ')} (${rules.length > 1 ? 'rules' : 'rule'}: ${rules.join('; ')})`;
  }

  /** Aims at a hex of the board, as pressing it does: the target there, or an area weapon's centre. */
  aimAt(column: number, row: number): DispatchResult<DirectFireEvent> | null {
    return this.send({ type: 'aim-at', column, row });
  }

  private readonly onRoll = (): void => {
    this.roll();
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
   * markup says what the widget shows, and the lab, started afresh, redraws everything at once.
   */
  private setNumber(name: EditableNumber, value: number): void {
    const state = this.state;
    // Accuracy and evasion alike: a number the d12 is rolled against.
    const { min, max } = DIE_STAT_LIMITS;
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
   * `r` rolls while focus is anywhere in the widget (buttons, radios, the board's hexes), but not
   * in a number input or the select: a key pressed there is the reader typing.
   */
  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'r' && event.key !== 'R') return;
    if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || event.defaultPrevented) return;
    if (isKeyForField(event)) return;
    if (this.state === null) return;
    event.preventDefault();
    this.roll();
  };

  protected override renderLab(state: DirectFireState, turns: readonly (readonly DirectFireEvent[])[]): TemplateResult {
    const area = isAreaWeapon(state.weapon);
    // With an example shown, its title is the heading: the weapon and its numbers are said under it.
    const weapon = isGiven(this.preset) ? html`<p class="stats">${weaponTitle(state)}</p>` : nothing;
    return html`${weapon} ${this.renderNumbers(state)}
      <p class="formula" part="formula">
        A shot hits when <code>roll &gt; 6 + evasion − accuracy</code>${renderCitation(citation(RULE.hitRoll))}
      </p>
      ${state.board !== null && this.boardModule !== null
        ? html`${this.boardModule.renderBoardRow({
            state,
            board: state.board,
            single: isAreaWeapon(state.weapon) ? null : this.renderSingle(state),
            controls: html`${this.renderRollControls(state)} ${this.renderResult(state, turns)}`,
            focusHex: this.focusHex,
            narrowerThan: (width) => this.drawnWidth?.narrowerThan(width) ?? false,
            moved: (hex) => {
              this.focusHex = hex;
            },
            aimAt: (hex) => {
              this.aimAt(hex.q, rowOf(hex));
            },
          })} ${this.renderWhatIf(state)}`
        : html`${area ? this.renderArea(state) : this.renderSingle(state)} ${this.renderRollControls(state)} ${this.renderWhatIf(state)}
          ${this.renderResult(state, turns)}`}`;
  }

  /**
   * The numbers the reader may change here. Evasion only with the default target: when the page
   * lists targets, each carries its own evasion, shown beside it.
   */
  private renderNumbers(state: DirectFireState): TemplateResult {
    // The running lab's targets came from the page (the attribute, or a preset), else the default one.
    const targetsGiven = isGiven(this.targets) || givenText(this.preset) !== undefined;
    const editable: EditableNumber[] = targetsGiven ? ['accuracy'] : ['accuracy', 'evasion'];
    return html`<div class="numbers" part="numbers">
      ${editable.map((name) => {
        const value = this.numberInForce(state, name);
        const label = name === 'accuracy' ? 'Accuracy' : 'Target’s evasion';
        return renderNumberField({
          id: `${name}-input`,
          label,
          value,
          problem: this.refusedEntries[name] ? `${label} must be a whole number from ${String(DIE_STAT_LIMITS.min)} to ${String(DIE_STAT_LIMITS.max)}; still using ${String(value)}.` : null,
          min: DIE_STAT_LIMITS.min,
          max: DIE_STAT_LIMITS.max,
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
              const refusal = this.rules.whyNotChoosable(state, target);
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
    const refusal = lone === undefined ? null : this.rules.whyNotChoosable(state, lone);
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

  /** The formula with numbers in, the twelve faces marked, and the odds as a sentence. */
  private renderOdds(accuracy: number, target: Target): TemplateResult {
    const matchup = { accuracy, evasion: target.evasion };
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

  /** Roll, then the shell's Undo, Reset and Copy link, the `r` hint and why a roll would be refused; then the last refusal. */
  private renderRollControls(state: DirectFireState): TemplateResult {
    const dice = targetsOfVolley(state).length;
    return this.renderControls(
      html`<button class="primary" part="button roll-button" @click=${this.onRoll}>Roll ${dice > 1 ? `${String(dice)} dice` : 'd12'}</button>`,
      html`<span class="hint keys-hint">or press <kbd>r</kbd></span> ${this.renderWhyNoRoll(state)}`,
    );
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
    const refusal = whyRefused(this.rules.ruleset, state, { type: 'roll' });
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

function describeEvent(state: DirectFireState, event: Exclude<DirectFireEvent, { type: 'hex-aimed' }>): string {
  switch (event.type) {
    case 'target-aimed': {
      const target = state.targets.find((candidate) => candidate.id === event.target);
      if (target === undefined) return `Aimed at ${event.target}.`;
      return `Aimed at ${target.name}${target.at === undefined ? '' : ` (${placeWords(target.at)})`}: ${oddsText(state.weapon.accuracy, target.evasion)}.`;
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

/** The weapon and its numbers: `Main cannon (accuracy 2, range 4)`. */
function weaponTitle(state: DirectFireState): string {
  const stats = [`accuracy ${String(state.weapon.accuracy)}`];
  if (isAreaWeapon(state.weapon)) stats.push(`area radius ${String(state.weapon.aoe)}`);
  if (state.board !== null) stats.push(`range ${String(state.board.range)}`);
  if (state.weapon.pointDefence) stats.push('point defence');
  return `${state.weapon.name} (${stats.join(', ')})`;
}

function targetName(state: DirectFireState, id: string): string {
  return state.targets.find((target) => target.id === id)?.name ?? id;
}
