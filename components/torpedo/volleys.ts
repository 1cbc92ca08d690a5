import { html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { DispatchResult } from '../../rules/engine/index.ts';
import { RULE, VOLLEY_STEPS, VOLLEYS_PRESETS, volleysLab, shipsRemovedBefore, shipsStandingAt, type Piece, type Size, type VolleyShot, type VolleyStep, type VolleysLab, type VolleysLabCommand, type VolleysLabEvent, type VolleysSetup, type VolleysLabState, type VolleysStory } from '../../rules/torpedo/index.ts';
import { DrawnWidth, widthProbe } from '../shared/drawn-width.ts';
import { LabShell, type LabPreset } from '../shared/lab-element.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { isGiven } from '../shared/setup-attributes.ts';
import { ownerMarks, renderField, shipLabels, type FieldShip, type FieldShot, type OwnerMark } from './field-board.ts';
import { volleysStyles } from './volleys.styles.ts';
import { capitalise, citation, listWords, mm, plural, shipWords } from './words.ts';

/** The setup the lab's rules read: the attributes, and the seed every lab is given. */
type VolleysLabSetup = VolleysSetup & { seed: number };

/** The table fired when no preset is named and no table typed. */
const DEFAULT_PRESET = VOLLEYS_PRESETS[0];

/** Pixels a millimetre until the drawing has been measured. */
const FALLBACK_SCALE = 2.5;

/** What the widget shows: the table, how it fires, and the step the reader is at (an index into `VOLLEY_STEPS`): the lab's state. */
export type VolleysView = VolleysLabState;

/**
 * The three volleys of a Torpedo table, a step at a time: the table before firing; the small
 * ships' volley as it fires (every torpedo's line to the ship it meets, the ships hit marked but
 * still standing); the table after it (the sunk gone, their places outlined); then the mediums
 * still afloat, then the larges; and the score of the ships left afloat. Each step says in words
 * what happened and cites its rule; a line that now flies on past the place of a ship sunk in an
 * earlier volley is said to.
 *
 * Everything comes from the rules: the lab is the ruleset `volleysLab`, whose `initialState` reads
 * the attributes and tells the firing (`tellVolleys`: the rules' `fireVolleys` and `finalScores`),
 * and whose `step` command shows a step; `shipsStandingAt` says what stands at each step. It runs
 * in the shell every lab shares (`LabShell`), so every step is logged with its rule and can be
 * undone, and a shared link carries the steps taken.
 *
 * The class is not registered; import `torpedo-volleys.ts` for the tag.
 *
 * Keyboard: Back, Next and Start again are buttons; the step list's buttons jump to a step; Undo,
 * Reset and Copy link follow.
 *
 * @tagname torpedo-volleys
 * @attr preset - `small-first` (default), `volley-at-once`, `flies-on-past` or `shared-win`.
 * @attr table - The reader's own table instead: ships in the line of fire's short form (size,
 *   owner, the tip's x and y in millimetres, the angle in degrees clockwise from pointing right, a
 *   multiple of 15), separated by `;` (`small red 40 75 0; large blue 150 75 90`); at most 30.
 * @attr field - The field's width and height in millimetres (`240 150`, the default for a typed table).
 * @attr seed - Kept like every lab's, though the volleys roll no dice. Default 1.
 * @fires rb-command - After every command sent to the lab, accepted or refused. `detail: { command, result }`.
 * @fires rb-volleys-step - After every step shown (a step, Reset or Undo). `detail: { step, kind, volley }` (`volley`: 0 small, 1 medium, 2 large; null before firing).
 * @csspart base - The widget's box.
 * @csspart about - "About this example", collapsed, beside the title (without a typed table).
 * @csspart description - What to watch for, with the rule, inside `about`.
 * @csspart steps - The list of steps; `step-button` each step's button (`aria-current="step"` on the one shown).
 * @csspart story - What happens at this step, in words, with its rule.
 * @csspart field - The drawing's `<svg>`; `ship` each ship (`data-id`, `data-owner`), `wreck` the place of a ship sunk and removed, `shot` a torpedo (`data-result`).
 * @csspart key - The ships listed: label, owner, size and what has happened to them so far.
 * @csspart score - The score once the large volley is done: each owner's ships afloat and points, and who wins.
 * @csspart controls - Back, Next (Start again at the score), Undo, Reset and Copy link; `button` every button,
 *   `back-button`, `next-button`, `restart-button`, `undo-button`, `reset-button`.
 * @csspart refusal - The last command the rules refused, with its rule.
 * @csspart log - The event log (`<rb-event-log>`): a line for every step, with its rule.
 * @csspart rule - A rule citation; `rule-link` its link, `rule-id` the id beside it.
 * @cssprop --rb-color-accent - Buttons, links, the step shown.
 * @cssprop --rb-color-surface - Background of the widget.
 * @cssprop --rb-color-border - Borders, the field's edge.
 * @cssprop --rb-color-text - Text, outlines, the torpedoes' lines.
 */
export class TorpedoVolleys extends LabShell<VolleysLabState, VolleysLabCommand, VolleysLabEvent, VolleysLabSetup> {
  static override styles = volleysStyles;

  @property() table: string | null = null;
  @property() field: string | null = null;

  /** Each ship's label and its owner's pattern, fixed for the whole firing (a ship keeps them when others leave): worked out once per table. */
  private marked: { lab: VolleysLab; marks: Readonly<Record<string, OwnerMark>>; labels: Readonly<Record<string, string>> } | null = null;
  private readonly drawn = new DrawnWidth(this);

  constructor() {
    super({ ruleset: volleysLab, presets: VOLLEYS_PRESETS, title: 'The three volleys', citation, reset: { type: 'reset' }, properties: ['table', 'field'], attributes: {} });
  }

  /** Whether the reader typed a table or a field of their own: no preset's words over it. */
  private get typed(): boolean {
    return isGiven(this.table) || isGiven(this.field);
  }

  /** The example named, or, with nothing named or typed, the first: the table the rules fire by default. */
  protected override presetShown(name: string | undefined): LabPreset | undefined {
    return this.typed ? undefined : super.presetShown(name ?? DEFAULT_PRESET?.name);
  }

  /** A step in a sentence, naming the ships by their labels. */
  protected override describeEvent(event: VolleysLabEvent): string {
    return event.type === 'stepped' ? this.stepSummary(event.step) : `Reset. ${this.stepSummary(0)}`;
  }

  protected override whereWords(state: VolleysLabState): string {
    return this.stepSummary(state.step);
  }

  /** The step shown, an index into `VOLLEY_STEPS`. */
  private get step(): number {
    return this.state?.step ?? 0;
  }

  /** Shows step `index` of `VOLLEY_STEPS` (0: before firing, 6: after the large volley and the score). False when there is no such step (the rules refuse it). */
  goTo(index: number): boolean {
    return this.send({ type: 'step', step: index })?.ok === true;
  }

  /** The next step; false at the last. */
  next(): boolean {
    if (this.step >= VOLLEY_STEPS.length - 1) return false;
    return this.goTo(this.step + 1);
  }

  /** The step before; false at the first (said in the live region, not refused: Back is only off there). */
  back(): boolean {
    if (this.step === 0) {
      this.announcer.announce('This is the first step: before firing.');
      return false;
    }
    return this.goTo(this.step - 1);
  }

  /** Back to the table before firing (the lab's reset, which the log records). */
  restart(): void {
    this.reset();
  }

  /** Every accepted command says which step is now shown (`rb-volleys-step`), as a step button does. */
  override send(command: VolleysLabCommand, options: { quiet?: boolean } = {}): DispatchResult<VolleysLabEvent> | null {
    const result = super.send(command, options);
    if (result?.ok === true) this.stepShown();
    return result;
  }

  /** Takes back the last step: the one before it is shown again, and said (`rb-volleys-step`). */
  override undo(): boolean {
    const undone = super.undo();
    if (undone) this.stepShown();
    return undone;
  }

  private stepShown(): void {
    const index = this.step;
    const step = VOLLEY_STEPS[index];
    this.dispatchEvent(new CustomEvent('rb-volleys-step', { detail: { step: index, kind: step?.kind ?? 'start', volley: step?.kind === 'start' ? null : (step?.volley ?? null) }, bubbles: true, composed: true }));
  }

  /** The owners' patterns and the ships' labels for this table. */
  private marksOf(lab: VolleysLab): { marks: Readonly<Record<string, OwnerMark>>; labels: Readonly<Record<string, string>> } {
    if (this.marked?.lab !== lab) {
      const marks = ownerMarks(lab.pieces.map((piece) => piece.owner));
      this.marked = { lab, marks, labels: shipLabels(lab.pieces, marks) };
    }
    return this.marked;
  }

  private get labels(): Readonly<Record<string, string>> {
    const lab = this.state?.lab;
    return lab === undefined ? {} : this.marksOf(lab).labels;
  }

  protected override renderLab({ lab, story, step: index }: VolleysLabState): TemplateResult {
    const step = VOLLEY_STEPS[index] ?? { kind: 'start' };
    const last = index === VOLLEY_STEPS.length - 1;
    return html`
      <ol class="steps" part="steps" aria-label="Steps">
        ${VOLLEY_STEPS.map(
          (entry, at) =>
            html`<li>
              <button part="button step-button" aria-current=${at === index ? 'step' : 'false'} @click=${() => this.goTo(at)}>${stepName(entry)}</button>
            </li>`,
        )}
      </ol>
      <div>${widthProbe}${this.renderDrawing(lab, story, step)}</div>
      <div class="story" part="story">${this.renderStory(lab, story, step)}</div>
      ${last ? this.renderScore(story) : nothing} ${this.renderKey(lab, story, index)}
      ${this.renderControls(
        // Never disabled, never swapped: a button that vanished or went dead under the reader would drop the keyboard focus.
        html`<button part="button back-button" aria-disabled=${index === 0 ? 'true' : 'false'} @click=${() => this.back()}>Back</button>
          <button part=${last ? 'button next-button restart-button' : 'button next-button'} @click=${() => (last ? this.goTo(0) : this.next())}>
            ${last ? 'Start again' : `Next: ${stepName(VOLLEY_STEPS[index + 1] ?? step).toLowerCase()}`}
          </button>`,
      )}`;
  }

  private renderDrawing(lab: VolleysLab, story: VolleysStory, step: VolleyStep): TemplateResult {
    const scale = this.drawn.width > 0 ? this.drawn.width / lab.field.width : FALLBACK_SCALE;
    const { marks, labels } = this.marksOf(lab);
    const volley = step.kind === 'volley' ? story.volleys[step.volley] : undefined;
    const hits = new Map((volley?.shots ?? []).flatMap((shot) => (shot.hit === null ? [] : [[shot.hit, shot.result] as const])));
    const ships: FieldShip[] = shipsStandingAt(lab, story, step).map((piece) => {
      const hit = hits.get(piece.id);
      return { piece, mark: volley?.sunk.includes(piece.id) === true ? 'sunk' : hit === 'blocked' ? 'blocker' : piece.size === volley?.size ? 'shooter' : null };
    });
    const byId = new Map(lab.pieces.map((piece) => [piece.id, piece]));
    const shots: FieldShot[] = (volley?.shots ?? []).map((shot) => ({ from: shot.from, heading: byId.get(shot.shooter)?.heading ?? { x: 1, y: 0 }, contact: shot.contact, result: shot.result }));
    return html`${renderField({
      field: lab.field,
      ships,
      shots,
      scale,
      marks,
      labels,
      wrecks: shipsRemovedBefore(lab, story, step),
      label: `The field, ${mm(lab.field.width)} by ${mm(lab.field.height)} mm, seen from above: ${stepName(step).toLowerCase()}`,
    })}`;
  }

  private renderStory(lab: VolleysLab, story: VolleysStory, step: VolleyStep): TemplateResult {
    if (step.kind === 'start') {
      return html`<p>
        Placing is over. Every ship still afloat fires once, when its size’s turn comes: the small ships first, then the mediums, then the larges. ${plural(lab.pieces.length, 'ship')} on the table.${renderCitation(citation(RULE.volleys))}
      </p>`;
    }
    const volley = story.volleys[step.volley];
    if (volley === undefined) return html``;
    const size = volley.size;
    if (step.kind === 'volley') {
      if (volley.shots.length === 0) {
        return html`<p>No ${size} ship is afloat: nobody fires in this volley.${this.neverFired(lab, story, step.volley)}${renderCitation(citation(RULE.volleys))}</p>`;
      }
      return html`<h3>The ${size} volley</h3>
        <p>
          ${volley.shots.length === 1 ? `One ${size} ship is afloat: it fires` : `${capitalise(plural(volley.shots.length, `${size} ship`))} fire at once`}, at the table as it stands.${this.neverFired(lab, story, step.volley)}${renderCitation(citation(RULE.together))}
        </p>
        <ul>
          ${volley.shots.map((shot) => html`<li>${this.shotWords(lab, shot)}</li>`)}
        </ul>
        ${volley.sunk.length === 0 ? nothing : html`<p>${this.names(volley.sunk)} ${volley.sunk.length === 1 ? 'is' : 'are'} hit, but ${volley.sunk.length === 1 ? 'stays' : 'stay'} on the table until the volley is done.</p>`}`;
    }
    return html`<p>
      ${volley.sunk.length === 0 ? `No ship sank in the ${size} volley.` : `${this.names(volley.sunk)} ${volley.sunk.length === 1 ? 'leaves' : 'leave'} the table: sunk in the ${size} volley, ${volley.sunk.length === 1 ? 'it' : 'they'} will never fire.`}
      ${step.volley === 2 ? `The firing is over: ${plural(story.afloat.length, 'ship')} afloat.` : ''}${renderCitation(citation(step.volley === 2 ? RULE.points : RULE.together))}
    </p>`;
  }

  /** The ships of this volley's size that would have fired had they not been sunk earlier. */
  private neverFired(lab: VolleysLab, story: VolleysStory, volley: number): string {
    const size: Size | undefined = story.volleys[volley]?.size;
    const sunkEarlier = story.volleys.slice(0, volley).flatMap((entry) => entry.sunk);
    const silent = lab.pieces.filter((piece) => piece.size === size && sunkEarlier.includes(piece.id)).map((piece) => piece.id);
    return silent.length === 0 ? '' : ` ${this.names(silent)}, sunk earlier, never ${silent.length === 1 ? 'fires' : 'fire'}.`;
  }

  private shotWords(lab: VolleysLab, shot: VolleyShot): TemplateResult {
    const label = this.labels[shot.shooter] ?? shot.shooter;
    const hit = lab.pieces.find((piece) => piece.id === shot.hit);
    // The torpedo's way in words: on past the place of a ship sunk earlier, if it goes there.
    const way = shot.flewPast === null ? 'its torpedo' : `its torpedo flies on past where ${this.labels[shot.flewPast] ?? shot.flewPast} was (sunk in an earlier volley) and`;
    if (hit === undefined || shot.reach === null) return html`<b>${label}</b> fires: ${way} meets no ship before the edge of the field — a miss.`;
    const target = shipWords(hit, this.labels[hit.id] ?? hit.id);
    const distance = `${mm(shot.reach)} mm on`;
    if (shot.result === 'blocked') return html`<b>${label}</b> fires: ${way} hits ${target}, ${distance} — the same size: blocked, no harm done.`;
    return html`<b>${label}</b> fires: ${way} hits ${target}, ${distance} — another size: it sinks${hit.owner === lab.pieces.find((piece) => piece.id === shot.shooter)?.owner ? ' (friendly fire)' : ''}.`;
  }

  private renderScore(story: VolleysStory): TemplateResult {
    return html`<div part="score">
      <table class="score">
        <caption class="visually-hidden">
          The score: points of the ships afloat
        </caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Afloat</th>
            <th scope="col">Points</th>
          </tr>
        </thead>
        <tbody>
          ${story.scores.map(
            (score) =>
              html`<tr>
                <th scope="row">${score.player}</th>
                <td>${afloatWords(score.afloat)}</td>
                <td class="points">${score.points}</td>
              </tr>`,
          )}
        </tbody>
      </table>
      <p class="winner">${capitalise(story.outcome.reason)}${renderCitation(citation(story.outcomeRule))}</p>
    </div>`;
  }

  private renderKey(lab: VolleysLab, story: VolleysStory, index: number): TemplateResult {
    const step = VOLLEY_STEPS[index] ?? { kind: 'start' };
    const fate = (piece: Piece): string => {
      const sunkIn = story.volleys.findIndex((volley) => volley.sunk.includes(piece.id));
      if (sunkIn === -1 || step.kind === 'start' || sunkIn > step.volley) return '';
      if (sunkIn === step.volley && step.kind === 'volley') return ' — hit';
      return ` — sunk in the ${story.volleys[sunkIn]?.size ?? ''} volley`;
    };
    return html`<ul class="key" part="key" aria-label="The ships">
      ${lab.pieces.map((piece) => html`<li><b>${this.labels[piece.id]}</b> ${piece.owner} ${piece.size}${fate(piece)}</li>`)}
    </ul>`;
  }

  private names(ids: readonly string[]): string {
    return listWords(ids.map((id) => this.labels[id] ?? id));
  }

  /** A step in a sentence, for the live region. */
  private stepSummary(index: number): string {
    const step = VOLLEY_STEPS[index] ?? { kind: 'start' };
    const story = this.state?.story ?? null;
    if (story === null || step.kind === 'start') return 'Before firing: every ship on the table.';
    const volley = story.volleys[step.volley];
    if (volley === undefined) return '';
    if (step.kind === 'volley') {
      const shots = volley.shots.map((shot) => `${this.labels[shot.shooter] ?? shot.shooter} ${shot.result === 'miss' ? 'misses' : shot.result === 'blocked' ? `is blocked by ${this.labels[shot.hit ?? ''] ?? ''}` : `sinks ${this.labels[shot.hit ?? ''] ?? ''}`}${shot.flewPast === null ? '' : `, flying on past where ${this.labels[shot.flewPast] ?? ''} was`}`);
      return `The ${volley.size} volley: ${shots.length === 0 ? 'nobody fires' : shots.join('; ')}.`;
    }
    const gone = volley.sunk.length === 0 ? 'no ship leaves the table' : `${this.names(volley.sunk)} ${volley.sunk.length === 1 ? 'leaves' : 'leave'} the table`;
    return `After the ${volley.size} volley: ${gone}.${step.volley === 2 ? ` ${capitalise(story.outcome.reason)}` : ''}`;
  }
}

/** A step's name, for its button and the drawing's label. */
function stepName(step: VolleyStep): string {
  if (step.kind === 'start') return 'Before firing';
  const size = ['Small', 'Medium', 'Large'][step.volley] ?? '';
  return step.kind === 'volley' ? `${size} volley` : step.volley === 2 ? 'Score' : `After the ${size.toLowerCase()}s`;
}

function afloatWords(afloat: Readonly<Record<Size, number>>): string {
  const parts = (['small', 'medium', 'large'] as const).filter((size) => afloat[size] > 0).map((size) => plural(afloat[size], size));
  return parts.length === 0 ? 'none' : parts.join(', ');
}
