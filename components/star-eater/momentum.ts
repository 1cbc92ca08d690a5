import { html, nothing, svg, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { DispatchResult } from '../../rules/engine/index.ts';
import { COMING_ROUNDS, DIR_NAMES, ENGINE_SETTINGS, LINEAR_LIMIT, MOMENTUM_PRESETS, LAB_RULE as RULE, ROTATIONAL_LIMIT, SAMPLE_BOARD, SAMPLE_HULL, THRUST_EFFECT_RULE, comingRounds, isDir, matChanges, momentumLab, placeOf, type BoardPlace, type ComingRound, type Dir, type MatToken, type MomentumLabCommand, type MomentumLabEvent, type MomentumLabSetup, type MomentumLabState, type Pose, type SectionHit, type ThrustSetting } from '../../rules/star-eater/index.ts';
import type { AttributeProblem } from '../shared/attributes.ts';
import type { CommandDetail } from '../shared/command-event.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { isGiven } from '../shared/setup-attributes.ts';
import { renderHexBoard, type BoardEdgeHit, type BoardGhost, type BoardPath } from './hex-board.ts';
import { SAMPLE_BOARD_WORDS, StarEaterLab, citation, edgeHits, sectionsKey } from './lab.ts';
import { readPlaceAttributes, renderPlaceLists } from './lab-places.ts';
import { damageWords, describeEvent, matWords, ordinal, placeWords, plural, thrustWords, tokenName } from './momentum-words.ts';
import { momentumStyles } from './momentum.styles.ts';

/** Detail of this widget's `rb-command` event (the shared `CommandDetail`, narrowed to the lab). */
export type MomentumCommandDetail = CommandDetail<MomentumLabCommand, MomentumLabEvent>;

/** The dial's cells, clockwise round the ship like the card's wheel: a grid area for each setting. */
const DIAL_CELLS: Readonly<Record<string, string>> = {
  5: '1 / 1',
  0: '1 / 2',
  1: '1 / 3',
  ccw: '2 / 1',
  cw: '2 / 3',
  4: '3 / 1',
  3: '3 / 2',
  2: '3 / 3',
  double: '4 / 1 / 5 / 3',
  none: '4 / 3',
};

const DIRECTION_WORDS: Readonly<Record<Dir, string>> = { 0: 'north', 1: 'north-east', 2: 'south-east', 3: 'south', 4: 'south-west', 5: 'north-west' };

/** A small arrow pointing along a board direction, for buttons and tokens (hidden: the text says it). */
function arrow(dir: Dir): TemplateResult {
  return html`<svg class="arrow" viewBox="-8 -8 16 16" aria-hidden="true">
    <g transform=${`rotate(${String(dir * 60)})`}>${svg`<line x1="0" y1="6" x2="0" y2="-3"></line><path d="M-4 -1L0 -7L4 -1Z"></path>`}</g>
  </svg>`;
}

/**
 * Star Eater's momentum (rulebook 6.2–6.2.3) as a live widget: one warship on the sample board.
 * The reader turns the engine card (a dial of its ten settings) and sees at once what the thrust
 * did to the momentum mat: the token added, the last one cancelled or turned (marked on the mat),
 * or the thrust ignored at the limits (4 linear, 2 rotation), in words with the rule. The board
 * shows the ship, its sections labelled and an arrow along its facing, and its path over the next
 * three rounds (faint, dashed), with every hit on the board's edge marked. "Next round" plays the
 * round's movement; the log gives each step a line citing the rule that decided it.
 *
 * Everything comes from the rules: the lab ruleset (`momentumLab`, rules/star-eater/momentum-lab/)
 * over `applyThrust` and `resolveMomentum`. The widget holds no game logic of its own.
 *
 * The class is not registered; import `star-eater-momentum.ts` for the tag.
 *
 * Keyboard: the engine card is a radio group (the arrow keys turn it, one setting at a time); the
 * place fields are number inputs (the arrow keys step them) before the ship first moves.
 *
 * @tagname star-eater-momentum
 * @attr preset - A worked example of the Momentum page: `cancel`, `modify`, `full-mat`, `edge` or
 *   `double-thrust`. Other attributes given beside it override it.
 * @attr column - The column of the ship's centre, 0 (west) to 12. Default 6.
 * @attr row - The row of the ship's centre, 0 (north) to 16. Default 8.
 * @attr facing - Where the bow points: `N`, `NE`, `SE`, `S`, `SW`, `NW` (or 0 to 5). Default `N`.
 * @attr mat - The tokens on the momentum mat in the order placed: directions and `cw`/`ccw`
 *   rotations, separated by spaces (`N NE N cw`); `none` for an empty mat. Default empty.
 * @attr thrust - This round's engine setting: a direction, `double`, `cw`, `ccw` or `none` (default).
 * @attr seed - Kept like every tag's, though the momentum rolls no dice. Default 1.
 * @fires rb-command - After every command sent to the rules engine, accepted or refused.
 *   `detail: { command, result }`, where `result` is the engine's dispatch result.
 * @csspart base - The widget's box.
 * @csspart about - With a preset: "About this example", collapsed; `description` inside it.
 * @csspart dial - The engine card's radio group; `setting-button` each setting (also `button`).
 * @csspart mat - The momentum mat; `token` each token, also `token-kept`, `token-added`,
 *   `token-turned`, `token-cancelled` or `token-ignored`; `slot` an empty place under the limit.
 * @csspart effect - What this round's setting did, a line per thrust (its rule in `data-rule`).
 * @csspart controls - Next round, Undo and Reset; `button` each, also `next-button`, `undo-button`, `reset-button`.
 * @csspart place - Where the ship stands, and the fields that place it before it first moves.
 * @csspart number-input - A place field; `step-button` its − and + buttons.
 * @csspart refusal - The last command the rules refused, with its rule.
 * @csspart board - The board's SVG. Also `ship`, `path`, `path-played`, `path-coming`, `ghost`,
 *   `edge-hit`, `edge-hit-taken`, `edge-hit-coming`, `scroll-hint`.
 * @csspart coming - The next rounds in words; `coming-round` each round, `coming-hit` each edge hit.
 * @csspart damage - The damage each section has taken.
 * @csspart key - The key under the board.
 * @csspart log - The event log (`<rb-event-log>`); its entries are `log-entry`, `log-entry-event`,
 *   `log-entry-rejection`, its rule links `log-rule-link`.
 * @csspart rule - A rule citation; `rule-link` its link, `rule-id` the id beside it.
 * @cssprop --rb-color-accent - Buttons, links, the paths to come and the marked tokens.
 * @cssprop --rb-color-miss - Edge hits and cancelled tokens.
 * @cssprop --rb-color-surface - Background of the widget.
 * @cssprop --rb-color-border - Borders and the board's hexes.
 * @cssprop --rb-hex-board-space - Fill of the board's hexes.
 * @cssprop --rb-hex-board-ship - Fill of the ship's sections.
 */
export class StarEaterMomentum extends StarEaterLab<MomentumLabState, MomentumLabCommand, MomentumLabEvent, MomentumLabSetup> {
  static override styles = momentumStyles;

  @property() column: string | number | null = null;

  @property() row: string | number | null = null;

  @property() facing: string | number | null = null;

  /** The mat in words (`N NE N cw`), or a `MomentumMat` set from script. */
  @property() mat: unknown = null;

  /** This round's engine setting (`thrust="S"`). */
  @property() thrust: string | number | null = null;

  constructor() {
    super({
      ruleset: momentumLab,
      presets: MOMENTUM_PRESETS,
      title: 'Momentum: one warship, round after round',
      describeEvent,
      whereWords: (state) => `The ship is at ${placeWords(state.pose)}; mat ${matWords(state.mat)}.`,
      reset: { type: 'reset' },
      properties: ['column', 'row', 'facing', 'mat', 'thrust'],
      places: { pose: '' },
      attributes: { mat: 'mat', engine: 'thrust' },
    });
  }

  /** The next rounds' movement as the rules foresee it; null while the attributes are wrong. */
  get coming(): ComingRound[] | null {
    const state = this.state;
    return state === null ? null : comingRounds(state);
  }

  /** Turns the engine card to `setting` for this round. */
  setThrust(setting: ThrustSetting): DispatchResult<MomentumLabEvent> | null {
    return this.send({ type: 'engine', setting });
  }

  /** Plays the round's movement, step by step. */
  nextRound(): DispatchResult<MomentumLabEvent> | null {
    return this.send({ type: 'move' });
  }

  protected override readAttributes(problems: AttributeProblem[]): MomentumLabSetup {
    const setup: MomentumLabSetup = { pose: readPlaceAttributes(problems, '', { column: this.column, row: this.row, facing: this.facing }) };
    // The rules read the mat, in words or as an object, and name what is wrong with it.
    if (isGiven(this.mat)) setup.mat = this.mat as MomentumLabSetup['mat'];
    if (isGiven(this.thrust)) setup.engine = String(this.thrust);
    return setup;
  }

  // -------------------------------------------------------------------------------------------
  // Placing the ship

  /** A place list (column, row or facing) changed: the rules place the ship, or refuse it; the ship's place now. */
  private place(next: BoardPlace): BoardPlace {
    const state = this.state;
    if (state === null) return next;
    const here = placeOf(state.pose);
    if (next.column !== here.column || next.row !== here.row || next.facing !== here.facing) this.send({ type: 'place', ...next });
    return placeOf(this.state?.pose ?? state.pose);
  }

  // -------------------------------------------------------------------------------------------
  // The engine card

  private onDialKey(event: KeyboardEvent, current: ThrustSetting): void {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const index = ENGINE_SETTINGS.indexOf(current);
    let next: ThrustSetting | undefined;
    if (step !== undefined) next = ENGINE_SETTINGS[(index + step + ENGINE_SETTINGS.length) % ENGINE_SETTINGS.length];
    else if (event.key === 'Home') next = ENGINE_SETTINGS[0];
    else if (event.key === 'End') next = ENGINE_SETTINGS.at(-1);
    if (next === undefined) return;
    event.preventDefault();
    this.setThrust(next);
    const chosen = String(next);
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLButtonElement>(`button[data-setting="${chosen}"]`)?.focus());
  }

  // -------------------------------------------------------------------------------------------
  // Drawing

  protected override renderLab(state: MomentumLabState): TemplateResult {
    return html`<div class="top">${this.renderDial(state)} ${this.renderMat(state)}</div>
      ${this.renderBoard(state, comingRounds(state))}`;
  }

  private renderDial(state: MomentumLabState): TemplateResult {
    const facing = state.pose.facing;
    const label = (setting: ThrustSetting): TemplateResult => {
      if (isDir(setting)) return html`${arrow(setting)} ${DIR_NAMES[setting]}<span class="visually-hidden"> (thrust ${DIRECTION_WORDS[setting]})</span>`;
      if (setting === 'double') return html`${arrow(facing)}${arrow(facing)} Double<span class="visually-hidden"> thrust (2 × ${DIR_NAMES[facing]}, the ship’s facing)</span>`;
      if (setting === 'cw') return html`<span aria-hidden="true">↻</span> cw<span class="visually-hidden"> (clockwise rotation)</span>`;
      if (setting === 'ccw') return html`<span aria-hidden="true">↺</span> ccw<span class="visually-hidden"> (anticlockwise rotation)</span>`;
      return html`None<span class="visually-hidden"> (no thrust)</span>`;
    };
    return html`<div class="dial-box">
      <h3 id="dial-label">Engine card</h3>
      <div class="dial" part="dial" role="radiogroup" aria-labelledby="dial-label">
        ${ENGINE_SETTINGS.map((setting) => {
          const chosen = setting === state.engine;
          return html`<button
            part="button setting-button"
            role="radio"
            data-setting=${String(setting)}
            style=${`grid-area: ${DIAL_CELLS[String(setting)] ?? 'auto'}`}
            aria-checked=${chosen ? 'true' : 'false'}
            tabindex=${chosen ? '0' : '-1'}
            @click=${() => {
              if (!chosen) this.setThrust(setting);
            }}
            @keydown=${(event: KeyboardEvent) => {
              this.onDialKey(event, state.engine);
            }}
          >
            ${label(setting)}
          </button>`;
        })}
        <div class="centre" aria-hidden="true" title=${`The ship faces ${DIR_NAMES[facing]}`}>
          <svg viewBox="-12 -12 24 24">
            <path d="M-10 0L-5 -8.7L5 -8.7L10 0L5 8.7L-5 8.7Z" fill="none" stroke="currentColor" stroke-width="1.2"></path>
            <g transform=${`rotate(${String(facing * 60)})`}><line x1="0" y1="5" x2="0" y2="-3" stroke="currentColor" stroke-width="2"></line><path d="M-3.5 -2L0 -7L3.5 -2Z" fill="currentColor"></path></g>
          </svg>
        </div>
      </div>
    </div>`;
  }

  private renderMat(state: MomentumLabState): TemplateResult {
    const changes = matChanges(state.matBefore, state.thrusts);
    const onMat = (tokens: readonly MatToken[]): number => tokens.filter((token) => token.mark !== 'cancelled' && token.mark !== 'ignored').length;
    const row = (kind: string, tokens: readonly MatToken[], limit: number): TemplateResult => {
      const held = onMat(tokens);
      return html`<div class="tokens">
        <span class="kind" id=${`${kind}-label`}>${kind === 'linear' ? 'Linear' : 'Rotation'}: ${String(held)} of ${String(limit)}</span>
        <ol class="tokens" aria-labelledby=${`${kind}-label`}>
          ${tokens.map((token) => this.renderToken(token))}
          ${Array.from({ length: Math.max(0, limit - held - tokens.filter((token) => token.mark === 'cancelled' || token.mark === 'ignored').length) }, () => html`<li class="slot" part="slot" aria-hidden="true"></li>`)}
        </ol>
      </div>`;
    };
    const effects =
      state.thrusts.length === 0
        ? html`<p class="hint" part="effect">${state.engine === 'none' ? 'No thrust this round: the mat stays as it is.' : ''} Turn the engine card to thrust.</p>`
        : html`<ul class="effect" part="effect">
            ${state.thrusts.map(
              (step, index) => html`<li data-rule=${THRUST_EFFECT_RULE[step.effect]}>
                ${state.thrusts.length > 1 ? `${ordinal(index + 1)} thrust: ` : ''}${thrustWords(step)}${renderCitation(citation(THRUST_EFFECT_RULE[step.effect]))}
              </li>`,
            )}
          </ul>`;
    // What the thrust did is said under the card and the mat, across the width.
    return html`<section class="mat" part="mat" aria-labelledby="mat-label title">
        <h3 id="mat-label">Momentum mat${renderCitation(citation(RULE.momentumLimits))}</h3>
        ${row('linear', changes.linear, LINEAR_LIMIT)} ${row('rotational', changes.rotational, ROTATIONAL_LIMIT)}
      </section>
      <div class="effects">${effects}</div>`;
  }

  private renderToken(token: MatToken): TemplateResult {
    const name = tokenName(token.token);
    const icon = typeof token.token === 'number' ? arrow(token.token) : html`<span aria-hidden="true">${token.token === 'cw' ? '↻' : '↺'}</span>`;
    const mark =
      token.mark === 'added'
        ? 'new'
        : token.mark === 'turned'
          ? `turned from ${token.from === null ? '' : DIR_NAMES[token.from]}`
          : token.mark === 'cancelled'
            ? 'cancelled'
            : token.mark === 'ignored'
              ? 'ignored'
              : '';
    return html`<li class=${`token ${token.mark}`} part=${`token token-${token.mark}`}>
      ${icon}<span class="name">${typeof token.token === 'number' ? name : token.token}</span>${typeof token.token === 'number' ? nothing : html`<span class="visually-hidden"> (${name})</span>`}
      ${mark === '' ? nothing : html`<span class="mark">${mark}</span>`}
    </li>`;
  }

  private renderPlace(state: MomentumLabState): TemplateResult {
    if (state.round > 0) {
      return html`<p class="place" part="place">
        <span><span class="what">Ship:</span> ${placeWords(state.pose)}.</span>
        <span class="hint">Only momentum moves it now: Reset to place it again.</span>
      </p>`;
    }
    return html`<div class="place" part="place" role="group" aria-labelledby="place-label">
      <span class="what" id="place-label">Place the ship</span>
      ${renderPlaceLists((field) => `${field}-select`, placeOf(state.pose), (next) => this.place(next))}
    </div>`;
  }

  private renderBoard(state: MomentumLabState, coming: readonly ComingRound[]): TemplateResult {
    const played = state.lastRound;
    const paths: BoardPath[] = [];
    const hits: BoardEdgeHit[] = [];
    if (played !== null && played.steps.length > 0) {
      paths.push({ kind: 'played', poses: [played.steps[0]?.move.from ?? state.pose, ...played.steps.map((step) => step.move.after)] });
      for (const step of played.steps) hits.push(...edgeHits(step.move.from, step.move.to, step.hits.map((hit) => hit.section), 'taken'));
    }
    let from: Pose = state.pose;
    const ghosts: BoardGhost[] = [];
    for (const round of coming) {
      const moves = round.steps.flatMap((step) => step.moves);
      if (moves.length > 0) paths.push({ kind: 'coming', poses: [from, ...moves.map((move) => move.after)] });
      for (const step of round.steps) for (const move of step.moves) hits.push(...edgeHits(move.from, move.to, step.hits.map((hit) => hit.section), 'coming'));
      if (moves.length > 0) {
        // Rounds that end on the same hex share one outline (the latest facing) and one label: "2, 3".
        const label = String(round.round - state.round);
        const same = ghosts.findIndex((ghost) => ghost.pose.at.q === round.pose.at.q && ghost.pose.at.r === round.pose.at.r);
        const earlier = ghosts[same];
        if (earlier === undefined) ghosts.push({ pose: round.pose, hull: SAMPLE_HULL, label });
        else ghosts[same] = { ...earlier, pose: round.pose, label: `${earlier.label}, ${label}` };
      }
      from = round.pose;
    }
    const steps = state.mat.linear.length + state.mat.rotational.length;
    return this.renderBoardRow(
      renderHexBoard({
        board: SAMPLE_BOARD,
        label: boardDescription(state, coming),
        ships: [{ id: 'warship', pose: state.pose, hull: SAMPLE_HULL }],
        paths,
        ghosts,
        hits,
        ...this.boardFit,
      }),
      renderKey(),
      html`<button class="primary" part="button next-button" @click=${() => this.nextRound()}>Next round (${String(state.round + 1)}): ${plural(steps, 'step')}</button>`,
      html`<p part="damage">Damage: ${damageWords(state.damage)}.</p>
        ${this.renderPlace(state)} ${this.renderComing(state, coming)}`,
    );
  }

  private renderComing(state: MomentumLabState, coming: readonly ComingRound[]): TemplateResult {
    // The edge's rule is cited once, on the first round that hits it.
    const firstHit = coming.findIndex((round) => round.steps.some((step) => step.hits.length > 0));
    return html`<section class="coming" part="coming" aria-labelledby="coming-label title">
      <h3 id="coming-label">The next ${String(COMING_ROUNDS)} rounds, with no more thrust${renderCitation(citation(RULE.momentumMove))}</h3>
      <ol class="rounds">
        ${coming.map((round, index) => {
          const moves = round.steps.flatMap((step) => step.moves.map((move) => ({ move, hits: step.hits })));
          const before = index === 0 ? state.pose : (coming[index - 1]?.pose ?? state.pose);
          const edge = moves.filter(({ move }) => move.collision === 'edge');
          return html`<li part="coming-round" data-round=${String(round.round)}>
            ${moves.length === 0
              ? html`Round ${String(round.round)}: no tokens, the ship stays at ${placeWords(before, false)}.`
              : html`Round ${String(round.round)}: ${tokensWords(moves.map(({ move }) => move.token))} → ${placeWords(round.pose)}.`}
            ${edge.length === 0
              ? nothing
              : html`<p class="hit-line" part="coming-hit">
                  <span aria-hidden="true">✸</span> ${edgeWords(edge.map(({ hits }) => hits))}${index === firstHit ? renderCitation(citation(RULE.collisionEdge)) : nothing}
                </p>`}
          </li>`;
        })}
      </ol>
    </section>`;
  }
}

