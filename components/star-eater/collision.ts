import { html, nothing, svg, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { DispatchResult } from '../../rules/engine/index.ts';
import { COLLISION_PRESETS, LAB_RULE as RULE, SAMPLE_BOARD, SAMPLE_HULL, SHIP_IDS, collisionLab, hullHexes, playOrder, type CollisionLabCommand, type CollisionLabEvent, type CollisionLabSetup, type CollisionLabState, type CollisionStep, type LabShip, type ShipId } from '../../rules/star-eater/index.ts';
import type { AttributeProblem } from '../shared/attributes.ts';
import type { CommandDetail } from '../shared/command-event.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { isGiven } from '../shared/setup-attributes.ts';
import { renderArrow, renderBadges, renderHexOutlines, renderSmallToken } from './board-pieces.ts';
import { cellMark, describeEvent, placeWords, queueWords, shipStepWords, tokenName } from './collision-words.ts';
import { SECTION_LETTERS, renderLayeredHexBoard, type BoardEdgeHit, type BoardPath } from './hex-board.ts';
import { SAMPLE_BOARD_WORDS, StarEaterLab, citation, edgeHits, sectionsKey } from './lab.ts';
import { readPlaceAttributes } from './lab-places.ts';
import { collisionStyles } from './collision.styles.ts';

/** Detail of this widget's `rb-command` event (the shared `CommandDetail`, narrowed to the lab). */
export type CollisionCommandDetail = CommandDetail<CollisionLabCommand, CollisionLabEvent>;

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
export class StarEaterCollision extends StarEaterLab<CollisionLabState, CollisionLabCommand, CollisionLabEvent, CollisionLabSetup> {
  static override styles = collisionStyles;

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

  constructor() {
    super({
      ruleset: collisionLab,
      presets: COLLISION_PRESETS,
      title: 'Two warships in lock-step',
      describeEvent,
      whereWords: (state) => state.ships.map((ship) => `Ship ${ship.id} at ${placeWords(ship.pose)}.`).join(' '),
      reset: { type: 'reset' },
      properties: ['aColumn', 'aRow', 'aFacing', 'aMat', 'bColumn', 'bRow', 'bFacing', 'bMat', 'tokens'],
      places: { a: 'a-', b: 'b-' },
      attributes: { tokens: 'tokens' },
    });
  }

  /** Plays the next step: both ships' next tokens together. */
  nextStep(): DispatchResult<CollisionLabEvent> | null {
    return this.send({ type: 'step' });
  }

  /** Plays the rest of the round, or a whole round. */
  playRound(): DispatchResult<CollisionLabEvent> | null {
    return this.send({ type: 'round' });
  }

  protected override readAttributes(problems: AttributeProblem[]): CollisionLabSetup {
    // The rules read each mat and the tokens, in words or as objects, and name what is wrong with them.
    const setup: CollisionLabSetup = {
      a: readPlaceAttributes(problems, 'a-', { column: this.aColumn, row: this.aRow, facing: this.aFacing, mat: this.aMat }),
      b: readPlaceAttributes(problems, 'b-', { column: this.bColumn, row: this.bRow, facing: this.bFacing, mat: this.bMat }),
    };
    if (isGiven(this.tokens)) setup.tokens = this.tokens;
    return setup;
  }

  // -------------------------------------------------------------------------------------------
  // Drawing

  protected override renderLab(state: CollisionLabState): TemplateResult {
    return html`${this.renderBoard(state)} ${this.renderStepWords(state)}`;
  }

  /** Next step and Play the round: the buttons before Undo and Reset. */
  private renderPlay(state: CollisionLabState): TemplateResult {
    const round = state.current !== null && !state.current.ended ? state.current : null;
    const still = state.ships.some((ship) => playOrder(ship.mat).length > 0);
    const next =
      round !== null
        ? `Next step: ${String(round.steps.length + 1)} of ${String(round.length)}`
        : still
          ? `Next step: round ${String(state.round + 1)} begins`
          : 'Next step: none (both mats empty)';
    const stuck = round === null && !still;
    return html`<button class="primary" part="button next-button" aria-disabled=${stuck ? 'true' : 'false'} @click=${() => this.nextStep()}>${next}</button>
      <button part="button round-button" aria-disabled=${stuck ? 'true' : 'false'} @click=${() => this.playRound()}>${round === null ? 'Play the round' : 'Play the rest'}</button>`;
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

  private renderBoard(state: CollisionLabState): TemplateResult {
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
    const hits: BoardEdgeHit[] = collided
      .filter((move) => move.move.collision === 'edge')
      .flatMap((move) => edgeHits(move.move.from, move.move.to, move.hits.map((hit) => hit.section), 'taken'));
    const overlap = collided.filter((move) => move.move.collision !== 'edge').flatMap((move) => move.overlap);
    const badges = state.ships.map((ship) => ({ hex: ship.pose.at, label: ship.id, aside: true, className: 'ship-badge' }));
    return this.renderBoardRow(
      renderLayeredHexBoard(
        {
          board: SAMPLE_BOARD,
          label: boardDescription(state),
          ships: state.ships.map((ship) => ({ id: ship.id, pose: ship.pose, hull: SAMPLE_HULL, className: `ship-${ship.id.toLowerCase()}` })),
          paths,
          hits,
          ...this.boardFit,
        },
        {
          above: svg`${state.tokens.map((token) => renderSmallToken(token.at, TOKEN_LETTER[token.kind] ?? '?', token.kind))}${renderHexOutlines(undone, 'undone-hull')}${renderHexOutlines(overlap, 'overlap')}${collided.map((move) => renderArrow(move.move.from.at, move.move.to.at, 'undone'))}${renderBadges(badges)}`,
        },
      ),
      renderKey(state),
      this.renderPlay(state),
      html`${this.renderLockstep(state)} ${this.renderDamage(state)}`,
    );
  }
}

/** The board in words, for its accessible name. */
function boardDescription(state: CollisionLabState): string {
  const ships = state.ships.map((ship: LabShip) => `ship ${ship.id} at ${placeWords(ship.pose)}`).join(' and ');
  const small = state.tokens.length === 0 ? '' : `; small tokens: ${state.tokens.map((token) => token.id).join(', ')}`;
  return `${SAMPLE_BOARD_WORDS}, with ${ships}${small}.`;
}

function renderKey(state: CollisionLabState): TemplateResult {
  const kinds = [...new Set(state.current?.tokens.map((token) => token.kind) ?? state.tokens.map((token) => token.kind))];
  return html`<ul class="key" part="key" aria-label="Key to the board">
    <li><svg viewBox="0 0 20 16" aria-hidden="true"><rect class="swatch-a" x="2" y="2" width="16" height="12"></rect></svg> ship A</li>
    <li><svg viewBox="0 0 20 16" aria-hidden="true"><rect class="swatch-b" x="2" y="2" width="16" height="12"></rect></svg> ship B (dashed); letters in dark badges</li>
    <li><svg viewBox="0 0 20 16" aria-hidden="true"><rect class="swatch-overlap" x="2" y="2" width="16" height="12"></rect></svg> overlap</li>
    <li><svg viewBox="0 0 20 16" aria-hidden="true"><line class="swatch-undone" x1="1" y1="8" x2="19" y2="8"></line></svg> the undone step</li>
    ${kinds.map((kind) => html`<li>${TOKEN_LETTER[kind] ?? '?'} ${kind}</li>`)}
    <li>Sections: ${sectionsKey()}</li>
  </ul>`;
}
