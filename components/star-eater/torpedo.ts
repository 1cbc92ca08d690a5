import { html, nothing, svg, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { DispatchResult } from '../../rules/engine/index.ts';
import { MAX_TORPEDO_SPEED, LAB_RULE as RULE, SAMPLE_BOARD, SAMPLE_HULL, TORPEDO_PRESETS, boardHexes, boardPlaceOf, torpedoLab, torpedoSight, wholeTurn, type BoardPlace, type TorpedoLabCommand, type TorpedoLabEvent, type TorpedoLabSetup, type TorpedoLabState, type TorpedoTurn } from '../../rules/star-eater/index.ts';
import { parseWholeNumber, type AttributeProblem } from '../shared/attributes.ts';
import type { CommandDetail } from '../shared/command-event.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { isGiven } from '../shared/setup-attributes.ts';
import { renderBadges, renderRay, renderTorpedo, type HexBadge } from './board-pieces.ts';
import { renderLayeredHexBoard, type BoardMark } from './hex-board.ts';
import { SAMPLE_BOARD_WORDS, StarEaterLab, citation, sectionsKey } from './lab.ts';
import { readPlaceAttributes, renderPlaceLists } from './lab-places.ts';
import { damageWords } from './momentum-words.ts';
import { describeEvent, endWords, flightWords, placeWords, targetingWords } from './torpedo-words.ts';
import { torpedoLabStyles } from './torpedo.styles.ts';

/** Detail of this widget's `rb-command` event (the shared `CommandDetail`, narrowed to the lab). */
export type TorpedoCommandDetail = CommandDetail<TorpedoLabCommand, TorpedoLabEvent>;

/** The board's hexes, once: the torpedo's sight is worked out over all of them. */
const BOARD_HEXES = boardHexes(SAMPLE_BOARD);

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
export class StarEaterTorpedo extends StarEaterLab<TorpedoLabState, TorpedoLabCommand, TorpedoLabEvent, TorpedoLabSetup> {
  static override styles = torpedoLabStyles;

  @property() column: string | number | null = null;

  @property() row: string | number | null = null;

  @property() facing: string | number | null = null;

  @property() speed: string | number | null = null;

  @property({ attribute: 'target-column' }) targetColumn: string | number | null = null;

  @property({ attribute: 'target-row' }) targetRow: string | number | null = null;

  @property({ attribute: 'target-facing' }) targetFacing: string | number | null = null;

  constructor() {
    super({
      ruleset: torpedoLab,
      presets: TORPEDO_PRESETS,
      title: 'A torpedo hunting a warship',
      describeEvent,
      whereWords: (state) => `The torpedo is at ${placeWords(state.torpedo)}.`,
      reset: { type: 'reset' },
      properties: ['column', 'row', 'facing', 'speed', 'targetColumn', 'targetRow', 'targetFacing'],
      places: { torpedo: '', target: 'target-' },
      attributes: { speed: 'speed' },
    });
  }

  /** Plays the next stage of the torpedo's turn: targeting, a hex, or the end of its move. */
  nextStep(): DispatchResult<TorpedoLabEvent> | null {
    return this.send({ type: 'step' });
  }

  /** Plays the rest of this turn, or a whole turn. */
  playTurn(): DispatchResult<TorpedoLabEvent> | null {
    return this.send({ type: 'turn' });
  }

  protected override readAttributes(problems: AttributeProblem[]): TorpedoLabSetup {
    const setup: TorpedoLabSetup = {
      torpedo: readPlaceAttributes(problems, '', { column: this.column, row: this.row, facing: this.facing }),
      target: readPlaceAttributes(problems, 'target-', { column: this.targetColumn, row: this.targetRow, facing: this.targetFacing }),
    };
    if (isGiven(this.speed)) {
      const speed = parseWholeNumber('speed', this.speed, 0);
      if (speed.ok) setup.speed = speed.value;
      else problems.push(speed.problem);
    }
    return setup;
  }

  // -------------------------------------------------------------------------------------------
  // Placing

  /** A place list changed: the rules place the piece, or refuse it; where the piece is now. */
  private place(piece: 'torpedo' | 'target', next: BoardPlace): BoardPlace {
    this.send({ type: piece === 'torpedo' ? 'place-torpedo' : 'place-target', ...next });
    const now = this.state;
    return now === null ? next : boardPlaceOf(now[piece]);
  }

  private onSpeedChange(event: Event): void {
    const select = event.target as HTMLSelectElement;
    this.send({ type: 'speed', speed: Number(select.value) });
    select.value = String(this.state?.speed ?? select.value);
  }

  // -------------------------------------------------------------------------------------------
  // Drawing

  protected override renderLab(state: TorpedoLabState): TemplateResult {
    return html`${this.renderBoard(state)} ${this.renderStages(state.current)}`;
  }

  /** Next step and Play the turn: the buttons before Undo and Reset. */
  private renderPlay(state: TorpedoLabState): TemplateResult {
    const underway = state.current !== null && state.current.end === null ? state.current : null;
    const gone = state.status !== 'flying';
    let next = `Next step: targeting (turn ${String(state.turn + 1)})`;
    if (gone) next = 'Next step: none';
    else if (underway !== null) {
      const planned = wholeTurn(underway.start, underway.speed, state.target).steps.length;
      next = underway.steps.length < planned ? `Next step: hex ${String(underway.steps.length + 1)} (speed ${String(underway.speed)})` : 'Next step: the end of its move';
    }
    return html`<button class="primary" part="button next-button" aria-disabled=${gone ? 'true' : 'false'} @click=${() => this.nextStep()}>${next}</button>
      <button part="button turn-button" aria-disabled=${gone ? 'true' : 'false'} @click=${() => this.playTurn()}>${underway === null ? 'Play the turn' : 'Play the rest'}</button>`;
  }

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
    const fields = (piece: 'torpedo' | 'target'): TemplateResult =>
      renderPlaceLists((field) => `${piece}-${field}`, boardPlaceOf(state[piece]), (next) => this.place(piece, next));
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

  private renderBoard(state: TorpedoLabState): TemplateResult {
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
    return this.renderBoardRow(
      renderLayeredHexBoard(
        {
          board: SAMPLE_BOARD,
          label: boardDescription(state),
          ships: [{ id: 'warship', pose: state.target, hull: SAMPLE_HULL }],
          paths: poses.length > 1 ? [{ kind: 'played', poses }] : [],
          marks,
          ...this.boardFit,
        },
        {
          below: sight === null ? nothing : svg`${renderRay(state.torpedo.at, sight.leftRay, 'ray-left')}${renderRay(state.torpedo.at, sight.rightRay, 'ray-right')}`,
          above: svg`${renderBadges(badges)}${flying ? renderTorpedo(state.torpedo.at, state.torpedo.facing) : nothing}`,
        },
      ),
      renderKey(),
      this.renderPlay(state),
      html`${this.renderStatus(state)} ${this.renderPlace(state)}`,
    );
  }
}

/** The board in words, for its accessible name. */
function boardDescription(state: TorpedoLabState): string {
  const torpedo = state.status === 'flying' ? `the torpedo at ${placeWords(state.torpedo)}, its wedge shaded, its side rays drawn and its adjustment zones outlined` : 'no torpedo (it is back with its owner)';
  const steps = state.current?.steps.length ?? 0;
  return `${SAMPLE_BOARD_WORDS}, with the warship at ${placeWords(state.target)} and ${torpedo}.${steps > 0 ? ` Its path this turn is numbered, ${String(steps)} ${steps === 1 ? 'hex' : 'hexes'}.` : ''}`;
}

function renderKey(): TemplateResult {
  return html`<ul class="key" part="key" aria-label="Key to the board">
    <li><svg viewBox="0 0 20 16" aria-hidden="true"><path class="swatch-torpedo" d="M10 1L14 15L10 12L6 15Z"></path></svg> the torpedo</li>
    <li><svg viewBox="0 0 20 16" aria-hidden="true"><rect class="swatch-wedge" x="1" y="2" width="18" height="12"></rect></svg> its wedge</li>
    <li><svg viewBox="0 0 20 16" aria-hidden="true"><line class="swatch-ray" x1="2" y1="8" x2="19" y2="8"></line></svg> its side rays</li>
    <li><svg viewBox="0 0 20 16" aria-hidden="true"><rect class="swatch-zone" x="2" y="2" width="16" height="12"></rect></svg> adjustment zones</li>
    <li>1, 2…: its path this turn</li>
    <li>Sections: ${sectionsKey()}</li>
  </ul>`;
}
