import { LitElement, css, html, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { createEngine, type DispatchResult, type Engine } from '../../rules/engine/index.ts';
import {
  COLLISION_PRESETS,
  RULE,
  SAMPLE_BOARD,
  SAMPLE_HULL,
  SHIP_IDS,
  collisionLab,
  hullHexes,
  playOrder,
  type CollisionLabCommand,
  type CollisionLabEvent,
  type CollisionLabSetup,
  type CollisionLabState,
  type CollisionPreset,
  type CollisionStep,
  type LabShip,
  type Pose,
  type ShipId,
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
import { boardPieceStyles, renderArrow, renderBadges, renderHexOutlines, renderSmallToken } from './board-pieces.ts';
import { cellMark, citation, describeEvent, placeWords, queueWords, shipStepWords, tokenName } from './collision-words.ts';
import { SECTION_LETTERS, boardSize, hexBoardStyles, renderLayeredHexBoard, type BoardEdgeHit, type BoardPath } from './hex-board.ts';
// The element this widget's template uses: importing it registers its tag.
import '../shared/rb-event-log.ts';

/** Detail of this widget's `rb-command` event (the shared `CommandDetail`, narrowed to the lab). */
export type CollisionCommandDetail = CommandDetail<CollisionLabCommand, CollisionLabEvent>;

/** Which attribute each setup field the rules may refuse comes from. */
function attributeOfField(field: string): string {
  const ship = /^([ab])\.(column|row|facing|mat)/.exec(field);
  if (ship !== null) return `${ship[1] ?? ''}-${ship[2] ?? ''}`;
  if (field.startsWith('tokens')) return 'tokens';
  return field === 'seed' || field === 'preset' ? field : '';
}

const TOKEN_LETTER: Readonly<Record<string, string>> = { projectile: 'P', torpedo: 'T', squadron: 'F' };

/**
 * Star Eater's collisions (rulebook 6.2.2, 6.2.3) as a live widget: two warships, A and B, and any
 * small tokens on the sample board, their momentum replayed in lock-step. "Next step" plays both
 * ships' next tokens together; a table beside the board lays the two mats side by side, step by
 * step, marking each token moved, lost (the edge, the other warship) or kept (a token run over).
 * The board outlines where the step overlapped and draws the undone step as a dashed arrow to
 * where it would have gone; the damage per section is tallied for both ships, and each ship's
 * move is said in words with its rule.
 *
 * Everything comes from the rules: the lab ruleset (`collisionLab`, rules/star-eater/collision-lab/)
 * over `resolveMomentum`. The widget holds no game logic of its own.
 *
 * The class is not registered; import `star-eater-collision.ts` for the tag.
 *
 * @tagname star-eater-collision
 * @attr preset - A worked example of the Momentum page: `head-on`, `stopped`, `edge` or
 *   `projectile`. Other attributes given beside it override it.
 * @attr a-column - Ship A's column, 0 (west) to 12. Default 6.
 * @attr a-row - Ship A's row, 0 (north) to 16. Default 12.
 * @attr a-facing - Where A's bow points: `N`, `NE`, `SE`, `S`, `SW`, `NW` (or 0 to 5). Default `N`.
 * @attr a-mat - A's momentum mat in the order placed (`N NE cw`), or `none`. Default `N N`.
 * @attr b-column - Ship B's column. Default 7.
 * @attr b-row - Ship B's row. Default 5.
 * @attr b-facing - Where B's bow points. Default `S`.
 * @attr b-mat - B's momentum mat. Default `S`.
 * @attr tokens - Small tokens: kind, column, row and optional damage, comma-separated
 *   (`projectile 6 9 3, squadron 4 4`), or `none`. Default none.
 * @attr seed - Kept like every tag's, though collisions roll no dice. Default 1.
 * @fires rb-command - After every command sent to the rules engine, accepted or refused.
 *   `detail: { command, result }`, where `result` is the engine's dispatch result.
 * @csspart base - The widget's box.
 * @csspart about - With a preset: "About this example", collapsed; `description` inside it.
 * @csspart controls - Next step, Play the round, Undo and Reset; `button` each, also `next-button`,
 *   `round-button`, `undo-button`, `reset-button`.
 * @csspart lockstep - The two mats side by side, step by step; `lockstep-row` each step.
 * @csspart damage - The damage per section, both ships.
 * @csspart step-words - What each ship's move in the last step did, a line each (`ship-step`, its rule in `data-rule`).
 * @csspart refusal - The last command the rules refused, with its rule.
 * @csspart board - The board's SVG. Also `ship`, `path`, `path-played`, `ghost`, `edge-hit`,
 *   `edge-hit-taken`, `overlap`, `small-token`, `step-badge`, `scroll-hint`.
 * @csspart key - The key under the board.
 * @csspart log - The event log (`<rb-event-log>`); its entries are `log-entry`, `log-entry-event`,
 *   `log-entry-rejection`, its rule links `log-rule-link`.
 * @csspart rule - A rule citation; `rule-link` its link, `rule-id` the id beside it.
 * @cssprop --rb-color-accent - Buttons, links and the paths.
 * @cssprop --rb-color-miss - Overlaps, edge hits, the undone step and lost tokens.
 * @cssprop --rb-color-surface - Background of the widget.
 * @cssprop --rb-color-border - Borders and the board's hexes.
 * @cssprop --rb-hex-board-space - Fill of the board's hexes.
 * @cssprop --rb-hex-board-ship - Fill of ship A's sections.
 * @cssprop --rb-hex-board-ship-b - Fill of ship B's sections (drawn with a dashed outline too).
 */
export class StarEaterCollision extends LitElement {
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
        flex: 1 1 14rem;
        display: grid;
        gap: 0.5rem;
      }
      .side .controls button.primary {
        flex: 1 0 100%;
      }
      table {
        border-collapse: collapse;
        width: 100%;
      }
      caption {
        text-align: left;
        font-weight: 600;
        padding-bottom: 0.2rem;
      }
      th,
      td {
        border-bottom: 1px solid ${tokens.border};
        padding: 0.1rem 0.3rem;
        text-align: left;
        vertical-align: top;
      }
      td .mark {
        display: block;
        font-size: 0.85em;
        color: ${tokens.muted};
      }
      td.lost .token {
        text-decoration: line-through;
      }
      td.lost .mark,
      td.hit {
        color: ${tokens.miss};
        font-weight: 600;
      }
      tr.now {
        background: ${tokens.hitSurface};
        outline: 2px solid ${tokens.accent};
      }
      .damage td,
      .damage thead th {
        text-align: center;
      }
      .refusal {
        border: 2px solid ${tokens.error};
        border-radius: ${tokens.radius};
        background: ${tokens.errorSurface};
        padding: 0.3rem 0.6rem;
      }
      .step-words ul {
        margin: 0.2rem 0 0;
        padding-left: 1.1rem;
      }
      h3 {
        font-size: 1em;
        margin: 0;
      }
      .badge.ship-badge rect {
        fill: ${tokens.text};
        stroke: ${tokens.surface};
      }
      .badge.ship-badge text {
        fill: ${tokens.surface};
      }
      .outline.undone-hull path {
        stroke-width: 1.5;
        stroke-dasharray: 2 2;
      }
      .ship.ship-b .hull {
        fill: var(--rb-hex-board-ship-b, light-dark(#f3d9bf, #5b3c22));
        stroke-dasharray: 4 2;
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
      .key .swatch-a,
      .key .swatch-b {
        fill: var(--rb-hex-board-ship, light-dark(#c9d6f2, #2c3f6b));
        stroke: ${tokens.text};
        stroke-width: 1.5;
      }
      .key .swatch-b {
        fill: var(--rb-hex-board-ship-b, light-dark(#f3d9bf, #5b3c22));
        stroke-dasharray: 4 2;
      }
      .key .swatch-overlap {
        fill: none;
        stroke: ${tokens.miss};
        stroke-width: 2.5;
        stroke-dasharray: 5 2;
      }
      .key .swatch-undone {
        stroke: ${tokens.miss};
        stroke-width: 2;
        stroke-dasharray: 4 3;
      }
    `,
  ];

  @property() preset: string | null = null;

  @property({ attribute: 'a-column' }) aColumn: string | number | null = null;

  @property({ attribute: 'a-row' }) aRow: string | number | null = null;

  @property({ attribute: 'a-facing' }) aFacing: string | number | null = null;

  /** Ship A's mat in words (`N NE cw`), or a `MomentumMat` set from script. */
  @property({ attribute: 'a-mat' }) aMat: unknown = null;

  @property({ attribute: 'b-column' }) bColumn: string | number | null = null;

  @property({ attribute: 'b-row' }) bRow: string | number | null = null;

  @property({ attribute: 'b-facing' }) bFacing: string | number | null = null;

  @property({ attribute: 'b-mat' }) bMat: unknown = null;

  /** Small tokens in words (`projectile 6 9 3, squadron 4 4`), or a list set from script. */
  @property() tokens: unknown = null;

  @property() seed: string | number | null = null;

  @state() private problems: readonly AttributeProblem[] = [];

  /** The last command the rules refused, said until the next accepted one. */
  @state() private refusal: { message: string; rule: string } | null = null;

  private readonly game = new EngineController<CollisionLabState, CollisionLabCommand, CollisionLabEvent>(this);

  private readonly announcer = new LiveAnnouncer(this);

  private readonly drawnWidth = new DrawnWidth(this);

  private shownPreset: CollisionPreset | undefined = undefined;

  private needsEngine = true;

  /** The rules engine behind the widget (rebuilt when an attribute changes); null while the attributes are wrong. */
  get engine(): Engine<CollisionLabState, CollisionLabCommand, CollisionLabEvent> | null {
    return this.game.engine;
  }

  /** The lab's current state, for scripts and tests; null while the attributes are wrong. */
  get state(): CollisionLabState | null {
    return this.game.snapshot?.state ?? null;
  }

  /** Sends a command to the lab, as the controls do. Refusals are logged, shown and announced, never thrown. */
  send(command: CollisionLabCommand): DispatchResult<CollisionLabEvent> | null {
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
    this.dispatchEvent(commandEvent<CollisionCommandDetail>({ command, result }));
    return result;
  }

  /** Plays the next step: both ships' next tokens together. */
  nextStep(): DispatchResult<CollisionLabEvent> | null {
    return this.send({ type: 'step' });
  }

  /** Plays the rest of the round, or a whole round. */
  playRound(): DispatchResult<CollisionLabEvent> | null {
    return this.send({ type: 'round' });
  }

  /** Takes back the last command. */
  undo(): boolean {
    const undone = this.game.undo();
    this.refusal = null;
    const state = this.state;
    this.announcer.announce(undone && state !== null ? `Undone. ${state.ships.map((ship) => `Ship ${ship.id} at ${placeWords(ship.pose)}.`).join(' ')}` : 'Nothing to undo.');
    return undone;
  }

  /** Back to the start (the attributes' ships and tokens), as a command the log records. Null when already there. */
  reset(): DispatchResult<CollisionLabEvent> | null {
    if (this.game.snapshot?.turns.length === 0) {
      this.announcer.announce('Nothing to reset: this is the start.');
      return null;
    }
    return this.send({ type: 'reset' });
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const names = ['preset', 'aColumn', 'aRow', 'aFacing', 'aMat', 'bColumn', 'bRow', 'bFacing', 'bMat', 'tokens', 'seed'] as const;
    if (names.some((name) => changed.has(name)) || this.needsEngine) {
      this.needsEngine = false;
      this.buildEngine();
    }
  }

  /** Reads every attribute and starts a fresh engine, or lists what is wrong. */
  private buildEngine(): void {
    const seed = parseSeed(this.seed, 1);
    // Left out, they come from the preset or the default: the fallbacks here are never used.
    const numbers: Parsed<number>[] = [
      parseWholeNumber('a-column', this.aColumn, 0),
      parseWholeNumber('a-row', this.aRow, 0),
      parseWholeNumber('b-column', this.bColumn, 0),
      parseWholeNumber('b-row', this.bRow, 0),
    ];
    const problems = [seed, ...numbers].flatMap((parsed) => (parsed.ok ? [] : [parsed.problem]));
    if (problems.length > 0 || !seed.ok) {
      this.showProblems(problems);
      return;
    }
    const given = (value: unknown): boolean => value !== null && value !== undefined && (typeof value !== 'string' || value.trim() !== '');
    const [aColumn, aRow, bColumn, bRow] = numbers.map((parsed) => (parsed.ok ? parsed.value : 0));
    const ship = (column: unknown, columnValue: number | undefined, row: unknown, rowValue: number | undefined, facing: unknown, mat: unknown): Record<string, unknown> => {
      const input: Record<string, unknown> = {};
      if (given(column)) input.column = columnValue;
      if (given(row)) input.row = rowValue;
      if (given(facing)) input.facing = facing;
      // The rules read the mat, in words or as an object, and name what is wrong with it.
      if (given(mat)) input.mat = mat;
      return input;
    };
    const setup: CollisionLabSetup & { seed: number } = {
      seed: seed.value,
      a: ship(this.aColumn, aColumn, this.aRow, aRow, this.aFacing, this.aMat),
      b: ship(this.bColumn, bColumn, this.bRow, bRow, this.bFacing, this.bMat),
    };
    if (given(this.tokens)) setup.tokens = this.tokens;
    if (typeof this.preset === 'string' && this.preset.trim() !== '') setup.preset = this.preset.trim();
    try {
      const engine = createEngine(collisionLab, setup);
      this.shownPreset = COLLISION_PRESETS.find((preset) => preset.name === setup.preset?.toLowerCase());
      this.problems = [];
      this.refusal = null;
      this.announcer.clear();
      this.game.setEngine(engine);
    } catch (error) {
      const problem = setupProblem(error, attributeOfField, { renameField: true });
      // A mat's or a token's words are named by their place ("b.mat token 2"): the attribute's name there too.
      this.showProblems([{ ...problem, message: problem.message.replace(/^([ab])\.(column|row|facing|mat)\b/, '$1-$2') }]);
    }
  }

  private showProblems(problems: readonly AttributeProblem[]): void {
    this.problems = problems;
    this.game.setEngine(null);
  }

  // -------------------------------------------------------------------------------------------
  // Drawing

  protected override render(): unknown {
    return renderGuarded(this.localName, this.problems, () => {
      const snapshot = this.game.snapshot;
      return snapshot === null ? nothing : this.renderLab(snapshot.state, snapshot.turns);
    });
  }

  private renderLab(state: CollisionLabState, turns: readonly (readonly CollisionLabEvent[])[]): TemplateResult {
    const preset = this.shownPreset;
    const title = preset?.title ?? 'Two warships in lock-step';
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
      ${this.renderBoard(state, turns)} ${this.renderStepWords(state)}
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

  private renderControls(state: CollisionLabState, turns: readonly (readonly CollisionLabEvent[])[]): TemplateResult {
    const nothingToUndo = turns.length === 0;
    const round = state.current !== null && !state.current.ended ? state.current : null;
    const still = state.ships.some((ship) => playOrder(ship.mat).length > 0);
    const next =
      round !== null
        ? `Next step: ${String(round.steps.length + 1)} of ${String(round.length)}`
        : still
          ? `Next step: round ${String(state.round + 1)} begins`
          : 'Next step: none (both mats empty)';
    const stuck = round === null && !still;
    return html`<div class="controls" part="controls">
      <button class="primary" part="button next-button" aria-disabled=${stuck ? 'true' : 'false'} @click=${() => this.nextStep()}>${next}</button>
      <button part="button round-button" aria-disabled=${stuck ? 'true' : 'false'} @click=${() => this.playRound()}>${round === null ? 'Play the round' : 'Play the rest'}</button>
      <button part="button undo-button" aria-disabled=${nothingToUndo ? 'true' : 'false'} @click=${() => this.undo()}>Undo</button>
      <button part="button reset-button" aria-disabled=${nothingToUndo ? 'true' : 'false'} @click=${() => this.reset()}>Reset</button>
    </div>`;
  }

  /** The two mats side by side in play order, a row a step, each token marked as the round played it. */
  private renderLockstep(state: CollisionLabState): TemplateResult {
    const round = state.current;
    const showing = round ?? { round: state.round + 1, ships: state.ships, steps: [], ended: false };
    const queues = SHIP_IDS.map((id) => playOrder(showing.ships.find((ship) => ship.id === id)?.mat ?? { linear: [], rotational: [] }));
    const rows = Math.max(0, ...queues.map((queue) => queue.length));
    const last = showing.steps.at(-1)?.step ?? 0;
    const heading = round === null ? `Round ${String(showing.round)}, to play` : `Round ${String(showing.round)}${round.ended ? ', played' : ''}`;
    return html`<table class="lockstep" part="lockstep">
      <caption>
        ${heading}: the mats in lock-step${renderCitation(citation(RULE.momentumMove))}
      </caption>
      <thead>
        <tr><th scope="col">Step</th>${SHIP_IDS.map((id) => html`<th scope="col">Ship ${id}</th>`)}</tr>
      </thead>
      <tbody>
        ${rows === 0
          ? html`<tr><td colspan="3">Both mats are empty: nothing moves.</td></tr>`
          : Array.from({ length: rows }, (_, index) => {
              const played = showing.steps.find((step) => step.step === index + 1);
              return html`<tr part="lockstep-row" class=${index + 1 === last ? 'now' : ''} aria-current=${index + 1 === last ? 'step' : nothing}>
                <th scope="row">${String(index + 1)}</th>
                ${SHIP_IDS.map((id, shipIndex) => {
                  const token = queues[shipIndex]?.[index];
                  const move = played?.moves.find((entry) => entry.ship === id);
                  if (token === undefined) return html`<td><span class="mark">${played === undefined ? '' : 'stopped'}</span></td>`;
                  // Rotations are written short, as on the momentum widget's mat (cw, ccw), their names for screen readers.
                  const name = typeof token === 'number' ? tokenName(token) : html`${token}<span class="visually-hidden"> (${tokenName(token)})</span>`;
                  return html`<td class=${move?.tokenLost === true ? 'lost' : ''}><span class="token">${name}</span> <span class="mark">${cellMark(move)}</span></td>`;
                })}
              </tr>`;
            })}
      </tbody>
    </table>`;
  }

  /** The damage per section, a row a ship, a column a section (lettered as on the board). */
  private renderDamage(state: CollisionLabState): TemplateResult {
    const total = (id: ShipId): number => Object.values(state.damage[id]).reduce((sum, damage) => sum + damage, 0);
    return html`<table class="damage" part="damage">
      <caption>
        Damage per section
      </caption>
      <thead>
        <tr>
          <th scope="col"><span class="visually-hidden">Ship</span></th>
          ${SAMPLE_HULL.sections.map((section) => html`<th scope="col"><span aria-hidden="true">${SECTION_LETTERS[section.id] ?? section.id}</span><span class="visually-hidden">${section.id}</span></th>`)}
          <th scope="col">All</th>
        </tr>
      </thead>
      <tbody>
        ${SHIP_IDS.map(
          (id) => html`<tr>
            <th scope="row">${id}</th>
            ${SAMPLE_HULL.sections.map((section) => {
              const damage = state.damage[id][section.id] ?? 0;
              return html`<td class=${damage > 0 ? 'hit' : ''}>${String(damage)}</td>`;
            })}
            <td>${String(total(id))}</td>
          </tr>`,
        )}
      </tbody>
    </table>`;
  }

  /** What each ship's move in the last step played did, in words with its rule. */
  private renderStepWords(state: CollisionLabState): TemplateResult {
    const round = state.current;
    const step: CollisionStep | undefined = round?.steps.at(-1);
    if (round === null || step === undefined) {
      return html`<p class="hint" part="step-words">Press Next step: both ships play their first token together, then their second, and so on; after each step the rules look for collisions.${renderCitation(citation(RULE.momentumMove))}</p>`;
    }
    const after = round.ended ? ` Round ${String(round.round)} is over; the mats now: ${state.ships.map((ship) => `${ship.id}: ${queueWords(ship)}`).join('; ')}.` : '';
    return html`<section class="step-words" part="step-words" aria-labelledby="step-label title">
      <h3 id="step-label">Round ${String(round.round)}, step ${String(step.step)}</h3>
      <ul>
        ${step.moves.map((move) => html`<li part="ship-step" data-rule=${move.move.rule}>Ship ${move.ship}: ${shipStepWords(move)}${renderCitation(citation(move.move.rule))}</li>`)}
        ${SHIP_IDS.filter((id) => !step.moves.some((move) => move.ship === id)).map((id) => html`<li>Ship ${id} has no token left for this step: it has stopped.</li>`)}
      </ul>
      ${after === '' ? nothing : html`<p>${after}</p>`}
    </section>`;
  }

  private renderBoard(state: CollisionLabState, turns: readonly (readonly CollisionLabEvent[])[]): TemplateResult {
    const { width } = boardSize(SAMPLE_BOARD);
    const round = state.current;
    const step = round?.steps.at(-1);
    const paths: BoardPath[] = [];
    if (round !== null) {
      for (const ship of round.ships) {
        const afters = round.steps.flatMap((played) => played.moves.filter((move) => move.ship === ship.id).map((move) => move.move.after));
        if (afters.length > 0) paths.push({ kind: 'played', poses: [ship.pose, ...afters] });
      }
    }
    const collided = (step?.moves ?? []).filter((move) => move.move.collision !== null);
    // The undone step: the hull where the step would have put it, outlined, and an arrow to it.
    const undone = collided.flatMap((move) => hullHexes(SAMPLE_HULL, move.move.to).map(({ hex }) => hex));
    const hits: BoardEdgeHit[] = collided.filter((move) => move.move.collision === 'edge').flatMap((move) => edgeHits(move.move.from, move.move.to, move.hits.map((hit) => hit.section)));
    const overlap = collided.filter((move) => move.move.collision !== 'edge').flatMap((move) => move.overlap);
    const badges = state.ships.map((ship) => ({ hex: ship.pose.at, label: ship.id, aside: true, className: 'ship-badge' }));
    return html`<div class="board-row">
      <div class="board-box" style=${`--board-width: ${String(width)}px`}>
        ${renderLayeredHexBoard(
          {
            board: SAMPLE_BOARD,
            label: boardDescription(state),
            ships: state.ships.map((ship) => ({ id: ship.id, pose: ship.pose, hull: SAMPLE_HULL, className: `ship-${ship.id.toLowerCase()}` })),
            paths,
            hits,
            scrolls: this.drawnWidth.narrowerThan(width),
          },
          {
            above: svg`${state.tokens.map((token) => renderSmallToken(token.at, TOKEN_LETTER[token.kind] ?? '?', token.kind))}${renderHexOutlines(undone, 'undone-hull')}${renderHexOutlines(overlap, 'overlap')}${collided.map((move) => renderArrow(move.move.from.at, move.move.to.at, 'undone'))}${renderBadges(badges)}`,
          },
        )}
        ${renderKey(state)}
      </div>
      <div class="side">
        ${this.renderControls(state, turns)}
        ${this.refusal === null ? nothing : html`<p class="refusal" part="refusal">Refused: ${this.refusal.message}${renderCitation(citation(this.refusal.rule))}</p>`}
        ${this.renderLockstep(state)} ${this.renderDamage(state)}
      </div>
    </div>`;
  }
}

/** The hexes where each named section of a step's hull meets the hex it would have gone to. */
function edgeHits(from: Pose, to: Pose, sections: readonly string[]): BoardEdgeHit[] {
  const before = hullHexes(SAMPLE_HULL, from);
  const after = hullHexes(SAMPLE_HULL, to);
  return sections.flatMap((section) => {
    const a = before.find((entry) => entry.section === section)?.hex;
    const b = after.find((entry) => entry.section === section)?.hex;
    return a === undefined || b === undefined ? [] : [{ from: a, to: b, kind: 'taken' as const }];
  });
}

/** The board in words, for its accessible name. */
function boardDescription(state: CollisionLabState): string {
  const ships = state.ships.map((ship: LabShip) => `ship ${ship.id} at ${placeWords(ship.pose)}`).join(' and ');
  const small = state.tokens.length === 0 ? '' : `; small tokens: ${state.tokens.map((token) => token.id).join(', ')}`;
  return `The sample board, 13 columns by 17 rows, with ${ships}${small}.`;
}

function renderKey(state: CollisionLabState): TemplateResult {
  const sections = SAMPLE_HULL.sections.map((section) => `${SECTION_LETTERS[section.id] ?? ''} ${section.id}`).join(', ');
  const kinds = [...new Set(state.current?.tokens.map((token) => token.kind) ?? state.tokens.map((token) => token.kind))];
  return html`<ul class="key" part="key" aria-label="Key to the board">
    <li><svg viewBox="0 0 20 16" aria-hidden="true"><rect class="swatch-a" x="2" y="2" width="16" height="12"></rect></svg> ship A</li>
    <li><svg viewBox="0 0 20 16" aria-hidden="true"><rect class="swatch-b" x="2" y="2" width="16" height="12"></rect></svg> ship B (dashed); each ship’s letter in a dark badge</li>
    <li><svg viewBox="0 0 20 16" aria-hidden="true"><rect class="swatch-overlap" x="2" y="2" width="16" height="12"></rect></svg> overlap</li>
    <li><svg viewBox="0 0 20 16" aria-hidden="true"><line class="swatch-undone" x1="1" y1="8" x2="19" y2="8"></line></svg> the undone step</li>
    ${kinds.map((kind) => html`<li>${TOKEN_LETTER[kind] ?? '?'} ${kind}</li>`)}
    <li>Sections: ${sections}</li>
  </ul>`;
}
