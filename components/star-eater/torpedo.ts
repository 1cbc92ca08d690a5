import { LitElement, css, html, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { createEngine, type DispatchResult, type Engine } from '../../rules/engine/index.ts';
import {
  DIR_NAMES,
  DIRS,
  MAX_TORPEDO_SPEED,
  RULE,
  SAMPLE_BOARD,
  SAMPLE_HULL,
  TORPEDO_PRESETS,
  boardHexes,
  boardPlaceOf,
  isDir,
  torpedoLab,
  torpedoSight,
  wholeTurn,
  type BoardPlace,
  type TorpedoLabCommand,
  type TorpedoLabEvent,
  type TorpedoLabSetup,
  type TorpedoLabState,
  type TorpedoPreset,
  type TorpedoTurn,
} from '../../rules/star-eater/index.ts';
import { parseSeed, parseWholeNumber, type AttributeProblem, type Parsed } from '../shared/attributes.ts';
import { commandEvent, type CommandDetail } from '../shared/command-event.ts';
import { DrawnWidth } from '../shared/drawn-width.ts';
import { EngineController } from '../shared/engine-controller.ts';
import { LiveAnnouncer } from '../shared/live-announcer.ts';
import { logEntriesOf } from '../shared/log-entries.ts';
import { dispatchGuarded, renderGuarded, setupProblem } from '../shared/problems.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { baseStyles, tokens } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';
import { boardPieceStyles, renderBadges, renderRay, renderTorpedo, type HexBadge } from './board-pieces.ts';
import { SECTION_LETTERS, boardSize, hexBoardStyles, renderLayeredHexBoard, type BoardMark } from './hex-board.ts';
import { damageWords } from './momentum-words.ts';
import { citation, describeEvent, endWords, flightWords, placeWords, targetingWords } from './torpedo-words.ts';
// The element this widget's template uses: importing it registers its tag.
import '../shared/rb-event-log.ts';

/** Detail of this widget's `rb-command` event (the shared `CommandDetail`, narrowed to the lab). */
export type TorpedoCommandDetail = CommandDetail<TorpedoLabCommand, TorpedoLabEvent>;

/** Which attribute each setup field the rules may refuse comes from. */
const ATTRIBUTE_OF_FIELD: Readonly<Record<string, string>> = {
  seed: 'seed',
  preset: 'preset',
  speed: 'speed',
  'torpedo.column': 'column',
  'torpedo.row': 'row',
  'torpedo.facing': 'facing',
  'target.column': 'target-column',
  'target.row': 'target-row',
  'target.facing': 'target-facing',
};

function attributeOfField(field: string): string {
  return ATTRIBUTE_OF_FIELD[field] ?? '';
}

/** The board's hexes, once: the torpedo's sight is worked out over all of them. */
const BOARD_HEXES = boardHexes(SAMPLE_BOARD);

type PlaceField = 'column' | 'row' | 'facing';

/**
 * Star Eater's torpedoes (rulebook 7.3) as a live widget: a torpedo and an enemy warship on the
 * sample board. The board shades the torpedo's forward wedge (where it picks a target), draws its
 * forward-left and forward-right rays (a section on one turns it) and outlines its two adjustment
 * zones (a centre of mass there turns it at the end of its move). "Next step" plays the turn a
 * stage at a time, targeting, each hex and the end of the move, numbering the path on the board
 * and saying beside it why each stage went as it did, with its rule; "Play the turn" plays the rest.
 *
 * Everything comes from the rules: the lab ruleset (`torpedoLab`, rules/star-eater/torpedo-lab/)
 * over `moveTorpedo` and its targeting and adjustment. The widget holds no game logic of its own.
 *
 * The class is not registered; import `star-eater-torpedo.ts` for the tag.
 *
 * Keyboard: every control is a button or a list; the arrow keys step a list.
 *
 * @tagname star-eater-torpedo
 * @attr preset - A worked example of the Torpedoes page: `homing`, `adjustment` or `straight-hit`.
 *   Other attributes given beside it override it.
 * @attr column - The torpedo's column, 0 (west) to 12. Default 6.
 * @attr row - The torpedo's row, 0 (north) to 16. Default 13.
 * @attr facing - Where the torpedo points: `N`, `NE`, `SE`, `S`, `SW`, `NW` (or 0 to 5). Default `N`.
 * @attr speed - Hexes the torpedo flies a turn, 1 to 8. Default 3.
 * @attr target-column - The column of the enemy warship's centre. Default 8.
 * @attr target-row - The row of the enemy warship's centre. Default 5.
 * @attr target-facing - Where the warship's bow points. Default `S`.
 * @attr seed - Kept like every tag's, though torpedoes roll no dice. Default 1.
 * @fires rb-command - After every command sent to the rules engine, accepted or refused.
 *   `detail: { command, result }`, where `result` is the engine's dispatch result.
 * @csspart base - The widget's box.
 * @csspart about - With a preset: "About this example", collapsed; `description` inside it.
 * @csspart controls - Next step, Play the turn, Undo and Reset; `button` each, also `next-button`,
 *   `turn-button`, `undo-button`, `reset-button`.
 * @csspart status - Where the torpedo and the warship are, and the damage dealt.
 * @csspart stages - The turn stage by stage, a line each (`stage`, its rule in `data-rule`).
 * @csspart place - The lists that place the torpedo and the warship and set the speed between turns.
 * @csspart refusal - The last command the rules refused, with its rule.
 * @csspart board - The board's SVG. Also `ship`, `torpedo`, `ray`, `ray-left`, `ray-right`,
 *   `path`, `path-played`, `step-badge`, `scroll-hint`.
 * @csspart key - The key under the board.
 * @csspart log - The event log (`<rb-event-log>`); its entries are `log-entry`, `log-entry-event`,
 *   `log-entry-rejection`, its rule links `log-rule-link`.
 * @csspart rule - A rule citation; `rule-link` its link, `rule-id` the id beside it.
 * @cssprop --rb-color-accent - Buttons, links, the wedge, the rays, the zones and the path.
 * @cssprop --rb-color-miss - The torpedo and the section it strikes.
 * @cssprop --rb-color-surface - Background of the widget.
 * @cssprop --rb-color-border - Borders and the board's hexes.
 * @cssprop --rb-hex-board-space - Fill of the board's hexes.
 * @cssprop --rb-hex-board-ship - Fill of the warship's sections.
 */
export class StarEaterTorpedo extends LitElement {
  static override styles = [
    baseStyles,
    widgetStyles,
    controlStyles,
    hexBoardStyles,
    boardPieceStyles,
    css`
      :host {
        max-width: 48rem;
      }
      .widget {
        gap: 0.6rem;
        grid-template-columns: minmax(0, 1fr);
      }
      .heading {
        display: flow-root;
      }
      .heading h2 {
        float: left;
        margin-right: 1rem;
      }
      .about > summary {
        cursor: pointer;
        color: ${tokens.muted};
        font-weight: 600;
      }
      .description {
        clear: left;
        color: ${tokens.muted};
      }
      h3 {
        font-size: 1em;
        margin: 0 0 0.3rem;
      }
      .board-row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.6rem 1rem;
        align-items: flex-start;
      }
      .board-box {
        flex: 0 1 var(--board-width);
        min-width: 0;
      }
      .side {
        flex: 1 1 15rem;
        display: grid;
        gap: 0.5rem;
      }
      .side .controls button.primary {
        flex: 1 0 100%;
      }
      .stages {
        margin: 0;
        padding: 0;
        list-style: none;
        display: grid;
        gap: 0.35rem;
      }
      .stages li {
        display: grid;
        grid-template-columns: 1.7rem minmax(0, 1fr);
        gap: 0.3rem;
      }
      .stage-mark {
        justify-self: center;
        min-width: 1.35rem;
        height: 1.35rem;
        border: 1.5px solid ${tokens.accent};
        border-radius: 0.7rem;
        color: ${tokens.accent};
        font-weight: 700;
        text-align: center;
        line-height: 1.2rem;
      }
      .stages li.struck .stage-mark {
        background: ${tokens.miss};
        border-color: ${tokens.miss};
        color: ${tokens.surface};
      }
      .refusal {
        border: 2px solid ${tokens.error};
        border-radius: ${tokens.radius};
        background: ${tokens.errorSurface};
        padding: 0.3rem 0.6rem;
      }
      .place {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem 1.5rem;
      }
      .place fieldset {
        border: 0;
        margin: 0;
        padding: 0;
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem 0.8rem;
        align-items: center;
      }
      .place legend {
        font-weight: 600;
        float: left;
        margin-right: 0.2rem;
      }
      .field {
        display: inline-flex;
        gap: 0.3rem;
        align-items: center;
      }
      select {
        font: inherit;
        border: 1px solid ${tokens.border};
        border-radius: ${tokens.radius};
        background: ${tokens.surface};
        color: ${tokens.text};
        padding: 0.1rem 0.3rem;
      }
      rb-event-log {
        --rb-event-log-max-height: 8rem;
      }
      .key {
        list-style: none;
        margin: 0.3rem 0 0;
        padding: 0;
        display: flex;
        flex-wrap: wrap;
        gap: 0.1rem 0.9rem;
        font-size: 0.9em;
      }
      .key svg {
        width: 1.4em;
        height: 1.2em;
        vertical-align: -0.25em;
      }
      .mark.wedge path,
      .key .swatch-wedge {
        fill: color-mix(in srgb, ${tokens.accent} 16%, transparent);
        stroke: none;
      }
      .mark.zone path,
      .key .swatch-zone {
        fill: none;
        stroke: ${tokens.accent};
        stroke-width: 1.2;
        stroke-dasharray: 2 2.5;
      }
      .key .swatch-ray {
        stroke: ${tokens.accent};
        stroke-width: 2;
        stroke-dasharray: 1 4;
        stroke-linecap: round;
      }
      .key .swatch-torpedo {
        fill: ${tokens.miss};
      }
    `,
  ];

  @property() preset: string | null = null;

  @property() column: string | number | null = null;

  @property() row: string | number | null = null;

  @property() facing: string | number | null = null;

  @property() speed: string | number | null = null;

  @property({ attribute: 'target-column' }) targetColumn: string | number | null = null;

  @property({ attribute: 'target-row' }) targetRow: string | number | null = null;

  @property({ attribute: 'target-facing' }) targetFacing: string | number | null = null;

  @property() seed: string | number | null = null;

  @state() private problems: readonly AttributeProblem[] = [];

  /** The last command the rules refused, said until the next accepted one. */
  @state() private refusal: { message: string; rule: string } | null = null;

  private readonly game = new EngineController<TorpedoLabState, TorpedoLabCommand, TorpedoLabEvent>(this);

  private readonly announcer = new LiveAnnouncer(this);

  private readonly drawnWidth = new DrawnWidth(this);

  private shownPreset: TorpedoPreset | undefined = undefined;

  private needsEngine = true;

  /** The rules engine behind the widget (rebuilt when an attribute changes); null while the attributes are wrong. */
  get engine(): Engine<TorpedoLabState, TorpedoLabCommand, TorpedoLabEvent> | null {
    return this.game.engine;
  }

  /** The lab's current state, for scripts and tests; null while the attributes are wrong. */
  get state(): TorpedoLabState | null {
    return this.game.snapshot?.state ?? null;
  }

  /** Sends a command to the lab, as the controls do. Refusals are logged, shown and announced, never thrown. */
  send(command: TorpedoLabCommand): DispatchResult<TorpedoLabEvent> | null {
    const result = dispatchGuarded(this.localName, command, () => this.game.dispatch(command), (problem) => {
      this.showProblems([problem]);
    });
    if (result === null) return null;
    if (result.ok) {
      this.refusal = null;
      this.announcer.announce(result.events.map(describeEvent).join(' '));
    } else {
      this.refusal = { message: result.violation.message, rule: result.violation.rule };
      this.announcer.announce(`Refused: ${result.violation.message}`);
    }
    this.dispatchEvent(commandEvent<TorpedoCommandDetail>({ command, result }));
    return result;
  }

  /** Plays the next stage of the torpedo's turn: targeting, a hex, or the end of its move. */
  nextStep(): DispatchResult<TorpedoLabEvent> | null {
    return this.send({ type: 'step' });
  }

  /** Plays the rest of this turn, or a whole turn. */
  playTurn(): DispatchResult<TorpedoLabEvent> | null {
    return this.send({ type: 'turn' });
  }

  /** Takes back the last command. */
  undo(): boolean {
    const undone = this.game.undo();
    this.refusal = null;
    const state = this.state;
    this.announcer.announce(undone && state !== null ? `Undone. The torpedo is at ${placeWords(state.torpedo)}.` : 'Nothing to undo.');
    return undone;
  }

  /** Back to the start (the attributes' torpedo, speed and warship), as a command the log records. Null when already there. */
  reset(): DispatchResult<TorpedoLabEvent> | null {
    if (this.game.snapshot?.turns.length === 0) {
      this.announcer.announce('Nothing to reset: this is the start.');
      return null;
    }
    return this.send({ type: 'reset' });
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const configChanged = (['preset', 'column', 'row', 'facing', 'speed', 'targetColumn', 'targetRow', 'targetFacing', 'seed'] as const).some((name) => changed.has(name));
    if (configChanged || this.needsEngine) {
      this.needsEngine = false;
      this.buildEngine();
    }
  }

  /** Reads every attribute and starts a fresh engine, or lists what is wrong. */
  private buildEngine(): void {
    const seed = parseSeed(this.seed, 1);
    // Left out, they come from the preset or the default: the fallbacks here are never used.
    const numbers = {
      column: parseWholeNumber('column', this.column, 0),
      row: parseWholeNumber('row', this.row, 0),
      speed: parseWholeNumber('speed', this.speed, 0),
      targetColumn: parseWholeNumber('target-column', this.targetColumn, 0),
      targetRow: parseWholeNumber('target-row', this.targetRow, 0),
    };
    const problems = [seed, ...Object.values(numbers)].flatMap((parsed) => (parsed.ok ? [] : [parsed.problem]));
    if (problems.length > 0) {
      this.showProblems(problems);
      return;
    }
    const given = (value: unknown): boolean => value !== null && value !== undefined && (typeof value !== 'string' || value.trim() !== '');
    const value = (parsed: Parsed<number>): number => (parsed.ok ? parsed.value : 0);
    const torpedo: NonNullable<TorpedoLabSetup['torpedo']> = {};
    const target: NonNullable<TorpedoLabSetup['target']> = {};
    if (given(this.column)) torpedo.column = value(numbers.column);
    if (given(this.row)) torpedo.row = value(numbers.row);
    if (given(this.facing)) torpedo.facing = this.facing;
    if (given(this.targetColumn)) target.column = value(numbers.targetColumn);
    if (given(this.targetRow)) target.row = value(numbers.targetRow);
    if (given(this.targetFacing)) target.facing = this.targetFacing;
    const setup: TorpedoLabSetup & { seed: number } = { seed: seed.ok ? seed.value : 1, torpedo, target };
    if (given(this.speed)) setup.speed = value(numbers.speed);
    if (typeof this.preset === 'string' && this.preset.trim() !== '') setup.preset = this.preset.trim();
    try {
      const engine = createEngine(torpedoLab, setup);
      this.shownPreset = TORPEDO_PRESETS.find((preset) => preset.name === setup.preset?.toLowerCase());
      this.problems = [];
      this.refusal = null;
      this.announcer.clear();
      this.game.setEngine(engine);
    } catch (error) {
      this.showProblems([setupProblem(error, attributeOfField, { renameField: true })]);
    }
  }

  private showProblems(problems: readonly AttributeProblem[]): void {
    this.problems = problems;
    this.game.setEngine(null);
  }

  // -------------------------------------------------------------------------------------------
  // Placing

  /** A place list changed: the rules place the piece, or refuse and the list goes back. */
  private onPlaceChange(piece: 'torpedo' | 'target', name: PlaceField, event: Event): void {
    const select = event.target as HTMLSelectElement;
    const state = this.state;
    if (state === null) return;
    const here: BoardPlace = boardPlaceOf(piece === 'torpedo' ? state.torpedo : state.target);
    const chosen = Number(select.value);
    const next = { ...here, [name]: name === 'facing' ? (isDir(chosen) ? chosen : here.facing) : chosen };
    this.send({ type: piece === 'torpedo' ? 'place-torpedo' : 'place-target', ...next });
    const now = this.state;
    if (now !== null) select.value = String(boardPlaceOf(piece === 'torpedo' ? now.torpedo : now.target)[name]);
  }

  private onSpeedChange(event: Event): void {
    const select = event.target as HTMLSelectElement;
    this.send({ type: 'speed', speed: Number(select.value) });
    select.value = String(this.state?.speed ?? select.value);
  }

  // -------------------------------------------------------------------------------------------
  // Drawing

  protected override render(): unknown {
    return renderGuarded(this.localName, this.problems, () => {
      const snapshot = this.game.snapshot;
      return snapshot === null ? nothing : this.renderLab(snapshot.state, snapshot.turns);
    });
  }

  private renderLab(state: TorpedoLabState, turns: readonly (readonly TorpedoLabEvent[])[]): TemplateResult {
    const preset = this.shownPreset;
    const title = preset?.title ?? 'A torpedo hunting a warship';
    return html`<div class="widget" part="base" role="group" aria-labelledby="title">
      <div class="heading">
        <h2 id="title">${title}</h2>
        ${preset === undefined
          ? nothing
          : html`<details class="about" part="about">
              <summary>About this example</summary>
              <p class="description" part="description">${preset.description}${renderCitation(citation(preset.rule))}</p>
            </details>`}
      </div>
      ${this.renderBoard(state, turns)} ${this.renderStages(state.current)}
      <rb-event-log
        part="log"
        exportparts="entry: log-entry, entry-event: log-entry-event, entry-rejection: log-entry-rejection, rule-link: log-rule-link"
        label="What happened"
        context=${title}
        silent
        .entries=${logEntriesOf(turns, this.game.rejections, { describeEvent, citation })}
      ></rb-event-log>
      ${this.announcer.render()}
    </div>`;
  }

  private renderControls(state: TorpedoLabState, turns: readonly (readonly TorpedoLabEvent[])[]): TemplateResult {
    const nothingToUndo = turns.length === 0;
    const underway = state.current !== null && state.current.end === null ? state.current : null;
    const gone = state.status !== 'flying';
    let next = `Next step: targeting (turn ${String(state.turn + 1)})`;
    if (gone) next = 'Next step: none';
    else if (underway !== null) {
      const planned = wholeTurn(underway.start, underway.speed, state.target).steps.length;
      next = underway.steps.length < planned ? `Next step: hex ${String(underway.steps.length + 1)} (speed ${String(underway.speed)})` : 'Next step: the end of its move';
    }
    return html`<div class="controls" part="controls">
      <button class="primary" part="button next-button" aria-disabled=${gone ? 'true' : 'false'} @click=${() => this.nextStep()}>${next}</button>
      <button part="button turn-button" aria-disabled=${gone ? 'true' : 'false'} @click=${() => this.playTurn()}>${underway === null ? 'Play the turn' : 'Play the rest'}</button>
      <button part="button undo-button" aria-disabled=${nothingToUndo ? 'true' : 'false'} @click=${() => this.undo()}>Undo</button>
      <button part="button reset-button" aria-disabled=${nothingToUndo ? 'true' : 'false'} @click=${() => this.reset()}>Reset</button>
    </div>`;
  }

  /** Where things stand that the lists beside it do not say: whether the torpedo is still out, and the damage. */
  private renderStatus(state: TorpedoLabState): TemplateResult {
    const gone = state.status === 'flying' ? '' : `The torpedo ${state.status === 'struck' ? 'struck' : 'left the board'}: it is back with its owner. `;
    return html`<p part="status">${gone}Warship damage: ${damageWords(state.hull)}.</p>`;
  }

  private renderStages(turn: TorpedoTurn | null): TemplateResult {
    if (turn === null) {
      return html`<p class="hint" part="stages">Press Next step: the torpedo first picks its target in the shaded wedge.${renderCitation(citation(RULE.torpedoTarget))}</p>`;
    }
    const line = (mark: string, words: string, rule: string, className = ''): TemplateResult =>
      html`<li class=${className} part="stage" data-rule=${rule}>
        <span class="stage-mark" aria-hidden="true">${mark}</span><span>${words}${renderCitation(citation(rule))}</span>
      </li>`;
    return html`<section part="stages-box" aria-labelledby="stages-label title">
      <h3 id="stages-label">Turn ${String(turn.turn)}, stage by stage</h3>
      <ol class="stages" part="stages">
        ${line('T', targetingWords(turn.targeting, turn.speed), RULE.torpedoTarget)}
        ${turn.steps.map((step) =>
          line(String(step.step), flightWords(step, step.result === 'struck' ? (this.state?.damage ?? 0) : 0), step.result === 'flying' ? RULE.torpedoHoming : RULE.torpedoHit, step.result),
        )}
        ${turn.end?.outcome === 'flying' ? line('⌁', endWords(turn.end), RULE.torpedoAdjust) : nothing}
      </ol>
    </section>`;
  }

  private renderPlace(state: TorpedoLabState): TemplateResult {
    if (state.current !== null && state.current.end === null) {
      return html`<p class="hint" part="place">Mid-turn: play the turn out (or undo) to move the torpedo or the warship, or to change its speed.</p>`;
    }
    const count = (length: number): number[] => Array.from({ length }, (_, index) => index);
    const list = (piece: 'torpedo' | 'target', name: PlaceField, values: readonly number[], word: (value: number) => string): TemplateResult => {
      const here = boardPlaceOf(piece === 'torpedo' ? state.torpedo : state.target);
      return html`<span class="field">
        <label for=${`${piece}-${name}`}>${name === 'column' ? 'Column' : name === 'row' ? 'Row' : 'Facing'}</label>
        <select id=${`${piece}-${name}`} @change=${(event: Event) => {
          this.onPlaceChange(piece, name, event);
        }}>
          ${values.map((value) => html`<option value=${String(value)} ?selected=${value === here[name]}>${word(value)}</option>`)}
        </select>
      </span>`;
    };
    const fields = (piece: 'torpedo' | 'target'): TemplateResult => html`${list(piece, 'column', count(SAMPLE_BOARD.columns), String)} ${list(piece, 'row', count(SAMPLE_BOARD.rows), String)}
    ${list(piece, 'facing', DIRS, (dir) => (isDir(dir) ? DIR_NAMES[dir] : ''))}`;
    return html`<div class="place" part="place">
      <fieldset>
        <legend>Torpedo</legend>
        ${fields('torpedo')}
        <span class="field">
          <label for="torpedo-speed">Speed</label>
          <select id="torpedo-speed" @change=${(event: Event) => {
            this.onSpeedChange(event);
          }}>
            ${count(MAX_TORPEDO_SPEED).map((index) => html`<option value=${String(index + 1)} ?selected=${index + 1 === state.speed}>${String(index + 1)}</option>`)}
          </select>
        </span>
      </fieldset>
      <fieldset>
        <legend>Warship</legend>
        ${fields('target')}
      </fieldset>
    </div>`;
  }

  private renderBoard(state: TorpedoLabState, turns: readonly (readonly TorpedoLabEvent[])[]): TemplateResult {
    const { width } = boardSize(SAMPLE_BOARD);
    const flying = state.status === 'flying';
    const sight = flying ? torpedoSight(state.torpedo, BOARD_HEXES) : null;
    const marks: BoardMark[] = sight === null ? [] : [
      { hexes: sight.wedge, className: 'wedge' },
      { hexes: [...sight.leftZone, ...sight.rightZone], className: 'zone' },
    ];
    const turn = state.current;
    const torpedoAt = (hex: { q: number; r: number }): boolean => flying && hex.q === state.torpedo.at.q && hex.r === state.torpedo.at.r;
    const badges: HexBadge[] = (turn?.steps ?? [])
      .filter((step) => step.result !== 'off-board')
      .map((step) => ({ hex: step.to, label: String(step.step), className: step.result, aside: torpedoAt(step.to) }));
    // A step off the board is drawn to the hex beyond the edge: the path leaves the board.
    const poses = turn === null ? [] : [turn.start, ...turn.steps.map((step) => ({ at: step.to, facing: step.facing }))];
    return html`<div class="board-row">
      <div class="board-box" style=${`--board-width: ${String(width)}px`}>
        ${renderLayeredHexBoard(
          {
            board: SAMPLE_BOARD,
            label: boardDescription(state),
            ships: [{ id: 'warship', pose: state.target, hull: SAMPLE_HULL }],
            paths: poses.length > 1 ? [{ kind: 'played', poses }] : [],
            marks,
            scrolls: this.drawnWidth.narrowerThan(width),
          },
          {
            below: sight === null ? nothing : svg`${renderRay(state.torpedo.at, sight.leftRay, 'ray-left')}${renderRay(state.torpedo.at, sight.rightRay, 'ray-right')}`,
            above: svg`${renderBadges(badges)}${flying ? renderTorpedo(state.torpedo.at, state.torpedo.facing) : nothing}`,
          },
        )}
        ${renderKey()}
      </div>
      <div class="side">
        ${this.renderControls(state, turns)}
        ${this.refusal === null ? nothing : html`<p class="refusal" part="refusal">Refused: ${this.refusal.message}${renderCitation(citation(this.refusal.rule))}</p>`}
        ${this.renderStatus(state)} ${this.renderPlace(state)}
      </div>
    </div>`;
  }
}

/** The board in words, for its accessible name. */
function boardDescription(state: TorpedoLabState): string {
  const torpedo = state.status === 'flying' ? `the torpedo at ${placeWords(state.torpedo)}, its wedge shaded, its side rays drawn and its adjustment zones outlined` : 'no torpedo (it is back with its owner)';
  const steps = state.current?.steps.length ?? 0;
  return `The sample board, 13 columns by 17 rows, with the warship at ${placeWords(state.target)} and ${torpedo}.${steps > 0 ? ` Its path this turn is numbered, ${String(steps)} ${steps === 1 ? 'hex' : 'hexes'}.` : ''}`;
}

function renderKey(): TemplateResult {
  const sections = SAMPLE_HULL.sections.map((section) => `${SECTION_LETTERS[section.id] ?? ''} ${section.id}`).join(', ');
  return html`<ul class="key" part="key" aria-label="Key to the board">
    <li><svg viewBox="0 0 20 16" aria-hidden="true"><path class="swatch-torpedo" d="M10 1L14 15L10 12L6 15Z"></path></svg> the torpedo</li>
    <li><svg viewBox="0 0 20 16" aria-hidden="true"><rect class="swatch-wedge" x="1" y="2" width="18" height="12"></rect></svg> its wedge</li>
    <li><svg viewBox="0 0 20 16" aria-hidden="true"><line class="swatch-ray" x1="2" y1="8" x2="19" y2="8"></line></svg> its side rays</li>
    <li><svg viewBox="0 0 20 16" aria-hidden="true"><rect class="swatch-zone" x="2" y="2" width="16" height="12"></rect></svg> adjustment zones</li>
    <li>1, 2, …: its path this turn</li>
    <li>Warship sections: ${sections}</li>
  </ul>`;
}