/** The tokens a round plays, runs counted: "4 × N, 2 × clockwise". */
function tokensWords(tokens: readonly (Dir | 'cw' | 'ccw')[]): string {
  const runs: { token: Dir | 'cw' | 'ccw'; count: number }[] = [];
  for (const token of tokens) {
    const last = runs.at(-1);
    if (last?.token === token) last.count += 1;
    else runs.push({ token, count: 1 });
  }
  return runs.map((run) => `${run.count > 1 ? `${String(run.count)} × ` : ''}${tokenName(run.token)}`).join(', ');
}

/** A round's edge hits in a sentence: "2 steps hit the edge: bow 2, port 2 damage; 2 tokens lost." */
function edgeWords(steps: readonly (readonly SectionHit[])[]): string {
  const tally: Record<string, number> = {};
  for (const hit of steps.flat()) tally[hit.section] = (tally[hit.section] ?? 0) + hit.damage;
  return `${steps.length === 1 ? 'An edge hit' : `${String(steps.length)} edge hits`}: ${damageWords(tally)} damage; ${plural(steps.length, 'token')} lost.`;
}

/** The board in words, for its accessible name. */
function boardDescription(state: MomentumLabState, coming: readonly ComingRound[]): string {
  const last = coming.at(-1);
  const hits = coming.reduce((count, round) => count + round.steps.reduce((sum, step) => sum + step.hits.length, 0), 0);
  const where = `${SAMPLE_BOARD_WORDS}, with the warship at ${placeWords(state.pose)}.`;
  const path = last === undefined ? '' : ` In ${String(coming.length)} rounds it will be at ${placeWords(last.pose)}`;
  return `${where}${path}${hits > 0 ? `, after ${plural(hits, 'edge hit')}.` : '.'}`;
}

function renderKey(): TemplateResult {
  return html`<ul class="key" part="key" aria-label="Key to the board">
    <li>Sections: ${sectionsKey()}</li>
    <li>
      <svg viewBox="0 0 24 12" aria-hidden="true"><path class="swatch-path" d="M1 6H23"></path></svg>
      the next rounds (numbered)
    </li>
    <li>
      <svg viewBox="0 0 24 12" aria-hidden="true"><polygon class="swatch-hit" points="12,0 14,4 18,2 16,6 18,10 14,8 12,12 10,8 6,10 8,6 6,2 10,4"></polygon></svg>
      an edge hit
    </li>
  </ul>`;
}

